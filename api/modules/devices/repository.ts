import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKeyError } from '../../lib/mongo/database.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../lib/mongo/tenant-collection.js';
import { DeviceKeyIndex } from './key-index.js';
import type { ApprovalStatus, CheckinMetrics } from './schemas.js';

export interface DeviceDoc extends OrgDocument {
  device_id: string;
  name: string;
  hostname: string | null;
  platform: string | null;
  labels: Record<string, string>;
  status: ApprovalStatus;
  api_key_hash: string;
  api_key_hint: string;
  provisioning_token_id: number | null;
  edge_environment_id: number | null;
  last_seen_at: Date | null;
  last_checkin: {
    at: Date;
    status: string | null;
    agent_version: string | null;
    uptime_s: number | null;
    metrics: CheckinMetrics;
  } | null;
  created_at: Date;
  updated_at: Date;
}

/** One entry of a device's bounded check-in history (pruned by a scheduled job). */
export interface CheckinDoc extends OrgDocument<ObjectId> {
  device: number;
  at: Date;
  status: string | null;
  /** Absent on entries recorded before these were kept. */
  agent_version?: string | null;
  uptime_s?: number | null;
  metrics: CheckinMetrics;
}

export class DeviceRepository {
  readonly devices: TenantCollection<DeviceDoc>;
  readonly checkins: TenantCollection<CheckinDoc>;
  readonly keys: DeviceKeyIndex;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
  ) {
    this.devices = new TenantCollection(db.collection<DeviceDoc>('devices'), [
      { key: { organization_id: 1, device_id: 1 }, name: 'org_device_id_unique', unique: true },
      { key: { api_key_hash: 1 }, name: 'api_key_hash_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
      { key: { organization_id: 1, last_seen_at: -1 }, name: 'org_last_seen' },
    ]);
    this.checkins = new TenantCollection(db.collection<CheckinDoc>('device_checkins'), [
      { key: { device: 1, at: -1 }, name: 'device_at' },
    ]);
    this.keys = new DeviceKeyIndex(db);
  }

  async ensureIndexes(): Promise<void> {
    await this.devices.ensureIndexes();
    await this.checkins.ensureIndexes();
  }

  async findByKeyHash(hash: string): Promise<DeviceDoc | null> {
    return (await this.devices.findByCredential('api_key_hash', hash))[0] ?? null;
  }

  /** Indexes the key of a device whose record says approved (see DeviceKeyIndex). */
  indexKey(device: DeviceDoc): Promise<void> {
    return this.keys.admit(device, () => this.findByKeyHash(device.api_key_hash));
  }

  async exists(organizationId: number, deviceId: string): Promise<boolean> {
    return (await this.devices.forOrg(organizationId).countDocuments({ device_id: deviceId })) > 0;
  }

  /** Inserts a device; null when its device_id is already registered in the organization. */
  async insert(organizationId: number, fields: Omit<DeviceDoc, '_id' | 'organization_id'>): Promise<DeviceDoc | null> {
    try {
      return await this.devices
        .forOrg(organizationId)
        .insertOne({ _id: await this.sequences.next('devices'), ...fields });
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  async recordCheckin(device: { id: number; organizationId: number }, checkin: NonNullable<DeviceDoc['last_checkin']>) {
    const updated = await this.devices
      .forOrg(device.organizationId)
      .findOneAndUpdate(
        { _id: device.id },
        { $set: { last_seen_at: checkin.at, last_checkin: checkin, updated_at: checkin.at } },
      );
    if (updated) {
      await this.checkins.forOrg(device.organizationId).insertOne({
        _id: new ObjectId(),
        device: device.id,
        at: checkin.at,
        status: checkin.status,
        agent_version: checkin.agent_version,
        uptime_s: checkin.uptime_s,
        metrics: checkin.metrics,
      });
    }
    return updated;
  }

  /** Keeps the newest `keep` history entries of every device; returns how many were removed. */
  async pruneCheckins(keep: number): Promise<number> {
    const history = this.checkins.forMaintenance();
    const crowded = await history
      .aggregate<{ _id: number; n: number }>([
        { $group: { _id: '$device', n: { $sum: 1 } } },
        { $match: { n: { $gt: keep } } },
      ])
      .toArray();
    let removed = 0;
    for (const { _id: device } of crowded) {
      const newest = await history
        .aggregate<{ at: Date }>([{ $match: { device } }, { $sort: { at: -1 } }, { $skip: keep - 1 }, { $limit: 1 }])
        .toArray();
      const cutoff = newest[0]?.at;
      if (cutoff) removed += await history.deleteMany({ device, at: { $lt: cutoff } });
    }
    return removed;
  }

  /** Devices seen since `since`, and all devices, per organization (for the online gauge). */
  async countByOrganization(since: Date): Promise<Map<number, { total: number; online: number }>> {
    const all = this.devices.forMaintenance();
    const [totals, online] = await Promise.all([
      all.aggregate<{ _id: number; n: number }>([{ $group: { _id: '$organization_id', n: { $sum: 1 } } }]).toArray(),
      all
        .aggregate<{ _id: number; n: number }>([
          { $match: { last_seen_at: { $gte: since } } },
          { $group: { _id: '$organization_id', n: { $sum: 1 } } },
        ])
        .toArray(),
    ]);
    const counts = new Map<number, { total: number; online: number }>();
    for (const t of totals) counts.set(t._id, { total: t.n, online: 0 });
    for (const o of online) counts.set(o._id, { total: counts.get(o._id)?.total ?? o.n, online: o.n });
    return counts;
  }
}
