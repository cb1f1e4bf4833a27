import type { DeploymentJob } from '../../../contracts/custom-resources.js';
import type { OperatorApiClient } from '../../runtime/api-client.js';
import type { ClusterReader } from '../../runtime/cache.js';
import type { EventRecorder } from '../../runtime/events.js';
import { finalizerStep } from '../../runtime/finalizer.js';
import type { Cluster } from '../../runtime/kube.js';
import { sameJson } from '../../runtime/same-json.js';
import { deploymentStatus, isFinished, rolloutEvents } from './deployment-status.js';
import { decideRollout } from './rollout.js';

/** Devices report to the API, not to the cluster, so a running rollout is looked at again soon. */
const POLL_MS = 2000;

/**
 * DeploymentJob: resolves the target devices through the API, releases the rollout to them in
 * the configured batches, follows their phase reports, and rolls back when too many fail.
 * The decisions are pure (rollout.ts, deployment-status.ts); this gathers the facts and acts.
 */
export class DeploymentJobReconciler {
  constructor(
    private readonly cluster: Cluster,
    private readonly cache: ClusterReader,
    private readonly api: OperatorApiClient,
    private readonly now: () => Date = () => new Date(),
    private readonly events?: EventRecorder,
  ) {}

  async reconcile(namespace: string, name: string): Promise<{ requeueAfterMs?: number }> {
    const resource = this.cache.resource<DeploymentJob>('DeploymentJob', namespace, name);
    if (!resource) return {};
    const organizationId = resource.spec.organizationId;
    const recordId = resource.status?.recordId;
    const proceed = await finalizerStep(
      this.cluster,
      'DeploymentJob',
      resource,
      async () => {
        if (recordId) await this.api.releaseDeployment(organizationId, recordId);
      },
      this.events,
    );
    if (!proceed) return {};

    const record = await this.api.syncDeployment({
      namespace,
      name,
      uid: resource.metadata.uid ?? '',
      spec: resource.spec,
    });
    if (record.phase === 'Cancelled') return {};
    const targets = await this.api.deploymentTargets(organizationId, record.record_id);
    const decision = decideRollout(resource.spec, targets, this.now());
    if (decision.timedOut.length > 0) {
      // Recorded before anything acts on it, so the API shows why the device failed; a device
      // whose report won the race keeps it and the next reconcile decides on that instead.
      const { timed_out: changed } = await this.api.timeOutDevices(organizationId, record.record_id, decision.timedOut);
      if (changed.length < decision.timedOut.length) return { requeueAfterMs: 1 };
      for (const device of decision.timedOut) {
        await this.events?.record(resource, {
          type: 'Warning',
          reason: 'DeviceTimedOut',
          message: `device ${device.device_id}${device.rollback ? ' (rollback)' : ''}: ${device.message}`,
        });
      }
    }
    if (decision.release.length > 0)
      await this.api.releaseDevices(organizationId, record.record_id, decision.release, false);
    if (decision.rollback.length > 0)
      await this.api.releaseDevices(organizationId, record.record_id, decision.rollback, true);
    await this.api.deploymentStatus(organizationId, record.record_id, {
      phase: decision.phase,
      progress: decision.progress,
      message: decision.message,
    });

    const status = deploymentStatus({
      previous: resource.status,
      decision,
      targets,
      generation: resource.metadata.generation,
      recordId: record.record_id,
      now: this.now(),
    });
    if (!sameJson(status, resource.status ?? {})) {
      await this.cluster.patchStatus('DeploymentJob', namespace, name, status);
    }
    for (const event of rolloutEvents(resource.status, decision)) await this.events?.record(resource, event);
    if (isFinished(decision.phase)) return {};
    // Devices report to the API, not to the cluster: nothing wakes this reconcile at a deadline.
    const untilDeadline = decision.nextDeadlineInMs;
    return { requeueAfterMs: untilDeadline === undefined ? POLL_MS : Math.max(1, Math.min(POLL_MS, untilDeadline)) };
  }
}
