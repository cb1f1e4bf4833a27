import { ObjectId, type Db, type Filter } from 'mongodb';
import { isDuplicateKeyError } from '../../lib/mongo/database.js';
import { literalPattern } from '../../lib/mongo/regex.js';
import { findPage, type PageWindow } from '../../lib/mongo/page.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../lib/mongo/tenant-collection.js';
import type { ApprovalStatus, CheckinMetrics } from './schemas.js';
import type { ExportFormat } from '../../../contracts/custom-resources.js';
import type { DeploymentReleases } from './deployment-releases.js';

/** Which devices a list shows; every field given narrows it. */
export interface DeviceCriteria {
  status?: ApprovalStatus;
  /** Text found literally in the name or the device id. */
  search?: string;
  /** Seen at or after `since` (`within`), or not since then. */
  lastSeen?: { since: Date; within: boolean };
}

/** A device's check-ins, at or after `since` and before `until` when given. */
export interface CheckinCriteria {
  device: number;
  since?: Date;
  until?: Date;
}

function deviceFilter(criteria: DeviceCriteria): Filter<DeviceDoc> {
  const filter: Filter<DeviceDoc> = {};
  if (criteria.status) filter.status = criteria.status;
  if (criteria.search) {
    filter.$or = [{ name: literalPattern(criteria.search) }, { device_id: literalPattern(criteria.search) }];
  }
  if (criteria.lastSeen) {
    const { since, within } = criteria.lastSeen;
    filter.last_seen_at = within ? { $gte: since } : { $not: { $gte: since } };
  }
  return filter;
}

function checkinFilter({ device, since, until }: CheckinCriteria): Filter<CheckinDoc> {
  const filter: Filter<CheckinDoc> = { device };
  if (since || until) filter.at = { ...(since ? { $gte: since } : {}), ...(until ? { $lt: until } : {}) };
  return filter;
}

export interface DeviceDoc extends OrgDocument, DeploymentReleases {
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
    /** Absent on check-ins recorded before devices reported them. */
    model_formats?: ExportFormat[] | null;
    metrics: CheckinMetrics;
  } | null;
  created_at: Date;
  updated_at: Date;
}

/** What a check-in reads back from the device record it updates. */
export type CheckedInDevice = Pick<
  DeviceDoc,
  '_id' | 'organization_id' | 'device_id' | 'status' | 'deployment_releases' | 'deployment_releases_seen'
>;

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

/** The server's answer to dropping a collection that does not exist. */
const NAMESPACE_NOT_FOUND = 26;

