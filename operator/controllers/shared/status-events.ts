import type { JobStatusBase } from '../../../contracts/custom-resources.js';
import type { EventRecord } from '../../runtime/events.js';
import { setCondition } from '../../runtime/conditions.js';
import type { PodProblem } from './pod-problems.js';

/**
 * The `Started` condition: True once the workload ran, False with the pods' problem as its reason
 * (ImagePullBackOff, Unschedulable, OOMKilled, DeadlineExceeded, StartTimeout), Unknown while waiting.
 */
export function withStarted(
  status: JobStatusBase,
  problem: PodProblem | null,
  generation: number | undefined,
  now: Date,
): JobStatusBase {
  const ran = status.phase === 'Running' || status.phase === 'Succeeded';
  const condition = problem
    ? { type: 'Started', status: 'False' as const, reason: problem.reason, message: problem.message }
    : ran
      ? { type: 'Started', status: 'True' as const, reason: 'PodRunning' }
      : { type: 'Started', status: 'Unknown' as const, reason: status.jobName ? 'PodPending' : 'JobNotCreated' };
  return {
    ...status,
    conditions: setCondition(status.conditions, { ...condition, observedGeneration: generation }, now),
  };
}

/** The resource failed for a reason found outside the Job's own verdict. */
export function failedWith(
  status: JobStatusBase,
  reason: string,
  message: string,
  generation: number | undefined,
  now: Date,
): JobStatusBase {
  return {
    ...status,
    phase: 'Failed',
    message,
    completionTime: status.completionTime ?? now.toISOString(),
    conditions: setCondition(
      status.conditions,
      { type: 'Ready', status: 'False', reason, message, observedGeneration: generation },
      now,
    ),
  };
}

function condition(status: JobStatusBase | undefined, type: string) {
  return status?.conditions?.find((c) => c.type === type);
}

/** The longest log excerpt a failure's event carries: events are short (the API server keeps 1 KiB). */
const EVENT_LOG_CHARS = 300;

/** The last line a failed workload wrote (trimmed to the event's size), for the failure's event. */
export function lastLogLine(logTail: string | null | undefined): string | null {
  const line = (logTail ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .pop();
  if (!line) return null;
  return line.length > EVENT_LOG_CHARS ? `…${line.slice(line.length - EVENT_LOG_CHARS + 1)}` : line;
}

/**
 * What `kubectl describe` should show for a change of status: one event per decision. A failure's
 * event ends with the last line of the failed pod's log tail, when there is one.
 */
export function transitionEvents(
  previous: JobStatusBase | undefined,
  next: JobStatusBase,
  logTail?: string | null,
): EventRecord[] {
  const events: EventRecord[] = [];
  if (!next.jobName && next.phase === 'Pending' && next.message && next.message !== previous?.message) {
    // No Job yet because its inputs are being prepared (e.g. a dataset export): say what for.
    events.push({ type: 'Normal', reason: 'WaitingForInputs', message: next.message });
  }
  if (next.jobName && next.jobName !== previous?.jobName) {
    events.push({ type: 'Normal', reason: 'JobCreated', message: `Created Job ${next.jobName}` });
  }
  const started = condition(next, 'Started');
  const before = condition(previous, 'Started');
  if (started?.status === 'False' && started.reason !== before?.reason) {
    events.push({ type: 'Warning', reason: started.reason ?? 'NotStarted', message: started.message ?? '' });
  }
  if (next.phase !== previous?.phase) {
    if (next.phase === 'Running') events.push({ type: 'Normal', reason: 'Running', message: 'The workload runs' });
    if (next.phase === 'Succeeded') {
      events.push({ type: 'Normal', reason: 'Succeeded', message: next.message ?? 'The workload succeeded' });
    }
    if (next.phase === 'Failed') {
      const ready = condition(next, 'Ready');
      const line = lastLogLine(logTail);
      const message = next.message ?? 'The workload failed';
      events.push({
        type: 'Warning',
        reason: ready?.reason && ready.reason !== 'Failed' ? ready.reason : 'Failed',
        message: line ? `${message}; last log line: ${line}` : message,
      });
    }
  }
  return events;
}
