import type { Clock } from '../../lib/clock.js';
import type { DeploymentJobSpec } from '../../../contracts/custom-resources.js';
import { notFound } from '../../lib/errors.js';
import type { DeviceDirectory } from './ports.js';
import {
  targetId,
  type DeploymentDoc,
  type DeploymentPhase,
  type DeploymentRepository,
  type TargetDoc,
} from './repository.js';

/** The operator's side of deployments: records, target resolution, releasing devices, status. */
export class DeploymentOperatorService {
  constructor(
    private readonly repo: DeploymentRepository,
    private readonly devices: DeviceDirectory,
    private readonly organizationExists: (id: number) => Promise<boolean>,
    private readonly clock: Clock,
  ) {}

  async sync(input: { namespace: string; name: string; uid: string; spec: DeploymentJobSpec }): Promise<DeploymentDoc> {
    const organizationId = input.spec.organizationId;
    if (!(await this.organizationExists(organizationId))) throw notFound('Organization');
    const existing = await this.repo.byResource(organizationId, input.namespace, input.name);
    if (existing && (existing.uid === null || existing.uid === input.uid)) {
      if (existing.uid === null) await this.repo.update(organizationId, existing._id, { uid: input.uid });
      return existing;
    }
    const now = this.clock.now();
    if (existing) {
      // Same name, new resource: a new deployment under the old record id would mix targets.
      await this.repo.removeTargets(organizationId, existing._id);
      const replaced = await this.repo.update(organizationId, existing._id, {
        uid: input.uid,
        spec: input.spec,
        phase: 'Pending',
        progress: 0,
        message: null,
        updated_at: now,
      });
      return replaced ?? existing;
    }
    try {
      return await this.repo.insert(organizationId, {
        _id: await this.repo.nextId(),
        namespace: input.namespace,
        name: input.name,
        uid: input.uid,
        spec: input.spec,
        phase: 'Pending',
        progress: 0,
        message: null,
        created_via: 'kubectl',
        created_by: null,
        created_at: now,
        updated_at: now,
      });
    } catch {
      const raced = await this.repo.byResource(organizationId, input.namespace, input.name);
      if (!raced) throw notFound('Deployment');
      return raced;
    }
  }

  private async record(organizationId: number, id: number): Promise<DeploymentDoc> {
    const doc = await this.repo.get(organizationId, id);
    if (!doc) throw notFound('Deployment');
    return doc;
  }

  /** Resolves the target devices once (ids or label selector) and returns every target's state. */
  async targets(organizationId: number, id: number): Promise<TargetDoc[]> {
    const deployment = await this.record(organizationId, id);
    let current = await this.repo.targetsOf(organizationId, id);
    if (current.length === 0) {
      const spec = deployment.spec.targets;
      const devices = spec.deviceIds
        ? await this.devices.byDeviceIds(organizationId, spec.deviceIds)
        : await this.devices.byLabels(organizationId, spec.selector?.matchLabels ?? {});
      const now = this.clock.now();
      for (const device of devices) {
        await this.repo.addTarget({
          _id: targetId(id, device.id, false),
          organization_id: organizationId,
          deployment_id: id,
          device: device.id,
          device_id: device.deviceId,
          rollback: false,
          released: false,
          state: 'Waiting',
          phase: null,
          message: null,
          released_at: null,
          updated_at: now,
        });
      }
      current = await this.repo.targetsOf(organizationId, id);
    }
    return current.sort((a, b) => a.device_id.localeCompare(b.device_id) || Number(a.rollback) - Number(b.rollback));
  }

  /** Hands the deployment (or its rollback) to these devices: they see it in their next check-in. */
  async release(organizationId: number, id: number, deviceIds: string[], rollback: boolean): Promise<void> {
    const now = this.clock.now();
    for (const deviceId of deviceIds) {
      const original = await this.repo.installTarget(organizationId, id, deviceId);
      if (!original) continue;
      if (rollback) {
        await this.repo.addTarget({
          ...original,
          _id: targetId(id, original.device, true),
          rollback: true,
          released: true,
          state: 'Waiting',
          phase: null,
          message: null,
          released_at: now,
          updated_at: now,
        });
      } else if (!original.released) {
        await this.repo.updateTarget(organizationId, original._id, {
          released: true,
          released_at: now,
          updated_at: now,
        });
      }
      // After the target is written (a check-in reading the new count finds it), and also when it
      // was released before: a repeated release heals one whose count was never bumped.
      await this.devices.noteDeploymentReleased(organizationId, original.device);
    }
  }

  /**
   * The operator decided these devices stayed silent past their deadline: each becomes Failed
   * with the reason, unless a report reached it first (only a target with no report since the
   * operator looked changes). Returns the devices that changed.
   */
  async timeOut(
    organizationId: number,
    id: number,
    devices: { device_id: string; rollback: boolean; message: string; last_report_at?: string }[],
  ): Promise<string[]> {
    await this.record(organizationId, id);
    const changed: string[] = [];
    const now = this.clock.now();
    for (const device of devices) {
      const target = {
        device_id: device.device_id,
        rollback: device.rollback,
        ...(device.last_report_at ? { lastReportAt: new Date(device.last_report_at) } : {}),
      };
      const updated = await this.repo.failSilentTarget(organizationId, id, target, device.message, now);
      if (updated) changed.push(device.device_id);
    }
    return changed;
  }

  async status(
    organizationId: number,
    id: number,
    input: { phase: DeploymentPhase; progress: number; message?: string },
  ) {
    await this.record(organizationId, id);
    await this.repo.updateUnlessCancelled(organizationId, id, {
      phase: input.phase,
      progress: input.progress,
      message: input.message ?? null,
      updated_at: this.clock.now(),
    });
  }

  /** The resource is being deleted: an unfinished deployment is cancelled and leaves the devices' lists. */
  async releaseRecord(organizationId: number, id: number): Promise<void> {
    const deployment = await this.record(organizationId, id);
    if (deployment.phase === 'Pending' || deployment.phase === 'Running') {
      await this.repo.update(organizationId, id, {
        phase: 'Cancelled',
        message: 'the resource was deleted',
        updated_at: this.clock.now(),
      });
    }
  }
}
