import type { Counter, Gauge } from 'prom-client';
import type { Logger } from '../../../lib/logging.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { ImageRepository } from './repository.js';

export interface SweepMetrics {
  removed: Counter;
  missing: Gauge;
}

export interface SweepResult {
  /** Image objects without a record, older than the grace period, now removed. */
  removed: string[];
  /** Image records (older than the grace period) whose object is not in the store. */
  missing: { organization_id: number; image_id: number; storage_key: string }[];
}

interface ListedObject {
  name?: string;
  prefix?: string;
  lastModified?: Date;
}

/** At most this many keys of records without an object go into one log line. */
const LOGGED_KEYS = 20;

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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly deps: {
      store: ObjectStore;
      images: Pick<ImageRepository, 'storedObjects' | 'organizationsWithImages'>;
      graceMs: number;
      logger: Logger;
      metrics: SweepMetrics;
    },
  ) {}

  /** Sweeps now (a crash may just have left orphans), then every `intervalMs`; 0 never sweeps. */
  start(intervalMs: number): void {
    if (intervalMs === 0) return;
    const tick = () => {
      if (this.running) return; // the previous sweep of a large bucket is still going
      this.running = this.sweep()
        .catch((err: unknown) => this.deps.logger.warn({ err }, 'storage sweep failed; retried at the next interval'))
        .finally(() => (this.running = null));
    };
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a sweep in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  async sweep(): Promise<SweepResult> {
    const result: SweepResult = { removed: [], missing: [] };
    // One organization at a time, so memory holds one organization's keys, not the bucket's.
    for (const organizationId of await this.organizations()) {
      await this.sweepOrganization(organizationId, result);
    }
    this.deps.metrics.missing.set(result.missing.length);
    if (result.removed.length > 0) {
      this.deps.metrics.removed.inc(result.removed.length);
      this.deps.logger.info({ removed: result.removed.length }, 'storage sweep removed image objects without a record');
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
    const cutoff = new Date(Date.now() - graceMs);
    const objects = new Map<string, Date>();
    for await (const item of this.list(`orgs/${organizationId}/images/`, true)) {
      if (item.name && item.lastModified) objects.set(item.name, item.lastModified);
    }
    const recorded = new Set<string>();
    for await (const record of images.storedObjects(organizationId)) {
      recorded.add(record.storage_key);
      if (!objects.has(record.storage_key) && record.created_at < cutoff) {
        result.missing.push({ organization_id: organizationId, image_id: record._id, storage_key: record.storage_key });
      }
    }
    const orphans = [...objects]
      .filter(([key, modified]) => !recorded.has(key) && modified < cutoff)
      .map(([key]) => key);
    if (orphans.length === 0) return;
    const refused = new Set<string>();
    for (const answer of await store.client.removeObjects(store.bucket, orphans)) {
      if (answer?.Error?.Key) refused.add(answer.Error.Key);
    }
    if (refused.size > 0) this.deps.logger.warn({ refused: refused.size }, 'the object store kept some orphans');
    result.removed.push(...orphans.filter((key) => !refused.has(key)));
  }

  /** Organizations with image objects or image records. */
  private async organizations(): Promise<number[]> {
    const ids = new Set<number>();
    for await (const item of this.list('orgs/', false)) {
      const match = item.prefix ? /^orgs\/(\d+)\/$/.exec(item.prefix) : null;
      if (match) ids.add(Number(match[1]));
    }
    for (const id of await this.deps.images.organizationsWithImages()) ids.add(id);
    return [...ids].sort((a, b) => a - b);
  }

  private list(prefix: string, recursive: boolean): AsyncIterable<ListedObject> {
    return this.deps.store.client.listObjectsV2(
      this.deps.store.bucket,
      prefix,
      recursive,
    ) as AsyncIterable<ListedObject>;
  }
}
