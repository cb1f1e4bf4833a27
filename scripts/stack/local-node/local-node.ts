/**
 * The local stand-in for a Kubernetes node, for `npm start` and the suites only (never in the
 * chart): this machine has no container runtime a kubelet could drive, so the node runs each pod
 * bound to it as a local process of its image's entrypoint (images.ts), with the pod's env and
 * Secret values, and reports the pod's phase, container state and exit code to the API server as
 * a kubelet would. It also plays the scheduler for the one node (GPU requests it cannot meet stay
 * Unschedulable). Deleting a pod sends SIGTERM, then SIGKILL after its grace period.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, createWriteStream, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  CoreV1Api,
  PatchStrategy,
  setHeaderOptions,
  type KubeConfig,
  type V1EnvVar,
  type V1Pod,
  type V1PodStatus,
} from '@kubernetes/client-node';
import { isConflict, isNotFound } from '../../../operator/runtime/kube-errors.js';
import { ResourceWatch } from '../../../operator/runtime/informer.js';
import { WorkQueue } from '../../../operator/runtime/work-queue.js';
import { localImages, programFor } from './images.js';
import {
  exitCodeOf,
  imageUnavailableStatus,
  placement,
  runningStatus,
  terminatedStatus,
  terminationMessage,
  unschedulableStatus,
  TERMINATION_LOG_BYTES,
  type NodeCapacity,
} from './pod-decisions.js';

const mergePatch = setHeaderOptions('Content-Type', PatchStrategy.MergePatch);

export interface LocalNodeOptions {
  kubeConfig: KubeConfig;
  /** Per-pod output (`<namespace>_<pod>.log`), the local `kubectl logs`. */
  logDir: string;
  name?: string;
  gpus?: number;
  /** Only pods of this namespace (a test's own, on a cluster shared with other suites). */
  namespace?: string;
  log?: (line: string) => void;
}

interface RunningPod {
  child: ChildProcess;
  startedAt: Date;
  exited: Promise<void>;
}

export interface LocalNode {
  name: string;
  /** Pods whose process runs now, as namespace/name. */
  running(): string[];
  /** Sends a signal to a pod's process, as a crash or the kernel's OOM killer would (tests). */
  signal(podKey: string, signal: NodeJS.Signals): boolean;
  stop(): Promise<void>;
}

function key(pod: V1Pod): string {
  return `${pod.metadata!.namespace}/${pod.metadata!.name}`;
}

