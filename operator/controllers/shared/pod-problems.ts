import type { V1Job, V1Pod } from '@kubernetes/client-node';
import { LOG_TAIL_MAX } from '../../../contracts/operator-contract.js';

/** Why a workload cannot start or was stopped, in Kubernetes' own reason words, for a person to act on. */
export interface PodProblem {
  reason: string;
  message: string;
}

const WAITING_PROBLEMS = new Set([
  'ImagePullBackOff',
  'ErrImagePull',
  'InvalidImageName',
  'CreateContainerConfigError',
  'CreateContainerError',
  'CrashLoopBackOff',
]);

/**
 * The first problem the Job's pods show: unschedulable, an image that cannot be pulled, a bad
 * container config, a container killed for memory; or the Job's own deadline. Null when none.
 */
export function podProblem(job: V1Job | null, pods: readonly V1Pod[]): PodProblem | null {
  const deadline = (job?.status?.conditions ?? []).find(
    (c) => c.type === 'Failed' && c.status === 'True' && c.reason === 'DeadlineExceeded',
  );
  if (deadline) return { reason: 'DeadlineExceeded', message: deadline.message ?? 'the Job ran past its deadline' };
  for (const pod of pods) {
    const scheduled = pod.status?.conditions?.find((c) => c.type === 'PodScheduled');
    if (scheduled?.status === 'False' && scheduled.reason === 'Unschedulable') {
      return { reason: 'Unschedulable', message: scheduled.message ?? 'no node can run the pod' };
    }
    for (const container of pod.status?.containerStatuses ?? []) {
      const waiting = container.state?.waiting;
      if (waiting?.reason && WAITING_PROBLEMS.has(waiting.reason)) {
        return { reason: waiting.reason, message: waiting.message ?? `${container.name}: ${waiting.reason}` };
      }
      const terminated = container.state?.terminated ?? container.lastState?.terminated;
      if (terminated?.reason === 'OOMKilled') {
        return {
          reason: 'OOMKilled',
          message: `${container.name} was killed for exceeding its memory limit; raise resources.memory`,
        };
      }
    }
  }
  return null;
}

/**
 * Whether a Job has existed too long to still be waiting for its pod: a Job that cannot start
 * (no node, no image) would otherwise stay Pending for ever. Asked only of Pending resources.
 */
export function startTimedOut(job: V1Job | null, now: Date, timeoutMs: number): boolean {
  if (!job) return false;
  const created = job.metadata?.creationTimestamp ? new Date(job.metadata.creationTimestamp).getTime() : now.getTime();
  return now.getTime() - created > timeoutMs;
}

/**
 * What the Job's last failed container said on its way out: its termination message, which the
 * kubelet fills with the tail of its log under `FallbackToLogsOnError` (the builders set it).
 * The latest failure among the Job's retried pods, its last LOG_TAIL_MAX characters; null when
 * none says anything (a pod that never ran, a success).
 */
export function failureLogTail(pods: readonly V1Pod[]): string | null {
  let latest: { message: string; at: number } | null = null;
  for (const pod of pods) {
    if (pod.status?.phase !== 'Failed') continue;
    for (const container of pod.status.containerStatuses ?? []) {
      const terminated = container.state?.terminated;
      if (!terminated?.message || terminated.exitCode === 0) continue;
      const at = terminated.finishedAt ? new Date(terminated.finishedAt).getTime() : 0;
      if (!latest || at >= latest.at) latest = { message: terminated.message, at };
    }
  }
  return latest ? keepEnd(latest.message, LOG_TAIL_MAX) : null;
}

/** The last `max` characters, never starting in the middle of a surrogate pair. */
function keepEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  const start = text.length - max;
  const code = text.charCodeAt(start);
  return text.slice(code >= 0xdc00 && code <= 0xdfff ? start + 1 : start);
}
