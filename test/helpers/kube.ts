/**
 * One real Kubernetes control plane per test process (etcd, kube-apiserver, the garbage
 * collector and Job controllers), with the project's CRDs applied. Suites share it and keep
 * apart by working in a fresh namespace each.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { startKubeControlPlane, type KubeControlPlane } from '../../scripts/stack/kube.js';

export interface TestCluster {
  kubeconfigPath: string;
  kubeConfig: KubeConfig;
  /** Creates a namespace no other test uses and returns its name. */
  namespace(): Promise<string>;
  /** Runs kubectl against this cluster; resolves even when kubectl fails, so tests can read why. */
  kubectl(...args: string[]): Promise<KubectlResult>;
  /** Seconds the control plane took to start, CRDs included. */
  startSeconds: number;
}

export interface KubectlResult {
  code: number;
  stdout: string;
  stderr: string;
}

let starting: Promise<{ cluster: TestCluster; plane: KubeControlPlane; ownDir?: string }> | undefined;

export function startTestCluster(): Promise<TestCluster> {
  starting ??= start();
  return starting.then(({ cluster }) => cluster);
}

/** Stops the cluster (SIGTERM, then SIGKILL); the next startTestCluster() starts a new one. */
export async function stopTestCluster(): Promise<void> {
  const current = starting;
  starting = undefined;
  if (!current) return;
  const { plane, ownDir } = await current.catch(() => ({ plane: undefined, ownDir: undefined }));
  await plane?.stop();
  if (ownDir) rmSync(ownDir, { recursive: true, force: true });
}

async function start(): Promise<{ cluster: TestCluster; plane: KubeControlPlane; ownDir?: string }> {
  // Under `npm test` the cluster's files sit with the other servers' logs, which the runner keeps
  // when a suite fails; run alone (plain mocha), it gets a folder of its own, removed at stop.
  const stackDir = process.env.TEST_STACK_DIR;
  const ownDir = stackDir ? undefined : mkdtempSync(join(tmpdir(), 'edge-vision-kube-'));
  const started = Date.now();
  // A fresh folder for every start: a cluster started again after stopTestCluster() must not
  // reuse the previous etcd's data, whose member was bootstrapped with other ports (that etcd
  // never becomes ready: the flake the retry below papered over).
  const startIn = (name: string) => {
    const dir = mkdtempSync(join(ownDir ?? (stackDir as string), `${name}-`));
    return startKubeControlPlane({ dir, withControllerManager: true, applyCrds: true });
  };
  // One more try when the first start fails (etcd's first election can outlast its readiness
  // wait under heavy load); every suite needs the cluster.
  const plane = await startIn('kube')
    .catch((err: unknown) => {
      console.error(`the test cluster did not start (${(err as Error).message}); trying once more`);
      return startIn('kube-retry');
    })
    .catch((err: unknown) => {
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
      throw err;
    });
  killAtExit(plane, ownDir);
  const startSeconds = (Date.now() - started) / 1000;

  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromFile(plane.kubeconfigPath);
  const core = kubeConfig.makeApiClient(CoreV1Api);
  const kubectlEnv = { ...process.env, KUBECACHEDIR: join(dirname(plane.kubeconfigPath), 'kubectl-cache') };

  const cluster: TestCluster = {
    kubeconfigPath: plane.kubeconfigPath,
    kubeConfig,
    startSeconds,
    async namespace() {
      const created = await core.createNamespace({ body: { metadata: { generateName: 'test-' } } });
      const name = created.metadata?.name;
      if (!name) throw new Error('the apiserver created a namespace without a name');
      return name;
    },
    kubectl(...args) {
      return new Promise((resolve) => {
        execFile(
          'kubectl',
          [`--kubeconfig=${plane.kubeconfigPath}`, ...args],
          { env: kubectlEnv },
          (err, stdout, stderr) =>
            resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
        );
      });
    },
  };
  return { cluster, plane, ownDir };
}

/**
 * mocha's `exit: true` ends the process without waiting for anything, and an exit handler can
 * only act synchronously: SIGKILL leaves no orphan behind, and the cluster's data is throwaway.
 * A suite that wants a graceful stop calls stopTestCluster() first.
 */
function killAtExit(plane: KubeControlPlane, ownDir: string | undefined): void {
  process.once('exit', () => {
    for (const child of plane.processes) void child.kill();
    // A process just killed may still be writing; a folder left in tmp is no failure.
    if (ownDir) rmSync(ownDir, { recursive: true, force: true, maxRetries: 3 });
  });
}
