import { systemClock, type Clock } from '../clock.js';
import type { Logger } from '../logging.js';
import type { Claims } from '../mongo/claims.js';
import type { Job, JobQueue } from '../queue.js';
import { FairOrder } from './fair-order.js';

/** What a queued job carries: which record of which tenant to run. */
export interface RunRef<Id extends string | number> {
  organization_id: number;
  id: Id;
}

/** A record as the protocol sees it. */
export interface LoadedRun<Rec> {
  record: Rec;
  /** Nothing is left to do (completed, failed, cancelled): it is never run again. */
  finished: boolean;
  /** Runs started so far (0 before the first). */
  attempt: number;
  /** Written every few seconds by the run in progress; null while none is. */
  heartbeat_at: Date | null;
}

/**
 * Stops the heartbeat (waiting for one in flight), then makes the write that ends the record, so
 * no heartbeat of the run lands after its ending (whatever form the kind's heartbeat write takes).
 */
export type Settle = <T>(write: () => Promise<T>) => Promise<T>;

/** One kind of record run by the protocol (exports, inference requests). */
export interface RunKind<Id extends string | number, Rec> {
  /** The Agenda job's name. */
  jobName: string;
  /** Attempt claims are `${claimPrefix}:${id}:${attempt}`. */
  claimPrefix: string;
  load(ref: RunRef<Id>): Promise<LoadedRun<Rec> | null>;
  /** Marks the record as run by `attempt` (status, attempt, heartbeat); the claim is held. */
  begin(record: Rec, attempt: number): Promise<void>;
  /** Proves `attempt` alive (a write guarded by the attempt number). */
  heartbeat(record: Rec, attempt: number): Promise<void>;
  /**
   * Does the work and ends the record (completed, failed), writing only as `attempt`; the ending
   * write goes through `settle`.
   */
  work(record: Rec, attempt: number, settle: Settle): Promise<void>;
  /** Removes what a run killed midway may have left outside the database (an upload in parts). */
  cleanUp(record: Rec): Promise<void>;
  /** Ends a record whose every allowed run was interrupted. */
  giveUp(record: Rec, attempts: number): Promise<void>;
  /** Unfinished records untouched since `before`: never queued (the process died), or abandoned. */
  stranded(before: Date): Promise<RunRef<Id>[]>;
}

export const DEFAULT_RUN_TIMING = {
  /** How often a run proves it is alive (and extends its Agenda lock). */
  heartbeatMs: 5_000,
  /** A run whose heartbeat is older than this is taken for dead; its record is run again. */
  staleMs: 60_000,
  /** How often a second run of the same record checks on the first. */
  standbyMs: 2_000,
};

export type RunTiming = typeof DEFAULT_RUN_TIMING;

/**
 * How long an attempt claim is kept. Once its run wrote the attempt into the record, the claim
 * only stops a process that read the record just before; an hour is far beyond any such pause.
 * It also bounds the one stuck case: a process that died between claiming and writing the
 * attempt, whose record is resumed once the claim lapsed.
 */
export const ATTEMPT_CLAIM_TTL_MS = 3600_000;

export interface ClaimedRunsOptions {
  queue: JobQueue;
  claims: Claims;
  logger: Logger;
  /** Decides whether a heartbeat is stale and when a record was stranded. */
  clock: Clock;
  /** Runs a record may start; when this many were interrupted (their process died), it fails. */
  maxAttempts: number;
  /** Records one API process runs at once. */
  concurrency: number;
  timing?: Partial<RunTiming>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The claimed-run protocol, for work that outlives a request: the record is the truth, the Agenda
 * job only carries its id.
 *
 * - Claim: Agenda's lock lapses after `staleMs`, so a job whose process paused for longer may
 *   start in a second process beside the first. Each run claims its attempt number (`Claims`);
 *   only the claim holder works, and every write of its run is guarded by that number.
 * - Heartbeat: the holder writes `heartbeat_at` every `heartbeatMs` and touches its Agenda job.
 * - Resumption: when the process dies, the Agenda lock expires after `staleMs` (the lock
 *   lifetime), any process locks the job again, finds the heartbeat stale, claims the next attempt
 *   and cleans up what the dead run left. A second run of a live record stands by until it ends.
 * - Attempt limit: a record interrupted `maxAttempts` times is ended by `giveUp` (after `cleanUp`).
 * - Fair order: organizations share the queue in turns (fair-order.ts): a job's priority is
 *   minus its place, and the queue runs the highest priority first; one organization's 500
 *   waiting runs do not delay another's single run beyond the runs already started.
 * - Sweep: every process re-queues, every `staleMs`, unfinished records untouched for `staleMs`
 *   (an API killed between saving a record and queueing it). Re-queueing is an insert-only
 *   upsert keyed by the record, so a record whose job still exists gets no second one. Lapsed
 *   attempt claims are removed by the claims' TTL index.
 */
export class ClaimedRuns<Id extends string | number, Rec> {
  readonly timing: RunTiming;
  private readonly order: FairOrder;

