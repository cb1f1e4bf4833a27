import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, type Job } from 'agenda';
import type { Db } from 'mongodb';
import type { Logger } from './logging.js';

export type { Job };

/**
 * Agenda on the platform's own database: jobs survive restarts, and a job is locked by one API
 * process at a time, so several replicas share the work. Polling only (no change streams, which
 * FerretDB lacks).
 */
export class JobQueue {
  readonly agenda: Agenda;
  private started = false;

  constructor(db: Db, options: { name: string; pollIntervalMs: number; logger: Logger }) {
    this.agenda = new Agenda({
      backend: new MongoBackend({ mongo: db, collection: 'jobs' }),
      name: options.name,
      processEvery: options.pollIntervalMs,
      defaultLockLifetime: 10 * 60_000,
    });
    this.agenda.on('error', (err: unknown) => options.logger.error({ err }, 'job queue error'));
    this.agenda.on('fail', (err: unknown, job: Job) => options.logger.warn({ err, job: job.attrs.name }, 'job failed'));
  }

  async start(): Promise<void> {
    await this.agenda.start();
    this.started = true;
  }

  /** Stops taking jobs and unlocks the ones this process held, so another process resumes them. */
  async stop(): Promise<void> {
    if (this.started) await this.agenda.stop();
    this.started = false;
  }
}