export class DeviceRepository {
  private readonly devices: TenantCollection<DeviceDoc>;
  private readonly checkins: TenantCollection<CheckinDoc>;
  constructor(
    private readonly db: Db,
    private readonly sequences: Sequences,
  ) {
    this.devices = new TenantCollection(db.collection<DeviceDoc>('devices'), [
      { key: { organization_id: 1, device_id: 1 }, name: 'org_device_id_unique', unique: true },
      // Device authentication: one point read per request, by the key's hash.
      { key: { api_key_hash: 1 }, name: 'api_key_hash_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
      { key: { organization_id: 1, last_seen_at: -1 }, name: 'org_last_seen' },
    ]);
    this.checkins = new TenantCollection(db.collection<CheckinDoc>('device_checkins'), [
      { key: { device: 1, at: -1 }, name: 'device_at' },
    ]);
  }

  async ensureIndexes(): Promise<void> {
    await this.devices.ensureIndexes();
    await this.checkins.ensureIndexes();
    await this.dropRetiredKeyIndex();
  }

  /**
   * Earlier releases kept approved devices' key hashes in a `device_keys` collection, a second
   * copy the index on `api_key_hash` makes unnecessary; it goes where it exists.
   */
  private async dropRetiredKeyIndex(): Promise<void> {
    const found = await this.db.listCollections({ name: 'device_keys' }, { nameOnly: true }).toArray();
    if (found.length === 0) return;
    await this.db.dropCollection('device_keys').catch((err: unknown) => {
      // Another API process starting beside this one dropped it first.
      if ((err as { code?: unknown }).code !== NAMESPACE_NOT_FOUND) throw err;
    });
  }

  async findByKeyHash(hash: string): Promise<DeviceDoc | null> {
    return (await this.devices.findByCredential('api_key_hash', hash))[0] ?? null;
  }

  get(organizationId: number, id: number): Promise<DeviceDoc | null> {
    return this.devices.forOrg(organizationId).findOne({ _id: id });
  }

  async has(organizationId: number, id: number): Promise<boolean> {
    return (await this.devices.forOrg(organizationId).findOne({ _id: id }, { projection: { _id: 1 } })) !== null;
  }

  /** One page of the organization's devices, newest first, and how many match in all. */
  page(organizationId: number, criteria: DeviceCriteria, window: PageWindow) {
    return findPage(this.devices.forOrg(organizationId), deviceFilter(criteria), { created_at: -1, _id: -1 }, window);
  }

  /** One page of a device's check-in history, newest first, and how many match in all. */
  checkinPage(organizationId: number, criteria: CheckinCriteria, window: PageWindow) {
    return findPage(this.checkins.forOrg(organizationId), checkinFilter(criteria), { at: -1, _id: -1 }, window);
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

  /** The organization's devices with these container engine ids, as ids and device ids. */
  withDeviceIds(organizationId: number, deviceIds: string[]) {
    return this.idsWhere(organizationId, { device_id: { $in: deviceIds } });
  }

  /** The organization's approved devices carrying all these labels, as ids and device ids. */
  approvedWithLabels(organizationId: number, labels: Record<string, string>) {
    const filter: Filter<DeviceDoc> = { status: 'approved' };
    for (const [key, value] of Object.entries(labels)) (filter as Record<string, unknown>)[`labels.${key}`] = value;
    return this.idsWhere(organizationId, filter);
  }

  private async idsWhere(
    organizationId: number,
    filter: Filter<DeviceDoc>,
  ): Promise<{ id: number; deviceId: string; modelFormats: string[] | null }[]> {
    const docs = await this.devices
      .forOrg(organizationId)
      .find(filter, { projection: { device_id: 1, 'last_checkin.model_formats': 1 } })
      .toArray();
    return docs.map((d) => ({ id: d._id, deviceId: d.device_id, modelFormats: d.last_checkin?.model_formats ?? null }));
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

  /**
   * Records the check-in on the device holding this key hash, while its status may check in (the
   * key's lookup and the write are one round trip: a key disabled or deleted a moment before is
   * refused), and in its history. Returns what the reply needs of the device, or null.
   */
  async recordCheckin(
    keyHash: string,
    statuses: ApprovalStatus[],
    checkin: NonNullable<DeviceDoc['last_checkin']>,
  ): Promise<CheckedInDevice | null> {
    const updated = await this.devices.findOneAndUpdateByCredential(
      'api_key_hash',
      keyHash,
      { status: { $in: statuses } },
      { $set: { last_seen_at: checkin.at, last_checkin: checkin, updated_at: checkin.at } },
      { device_id: 1, status: 1, deployment_releases: 1, deployment_releases_seen: 1 },
    );
    if (updated) {
      await this.checkins.forOrg(updated.organization_id).insertOne({
        _id: new ObjectId(),
        device: updated._id,
        at: checkin.at,
        status: checkin.status,
        agent_version: checkin.agent_version,
        uptime_s: checkin.uptime_s,
        metrics: checkin.metrics,
      });
    }
    return updated;
  }

  /** A deployment (or its rollback) was handed to the device: its next check-in looks for it. */
  async noteDeploymentReleased(organizationId: number, id: number): Promise<void> {
    await this.devices.forOrg(organizationId).updateMany({ _id: id }, { $inc: { deployment_releases: 1 } });
  }

  /**
   * A check-in that read `releases` found no deployment job: later ones skip the lookup until the
   * next release. Guarded on the count read, so a release made meanwhile is not passed over.
   */
  async noteNoDeploymentJobs(organizationId: number, id: number, releases: number | undefined): Promise<void> {
    const devices = this.devices.forOrg(organizationId);
    if (releases === undefined) {
      await devices.updateMany(
        { _id: id, deployment_releases: { $exists: false } },
        { $set: { deployment_releases: 0, deployment_releases_seen: 0 } },
      );
    } else {
      await devices.updateMany(
        { _id: id, deployment_releases: releases },
        { $set: { deployment_releases_seen: releases } },
      );
    }
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
   * dropped frames summed, CPU, disk and temperature at their worst device (null when no device
   * reported the measure).
   */
  async telemetryByOrganization(since: Date): Promise<Map<number, Record<TelemetryMeasure, number | null>>> {
    const rows = await this.devices
      .forMaintenance()
      .aggregate<{ _id: number } & Record<TelemetryMeasure, number | null>>([
        { $match: { last_seen_at: { $gte: since } } },
        {
          $group: {
            _id: '$organization_id',
            queue_frames: { $sum: '$last_checkin.metrics.queue_depth' },
            frames_dropped: { $sum: '$last_checkin.metrics.frames_dropped' },
            cpu_percent_max: { $max: '$last_checkin.metrics.cpu_percent' },
            disk_percent_max: { $max: '$last_checkin.metrics.disk_percent' },
            temperature_c_max: { $max: '$last_checkin.metrics.temperature_c' },
          },
        },
      ])
      .toArray();
    return new Map(
      rows.map(({ _id, ...measures }) => [
        _id,
        Object.fromEntries(TELEMETRY_MEASURES.map((m) => [m, measures[m] ?? null])) as Record<
          TelemetryMeasure,
          number | null
        >,
      ]),
    );
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
