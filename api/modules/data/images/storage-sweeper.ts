import type { Clock } from '../../../lib/clock.js';
import type { Counter, Gauge } from 'prom-client';
import type { Logger } from '../../../lib/logging.js';
import { PeriodicRun } from '../../../lib/periodic-run.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { ImageRepository } from './repository.js';

export interface SweepMetrics {
  quarantined: Counter;
  missing: Gauge;
}

export interface SweepResult {
  /** Image objects without a record, older than the grace period, now under `quarantine/`. */
  quarantined: string[];
  /** Organizations left alone: more of their objects lack a record than a sweep may move. */
  refused: { organization_id: number; orphans: number; objects: number }[];
  /** Image records (older than the grace period) whose object is not in the store. */
  missing: { organization_id: number; image_id: number; storage_key: string }[];
}

/** At most this many keys of records without an object go into one log line. */
const LOGGED_KEYS = 20;

/** Where orphans go; the bucket's lifecycle rule expires them after STORAGE_QUARANTINE_DAYS. */
export const QUARANTINE_PREFIX = 'quarantine/';

/** Up to this many orphans an organization's sweep always moves, whatever their share. */
const ORPHANS_ALWAYS_MOVED = 5;

/**
 * Reconciles image objects with image records. An upload stores its object first and its record
 * second, and a deletion removes the record first; a process killed in between (or an object
 * store that refused the removal) leaves an object nobody can reach. Such an object, once older
 * than the grace period (which covers uploads still in progress), is removed.
 *
 * A record whose object is missing is reported (log and gauge), never deleted: the upload path
 * cannot produce one, so it means objects were lost outside the API (a bucket restored from an
 * older backup, a lifecycle rule), and the record still holds annotations and dataset history
 * a person should decide about.
 *
 * Each API process sweeps on a timer of its own rather than as a queued job: a sweep is
 * idempotent, and a timer keeps going through a database outage, where a queued job that failed
 * mid-outage would stay locked for its whole lock lifetime.
 */
export class StorageSweeper {
  private readonly periodic = new PeriodicRun(
    () => this.sweep(),
    (err) => this.deps.logger.warn({ err }, 'storage sweep failed; retried at the next interval'),
  );

  constructor(
    private readonly deps: {
      store: ObjectStore;
      clock: Clock;
      images: Pick<ImageRepository, 'storedObjects' | 'organizationsWithImages'>;
      /** Objects a dataset version holds stay, with or without an image record. */
      heldByVersions(organizationId: number, keys: string[]): Promise<Set<string>>;
      graceMs: number;
      /**
       * More orphans than this share of an organization's objects means the records are what is
       * missing (a database restored from an older backup): the sweep then moves nothing.
       */
      maxOrphanShare: number;
      quarantineDays: number;
      logger: Logger;
      metrics: SweepMetrics;
    },
  ) {}

  /** Sweeps now (a crash may just have left orphans), then every `intervalMs`; 0 never sweeps. */
  start(intervalMs: number): void {
    if (intervalMs > 0) this.periodic.start(intervalMs, { now: true });
  }

  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** The bucket expires quarantined objects; set once per sweep, so a new bucket gets it too. */
  private async expireQuarantine(): Promise<void> {
    await this.deps.store.setLifecycle({
      Rule: [
        {
          ID: 'edge-vision-quarantine',
          Status: 'Enabled',
          Filter: { Prefix: QUARANTINE_PREFIX },
          Expiration: { Days: this.deps.quarantineDays },
        },
      ],
    });
  }

  async sweep(): Promise<SweepResult> {
    const result: SweepResult = { quarantined: [], refused: [], missing: [] };
    // Without the permission to set it, orphans still go to quarantine; the log says to expire them.
    await this.expireQuarantine().catch((err: unknown) =>
      this.deps.logger.warn({ err }, `could not set the bucket's lifecycle rule expiring ${QUARANTINE_PREFIX}`),
    );
    // One organization at a time, so memory holds one organization's keys, not the bucket's.
    for (const organizationId of await this.organizations()) {
      await this.sweepOrganization(organizationId, result);
    }
    this.deps.metrics.missing.set(result.missing.length);
    if (result.quarantined.length > 0) {
      this.deps.metrics.quarantined.inc(result.quarantined.length);
      this.deps.logger.info(
        { quarantined: result.quarantined.length },
        `storage sweep moved image objects without a record to ${QUARANTINE_PREFIX}`,
      );
    }
    for (const refused of result.refused) {
      this.deps.logger.error(
        refused,
        'storage sweep left an organization alone: too many objects without a record (a database restored ' +
          'from an older backup?); nothing was moved',
      );
    }
    if (result.missing.length > 0) {
      this.deps.logger.warn(
        { missing: result.missing.length, first: result.missing.slice(0, LOGGED_KEYS) },
        'image records whose object is missing from the object store',
      );
    }
    return result;
  }

  private async sweepOrganization(organizationId: number, result: SweepResult): Promise<void> {
    const { store, images, graceMs } = this.deps;
    // Everything judged must be older than the grace period as of before the listing, so an
    // upload that finishes while the sweep runs is never taken for an orphan or a loss.
    const cutoff = new Date(this.deps.clock.now().getTime() - graceMs);
    const objects = new Map<string, Date>();
    for await (const item of this.deps.store.list(`orgs/${organizationId}/images/`)) {
      objects.set(item.name, item.lastModified);
    }
    const recorded = new Set<string>();
    for await (const record of images.storedObjects(organizationId)) {
      recorded.add(record.storage_key);
      if (!objects.has(record.storage_key) && record.created_at < cutoff) {
        result.missing.push({ organization_id: organizationId, image_id: record._id, storage_key: record.storage_key });
      }
    }
    const candidates = [...objects]
      .filter(([key, modified]) => !recorded.has(key) && modified < cutoff)
      .map(([key]) => key);
    if (candidates.length === 0) return;
    const held = await this.deps.heldByVersions(organizationId, candidates);
    const orphans = candidates.filter((key) => !held.has(key));
    if (orphans.length === 0) return;
    if (orphans.length > Math.max(ORPHANS_ALWAYS_MOVED, this.deps.maxOrphanShare * objects.size)) {
      result.refused.push({ organization_id: organizationId, orphans: orphans.length, objects: objects.size });
      return;
    }
    for (const key of orphans) {
      // Moved, not deleted: an object wrongly taken for an orphan can be copied back for a while.
      try {
        await store.copy(key, `${QUARANTINE_PREFIX}${key}`);
        await store.remove(key);
        result.quarantined.push(key);
      } catch (err) {
        this.deps.logger.warn({ err, key }, 'could not quarantine an orphan; left in place');
      }
    }
  }

  /** Organizations with image objects or image records. */
  private async organizations(): Promise<number[]> {
    const ids = new Set<number>();
    for await (const folder of this.deps.store.folders('orgs/')) {
      const match = /^orgs\/(\d+)\/$/.exec(folder);
      if (match) ids.add(Number(match[1]));
    }
    for (const id of await this.deps.images.organizationsWithImages()) ids.add(id);
    return [...ids].sort((a, b) => a - b);
  }
}
