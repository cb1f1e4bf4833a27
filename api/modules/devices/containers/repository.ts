import type { Clock } from '../../../lib/clock.js';
import { ObjectId, type Db } from 'mongodb';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';
import type { AuditedAction, AuditEntry } from './schemas.js';

export interface ContainerAuditDoc extends OrgDocument<ObjectId> {
  device: number;
  container: string;
  action: AuditedAction;
  outcome: AuditEntry['outcome'];
  error_code: string | null;
  user: { sub: string; email: string | null };
  at: Date;
}

/** The audit trail of container operations: the only file that touches its collection. */
export class ContainerAuditRepository {
  private readonly entries: TenantCollection<ContainerAuditDoc>;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.entries = new TenantCollection(db.collection<ContainerAuditDoc>('device_container_audit'), [
      { key: { organization_id: 1, device: 1, at: -1 }, name: 'org_device_at' },
    ]);
  }

  ensureIndexes(): Promise<void> {
    return this.entries.ensureIndexes();
  }

  async start(user: UserPrincipal, device: number, container: string, action: AuditedAction): Promise<ObjectId> {
    const _id = new ObjectId();
    await this.entries.forOrg(user.organizationId).insertOne({
      _id,
      device,
      container,
      action,
      outcome: 'started',
      error_code: null,
      user: { sub: user.sub, email: user.email },
      at: this.clock.now(),
    });
    return _id;
  }

  async finish(
    organizationId: number,
    id: ObjectId,
    outcome: Exclude<AuditEntry['outcome'], 'started'>,
    errorCode: string | null = null,
  ): Promise<void> {
    await this.entries
      .forOrg(organizationId)
      .findOneAndUpdate({ _id: id }, { $set: { outcome, error_code: errorCode } });
  }

  async page(organizationId: number, device: number, skip: number, limit: number) {
    const entries = this.entries.forOrg(organizationId);
    const [docs, total] = await Promise.all([
      entries.find({ device }).sort({ at: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
      entries.countDocuments({ device }),
    ]);
    return { docs, total };
  }
}