export async function startLocalNode(options: LocalNodeOptions): Promise<LocalNode> {
  const node: NodeCapacity = { name: options.name ?? 'edge-vision-local', gpus: options.gpus ?? 0 };
  const core = options.kubeConfig.makeApiClient(CoreV1Api);
  const log = options.log ?? (() => {});
  const images = localImages();
  const processes = new Map<string, RunningPod>();
  mkdirSync(options.logDir, { recursive: true });

  await registerNode(core, node);

  const patchStatus = (pod: V1Pod, status: V1PodStatus) =>
    core.patchNamespacedPodStatus(
      { namespace: pod.metadata!.namespace!, name: pod.metadata!.name!, body: { status } },
      mergePatch,
    );

  async function envOf(pod: V1Pod, env: V1EnvVar[]): Promise<Record<string, string>> {
    const namespace = pod.metadata!.namespace!;
    const values: Record<string, string> = {};
    const secrets = new Map<string, Record<string, string>>();
    for (const variable of env) {
      if (variable.value !== undefined) values[variable.name] = variable.value;
      const ref = variable.valueFrom?.secretKeyRef;
      if (ref?.name) {
        if (!secrets.has(ref.name)) {
          const secret = await core.readNamespacedSecret({ namespace, name: ref.name });
          const decoded: Record<string, string> = {};
          for (const [k, v] of Object.entries(secret.data ?? {})) decoded[k] = Buffer.from(v, 'base64').toString();
          secrets.set(ref.name, decoded);
        }
        const value = secrets.get(ref.name)![ref.key];
        if (value === undefined && !ref.optional) throw new Error(`secret ${ref.name} has no key ${ref.key}`);
        if (value !== undefined) values[variable.name] = value;
      }
    }
    return values;
  }

  async function run(pod: V1Pod): Promise<void> {
    const container = pod.spec!.containers[0]!;
    const program = await programFor(images, container.image ?? '', [
      ...(container.command ?? []),
      ...(container.args ?? []),
    ]);
    if (!program) {
      const known = Object.keys(images).join(', ');
      await patchStatus(
        pod,
        imageUnavailableStatus(
          pod,
          `Back-off pulling image "${container.image}": the local node has no registry and runs only ${known}`,
          new Date(),
        ),
      );
      log(`pod ${key(pod)}: image ${container.image} is not available locally`);
      return;
    }
    const env = await envOf(pod, container.env ?? []);
    const logPath = join(options.logDir, `${pod.metadata!.namespace}_${pod.metadata!.name}.log`);
    const output = createWriteStream(logPath);
    const child = spawn(program.command, program.args, {
      cwd: program.cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, as a container is: Ctrl-C on `npm start` reaches the node, which
      // stops its pods, not every pod at once behind its back.
      detached: true,
    });
    child.stdout!.pipe(output, { end: false });
    child.stderr!.pipe(output, { end: false });
    const startedAt = new Date();
    const exited = new Promise<void>((resolve) => {
      child.on('error', (err) => {
        output.write(`\n[local node] could not start ${program.command}: ${err.message}\n`);
      });
      child.on('close', (code, signal) => {
        processes.delete(key(pod));
        const finishedAt = new Date();
        log(`pod ${key(pod)} exited (${signal ?? code})`);
        // Once the log is flushed, its tail can be the termination message.
        output.end(() => {
          const message = terminationMessage(pod, exitCodeOf({ code, signal }), () => readLogEnd(logPath));
          patchStatus(pod, terminatedStatus(pod, startedAt, finishedAt, { code, signal }, message))
            .catch((err: unknown) => {
              if (!isNotFound(err)) log(`pod ${key(pod)}: reporting its exit failed: ${String(err)}`);
            })
            .finally(resolve);
        });
      });
    });
    processes.set(key(pod), { child, startedAt, exited });
    log(`pod ${key(pod)} runs ${program.args.join(' ')} (pid ${child.pid})`);
    await patchStatus(pod, runningStatus(pod, startedAt, child.pid ?? 0));
  }

  async function terminate(podKey: string, graceSeconds: number): Promise<void> {
    const running = processes.get(podKey);
    if (!running) return;
    running.child.kill('SIGTERM');
    const killer = setTimeout(() => running.child.kill('SIGKILL'), graceSeconds * 1000);
    await running.exited;
    clearTimeout(killer);
  }

  async function sync(podKey: string): Promise<void> {
    const [namespace, name] = podKey.split('/') as [string, string];
    let pod: V1Pod;
    try {
      pod = await core.readNamespacedPod({ namespace, name });
    } catch (err) {
      if (!isNotFound(err)) throw err;
      await terminate(podKey, 0);
      return;
    }
    const nodeName = pod.spec?.nodeName;
    if (nodeName && nodeName !== node.name) return;
    if (pod.metadata?.deletionTimestamp) {
      await terminate(podKey, pod.spec?.terminationGracePeriodSeconds ?? 30);
      // A kubelet confirms the deletion once the containers are gone.
      await core
        .deleteNamespacedPod({ namespace, name, gracePeriodSeconds: 0 })
        .catch((err: unknown) => (isNotFound(err) ? undefined : Promise.reject(err)));
      return;
    }
    const phase = pod.status?.phase;
    if (phase === 'Succeeded' || phase === 'Failed') return;
    if (!nodeName) {
      const decision = placement(pod, node);
      if (!decision.bind) {
        const scheduled = pod.status?.conditions?.find((c) => c.type === 'PodScheduled');
        if (scheduled?.reason !== decision.reason)
          await patchStatus(pod, unschedulableStatus(decision.reason, decision.message, new Date()));
        return;
      }
      await core
        .createNamespacedPodBinding({
          namespace,
          name,
          body: {
            apiVersion: 'v1',
            kind: 'Binding',
            metadata: { name, namespace },
            target: { apiVersion: 'v1', kind: 'Node', name: node.name },
          },
        })
        .catch((err: unknown) => (isConflict(err) ? undefined : Promise.reject(err)));
      return; // the binding's update event brings the pod back
    }
    if (processes.has(podKey)) return;
    if (phase === 'Running') {
      // Bound here and running, but not by this process: the node restarted and lost it.
      const now = new Date();
      await patchStatus(
        pod,
        terminatedStatus(pod, now, now, { code: 137, signal: null }, 'the local node restarted while it ran'),
      );
      return;
    }
    const waiting = pod.status?.containerStatuses?.[0]?.state?.waiting?.reason;
    if (waiting === 'ImagePullBackOff') return;
    await run(pod);
  }

  const queue = new WorkQueue(sync, {
    onError: (podKey, err) => log(`pod ${podKey}: ${err instanceof Error ? err.message : String(err)}`),
  });
  const watch = new ResourceWatch<V1Pod>({
    kubeConfig: options.kubeConfig,
    path: options.namespace ? `/api/v1/namespaces/${options.namespace}/pods` : '/api/v1/pods',
    list: () =>
      options.namespace ? core.listNamespacedPod({ namespace: options.namespace }) : core.listPodForAllNamespaces(),
    onObject: (pod) => queue.add(key(pod)),
    onError: (err) => log(`pod watch: ${String(err)}`),
    resyncEveryMs: 10_000,
  });
  await watch.start();

  return {
    name: node.name,
    running: () => [...processes.keys()],
    signal: (podKey, signal) => processes.get(podKey)?.child.kill(signal) ?? false,
    async stop() {
      await watch.stop();
      queue.stop();
      await Promise.all([...processes.keys()].map((podKey) => terminate(podKey, 10)));
    },
  };
}