  constructor(
    private readonly kind: RunKind<Id, Rec>,
    private readonly options: ClaimedRunsOptions,
  ) {
    this.timing = { ...DEFAULT_RUN_TIMING, ...options.timing };
    const { agenda } = options.queue;
    this.order = new FairOrder(options.queue.db, kind.jobName);
    agenda.define<RunRef<Id>>(kind.jobName, async (job) => this.started(job), {
      concurrency: options.concurrency,
      lockLimit: options.concurrency,
      removeOnComplete: true,
      lockLifetime: this.timing.staleMs,
    });
    options.queue.sweepEvery(kind.jobName, this.timing.staleMs, () => this.sweep());
  }

  /** Queues a run of a saved record, after the runs its organization has waiting. */
  async enqueue(ref: RunRef<Id>): Promise<void> {
    const place = await this.order.take(ref.organization_id);
    await this.options.queue.agenda
      .create<RunRef<Id>>(this.kind.jobName, ref)
      .priority(-place)
      // Agenda schedules and locks on the wall clock.
      .schedule(systemClock.now())
      .save();
  }

  /**
   * Queues the record unless a job for it exists already; a stranded record goes next (at the
   * clock), without taking a place of its organization's (a sweep finds every long-waiting
   * record stranded, and would otherwise push the organization's next runs back each time).
   */
  private async requeue(ref: RunRef<Id>): Promise<void> {
    await this.options.queue.agenda
      .create<RunRef<Id>>(this.kind.jobName, ref)
      .priority(-(await this.order.clock()))
      // Agenda schedules and locks on the wall clock.
      .schedule(systemClock.now())
      .unique({ 'data.organization_id': ref.organization_id, 'data.id': ref.id }, { insertOnly: true })
      .save();
  }

  /** An Agenda job starts: the queue's clock moves to its place, then the record runs. */
  private async started(job: Job<RunRef<Id>>): Promise<void> {
    await this.order.started(-job.attrs.priority).catch((err: unknown) => {
      this.options.logger.warn({ err, job: this.kind.jobName }, 'fair-order clock not moved');
    });
    await this.run(job.attrs.data, () => job.touch());
  }

  /** Re-queues stranded records; returns how many. */
  async sweep(): Promise<number> {
    const stranded = await this.kind.stranded(new Date(this.options.clock.now().getTime() - this.timing.staleMs));
    for (const ref of stranded) await this.requeue(ref);
    if (stranded.length > 0) {
      // Most of these still have their job (waiting in a long queue): re-queueing left them alone.
      this.options.logger.debug({ job: this.kind.jobName, records: stranded.length }, 'unfinished records re-queued');
    }
    return stranded.length;
  }

  /**
   * One Agenda job: runs the record, stands by while another run is alive, or gives up. It never
   * throws: a failed job would stay in the queue and keep the sweep from queueing the record again;
   * a run that errs stops its heartbeat instead, and the record is resumed once that is stale.
   */
  async run(ref: RunRef<Id>, touch: () => Promise<void>): Promise<void> {
    try {
      await this.runOrStandBy(ref, touch);
    } catch (err) {
      this.options.logger.error({ err, job: this.kind.jobName, id: ref.id }, 'run failed; resumed once stale');
    }
  }

  private async runOrStandBy(ref: RunRef<Id>, touch: () => Promise<void>): Promise<void> {
    const { claims, maxAttempts } = this.options;
    for (;;) {
      const loaded = await this.kind.load(ref);
      if (!loaded || loaded.finished) return;
      const alive =
        loaded.heartbeat_at !== null &&
        loaded.heartbeat_at.getTime() > this.options.clock.now().getTime() - this.timing.staleMs;
      if (!alive && loaded.attempt >= maxAttempts) {
        // Idempotent, so without a claim: two processes giving up at once do the same thing.
        this.options.logger.error(
          { job: this.kind.jobName, id: ref.id, attempts: loaded.attempt },
          'interrupted too often; failed',
        );
        await this.kind.cleanUp(loaded.record);
        await this.kind.giveUp(loaded.record, loaded.attempt);
        return;
      }
      const next = loaded.attempt + 1;
      const key = `${this.kind.claimPrefix}:${ref.id}:${next}`;
      if (!alive && (await claims.acquire(key, { expiresInMs: ATTEMPT_CLAIM_TTL_MS }))) {
        await this.execute(loaded.record, next, loaded.attempt > 0, touch);
        return;
      }
      await sleep(this.timing.standbyMs);
      await touch();
    }
  }

  private async execute(record: Rec, attempt: number, resumed: boolean, touch: () => Promise<void>): Promise<void> {
    // First of all the record names its run: from here on a stale heartbeat means "resume".
    await this.kind.begin(record, attempt);
    let beating: Promise<void> = Promise.resolve();
    const heartbeat = setInterval(() => {
      beating = this.kind.heartbeat(record, attempt).catch((err: unknown) => {
        this.options.logger.warn({ err, job: this.kind.jobName }, 'heartbeat failed');
      });
      touch().catch(() => undefined);
    }, this.timing.heartbeatMs);
    heartbeat.unref();
    const settle: Settle = async (write) => {
      clearInterval(heartbeat);
      await beating;
      return write();
    };
    try {
      if (resumed) await this.kind.cleanUp(record);
      await this.kind.work(record, attempt, settle);
    } finally {
      clearInterval(heartbeat);
    }
  }
}
