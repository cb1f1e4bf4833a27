import type { Collection, Db } from 'mongodb';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import { isDuplicateKeyError } from './mongo/database.js';

/** Per-organization quotas, each with the setting that sets it. */
export const QUOTA_SETTINGS = {
  training_jobs: 'QUOTA_TRAINING_JOBS',
  export_jobs: 'QUOTA_EXPORT_JOBS',
  evaluation_jobs: 'QUOTA_EVALUATION_JOBS',
  pending_exports: 'QUOTA_PENDING_EXPORTS',
  pending_inference: 'QUOTA_PENDING_INFERENCE',
  devices: 'QUOTA_DEVICES',
  images: 'QUOTA_IMAGES',
  stored_bytes: 'QUOTA_STORED_BYTES',
} as const;

export type QuotaName = keyof typeof QUOTA_SETTINGS;
export type QuotaLimits = Record<QuotaName, number>;

/** Quotas on things running at once: each holder (a job's id) takes one numbered slot. */
export type SlotQuota = 'training_jobs' | 'export_jobs' | 'evaluation_jobs' | 'pending_exports' | 'pending_inference';
/** Quotas on amounts kept: a counter per organization. */
export type CounterQuota = 'devices' | 'images' | 'stored_bytes';

/**
 * Which of these holders still run (or wait) and which have finished: the module that owns them
 * answers. A holder in neither set has no record (yet, or any more).
 */
export type HolderStates = (
  organizationId: number,
  holders: string[],
) => Promise<{ running: Set<string>; finished: Set<string> }>;

interface SlotDoc {
  _id: string;
  organization_id: number;
  quota: SlotQuota;
  slot: number;
  holder: string;
  taken_at: Date;
}

interface CounterDoc {
  _id: string;
  organization_id: number;
  /** The document's first quota (`devices` or `images`). */
  quota: CounterQuota;
  used: number;
  /** In the `images` document: the stored bytes, kept beside the image count (see COUNTER_PLACE). */
  stored_bytes?: number;
}

/**
 * Where each counter lives. Images and their stored bytes share one document so that an upload
 * is admitted by one conditional `$inc` of both: both or neither, in one round trip.
 * (Earlier releases kept stored bytes in a document of their own, `<org>:stored_bytes`; its
 * count moves into the images document the first time it is missed there.)
 */
const COUNTER_PLACE: Record<CounterQuota, { doc: 'devices' | 'images'; field: 'used' | 'stored_bytes' }> = {
  devices: { doc: 'devices', field: 'used' },
  images: { doc: 'images', field: 'used' },
  stored_bytes: { doc: 'images', field: 'stored_bytes' },
};

/** Amounts added to (or given back from) counters of one document together. */
export type CounterAmounts = Partial<Record<CounterQuota, number>>;

/**
 * A slot freshly taken may belong to a request that has not stored its record yet; healing
 * frees a slot without a record only once it is this old.
 */
const SLOT_SETTLE_MS = 60_000;

export function quotaExceeded(quota: QuotaName, limit: number): AppError {
  return new AppError(
    'QUOTA_EXCEEDED',
    `The organization's quota ${quota} of ${limit} is used up`,
    `${quota}=${limit} (${QUOTA_SETTINGS[quota]}); wait for running work to finish, delete what is no longer needed, ` +
      'or ask the operator of the platform to raise it',
  );
}

/**
 * Admission under concurrency without transactions. Slots: a unique `_id` per (organization,
 * quota, slot number), so of concurrent requests for the last slot exactly one insert wins;
 * slots whose holders finished are freed when the quota is full (the owning module says which
 * still run), so a missed release never leaks. Counters: one document per (organization, quota),
 * raised only by a conditional `$inc` that keeps it within the limit.
 */
export class Quotas {
  private readonly slots: Collection<SlotDoc>;
  private readonly counters: Collection<CounterDoc>;

  constructor(
    db: Db,
    readonly limits: QuotaLimits,
    private readonly clock: Clock,
  ) {
    this.slots = db.collection<SlotDoc>('quota_slots');
    this.counters = db.collection<CounterDoc>('quota_counters');
  }

  async ensureIndexes(): Promise<void> {
    await this.slots.createIndex({ organization_id: 1, quota: 1, holder: 1 }, { name: 'org_quota_holder' });
  }

  /** Takes a slot for `holder`, or throws 429 QUOTA_EXCEEDED. */
  async takeSlot(organizationId: number, quota: SlotQuota, holder: string, active: HolderStates): Promise<void> {
    const limit = this.limits[quota];
    for (let healed = false; ; healed = true) {
      const taken = await this.slots.find({ organization_id: organizationId, quota }).toArray();
      const used = new Set(taken.map((s) => s.slot));
      for (let slot = 0; slot < limit; slot++) {
        if (used.has(slot)) continue;
        try {
          await this.slots.insertOne({
            _id: `${organizationId}:${quota}:${slot}`,
            organization_id: organizationId,
            quota,
            slot,
            holder,
            taken_at: this.clock.now(),
          });
          return;
        } catch (err) {
          if (!isDuplicateKeyError(err)) throw err;
        }
      }
      if (healed || !(await this.heal(organizationId, quota, taken, active))) throw quotaExceeded(quota, limit);
    }
  }

