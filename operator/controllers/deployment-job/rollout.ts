import type { DeploymentJobSpec } from '../../../crds/types.js';
import type { DeploymentTarget } from '../../runtime/api-client.js';

export type RolloutPhase = 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'RolledBack';

export interface RolloutDecision {
  phase: RolloutPhase;
  progress: number;
  message: string;
  /** Devices to hand the deployment to now. */
  release: string[];
  /** Devices to hand the rollback to now. */
  rollback: string[];
}

const finished = (t: DeploymentTarget) => t.state === 'Succeeded' || t.state === 'Failed';

/**
 * The rollout as a pure decision over the targets' current states: release everything (`all`)
 * or the next batch once the released ones have finished (`batched`); fail once more devices
 * failed than `maxUnavailable` allows, and then, when configured, roll back the devices that got
 * the new model; succeed when every device is healthy.
 */
export function decideRollout(spec: DeploymentJobSpec, targets: DeploymentTarget[]): RolloutDecision {
  const forward = targets.filter((t) => !t.rollback);
  const rollbacks = targets.filter((t) => t.rollback);
  const total = forward.length;
  if (total === 0)
    return { phase: 'Failed', progress: 0, message: 'no device matches the targets', release: [], rollback: [] };

  const succeeded = forward.filter((t) => t.state === 'Succeeded');
  const failed = forward.filter((t) => t.state === 'Failed');
  const progress = succeeded.length / total;
  const maxUnavailable = spec.rollout?.maxUnavailable ?? 0;

  if (failed.length > maxUnavailable) {
    const message = `${failed.length} device(s) failed (${failed.map((t) => t.device_id).join(', ')})`;
    if (!(spec.rollbackOnFailure ?? true)) return { phase: 'Failed', progress, message, release: [], rollback: [] };
    // Roll back every device that received the new model, failed ones included.
    const touched = forward.filter((t) => t.released && t.state !== 'Waiting').map((t) => t.device_id);
    const started = new Set(rollbacks.map((t) => t.device_id));
    const toRollBack = touched.filter((id) => !started.has(id));
    const rollbackDone =
      rollbacks.length > 0 &&
      toRollBack.length === 0 &&
      rollbacks.every((t) => t.state !== 'Waiting' && t.state !== 'InProgress');
    return rollbackDone
      ? { phase: 'RolledBack', progress, message: `${message}; rolled back`, release: [], rollback: [] }
      : { phase: 'Running', progress, message: `${message}; rolling back`, release: [], rollback: toRollBack };
  }

  if (succeeded.length === total)
    return { phase: 'Succeeded', progress: 1, message: `${total} device(s) updated`, release: [], rollback: [] };

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
  };
}
