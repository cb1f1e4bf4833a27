import { ObjectId, type Db, type Filter } from 'mongodb';
import { isDuplicateKeyError } from '../../lib/mongo/database.js';
import { findPage, type PageWindow } from '../../lib/mongo/page.js';
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
  private readonly devices: TenantCollection<DeviceDoc>;
  private readonly checkins: TenantCollection<CheckinDoc>;
  private readonly keys: DeviceKeyIndex;

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

  /** The key index's entry for a key hash: the one point read of device authentication. */
  findIndexedKey(hash: string) {
    return this.keys.find(hash);
  }

  /** Stops a key at once: called before a device leaves `approved` or is deleted. */
  unindexKey(hash: string): Promise<void> {
    return this.keys.remove(hash);
  }

  get(organizationId: number, id: number): Promise<DeviceDoc | null> {
    return this.devices.forOrg(organizationId).findOne({ _id: id });
  }

  async has(organizationId: number, id: number): Promise<boolean> {
    return (await this.devices.forOrg(organizationId).findOne({ _id: id }, { projection: { _id: 1 } })) !== null;
  }

  /** One page of the organization's devices, newest first, and how many match in all. */
  page(organizationId: number, filter: Filter<DeviceDoc>, window: PageWindow) {
    return findPage(this.devices.forOrg(organizationId), filter, { created_at: -1, _id: -1 }, window);
  }

  /** One page of a device's check-in history, newest first, and how many match in all. */
  checkinPage(organizationId: number, filter: Filter<CheckinDoc>, window: PageWindow) {
    return findPage(this.checkins.forOrg(organizationId), filter, { at: -1, _id: -1 }, window);
  }

  /** Updates the device only while its status is still `status`, so a concurrent transition loses. */
  updateIfStatus(organizationId: number, id: number, status: DeviceDoc['status'], set: Partial<DeviceDoc>) {
    return this.devices.forOrg(organizationId).findOneAndUpdate({ _id: id, status }, { $set: set });
  }

  /** Removes the device and its check-in history (nothing of a deleted device is kept). */
  async remove(organizationId: number, id: number): Promise<DeviceDoc | null> {
    const removed = await this.devices.forOrg(organizationId).findOneAndDelete({ _id: id });
    if (removed) await this.checkins.forOrg(organizationId).deleteMany({ device: id });
    return removed;
  }

  /** The organization's devices matching the filter, as ids and device ids. */
  async idsWhere(organizationId: number, filter: Filter<DeviceDoc>): Promise<{ id: number; deviceId: string }[]> {
    const docs = await this.devices
      .forOrg(organizationId)
      .find(filter, { projection: { device_id: 1 } })
      .toArray();
    return docs.map((d) => ({ id: d._id, deviceId: d.device_id }));
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

  /**
   * Per organization, over the latest check-in of each device seen since `since`: queued and
   * dropped frames summed, CPU, disk and temperature at their worst device. Folded here rather
   * than in a $group: FerretDB has no $max accumulator.
   */
  async telemetryByOrganization(since: Date): Promise<Map<number, Record<TelemetryMeasure, number | null>>> {
    const cursor = this.devices
      .forMaintenance()
      .aggregate<Pick<DeviceDoc, 'organization_id' | 'last_checkin'>>([
        { $match: { last_seen_at: { $gte: since } } },
        { $project: { organization_id: 1, 'last_checkin.metrics': 1 } },
      ]);
    const byOrganization = new Map<number, Record<TelemetryMeasure, number | null>>();
    const max = (a: number | null, b: number | undefined) => (b === undefined ? a : Math.max(a ?? b, b));
    for await (const device of cursor) {
      const metrics: Partial<CheckinMetrics> = device.last_checkin?.metrics ?? {};
      const row = byOrganization.get(device.organization_id) ?? {
        queue_frames: 0,
        frames_dropped: 0,
        cpu_percent_max: null,
        disk_percent_max: null,
        temperature_c_max: null,
      };
      row.queue_frames = (row.queue_frames ?? 0) + (metrics.queue_depth ?? 0);
      row.frames_dropped = (row.frames_dropped ?? 0) + (metrics.frames_dropped ?? 0);
      row.cpu_percent_max = max(row.cpu_percent_max, metrics.cpu_percent);
      row.disk_percent_max = max(row.disk_percent_max, metrics.disk_percent);
      row.temperature_c_max = max(row.temperature_c_max, metrics.temperature_c);
      byOrganization.set(device.organization_id, row);
    }
    return byOrganization;
  }
}

export const TELEMETRY_MEASURES = [
  'queue_frames',
  'frames_dropped',
  'cpu_percent_max',
  'disk_percent_max',
  'temperature_c_max',
] as const;
export type TelemetryMeasure = (typeof TELEMETRY_MEASURES)[number];
