import { MongoBackend, MongoChangeStreamNotificationChannel } from '@agendajs/mongo-backend';
import { Agenda, type Job, type NotificationHandler } from 'agenda';
import type { Db } from 'mongodb';
import type { Logger } from './logging.js';

export type { Job };

interface Sweep {
  name: string;
  intervalMs: number;
  sweep: () => Promise<unknown>;
  timer: NodeJS.Timeout | null;
  running: Promise<unknown> | null;
}

/** Agenda's collection. */
const JOBS_COLLECTION = 'jobs';

/**
 * The change stream's news of queued jobs, passed on only for the named jobs: the others keep
 * starting at the next poll, as the work that relies on that pacing expects (a request that can
 * still be cancelled before it runs).
 */
class NamedJobsChannel extends MongoChangeStreamNotificationChannel {
  constructor(
    config: ConstructorParameters<typeof MongoChangeStreamNotificationChannel>[0],
    private readonly names: ReadonlySet<string>,
  ) {
    super(config);
  }

  override subscribe(handler: NotificationHandler): () => void {
    return super.subscribe((notification) =>
      this.names.has(notification.jobName) ? handler(notification) : undefined,
    );
  }
}

/**
 * Agenda on the platform's own database: jobs survive restarts, and a job is locked by one API
 * process at a time, so several replicas share the work. A change stream on the jobs collection
 * tells every process of a job queued by any of them, so a job named in `startAtOnce` (an export, an import)
 * starts within a moment instead of at the next poll; the poll every `pollIntervalMs` stays, for what the stream misses
 * (while it reconnects) and for jobs due later. The locks race safely: MongoDB's
 * findOneAndUpdate is atomic (FerretDB's was not, which is why this channel was off before).
 *
 * Due jobs of a name run by priority first, then by due time (Agenda's default is the reverse):
 * claimed runs give their jobs priorities that interleave organizations (jobs/fair-order.ts);
 * every other job has the default priority, so for them the order stays the due time.
 */
export class JobQueue {
  readonly agenda: Agenda;
  private started = false;
  private readonly sweeps: Sweep[] = [];

  constructor(
    readonly db: Db,
    private readonly options: {
      name: string;
      pollIntervalMs: number;
      logger: Logger;
      /** Jobs started as soon as they are queued; the others wait for the next poll. */
      startAtOnce?: readonly string[];
    },
  ) {
    const queued = new NamedJobsChannel({ db, collection: JOBS_COLLECTION }, new Set(options.startAtOnce ?? []));
    // The channel reconnects by itself; until then the poll starts the jobs.
    queued.on('error', (err: unknown) =>
      options.logger.warn({ err }, 'job queue change stream failed; polling until it reconnects'),
    );
    this.agenda = new Agenda({
      backend: new MongoBackend({
        mongo: db,
        collection: JOBS_COLLECTION,
        sort: { priority: 'desc', nextRunAt: 'asc' },
        // Agenda's index is named for its own sort; ours is made in start() under another name.
        ensureIndex: false,
      }),
      notificationChannel: queued,
      name: options.name,
      processEvery: options.pollIntervalMs,
      defaultLockLifetime: 10 * 60_000,
    });
    this.agenda.on('error', (err: unknown) => options.logger.error({ err }, 'job queue error'));
    this.agenda.on('fail', (err: unknown, job: Job) => options.logger.warn({ err, job: job.attrs.name }, 'job failed'));
  }

  /**
   * Idempotent maintenance every process runs on its own timer while the queue runs, first at
   * start (a crash may just have left work behind). A timer rather than a queued job: it keeps
   * going through a database outage, where a queued job that failed mid-outage would stay
   * locked for its whole lock lifetime (as for the storage sweeper).
   */
  sweepEvery(name: string, intervalMs: number, sweep: () => Promise<unknown>): void {
    const entry: Sweep = { name, intervalMs, sweep, timer: null, running: null };
    this.sweeps.push(entry);
    if (this.started) this.startSweep(entry);
  }

  async start(): Promise<void> {
    await this.db
      .collection(JOBS_COLLECTION)
      .createIndex({ name: 1, priority: -1, nextRunAt: 1, lockedAt: 1, disabled: 1 }, { name: 'next_job_by_priority' });
    await this.agenda.start();
    this.started = true;
    for (const sweep of this.sweeps) this.startSweep(sweep);
  }

  /** Stops taking jobs and unlocks the ones this process held, so another process resumes them. */
  async stop(): Promise<void> {
    for (const sweep of this.sweeps) if (sweep.timer) clearInterval(sweep.timer);
    await Promise.all(this.sweeps.map((sweep) => sweep.running));
    if (this.started) await this.agenda.stop();
    this.started = false;
  }

  private startSweep(entry: Sweep): void {
    const tick = () => {
      if (entry.running) return;
      entry.running = entry
        .sweep()
        .catch((err: unknown) => this.options.logger.warn({ err, sweep: entry.name }, 'sweep failed; retried later'))
        .finally(() => (entry.running = null));
    };
    tick();
    entry.timer = setInterval(tick, entry.intervalMs);
    entry.timer.unref();
  }
}
