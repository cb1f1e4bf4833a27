import type { Collection, Db } from 'mongodb';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import { isDuplicateKeyError } from './mongo/database.js';

/** Per-organization quotas, each with the setting that sets it. */
export const QUOTA_SETTINGS = {
  training_jobs: 'QUOTA_TRAINING_JOBS',
  export_jobs: 'QUOTA_EXPORT_JOBS',
  pending_exports: 'QUOTA_PENDING_EXPORTS',
  pending_inference: 'QUOTA_PENDING_INFERENCE',
  devices: 'QUOTA_DEVICES',
  images: 'QUOTA_IMAGES',
  stored_bytes: 'QUOTA_STORED_BYTES',
} as const;

export type QuotaName = keyof typeof QUOTA_SETTINGS;
export type QuotaLimits = Record<QuotaName, number>;

/** Quotas on things running at once: each holder (a job's id) takes one numbered slot. */
export type SlotQuota = 'training_jobs' | 'export_jobs' | 'pending_exports' | 'pending_inference';
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
  quota: CounterQuota;
  used: number;
}

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
  async add(organizationId: number, quota: CounterQuota, amount = 1): Promise<void> {
    const limit = this.limits[quota];
    const _id = `${organizationId}:${quota}`;
    const admit = () =>
      this.counters.findOneAndUpdate({ _id, used: { $lte: limit - amount } }, { $inc: { used: amount } });
    if (await admit()) return;
    await this.counters
      .updateOne({ _id }, { $setOnInsert: { organization_id: organizationId, quota, used: 0 } }, { upsert: true })
      .catch((err: unknown) => {
        // A concurrent first request made it.
        if (!isDuplicateKeyError(err)) throw err;
      });
    if (!(await admit())) throw quotaExceeded(quota, limit);
  }

  /** Gives back what `add` took (a deleted device, image or its bytes); never below zero. */
  async subtract(organizationId: number, quota: CounterQuota, amount = 1): Promise<void> {
    if (amount <= 0) return;
    const _id = `${organizationId}:${quota}`;
    const done = await this.counters.updateOne({ _id, used: { $gte: amount } }, { $inc: { used: -amount } });
    if (done.matchedCount === 0) await this.counters.updateOne({ _id }, { $set: { used: 0 } });
  }
}
