import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, httpOk, startProcess, waitUntil, type ManagedProcess } from '../../scripts/stack/process.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ApiProcess {
  /** The site root, e.g. http://127.0.0.1:1234 (routes are under /api). */
  url: string;
  process: ManagedProcess;
  /** SIGKILL: no shutdown handler runs, in-flight requests and jobs are cut off. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `api/main.ts` as its own OS process, configured by the environment as in a pod, so a test can
 * kill it the way a node failure or an OOM kill does. Resolves once /readyz answers 200.
 */
export async function spawnApi(options: { env: Record<string, string>; logDir: string }): Promise<ApiProcess> {
  const port = await freePort();
  // `--import tsx` resolves from the working directory: the repository's own tsx.
  const child = startProcess('api', process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: ROOT,
    logFile: join(options.logDir, `api-${port}.log`),
    env: { HOST: '127.0.0.1', PORT: String(port), INTERNAL_PORT: '0', LOG_LEVEL: 'warn', ...options.env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('API', () => httpOk(`${url}/readyz`), { process: child, timeoutMs: 60_000 });
  return {
    url,
    process: child,
    kill: () => child.kill(),
    stop: () => child.stop(),
  };
}