  /** Frees the holder's slot (a finished or refused job); nothing when it holds none. */
  async releaseSlot(organizationId: number, quota: SlotQuota, holder: string): Promise<void> {
    await this.slots.deleteMany({ organization_id: organizationId, quota, holder });
  }

  /** Frees the slots of holders that finished (or, once settled, have no record); true when any was freed. */
  private async heal(organizationId: number, quota: SlotQuota, taken: SlotDoc[], states: HolderStates) {
    const { running, finished } = await states(
      organizationId,
      taken.map((s) => s.holder),
    );
    let freed = false;
    for (const slot of taken) {
      if (running.has(slot.holder)) continue;
      const settled = this.clock.now().getTime() - slot.taken_at.getTime() > SLOT_SETTLE_MS;
      if (!finished.has(slot.holder) && !settled) continue;
      const result = await this.slots.deleteOne({ _id: slot._id, holder: slot.holder });
      freed ||= result.deletedCount > 0;
    }
    return freed;
  }

  /**
   * Adds `amount` to the counter if it stays within the limit, or throws 429 QUOTA_EXCEEDED. The
   * guarded increment comes first: the counter exists for every organization that counted once,
   * so an upload or a new device costs one round trip here; only a miss makes sure the counter
   * exists (a first request, or a concurrent one made it) and asks again.
   */
  add(organizationId: number, quota: CounterQuota, amount = 1): Promise<void> {
    return this.addTogether(organizationId, { [quota]: amount });
  }

  /**
   * Adds to counters of one document (images and stored bytes) in one guarded `$inc`: all are
   * admitted or none, and a refusal names the quota that is used up.
   */
  async addTogether(organizationId: number, amounts: CounterAmounts): Promise<void> {
    const { doc, entries } = this.placeOf(amounts);
    const _id = `${organizationId}:${doc}`;
    const filter: Record<string, unknown> = { _id };
    const inc: Record<string, number> = {};
    for (const { quota, field, amount } of entries) {
      filter[field] = { $lte: this.limits[quota] - amount };
      inc[field] = amount;
    }
    const admit = async () => (await this.counters.updateOne(filter, { $inc: inc })).matchedCount === 1;
    if (await admit()) return;
    await this.ensureCounter(organizationId, doc);
    if (await admit()) return;
    const current = await this.counters.findOne({ _id });
    const over =
      entries.find(({ field, quota, amount }) => (current?.[field] ?? 0) + amount > this.limits[quota]) ?? entries[0]!;
    throw quotaExceeded(over.quota, this.limits[over.quota]);
  }

  /** Gives back what `add` took (a deleted device, image or its bytes); never below zero. */
  subtract(organizationId: number, quota: CounterQuota, amount = 1): Promise<void> {
    return this.subtractTogether(organizationId, { [quota]: amount });
  }

  /** Gives back what `addTogether` took, in one round trip unless a counter would go below zero. */
  async subtractTogether(organizationId: number, amounts: CounterAmounts): Promise<void> {
    const { doc, entries } = this.placeOf(amounts);
    const given = entries.filter((e) => e.amount > 0);
    if (given.length === 0) return;
    const _id = `${organizationId}:${doc}`;
    const filter: Record<string, unknown> = { _id };
    const inc: Record<string, number> = {};
    for (const { field, amount } of given) {
      filter[field] = { $gte: amount };
      inc[field] = -amount;
    }
    if ((await this.counters.updateOne(filter, { $inc: inc })).matchedCount === 1) return;
    for (const { field, amount } of given) {
      const done = await this.counters.updateOne({ _id, [field]: { $gte: amount } }, { $inc: { [field]: -amount } });
      if (done.matchedCount === 0) await this.counters.updateOne({ _id }, { $set: { [field]: 0 } });
    }
  }

  private placeOf(amounts: CounterAmounts) {
    const entries = (Object.entries(amounts) as [CounterQuota, number][]).map(([quota, amount]) => ({
      quota,
      amount,
      ...COUNTER_PLACE[quota],
    }));
    const doc = entries[0]?.doc;
    if (!doc || entries.some((e) => e.doc !== doc)) {
      throw new Error(`counters ${Object.keys(amounts).join(', ')} are not kept together`);
    }
    return { doc, entries };
  }

  /**
   * Makes sure the counter document exists, and that the images document carries the stored
   * bytes (moved from the separate document earlier releases kept; 0 when there is none).
   */
  private async ensureCounter(organizationId: number, doc: 'devices' | 'images'): Promise<void> {
    const _id = `${organizationId}:${doc}`;
    const base = { organization_id: organizationId, quota: doc, used: 0 };
    const ensure =
      doc === 'images'
        ? this.counters.updateOne(
            { _id, stored_bytes: { $exists: false } },
            { $set: { stored_bytes: await this.legacyStoredBytes(organizationId) }, $setOnInsert: base },
            { upsert: true },
          )
        : this.counters.updateOne({ _id }, { $setOnInsert: base }, { upsert: true });
    await ensure.catch((err: unknown) => {
      // A concurrent first request made it (or the images document has its bytes already).
      if (!isDuplicateKeyError(err)) throw err;
    });
  }

  private async legacyStoredBytes(organizationId: number): Promise<number> {
    return (await this.counters.findOne({ _id: `${organizationId}:stored_bytes` }))?.used ?? 0;
  }
}
