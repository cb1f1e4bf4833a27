import type { Filter, UpdateFilter } from 'mongodb';
import type { Clock } from '../clock.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logging.js';
import type { OrgDocument, TenantCollection } from '../mongo/tenant-collection.js';
import type { LoadedRun, RunRef } from './claimed-runs.js';

/** The fields every record run by the claimed-run protocol carries (exports, inference requests). */
export interface RunRecord<Id extends string | number> extends OrgDocument<Id> {
  status: string;
  /** Runs started so far; a run owns the record through the claim on its number. */
  attempt: number;
  /** Written every few seconds by the run in progress; a stale one means the run died. */
  heartbeat_at: Date | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

/** The run fields of a record just saved, before any run started it. */
export function unstartedRun(createdBy: string, now: Date) {
  return {
    attempt: 0,
    heartbeat_at: null,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
    started_at: null,
    completed_at: null,
  };
}

/** The protocol's view of a record: `finished` by the kind's own rule; a heartbeat counts only while running. */
export function asLoadedRun<T extends RunRecord<string | number>>(record: T, finished: boolean): LoadedRun<T> {
  return {
    record,
    finished,
    attempt: record.attempt,
    heartbeat_at: record.status === 'running' ? record.heartbeat_at : null,
  };
}

/**
 * Queues a just-saved record's first run. A queue that refuses would leave the record waiting
 * for the sweep with nobody told: it is ended as failed at once (best effort), and the caller
 * gets an INTERNAL_ERROR saying nothing will run.
 */
export async function enqueueOrFail(options: {
  enqueue(): Promise<void>;
  /** Ends the record as failed. */
  fail(): Promise<unknown>;
  logger: Logger;
  /** Says which record, in the log line. */
  logContext: Record<string, unknown>;
  /** The log line, and the error's message. */
  messages: { log: string; error: string };
}): Promise<void> {
  try {
    await options.enqueue();
  } catch (err) {
    options.logger.error({ err, ...options.logContext }, options.messages.log);
    await options.fail().catch(() => undefined);
    throw new AppError('INTERNAL_ERROR', options.messages.error, 'nothing will run for it; retry later');
  }
}

/**
 * The two queries the protocol needs of a kind's collection, written once: the records a sweep
 * must queue again, and the update a run makes only while it still owns the record.
 */
export class RunRecords<Id extends string | number, T extends RunRecord<Id>> {
  constructor(
    private readonly collection: TenantCollection<T>,
    /** The statuses of a record that has not finished (queued or pending, and running). */
    private readonly unfinished: readonly T['status'][],
    private readonly clock: Clock,
  ) {}

  /** Unfinished records of every organization untouched since `before` (see ClaimedRuns.sweep). */
  async stranded(before: Date, limit = 500): Promise<RunRef<Id>[]> {
    const docs = await this.collection
      .forMaintenance()
      .aggregate<{ _id: Id; organization_id: number }>([
        { $match: { status: { $in: this.unfinished }, updated_at: { $lt: before } } },
        { $limit: limit },
        { $project: { organization_id: 1 } },
      ])
      .toArray();
    return docs.map((doc) => ({ organization_id: doc.organization_id, id: doc._id }));
  }

  /** Updates the record; with an attempt, only while that run still owns it. */
  update(organizationId: number, id: Id, attempt: number | null, set: Partial<T>): Promise<T | null> {
    const filter = (attempt === null ? { _id: id } : { _id: id, attempt }) as Filter<T>;
    const update = { $set: { ...set, updated_at: this.clock.now() } } as UpdateFilter<T>;
    return this.collection.forOrg(organizationId).findOneAndUpdate(filter, update);
  }
}
