/**
 * A real one-node Kubernetes cluster on this machine, beside the control plane of ../kube.ts:
 * containerd with the CNI bridge, CoreDNS, a kubelet, kube-scheduler, kube-proxy, kube-router's
 * NetworkPolicy enforcement, and the images built by `npm run images:build` imported into containerd. Needs Linux and root (mounts, cgroups,
 * network namespaces); `assertCanRunNode` says so before anything starts.
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { homedir, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensurePauseImage } from '../../images/pause-image.js';
import { ensureServerBinaries } from '../binaries.js';
import { DEFAULT_CONTROLLERS } from '../kube.js';
import { waitUntil, type ManagedProcess } from '../process.js';
import { startClusterDns } from './cluster-dns.js';
import { POD_SUBNET, startContainerd, type Containerd } from './containerd.js';
import { startKubeProxy } from './kube-proxy.js';
import { startKubelet, startScheduler } from './kubelet.js';
import { startNetworkPolicies } from './network-policies.js';
import { unmountUnder } from './mounts.js';

const run = promisify(execFile);

export const NODE_NAME = 'edge-vision-node';
/**
 * The controllers a cluster with a real node needs beyond the default ones: the node lifecycle
 * controller lifts the `not-ready` taint a kubelet registers with once the node is Ready; the
 * service-account and root-CA controllers give pods their API credentials; endpoint slices let
 * kube-proxy route Services; Deployments and StatefulSets run the chart.
 */
export const REAL_NODE_CONTROLLERS = [
  ...DEFAULT_CONTROLLERS,
  'node-lifecycle-controller',
  'serviceaccount-controller',
  'root-ca-certificate-publisher-controller',
  'endpointslice-controller',
  'deployment-controller',
  'replicaset-controller',
  'statefulset-controller',
  'namespace-controller',
];
/** The variable that lets `npm test` pass on a machine that cannot start a node (docs/testing.md). */
export const SKIP_NODE_VARIABLE = 'EDGE_VISION_SKIP_REAL_NODE';
/** containerd's image store, kept between runs so a large image is imported once. */
const CONTAINERD_ROOT = join(
  process.env.EDGE_VISION_CACHE ?? join(homedir(), '.cache', 'edge-vision'),
  'node',
  'containerd',
);

export interface RealNode {
  nodeName: string;
  /** The host's address on the machine's network, the Node's InternalIP. */
  nodeIp: string;
  containerd: Containerd;
  stop(): Promise<void>;
}

/** Why this machine cannot run the node, or undefined when it can. */
export function whyNoRealNode(): string | undefined {
  if (process.platform !== 'linux') return `the real node needs Linux (this is ${process.platform})`;
  if (process.getuid?.() !== 0)
    return 'the real node needs root (containerd, the kubelet: mounts, cgroups, network namespaces)';
  return undefined;
}

export function assertCanRunNode(): void {
  const why = whyNoRealNode();
  if (why)
    throw new Error(
      `${why}; run the suites as root on Linux (CI, a VM), or set ${SKIP_NODE_VARIABLE}=1 to leave the cluster suites out`,
    );
}

export async function startRealNode(options: {
  dir: string;
  kubeconfigPath: string;
  /** docker-archives of the images pods will run (`buildImages`). */
  imageArchives: string[];
  log?: (line: string) => void;
}): Promise<RealNode> {
  assertCanRunNode();
  const log = options.log ?? (() => undefined);
  mkdirSync(join(options.dir, 'logs'), { recursive: true });
  ensureServerBinaries(['kubelet', 'kube-scheduler', 'kube-proxy', 'coredns', 'kube-router']);
  const pause = await ensurePauseImage(log);
  const processes: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const process of [...processes].reverse()) await process.stop();
    await unmountUnder(options.dir);
  };
  try {
    const containerd = await startContainerd({
      dir: options.dir,
      rootDir: CONTAINERD_ROOT,
      sandboxImage: pause.reference,
    });
    processes.push(containerd);
    await containerd.importImages([pause.archive, ...options.imageArchives], log);
    const nodeIp = hostAddress();
    const dns = await startClusterDns({ dir: options.dir, kubeconfigPath: options.kubeconfigPath, ip: nodeIp });
    processes.push(stoppable(dns.process));
    const kubelet = await startKubelet({
      dir: options.dir,
      kubeconfigPath: options.kubeconfigPath,
      containerdSocket: containerd.socket,
      nodeName: NODE_NAME,
      nodeIp,
      clusterDns: dns.ip,
    });
    processes.push(stoppable(kubelet.process));
    processes.push(stoppable(await startScheduler({ dir: options.dir, kubeconfigPath: options.kubeconfigPath })));
    processes.push(
      await startKubeProxy({
        dir: options.dir,
        kubeconfigPath: options.kubeconfigPath,
        nodeName: NODE_NAME,
        podSubnet: POD_SUBNET,
      }),
    );
    processes.push(
      await startNetworkPolicies({ dir: options.dir, kubeconfigPath: options.kubeconfigPath, nodeName: NODE_NAME }),
    );
    await waitUntil(`node ${NODE_NAME} Ready`, () => nodeReady(options.kubeconfigPath), {
      process: kubelet.process,
      timeoutMs: 120_000,
    });
    return { nodeName: NODE_NAME, nodeIp, containerd, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function stoppable(process: ManagedProcess): { stop(): Promise<void> } {
  return { stop: () => process.stop(10_000) };
}

async function nodeReady(kubeconfigPath: string): Promise<boolean> {
  const { stdout } = await run('kubectl', [
    `--kubeconfig=${kubeconfigPath}`,
    'get',
    'node',
    NODE_NAME,
    '-o',
    'jsonpath={.status.conditions[?(@.type=="Ready")].status}',
  ]);
  return stdout.trim() === 'True';
}

/** The first IPv4 address of a real interface (not loopback, not a container bridge). */
export function hostAddress(): string {
  for (const [name, addresses] of Object.entries(networkInterfaces())) {
    if (/^(lo|evnode|cni|docker|podman|veth)/.test(name)) continue;
    const ipv4 = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (ipv4) return ipv4.address;
  }
  throw new Error('no IPv4 address on a network interface for the node');
}
