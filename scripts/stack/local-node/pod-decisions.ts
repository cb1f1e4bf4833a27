/**
 * The local node's decisions about one pod, as pure functions of what the API server shows:
 * whether it fits the node, and the status a kubelet would report for each step of its life.
 */
import type { V1Pod, V1PodStatus } from '@kubernetes/client-node';

export interface NodeCapacity {
  name: string;
  gpus: number;
}

export type Placement = { bind: true } | { bind: false; reason: 'Unschedulable'; message: string };

function gpuRequest(pod: V1Pod): number {
  let total = 0;
  for (const container of pod.spec?.containers ?? []) {
    const limit = container.resources?.limits?.['nvidia.com/gpu'] ?? container.resources?.requests?.['nvidia.com/gpu'];
    if (limit !== undefined) total += Number(limit);
  }
  return total;
}

/** What the scheduler would decide on a one-node cluster: the only resource this node lacks is GPUs. */
export function placement(pod: V1Pod, node: NodeCapacity): Placement {
  const gpus = gpuRequest(pod);
  if (gpus > node.gpus) {
    return {
      bind: false,
      reason: 'Unschedulable',
      message: `0/1 nodes are available: 1 Insufficient nvidia.com/gpu (the pod asks for ${gpus}, node ${node.name} has ${node.gpus}).`,
    };
  }
  return { bind: true };
}

export function unschedulableStatus(reason: string, message: string, now: Date): V1PodStatus {
  return {
    phase: 'Pending',
    conditions: [{ type: 'PodScheduled', status: 'False', reason, message, lastTransitionTime: now }],
  };
}

function containerName(pod: V1Pod): string {
  return pod.spec!.containers[0]!.name;
}

/** A kubelet's answer for an image it cannot pull: the container waits with the pull's reason. */
export function imageUnavailableStatus(pod: V1Pod, message: string, now: Date): V1PodStatus {
  const container = pod.spec!.containers[0]!;
  return {
    phase: 'Pending',
    conditions: [
      { type: 'PodScheduled', status: 'True', lastTransitionTime: now },
      { type: 'Ready', status: 'False', reason: 'ContainersNotReady', lastTransitionTime: now },
    ],
    containerStatuses: [
      {
        name: container.name,
        image: container.image ?? '',
        imageID: '',
        ready: false,
        restartCount: 0,
        state: { waiting: { reason: 'ImagePullBackOff', message } },
      },
    ],
  };
}

export function runningStatus(pod: V1Pod, startedAt: Date, pid: number): V1PodStatus {
  const container = pod.spec!.containers[0]!;
  return {
    phase: 'Running',
    startTime: startedAt,
    hostIP: '127.0.0.1',
    podIP: '127.0.0.1',
    conditions: [
      { type: 'PodScheduled', status: 'True', lastTransitionTime: startedAt },
      { type: 'Initialized', status: 'True', lastTransitionTime: startedAt },
      { type: 'ContainersReady', status: 'True', lastTransitionTime: startedAt },
      { type: 'Ready', status: 'True', lastTransitionTime: startedAt },
    ],
    containerStatuses: [
      {
        name: containerName(pod),
        image: container.image ?? '',
        imageID: `local-process://${pid}`,
        containerID: `local-process://${pid}`,
        ready: true,
        started: true,
        restartCount: 0,
        state: { running: { startedAt } },
      },
    ],
  };
}

/** How the process ended, as a kubelet reports a terminated container (137/143 for signals). */
export function terminatedStatus(
  pod: V1Pod,
  startedAt: Date,
  finishedAt: Date,
  exit: { code: number | null; signal: NodeJS.Signals | null },
  message?: string,
): V1PodStatus {
  const container = pod.spec!.containers[0]!;
  const exitCode = exit.code ?? (exit.signal === 'SIGKILL' ? 137 : exit.signal === 'SIGTERM' ? 143 : 1);
  const succeeded = exitCode === 0;
  return {
    phase: succeeded ? 'Succeeded' : 'Failed',
    conditions: [
      { type: 'PodScheduled', status: 'True', lastTransitionTime: startedAt },
      { type: 'Ready', status: 'False', reason: 'PodCompleted', lastTransitionTime: finishedAt },
    ],
    containerStatuses: [
      {
        name: containerName(pod),
        image: container.image ?? '',
        imageID: '',
        ready: false,
        restartCount: 0,
        state: {
          terminated: {
            exitCode,
            reason: succeeded ? 'Completed' : 'Error',
            ...(exit.signal ? { signal: exitCode - 128 } : {}),
            ...(message ? { message } : {}),
            startedAt,
            finishedAt,
          },
        },
      },
    ],
  };
}
