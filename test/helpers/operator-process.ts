import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, httpOk, startProcess, waitUntil, type ManagedProcess } from '../../scripts/stack/process.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface OperatorProcessOptions {
  /** The replica's name (POD_NAME): the Lease holder while it leads. */
  identity: string;
  kubeconfigPath: string;
  /** The API base the operator calls, e.g. http://127.0.0.1:1234/api */
  apiUrl: string;
  operatorToken: string;
  leaseNamespace: string;
  logDir: string;
  env?: Record<string, string>;
}

export interface OperatorProcess {
  identity: string;
  process: ManagedProcess;
  /** Reconciles finished so far, by kind, read from the replica's /metrics. */
  reconciles(kind: string): Promise<number>;
  /** SIGKILL: no shutdown handler runs, the Lease is left to expire. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `operator/main.ts` as its own OS process, configured by the environment as in a pod, so a test
 * can kill it the way a node failure or an OOM kill does. Resolves once /healthz answers.
 */
export async function spawnOperator(options: OperatorProcessOptions): Promise<OperatorProcess> {
  const port = await freePort();
  // `--import tsx` resolves from the working directory: the repository's own tsx.
  const child = startProcess(
    `operator ${options.identity}`,
    process.execPath,
    ['--import', 'tsx', 'operator/main.ts'],
    {
      cwd: ROOT,
      logFile: join(options.logDir, `operator-${options.identity}.log`),
      env: {
        KUBECONFIG: options.kubeconfigPath,
        API_URL: options.apiUrl,
        OPERATOR_TOKEN: options.operatorToken,
        LEASE_NAMESPACE: options.leaseNamespace,
        WATCH_NAMESPACE: options.leaseNamespace,
        POD_NAME: options.identity,
        PORT: String(port),
        ...options.env,
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(`operator ${options.identity}`, () => httpOk(`${base}/healthz`), { process: child });
  return {
    identity: options.identity,
    process: child,
    async reconciles(kind) {
      const text = await (await fetch(`${base}/metrics`)).text();
      const pattern = new RegExp(`^edge_vision_operator_reconciles_total\\{kind="${kind}",result="ok"\\} (\\d+)`, 'm');
      return Number(pattern.exec(text)?.[1] ?? 0);
    },
    kill: () => child.kill(),
    stop: () => child.stop(),
  };
}
