import type { V1Job } from '@kubernetes/client-node';
import type { Condition, JobStatusBase, Phase } from '../../../contracts/custom-resources.js';
import { setCondition } from '../../runtime/conditions.js';

function jobCondition(job: V1Job, type: string): boolean {
  return (job.status?.conditions ?? []).some((c) => c.type === type && c.status === 'True');
}

/**
 * The resource's phase read from the Job it owns: finished when the Job says Complete or Failed
 * (the Job controller applies the backoff limit), Running once a pod is ready, else Pending.
 */
export function phaseOf(job: V1Job | null): Phase {
  if (!job) return 'Pending';
  if (jobCondition(job, 'Complete')) return 'Succeeded';
  if (jobCondition(job, 'Failed')) return 'Failed';
  if ((job.status?.ready ?? 0) > 0 || (job.status?.succeeded ?? 0) > 0) return 'Running';
  return 'Pending';
}

function failureMessage(job: V1Job): string | undefined {
  return (job.status?.conditions ?? []).find((c) => c.type === 'Failed' && c.status === 'True')?.message;
}

/** A finished outcome known without its Job: the Job was deleted after, or before, it was recorded. */
export interface OutcomeWithoutJob {
  phase: 'Succeeded' | 'Failed';
  message?: string;
}

/**
 * Rebuilds the status from what exists now (never from the old status, apart from keeping
 * condition transition times and, once the Job is gone, what was observed of it). `progress`
 * comes from the workload's own reports via the API.
 */
export function statusFromJob(
  previous: JobStatusBase | undefined,
  job: V1Job | null,
  generation: number | undefined,
  reported: { progress?: number; message?: string },
  now: Date,
  withoutJob?: OutcomeWithoutJob,
): JobStatusBase {
  const phase = job ? phaseOf(job) : (withoutJob?.phase ?? 'Pending');
  const done = phase === 'Succeeded' || phase === 'Failed';
  const failure = job ? failureMessage(job) : withoutJob?.message;
  let conditions: Condition[] | undefined = previous?.conditions;
  conditions = setCondition(
    conditions,
    {
      type: 'Ready',
      status: phase === 'Succeeded' ? 'True' : phase === 'Failed' ? 'False' : 'Unknown',
      reason: phase,
      message: phase === 'Failed' ? (failure ?? 'the job failed') : undefined,
      observedGeneration: generation,
    },
    now,
  );
  conditions = setCondition(
    conditions,
    {
      type: 'Running',
      status: phase === 'Running' ? 'True' : 'False',
      reason: phase === 'Pending' ? (job ? 'PodsNotReady' : 'JobNotCreated') : phase,
      observedGeneration: generation,
    },
    now,
  );
  const status = job?.status;
  return {
    ...previous,
    phase,
    progress: phase === 'Succeeded' ? 1 : Math.min(1, Math.max(0, reported.progress ?? previous?.progress ?? 0)),
    message: phase === 'Failed' ? failure : reported.message,
    observedGeneration: generation,
    jobName: job ? job.metadata?.name : withoutJob ? previous?.jobName : undefined,
    attempts: job
      ? (status?.failed ?? 0) + (status?.succeeded ?? 0) + (status?.active ?? 0)
      : (previous?.attempts ?? 0),
    startTime: status?.startTime ? new Date(status.startTime).toISOString() : previous?.startTime,
    completionTime: done
      ? status?.completionTime
        ? new Date(status.completionTime).toISOString()
        : (previous?.completionTime ?? now.toISOString())
      : undefined,
    conditions,
  };
}
