/**
 * An envtest-style Kubernetes control plane on 127.0.0.1: etcd, kube-apiserver and optionally
 * kube-controller-manager, each on free ports, with data, certificates and logs in one folder.
 * No scheduler or kubelet runs, so Pods stay Pending; Jobs get their status from the tests.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serverBinary } from './binaries.js';
import { httpsOk, readApiServerCertificate, writeApiServerCredentials, writeKubeconfig } from './kube-files.js';
import { freePort, httpOk, startProcess, waitUntil, type ManagedProcess } from './process.js';

const run = promisify(execFile);

/** The Services' cluster IPs (the `kubernetes` Service is its first address). */
export const SERVICE_CIDR = '10.0.0.0/24';

/** The chart's CRDs, generated from contracts/custom-resources.ts (npm run contract:generate). */
export const CRD_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'helm', 'edge-vision', 'crds');

/** The controllers worth running without a kubelet: cascading deletion, Job bookkeeping and Job TTLs. */
export const DEFAULT_CONTROLLERS = ['garbage-collector-controller', 'job-controller', 'ttl-after-finished-controller'];

export interface KubeControlPlaneOptions {
  /** Holds etcd's data, the apiserver's certificates, the kubeconfig and the logs. */
  dir: string;
  withControllerManager?: boolean;
  controllers?: string[];
  /**
   * Apply the project's CRDs before the controller manager starts. The garbage collector
   * discovers resource kinds at start and then only every 30 s; an owner kind it does not watch
   * yet never tells it that it was deleted, so its dependents would outlive it.
   */
  applyCrds?: boolean;
  /**
   * For a cluster with a real node (scripts/stack/node): pods reach the apiserver through the
   * `kubernetes` Service at this address of the host (it listens on every address then), and get
   * service-account tokens (the ServiceAccount admission plugin, and a controller manager that
   * publishes the CA bundle pods verify it with).
   */
  podAccess?: { advertiseAddress: string };
}

export interface KubeControlPlane {
  kubeconfigPath: string;
  /** The apiserver's https URL. */
  server: string;
  /** A bearer token of the `system:masters` group. */
  token: string;
  processes: ManagedProcess[];
  /** Stops the controller manager, the apiserver and etcd, in that order. */
  stop(): Promise<void>;
}

type KubeServer = 'etcd' | 'kube-apiserver' | 'kube-controller-manager';

function kubeBinary(name: KubeServer): string {
  return serverBinary(name);
}

