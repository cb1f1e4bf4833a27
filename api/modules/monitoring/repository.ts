import type { Collection, Db, Filter } from 'mongodb';
import { isDuplicateKeyError } from '../../lib/mongo/database.js';
import { findPage, type PageWindow } from '../../lib/mongo/page.js';
import { TenantCollection, type OrgDocument } from '../../lib/mongo/tenant-collection.js';
import type { AlertStatus } from './schemas.js';

export interface NameValue {
  name: string;
  value: string;
}

/** One alert occurrence: Alertmanager's fingerprint plus the time it started firing. */
/** Which alerts a list shows: in one state, of one device, or all. */
export interface AlertCriteria {
  status?: AlertDoc['status'] | undefined;
  deviceId?: string | undefined;
}

export interface AlertDoc extends OrgDocument {
  /** `<fingerprint>/<startsAt in ISO 8601>`, unique: the deduplication key. */
  key: string;
  fingerprint: string;
  status: AlertStatus;
  alertname: string | null;
  severity: string | null;
  device_id: string | null;
  labels: NameValue[];
  annotations: NameValue[];
  starts_at: Date;
  ends_at: Date | null;
  generator_url: string;
  receiver: string;
  first_received_at: Date;
  last_received_at: Date;
}

/** As stored: alerts without a known organization keep `organization_id: null` and reach no tenant. */
export type StoredAlert = Omit<AlertDoc, 'organization_id'> & { organization_id: number | null };

const COLLECTION = 'alerts';

export class AlertRepository {
  /** Tenant reads: an organization sees only alerts attributed to it. */
  private readonly alerts: TenantCollection<AlertDoc>;
  /**
   * Ingestion writes: a notification is no tenant's request, and its alerts name their own
   * organization (or none). Every write is keyed by the unique `key`.
   */
  private readonly ingest: Collection<StoredAlert>;

  constructor(db: Db) {
    this.alerts = new TenantCollection(db.collection<AlertDoc>(COLLECTION), [
      { key: { key: 1 }, name: 'key_unique', unique: true },
      { key: { organization_id: 1, starts_at: -1 }, name: 'org_starts' },
      { key: { organization_id: 1, status: 1, starts_at: -1 }, name: 'org_status_starts' },
    ]);
    this.ingest = db.collection<StoredAlert>(COLLECTION);
  }

  ensureIndexes(): Promise<void> {
    return this.alerts.ensureIndexes();
  }

  /** One page of the organization's alerts, the latest to start first, and how many match in all. */
  page(organizationId: number, criteria: AlertCriteria, window: PageWindow) {
    const filter: Filter<AlertDoc> = {
      ...(criteria.status ? { status: criteria.status } : {}),
      ...(criteria.deviceId ? { device_id: criteria.deviceId } : {}),
    };
    return findPage(this.alerts.forOrg(organizationId), filter, { starts_at: -1, _id: -1 }, window);
  }

  findByKey(key: string): Promise<StoredAlert | null> {
    return this.ingest.findOne({ key });
  }

  /** False when another delivery stored the same alert first (the unique key refused this one). */
  async insert(doc: StoredAlert): Promise<boolean> {
    try {
      await this.ingest.insertOne(doc);
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /**
   * Firing -> resolved. Resolved is final for an occurrence (a new firing gets a new startsAt),
   * so the filter only ever moves an alert forward, whatever order deliveries arrive in.
   */
  async resolve(key: string, endsAt: Date, annotations: NameValue[], at: Date): Promise<boolean> {
    const result = await this.ingest.updateOne(
      { key, status: 'firing' },
      { $set: { status: 'resolved', ends_at: endsAt, annotations, last_received_at: at } },
    );
    return result.modifiedCount > 0;
  }

  /**
   * A repeated firing notification: newer annotations and the delivery time. Guarded by the
   * status and never writing it, so it cannot turn a resolved alert back to firing.
   */
  async refresh(key: string, annotations: NameValue[], at: Date): Promise<void> {
    await this.ingest.updateOne({ key, status: 'firing' }, { $set: { annotations, last_received_at: at } });
  }
}
