import type { Db, Filter } from 'mongodb';
import type { DeploymentJobSpec, DeviceRolloutState } from '../../../crds/types.js';
import { isDuplicateKeyError } from '../../lib/mongo/database.js';
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
 * reporting at the same time never write the same document (updates are not atomic on FerretDB).
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
  readonly deployments: TenantCollection<DeploymentDoc>;
  readonly targets: TenantCollection<TargetDoc>;
  readonly reports: TenantCollection<ReportDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
  ) {
    this.deployments = new TenantCollection(db.collection<DeploymentDoc>('deployments'), [
      { key: { namespace: 1, name: 1 }, name: 'namespace_name_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
    ]);
    this.targets = new TenantCollection(db.collection<TargetDoc>('deployment_targets'), [
      { key: { organization_id: 1, deployment_id: 1 }, name: 'org_deployment' },
      { key: { organization_id: 1, device: 1, released: 1 }, name: 'org_device_released' },
    ]);
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

  /** Whether any target of the organization is released and not finished yet. */
  async hasRolloutInProgress(organizationId: number): Promise<boolean> {
    const open = await this.targets
      .forOrg(organizationId)
      .find({ released: true, state: { $in: ['Waiting', 'InProgress'] } } as Filter<TargetDoc>)
      .limit(1)
      .toArray();
    return open.length > 0;
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
