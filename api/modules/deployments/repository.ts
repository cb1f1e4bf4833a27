import type { Db, Filter } from 'mongodb';
import type { DeploymentJobSpec, DeviceRolloutState } from '../../../contracts/custom-resources.js';
import { isDuplicateKeyError } from '../../lib/mongo/database.js';
import { findPage, type PageWindow } from '../../lib/mongo/page.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../lib/mongo/tenant-collection.js';

export type DeploymentPhase = 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'RolledBack' | 'Cancelled';

export interface DeploymentDoc extends OrgDocument {
  namespace: string;
  name: string;
  uid: string | null;
  spec: DeploymentJobSpec;
  phase: DeploymentPhase;
  progress: number;
  message: string | null;
  /** SHA-256 of the artifact when the deployment was made (absent on records made before). */
  artifact_sha256?: string | null;
  created_via: 'api' | 'kubectl';
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * One device's part in a deployment (or in its rollback): one document per device, so devices
 * reporting at the same time never contend for one document.
 */
export interface TargetDoc extends OrgDocument<string> {
  deployment_id: number;
  device: number;
  device_id: string;
  rollback: boolean;
  released: boolean;
  state: DeviceRolloutState;
  phase: string | null;
  /** The current phase's progress (0 to 1), as last reported. */
  progress?: number | null;
  message: string | null;
  released_at: Date | null;
  updated_at: Date;
}

/** A phase report as received; its id makes a repeated report a no-op. */
export interface ReportDoc extends OrgDocument<string> {
  deployment_id: number;
  device: number;
  rollback: boolean;
  phase: string;
  status: string;
  started_at: Date | null;
  completed_at: Date | null;
  error: { code: string; message: string } | null;
  received_at: Date;
}

export const targetId = (deploymentId: number, device: number, rollback: boolean) =>
  `${deploymentId}:${device}${rollback ? ':rollback' : ''}`;

export class DeploymentRepository {
  private readonly deployments: TenantCollection<DeploymentDoc>;
  private readonly targets: TenantCollection<TargetDoc>;
  private readonly reports: TenantCollection<ReportDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
  ) {
    this.deployments = new TenantCollection(db.collection<DeploymentDoc>('deployments'), [
      { key: { namespace: 1, name: 1 }, name: 'namespace_name_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
    ]);
    this.targets = new TenantCollection(
      db.collection<TargetDoc>('deployment_targets'),
      [
        { key: { organization_id: 1, deployment_id: 1 }, name: 'org_deployment' },
        // Every check-in asks for its device's open targets: with the state in the index, a device
        // with nothing to do costs an index seek and no document read.
        { key: { organization_id: 1, device: 1, released: 1, state: 1 }, name: 'org_device_released_state' },
      ],
      ['org_device_released'],
    );
    this.reports = new TenantCollection(db.collection<ReportDoc>('deployment_reports'), [
      { key: { organization_id: 1, deployment_id: 1 }, name: 'org_deployment' },
    ]);
  }

  async ensureIndexes(): Promise<void> {
    await this.deployments.ensureIndexes();
    await this.targets.ensureIndexes();
    await this.reports.ensureIndexes();
  }

  nextId(): Promise<number> {
    return this.sequences.next('deployments');
  }

  get(organizationId: number, id: number): Promise<DeploymentDoc | null> {
    return this.deployments.forOrg(organizationId).findOne({ _id: id });
  }

  /** The record of a resource, found by its namespace and name (the operator's view). */
  byResource(organizationId: number, namespace: string, name: string): Promise<DeploymentDoc | null> {
    return this.deployments.forOrg(organizationId).findOne({ namespace, name });
  }

  insert(organizationId: number, doc: Omit<DeploymentDoc, 'organization_id'>): Promise<DeploymentDoc> {
    return this.deployments.forOrg(organizationId).insertOne(doc);
  }

  update(organizationId: number, id: number, set: Partial<DeploymentDoc>): Promise<DeploymentDoc | null> {
    return this.deployments.forOrg(organizationId).findOneAndUpdate({ _id: id }, { $set: set });
  }

  /** Updates the deployment unless it was cancelled (a cancelled one keeps its last word). */
  updateUnlessCancelled(organizationId: number, id: number, set: Partial<DeploymentDoc>) {
    return this.deployments
      .forOrg(organizationId)
      .findOneAndUpdate({ _id: id, phase: { $ne: 'Cancelled' } }, { $set: set });
  }

  remove(organizationId: number, id: number): Promise<DeploymentDoc | null> {
    return this.deployments.forOrg(organizationId).findOneAndDelete({ _id: id });
  }

  /** One page of the organization's deployments, newest first, and how many there are. */
  page(organizationId: number, window: PageWindow) {
    return findPage(this.deployments.forOrg(organizationId), {}, { created_at: -1, _id: -1 }, window);
  }

  /** A deployment's targets (unsorted). */
  targetsOf(organizationId: number, deploymentId: number): Promise<TargetDoc[]> {
    return this.targets.forOrg(organizationId).find({ deployment_id: deploymentId }).toArray();
  }

  /** A deployment's targets by device, each device's install before its rollback. */
  targetsByDevice(organizationId: number, deploymentId: number): Promise<TargetDoc[]> {
    return this.targets
      .forOrg(organizationId)
      .find({ deployment_id: deploymentId })
      .sort({ device_id: 1, rollback: 1 })
      .toArray();
  }

  /** A released target by its id. */
  releasedTarget(organizationId: number, id: string): Promise<TargetDoc | null> {
    return this.targets.forOrg(organizationId).findOne({ _id: id, released: true });
  }

  /** The device's install target (not its rollback) of the deployment. */
  installTarget(organizationId: number, deploymentId: number, deviceId: string): Promise<TargetDoc | null> {
    return this.targets
      .forOrg(organizationId)
      .findOne({ deployment_id: deploymentId, device_id: deviceId, rollback: false });
  }

  updateTarget(organizationId: number, id: string, set: Partial<TargetDoc>): Promise<TargetDoc | null> {
    return this.targets.forOrg(organizationId).findOneAndUpdate({ _id: id }, { $set: set });
  }

  /** Updates the target only while it is open (Waiting or InProgress): a decision made meanwhile stands. */
  updateOpenTarget(organizationId: number, id: string, set: Partial<TargetDoc>): Promise<TargetDoc | null> {
    return this.targets
      .forOrg(organizationId)
      .findOneAndUpdate({ _id: id, state: { $in: ['Waiting', 'InProgress'] } } as Filter<TargetDoc>, { $set: set });
  }

  /**
   * Fails the device's released target if it is still silent: `Waiting` (never reported), or, given
   * `lastReportAt`, `InProgress` with no report since then. Null when a report came first.
   */
  failSilentTarget(
    organizationId: number,
    deploymentId: number,
    target: { device_id: string; rollback: boolean; lastReportAt?: Date },
    message: string,
    at: Date,
  ): Promise<TargetDoc | null> {
    const silent: Filter<TargetDoc> = target.lastReportAt
      ? { state: 'InProgress', updated_at: target.lastReportAt }
      : { state: 'Waiting' };
    return this.targets.forOrg(organizationId).findOneAndUpdate(
      {
        deployment_id: deploymentId,
        device_id: target.device_id,
        rollback: target.rollback,
        released: true,
        ...silent,
      },
      { $set: { state: 'Failed', phase: null, message, updated_at: at } },
    );
  }

  async removeTargets(organizationId: number, deploymentId: number): Promise<void> {
    await this.targets.forOrg(organizationId).deleteMany({ deployment_id: deploymentId });
  }

  /** The device's released targets still to act on (at most 20). */
  openTargetsOf(organizationId: number, device: number): Promise<TargetDoc[]> {
    return this.targets
      .forOrg(organizationId)
      .find({ device, released: true, state: { $in: ['Waiting', 'InProgress'] } } as Filter<TargetDoc>)
      .limit(20)
      .toArray();
  }

  /** The device's newest successful install of a deployment older than `deploymentId`. */
  lastSucceededBefore(organizationId: number, device: number, deploymentId: number): Promise<TargetDoc | null> {
    return this.targets
      .forOrg(organizationId)
      .find({ device, rollback: false, state: 'Succeeded', deployment_id: { $lt: deploymentId } })
      .sort({ deployment_id: -1 })
      .limit(1)
      .next();
  }

  /** Adds a target unless it exists (a repeated resolve). */
  async addTarget(doc: TargetDoc): Promise<void> {
    try {
      const { organization_id: organizationId, ...rest } = doc;
      await this.targets.forOrg(organizationId).insertOne(rest);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }

  /** Records a report; false when the same report arrived before. */
  async addReport(doc: ReportDoc): Promise<boolean> {
    try {
      const { organization_id: organizationId, ...rest } = doc;
      await this.reports.forOrg(organizationId).insertOne(rest);
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }
}
