/**
 * A cluster with a real node for one suite: the images built by `npm run images:build`, a
 * control plane whose apiserver pods reach through the `kubernetes` Service, the node
 * (containerd, kubelet, kube-scheduler, kube-proxy), and optionally MongoDB, MinIO and Dex listening
 * on the host's address, which pods reach over the pod network. Only one runs at a time (the
 * node's containerd store is shared).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildImages } from '../../scripts/images/build.js';
import { startKubeControlPlane, type KubeControlPlane } from '../../scripts/stack/kube.js';
import { freePort, waitUntil } from '../../scripts/stack/process.js';
import {
  hostAddress,
  REAL_NODE_CONTROLLERS,
  startRealNode,
  type RealNode,
} from '../../scripts/stack/node/real-node.js';
import { startDex, startMinio, startMongod, type RunningServer } from '../../scripts/stack/servers.js';
import { TEST_USERS } from './users.js';

const run = promisify(execFile);

export interface RealCluster {
  dir: string;
  kubeconfigPath: string;
  nodeIp: string;
  /** MongoDB, MinIO and Dex on the host's address, when asked for. */
  mongodbUrl?: string;
  minioUrl?: string;
  /** Dex's issuer URL; its users are TEST_USERS (password "password"). */
  issuer?: string;
  kubectl(...args: string[]): Promise<string>;
  apply(manifest: object): Promise<void>;
  /** SIGKILLs a container's process through containerd (a crash, not a deletion the kubelet knows of). */
  killContainer(containerId: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startRealCluster(options: { name: string; hostServers?: boolean }): Promise<RealCluster> {
  const stackDir = process.env.TEST_STACK_DIR;
  const ownDir = stackDir ? undefined : mkdtempSync(join(tmpdir(), 'edge-vision-node-'));
  const dir = join(stackDir ?? (ownDir as string), options.name);
  mkdirSync(dir, { recursive: true });
  const log = (line: string) => console.log(`      ${line}`);
  const images = await buildImages(undefined, log);
  const nodeIp = hostAddress();
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  };
  try {
    const plane: KubeControlPlane = await startKubeControlPlane({
      dir: join(dir, 'plane'),
      withControllerManager: true,
      controllers: REAL_NODE_CONTROLLERS,
      podAccess: { advertiseAddress: nodeIp },
    });
    stops.push(() => plane.stop());
    let servers: { mongodb: RunningServer; minio: RunningServer; dex: RunningServer } | undefined;
    if (options.hostServers) {
      const mongodb = await startMongod({
        port: await freePort(),
        dataDir: join(dir, 'mongodb'),
        logDir: dir,
        host: nodeIp,
      });
      stops.push(() => mongodb.process.stop());
      const minio = await startMinio({
        port: await freePort(),
        consolePort: await freePort(),
        dataDir: join(dir, 'minio'),
        logDir: dir,
        host: nodeIp,
      });
      stops.push(() => minio.process.stop());
      const dex = await startDex({
        port: await freePort(),
        logDir: dir,
        configDir: join(dir, 'dex'),
        users: TEST_USERS,
        host: nodeIp,
      });
      stops.push(() => dex.process.stop());
      servers = { mongodb, minio, dex };
    }
    const node: RealNode = await startRealNode({
      dir: join(dir, 'node'),
      kubeconfigPath: plane.kubeconfigPath,
      imageArchives: [...new Set(images.map((image) => image.archive))],
      log,
    });
    stops.push(() => node.stop());
    const kubectl = async (...args: string[]) =>
      (await run('kubectl', [`--kubeconfig=${plane.kubeconfigPath}`, ...args], { maxBuffer: 16 * 1024 * 1024 })).stdout;
    // Pods need their namespace's default ServiceAccount, which its controller makes shortly after start.
    await waitUntil('the default ServiceAccount', () => kubectl('get', 'serviceaccount', 'default').then(() => true), {
      timeoutMs: 60_000,
    });
    let manifests = 0;
    return {
      dir,
      kubeconfigPath: plane.kubeconfigPath,
      nodeIp,
      mongodbUrl: servers?.mongodb.url,
      minioUrl: servers?.minio.url,
      issuer: servers?.dex.url,
      kubectl,
      async apply(manifest) {
        const file = join(dir, `manifest-${(manifests += 1)}.json`);
        writeFileSync(file, JSON.stringify(manifest));
        await kubectl('apply', '-f', file);
      },
      async killContainer(containerId) {
        await node.containerd.ctr(['tasks', 'kill', '--signal=SIGKILL', containerId.replace(/^containerd:\/\//, '')]);
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