/** The end of a pod's log: all the kubelet's tail rule can keep. Empty when there is no log. */
function readLogEnd(path: string): Buffer {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return Buffer.alloc(0);
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, TERMINATION_LOG_BYTES);
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, size - length);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** The Node object, so `kubectl get nodes` and the pods' nodeName point at something real. */
async function registerNode(core: CoreV1Api, node: NodeCapacity): Promise<void> {
  const capacity: Record<string, string> = {
    cpu: String(cpus().length),
    memory: `${Math.floor(totalmem() / 1024)}Ki`,
    pods: '110',
  };
  if (node.gpus > 0) capacity['nvidia.com/gpu'] = String(node.gpus);
  try {
    await core.createNode({
      body: {
        apiVersion: 'v1',
        kind: 'Node',
        metadata: {
          name: node.name,
          labels: { 'kubernetes.io/hostname': node.name, 'edgevision.io/local-node': 'true' },
        },
      },
    });
  } catch (err) {
    if (!isConflict(err)) throw err;
  }
  const now = new Date();
  await core.patchNodeStatus(
    {
      name: node.name,
      body: {
        status: {
          capacity,
          allocatable: capacity,
          conditions: [
            {
              type: 'Ready',
              status: 'True',
              reason: 'LocalNodeReady',
              message: 'local stand-in: pods run as processes',
              lastHeartbeatTime: now,
              lastTransitionTime: now,
            },
          ],
          nodeInfo: {
            architecture: process.arch,
            bootID: '',
            containerRuntimeVersion: 'local-process://1',
            kernelVersion: '',
            kubeProxyVersion: '',
            kubeletVersion: 'edge-vision-local-node',
            machineID: '',
            operatingSystem: process.platform,
            osImage: 'local processes',
            systemUUID: '',
          },
        },
      },
    },
    mergePatch,
  );
}
