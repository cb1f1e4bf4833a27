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

/** The kubelet's limits on a termination message taken from the log (kubecontainer's constants). */
export const TERMINATION_LOG_LINES = 80;
export const TERMINATION_LOG_BYTES = 2048;

function isContinuationByte(byte: number): boolean {
  return (byte & 0xc0) === 0x80;
}

/**
 * The kubelet's `FallbackToLogsOnError` rule: the last 80 lines of the container's log, or its
 * last 2048 bytes, whichever is smaller. The kubelet cuts bytes; here a cut through a
 * multi-byte UTF-8 character drops that character's remaining bytes instead of sending half of it.
 * `log` is the log's end: the last TERMINATION_LOG_BYTES bytes are all this rule can keep.
 */
export function logTail(log: Buffer): string {
  // As the kubelet's tail: the start of the last 80 complete lines; a last line without its
  // newline comes along uncounted.
  let start = 0;
  let newlines = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i] === 0x0a && ++newlines > TERMINATION_LOG_LINES) {
      start = i + 1;
      break;
    }
  }
  start = Math.max(start, log.length - TERMINATION_LOG_BYTES);
  while (start < log.length && isContinuationByte(log[start]!)) start++;
  return log.subarray(start).toString('utf8');
}

/**
 * A failed container's message as a kubelet writes it under `FallbackToLogsOnError`: the tail of
 * its log (this node has no termination-message file to read first: no volumes). None after a
 * success, or under the default policy (`File`).
 */
export function terminationMessage(pod: V1Pod, exitCode: number, readLogEnd: () => Buffer): string | undefined {
  if (exitCode === 0 || pod.spec?.containers[0]?.terminationMessagePolicy !== 'FallbackToLogsOnError') return undefined;
  return logTail(readLogEnd()) || undefined;
}

export function exitCodeOf(exit: { code: number | null; signal: NodeJS.Signals | null }): number {
  return exit.code ?? (exit.signal === 'SIGKILL' ? 137 : exit.signal === 'SIGTERM' ? 143 : 1);
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
  const exitCode = exitCodeOf(exit);
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
