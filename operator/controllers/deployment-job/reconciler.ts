import { FINALIZER, type DeploymentJob, type DeploymentJobStatus } from '../../../crds/types.js';
import type { OperatorApiClient } from '../../runtime/api-client.js';
import { setCondition } from '../../runtime/conditions.js';
import type { EventRecorder } from '../../runtime/events.js';
import type { Cluster } from '../../runtime/kube.js';
import { sameJson } from '../../runtime/same-json.js';
import { decideRollout } from './rollout.js';

/** Device states shown on the resource (the API keeps them all; the status stays small). */
const MAX_DEVICES_IN_STATUS = 100;
/** Devices report to the API, not to the cluster, so a running rollout is looked at again soon. */
const POLL_MS = 2000;

/**
 * DeploymentJob: resolves the target devices through the API, releases the rollout to them in
 * the configured batches, follows their phase reports, and rolls back when too many fail.
 */
export class DeploymentJobReconciler {
  constructor(
    private readonly cluster: Cluster,
    private readonly api: OperatorApiClient,
    private readonly now: () => Date = () => new Date(),
    private readonly events?: EventRecorder,
  ) {}

  async reconcile(namespace: string, name: string): Promise<{ requeueAfterMs?: number }> {
    const resource = await this.cluster.getResource<DeploymentJob>('DeploymentJob', namespace, name);
    if (!resource) return {};
    const finalizers = resource.metadata.finalizers ?? [];
    const organizationId = resource.spec.organizationId;

    if (resource.metadata.deletionTimestamp) {
      if (!finalizers.includes(FINALIZER)) return {};
      if (resource.status?.recordId) await this.api.releaseDeployment(organizationId, resource.status.recordId);
      await this.cluster.setFinalizers(
        'DeploymentJob',
        resource,
        finalizers.filter((f) => f !== FINALIZER),
      );
      return {};
    }
    if (!finalizers.includes(FINALIZER)) {
      await this.cluster.setFinalizers('DeploymentJob', resource, [...finalizers, FINALIZER]);
      return {};
    }

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
      const timedOut = new Map(decision.timedOut.map((d) => [`${d.device_id}:${d.rollback}`, d.message]));
      for (const t of targets) {
        const message = timedOut.get(`${t.device_id}:${t.rollback}`);
        if (message) Object.assign(t, { state: 'Failed', message });
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

    const now = this.now();
    const done = decision.phase !== 'Running' && decision.phase !== 'Pending';
    const status: DeploymentJobStatus = {
      phase: decision.phase,
      progress: decision.progress,
      message: decision.message,
      observedGeneration: resource.metadata.generation,
      recordId: record.record_id,
      targetCount: targets.filter((t) => !t.rollback).length,
      devices: targets.slice(0, MAX_DEVICES_IN_STATUS).map((t) => ({
        deviceId: t.device_id,
        state: t.rollback && t.state === 'Succeeded' ? 'RolledBack' : t.state,
        ...(t.phase ? { phase: t.phase } : {}),
        ...(t.message ? { message: t.message } : {}),
        updatedAt: t.updated_at,
      })),
      conditions: setCondition(
        resource.status?.conditions,
        {
          type: 'Ready',
          status: decision.phase === 'Succeeded' ? 'True' : done ? 'False' : 'Unknown',
          reason: decision.phase,
          message: decision.message,
          observedGeneration: resource.metadata.generation,
        },
        now,
      ),
    };
    if (!sameJson(status, resource.status ?? {}))
      await this.cluster.patchStatus('DeploymentJob', namespace, name, status);
    if (done) return {};
    // Devices report to the API, not to the cluster: nothing wakes this reconcile at a deadline.
    const untilDeadline = decision.nextDeadlineInMs;
    return { requeueAfterMs: untilDeadline === undefined ? POLL_MS : Math.max(1, Math.min(POLL_MS, untilDeadline)) };
  }
}
