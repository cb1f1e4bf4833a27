import type { DeploymentTarget } from '../../../contracts/operator-contract.js';
import type { DeploymentJobStatus } from '../../../contracts/custom-resources.js';
import { setCondition } from '../../runtime/conditions.js';
import type { EventRecord } from '../../runtime/events.js';
import type { RolloutDecision } from './rollout.js';

/** Device states shown on the resource (the API keeps them all; the status stays small). */
export const MAX_DEVICES_IN_STATUS = 100;

export interface DeploymentFacts {
  previous: DeploymentJobStatus | undefined;
  decision: RolloutDecision;
  /** The targets as the API listed them, before this decision's time-outs were recorded. */
  targets: readonly DeploymentTarget[];
  generation: number | undefined;
  recordId: number;
  now: Date;
}

export const isFinished = (phase: RolloutDecision['phase']) => phase !== 'Running' && phase !== 'Pending';

/**
 * The DeploymentJob's status rebuilt from the rollout decision and the targets (never from the old
 * status, apart from keeping the Ready condition's transition time). A device the decision timed
 * out shows Failed with the reason, as the API records it; a finished rollback shows RolledBack.
 */
export function deploymentStatus(facts: DeploymentFacts): DeploymentJobStatus {
  const { decision, generation, now } = facts;
  const timedOut = new Map(decision.timedOut.map((d) => [`${d.device_id}:${d.rollback}`, d.message]));
  const targets = facts.targets.map((t) => {
    const message = timedOut.get(`${t.device_id}:${t.rollback}`);
    return message ? { ...t, state: 'Failed' as const, message } : t;
  });
  return {
    phase: decision.phase,
    progress: decision.progress,
    message: decision.message,
    observedGeneration: generation,
    recordId: facts.recordId,
    targetCount: targets.filter((t) => !t.rollback).length,
    devices: targets.slice(0, MAX_DEVICES_IN_STATUS).map((t) => ({
      deviceId: t.device_id,
      state: t.rollback && t.state === 'Succeeded' ? 'RolledBack' : t.state,
      ...(t.phase ? { phase: t.phase } : {}),
      ...(t.message ? { message: t.message } : {}),
      updatedAt: t.updated_at,
    })),
    conditions: setCondition(
      facts.previous?.conditions,
      {
        type: 'Ready',
        status: decision.phase === 'Succeeded' ? 'True' : isFinished(decision.phase) ? 'False' : 'Unknown',
        reason: decision.phase,
        message: decision.message,
        observedGeneration: generation,
      },
      now,
    ),
  };
}

const named = (ids: readonly string[]) =>
  ids.length <= 10 ? ids.join(', ') : `${ids.slice(0, 10).join(', ')} and ${ids.length - 10} more`;

/**
 * What `kubectl describe` should show for one rollout step: devices handed the model or its
 * rollback (acted on once: a released device is never released again), and the outcome when the
 * phase changes. Silent devices get their own event once the API has recorded them.
 */
export function rolloutEvents(previous: DeploymentJobStatus | undefined, decision: RolloutDecision): EventRecord[] {
  const events: EventRecord[] = [];
  if (decision.release.length > 0) {
    events.push({
      type: 'Normal',
      reason: 'DevicesReleased',
      message: `Released the model to ${decision.release.length} device(s): ${named(decision.release)}`,
    });
  }
  if (decision.rollback.length > 0) {
    events.push({
      type: 'Warning',
      reason: 'RollingBack',
      message: `Rolling back ${decision.rollback.length} device(s): ${named(decision.rollback)}`,
    });
  }
  if (decision.phase !== previous?.phase && isFinished(decision.phase)) {
    events.push({
      type: decision.phase === 'Succeeded' ? 'Normal' : 'Warning',
      reason: decision.phase,
      message: decision.message,
    });
  }
  return events;
}