export async function startKubeControlPlane(options: KubeControlPlaneOptions): Promise<KubeControlPlane> {
  const logDir = join(options.dir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const processes: ManagedProcess[] = [];
  const stop = async (): Promise<void> => {
    for (const process of [...processes].reverse()) await process.stop();
  };
  try {
    const etcdUrl = await startEtcd(options.dir, logDir, processes);
    const apiServer = await startApiServer(options.dir, logDir, etcdUrl, processes, options.podAccess);
    const crds = options.applyCrds ? await applyCrdsUntilEstablished(apiServer.kubeconfigPath) : undefined;
    // The controller manager starts while the apiserver still holds creates of the new kinds.
    await Promise.all([
      options.withControllerManager &&
        startControllerManager(
          options.dir,
          logDir,
          apiServer.kubeconfigPath,
          options.controllers ?? DEFAULT_CONTROLLERS,
          processes,
          options.podAccess && {
            rootCaFile: join(options.dir, 'certs', 'apiserver.crt'),
            serviceAccountKeyFile: apiServer.serviceAccountKeyFile,
          },
        ),
      crds && sleepUntil(crds.createsUnheldAt),
    ]);
    return { ...apiServer, processes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function startEtcd(dir: string, logDir: string, processes: ManagedProcess[]): Promise<string> {
  const dataDir = join(dir, 'etcd');
  mkdirSync(dataDir, { recursive: true });
  const [clientPort, peerPort] = [await freePort(), await freePort()];
  const clientUrl = `http://127.0.0.1:${clientPort}`;
  const peerUrl = `http://127.0.0.1:${peerPort}`;
  const process = startProcess(
    'etcd',
    kubeBinary('etcd'),
    [
      `--data-dir=${dataDir}`,
      `--listen-client-urls=${clientUrl}`,
      `--advertise-client-urls=${clientUrl}`,
      `--listen-peer-urls=${peerUrl}`,
      `--initial-advertise-peer-urls=${peerUrl}`,
      `--initial-cluster=default=${peerUrl}`,
      // A throwaway cluster: losing the last writes on a crash costs nothing, fsync costs time.
      '--unsafe-no-fsync',
      '--log-level=warn',
    ],
    { logFile: join(logDir, 'etcd.log') },
  );
  processes.push(process);
  // 90 s like the apiserver: on a loaded 2-core machine etcd's first election was seen to take over 30 s.
  await waitUntil('etcd', () => httpOk(`${clientUrl}/health`), { process, timeoutMs: 90_000 });
  return clientUrl;
}

async function startApiServer(
  dir: string,
  logDir: string,
  etcdUrl: string,
  processes: ManagedProcess[],
  podAccess?: { advertiseAddress: string },
): Promise<{ kubeconfigPath: string; server: string; token: string; serviceAccountKeyFile: string }> {
  const certDir = join(dir, 'certs');
  mkdirSync(certDir, { recursive: true });
  const credentials = writeApiServerCredentials(certDir);
  const port = await freePort();
  // The serving certificate names the advertised address (and the Service IP), so clients use it too.
  const server = `https://${podAccess?.advertiseAddress ?? '127.0.0.1'}:${port}`;
  const process = startProcess(
    'kube-apiserver',
    kubeBinary('kube-apiserver'),
    [
      `--etcd-servers=${etcdUrl}`,
      `--cert-dir=${certDir}`,
      `--secure-port=${port}`,
      `--bind-address=${podAccess ? '0.0.0.0' : '127.0.0.1'}`,
      `--advertise-address=${podAccess?.advertiseAddress ?? '127.0.0.1'}`,
      `--service-cluster-ip-range=${SERVICE_CIDR}`,
      '--allow-privileged=true',
      // A real node (scripts/stack/node) registers under a name no resolver knows: logs and exec
      // reach its kubelet by its InternalIP.
      '--kubelet-preferred-address-types=InternalIP,Hostname',
      // Without a real node no controller creates service accounts, so Pods must not need one.
      ...(podAccess ? [] : ['--disable-admission-plugins=ServiceAccount']),
      '--authorization-mode=RBAC',
      `--token-auth-file=${credentials.tokenFile}`,
      '--service-account-issuer=https://127.0.0.1',
      `--service-account-key-file=${credentials.serviceAccountKeyFile}`,
      `--service-account-signing-key-file=${credentials.serviceAccountKeyFile}`,
    ],
    { logFile: join(logDir, 'kube-apiserver.log') },
  );
  processes.push(process);
  await waitUntil('kube-apiserver', () => httpsOk(`${server}/readyz`, credentials.token), {
    process,
    timeoutMs: 90_000,
  });
  const kubeconfigPath = join(dir, 'kubeconfig');
  writeKubeconfig(kubeconfigPath, {
    server,
    token: credentials.token,
    caPem: readApiServerCertificate(certDir),
  });
  return { kubeconfigPath, server, token: credentials.token, serviceAccountKeyFile: credentials.serviceAccountKeyFile };
}

async function startControllerManager(
  dir: string,
  logDir: string,
  kubeconfigPath: string,
  controllers: string[],
  processes: ManagedProcess[],
  podAccess?: { rootCaFile: string; serviceAccountKeyFile: string } | false,
): Promise<void> {
  const certDir = join(dir, 'controller-manager-certs');
  mkdirSync(certDir, { recursive: true });
  const port = await freePort();
  const process = startProcess(
    'kube-controller-manager',
    kubeBinary('kube-controller-manager'),
    [
      `--kubeconfig=${kubeconfigPath}`,
      `--controllers=${controllers.join(',')}`,
      // Every controller acts as the kubeconfig's admin: no token controller mints per-controller
      // service-account tokens here.
      '--use-service-account-credentials=false',
      '--leader-elect=false',
      // A served port (rather than 0) gives a /healthz to wait on, so a bad flag or a crash
      // fails the start instead of a later test. Its self-signed certificate goes to certDir.
      '--bind-address=127.0.0.1',
      `--secure-port=${port}`,
      `--cert-dir=${certDir}`,
      // The CA bundle each namespace's kube-root-ca.crt ConfigMap carries into pods' tokens.
      ...(podAccess
        ? [
            `--root-ca-file=${podAccess.rootCaFile}`,
            `--service-account-private-key-file=${podAccess.serviceAccountKeyFile}`,
          ]
        : []),
    ],
    { logFile: join(logDir, 'kube-controller-manager.log') },
  );
  processes.push(process);
  await waitUntil('kube-controller-manager', () => httpsOk(`https://127.0.0.1:${port}/healthz`), {
    process,
    timeoutMs: 60_000,
  });
}

/**
 * `kubectl apply --server-side` of every CRD in the chart's crds/, then waits until each is Established,
 * i.e. its API is served, and until the apiserver stops holding creates of the new kinds.
 */
export async function applyCrds(kubeconfigPath: string, crdDir = CRD_DIR): Promise<string[]> {
  const { names, createsUnheldAt } = await applyCrdsUntilEstablished(kubeconfigPath, crdDir);
  await sleepUntil(createsUnheldAt);
  return names;
}

/**
 * kube-apiserver sleeps 2 s in any create of a custom resource whose CRD became Established
 * less than 2 s ago (so that, with several apiservers, a follow-up read never lands on one that
 * has not seen the CRD yet). The returned time is when that stops, in this machine's clock,
 * which the apiserver shares. kubectl's discovery cache goes next to the kubeconfig, so clusters
 * on reused ports never read each other's.
 */
async function applyCrdsUntilEstablished(
  kubeconfigPath: string,
  crdDir = CRD_DIR,
): Promise<{ names: string[]; createsUnheldAt: number }> {
  const files = readdirSync(crdDir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(crdDir, name));
  const common = [`--kubeconfig=${kubeconfigPath}`, `--cache-dir=${join(dirname(kubeconfigPath), 'kubectl-cache')}`];
  const applied = await run('kubectl', [
    ...common,
    'apply',
    '--server-side',
    '--field-manager=edge-vision-stack',
    '-o',
    'name',
    ...files.flatMap((file) => ['-f', file]),
  ]);
  const names = applied.stdout.split('\n').filter(Boolean);
  const established = await run('kubectl', [
    ...common,
    'wait',
    '--for=condition=Established',
    '--timeout=60s',
    '-o',
    'jsonpath={.status.conditions[?(@.type=="Established")].lastTransitionTime}{"\\n"}',
    ...names,
  ]);
  const lastEstablished = Math.max(
    ...established.stdout
      .split('\n')
      .filter(Boolean)
      .map((time) => Date.parse(time)),
  );
  // lastTransitionTime has whole seconds, rounded down, exactly as the apiserver compares it.
  return { names, createsUnheldAt: lastEstablished + 2_000 + 50 };
}

function sleepUntil(time: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
}
