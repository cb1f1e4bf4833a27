import type { DeploymentJobSpec } from '../../../contracts/custom-resources.js';
import type { DeploymentTarget } from '../../../contracts/operator-contract.js';

export type RolloutPhase = 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'RolledBack';

/**
 * How long a released device may stay silent: before its first phase report, and between reports
 * once it has started (a progress deadline, like a Kubernetes Deployment's).
 */
export const DEFAULT_DEVICE_TIMEOUT_S = 1800;

export interface TimedOutDevice {
  device_id: string;
  rollback: boolean;
  message: string;
  /** For a device that had reported: its last report, so a report arriving meanwhile wins. */
  last_report_at?: string;
}

export interface RolloutDecision {
  phase: RolloutPhase;
  progress: number;
  message: string;
  /** Devices to hand the deployment to now. */
  release: string[];
  /** Devices to hand the rollback to now. */
  rollback: string[];
  /** Released devices silent past their deadline: decided Failed now, to be recorded as such. */
  timedOut: TimedOutDevice[];
  /** Milliseconds until the earliest deadline of a device still silent (none: no deadline pending). */
  nextDeadlineInMs?: number;
}

const finished = (t: DeploymentTarget) => t.state === 'Succeeded' || t.state === 'Failed';

/**
 * Applies the per-device deadline: a released target that sends nothing for `deviceTimeoutSeconds`
 * counts as `Failed`: before its first report (`Waiting`, from its release) and after it
 * (`InProgress`, from its last report), so a device that died mid-download cannot hold the rollout
 * open for ever. A target already decided stays decided, whatever arrives later.
 */
function applyDeadlines(spec: DeploymentJobSpec, targets: DeploymentTarget[], now: Date) {
  const timeoutS = spec.rollout?.deviceTimeoutSeconds ?? DEFAULT_DEVICE_TIMEOUT_S;
  const timedOut: TimedOutDevice[] = [];
  let nextDeadlineInMs: number | undefined;
  const effective = targets.map((t) => {
    if (!t.released || !t.released_at) return t;
    if (t.state !== 'Waiting' && t.state !== 'InProgress') return t;
    const silentSince = t.state === 'Waiting' ? t.released_at : t.updated_at;
    const left = Date.parse(silentSince) + timeoutS * 1000 - now.getTime();
    if (left > 0) {
      nextDeadlineInMs = Math.min(nextDeadlineInMs ?? left, left);
      return t;
    }
    if (t.state === 'Waiting') {
      const message = `no report within ${timeoutS} s`;
      timedOut.push({ device_id: t.device_id, rollback: t.rollback, message });
      return { ...t, state: 'Failed' as const, message };
    }
    const message = `no report for ${timeoutS} s during ${t.phase ?? 'the install'}`;
    timedOut.push({ device_id: t.device_id, rollback: t.rollback, message, last_report_at: t.updated_at });
    return { ...t, state: 'Failed' as const, message };
  });
  return { effective, timedOut, nextDeadlineInMs };
}

/**
 * The rollout as a pure decision over the targets' current states: release everything (`all`)
 * or the next batch once the released ones have finished (`batched`); fail once more devices
 * failed (or stayed silent past their deadline) than `maxUnavailable` allows, and then, when
 * configured, roll back the devices that got the new model; succeed when every device is healthy.
 */
export function decideRollout(
  spec: DeploymentJobSpec,
  targets: DeploymentTarget[],
  now: Date = new Date(),
): RolloutDecision {
  const { effective, timedOut, nextDeadlineInMs } = applyDeadlines(spec, targets, now);
  const deadlines = { timedOut, ...(nextDeadlineInMs !== undefined ? { nextDeadlineInMs } : {}) };
  const forward = effective.filter((t) => !t.rollback);
  const rollbacks = effective.filter((t) => t.rollback);
  const total = forward.length;
  if (total === 0)
    return {
      phase: 'Failed',
      progress: 0,
      message: 'no device matches the targets',
      release: [],
      rollback: [],
      ...deadlines,
    };

  const succeeded = forward.filter((t) => t.state === 'Succeeded');
  const failed = forward.filter((t) => t.state === 'Failed');
  const progress = succeeded.length / total;
  const maxUnavailable = spec.rollout?.maxUnavailable ?? 0;

  if (failed.length > maxUnavailable) {
    const message = `${failed.length} device(s) failed (${failed.map(describeFailure).join(', ')})`;
    if (!(spec.rollbackOnFailure ?? true))
      return { phase: 'Failed', progress, message, release: [], rollback: [], ...deadlines };
    // Roll back every device that received the new model, failed ones included.
    const touched = forward.filter((t) => t.released && t.state !== 'Waiting').map((t) => t.device_id);
    const started = new Set(rollbacks.map((t) => t.device_id));
    const toRollBack = touched.filter((id) => !started.has(id));
    const rollbackDone =
      rollbacks.length > 0 &&
      toRollBack.length === 0 &&
      rollbacks.every((t) => t.state !== 'Waiting' && t.state !== 'InProgress');
    return rollbackDone
      ? { phase: 'RolledBack', progress, message: `${message}; rolled back`, release: [], rollback: [], ...deadlines }
      : {
          phase: 'Running',
          progress,
          message: `${message}; rolling back`,
          release: [],
          rollback: toRollBack,
          ...deadlines,
        };
  }

  if (succeeded.length === total)
    return {
      phase: 'Succeeded',
      progress: 1,
      message: `${total} device(s) updated`,
      release: [],
      rollback: [],
      ...deadlines,
    };

  const released = forward.filter((t) => t.released);
  const waiting = forward.filter((t) => !t.released).map((t) => t.device_id);
  let release: string[] = [];
  if ((spec.rollout?.strategy ?? 'all') === 'all') release = waiting;
  else if (released.every(finished)) release = waiting.slice(0, spec.rollout?.batchSize ?? 10);
  const inFlight = released.length + release.length;
  return {
    phase: 'Running',
    progress,
    message: `${succeeded.length}/${total} device(s) updated, ${inFlight - succeeded.length - failed.length} in progress`,
    release,
    rollback: [],
    ...deadlines,
  };
}

/** A silent device names its reason, so the summary says why without opening the device list. */
const describeFailure = (t: DeploymentTarget) =>
  t.message?.startsWith('no report within') ? `${t.device_id}: ${t.message}` : t.device_id;
