import type { V1Job, V1Pod } from '@kubernetes/client-node';

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
