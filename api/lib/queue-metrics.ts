import type { Db } from 'mongodb';
import { Gauge, Histogram, type Registry } from 'prom-client';
import { systemClock } from './clock.js';
import type { Job, JobQueue } from './queue.js';

/** Agenda's collection (see queue.ts). */
const JOBS_COLLECTION = 'jobs';

interface NameCount {
  _id: string;
  count: number;
}

/**
 * Queue depth and job durations. The gauges are read from the jobs collection at scrape time,
 * so every API replica reports the same numbers (alert on `max`, not `sum`); the histogram
 * counts the runs of this replica, from Agenda's own start/fail/complete events.
 */
export function instrumentQueue(queue: JobQueue, db: Db, registry: Registry): void {
  const jobs = db.collection(JOBS_COLLECTION);
  const countByName = async (match: object): Promise<NameCount[]> =>
    jobs.aggregate<NameCount>([{ $match: match }, { $group: { _id: '$name', count: { $sum: 1 } } }]).toArray();
  // Agenda sets and compares `nextRunAt` on the wall clock, so these figures read that clock too.
  const due = () => ({ nextRunAt: { $lte: systemClock.now() }, lockedAt: null, disabled: { $ne: true } });

  new Gauge({
    name: 'edge_vision_queue_depth',
    help: 'Jobs due to run that no worker has picked up yet, by job name',
    labelNames: ['name'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { _id, count } of await countByName(due())) this.set({ name: _id }, count);
    },
  });
  new Gauge({
    name: 'edge_vision_queue_running',
    help: 'Jobs locked by a worker (running), by job name',
    labelNames: ['name'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { _id, count } of await countByName({ lockedAt: { $ne: null } })) this.set({ name: _id }, count);
    },
  });
  new Gauge({
    name: 'edge_vision_queue_oldest_due_seconds',
    help: 'How long the longest-waiting due job has waited for a worker (0 when none waits)',
    registers: [registry],
    async collect() {
      const [oldest] = await jobs.find(due()).sort({ nextRunAt: 1 }).limit(1).toArray();
      const now = systemClock.now().getTime();
      const since = oldest?.nextRunAt instanceof Date ? oldest.nextRunAt.getTime() : now;
      this.set(Math.max(0, (now - since) / 1000));
    },
  });

  const duration = new Histogram({
    name: 'edge_vision_job_duration_seconds',
    help: 'Run time of queued jobs on this replica, by job name and result (success or failure)',
    labelNames: ['name', 'result'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });
  const running = new WeakMap<Job, { started: number; failed: boolean }>();
  queue.agenda.on('start', (job: Job, remote?: boolean) => {
    if (!remote) running.set(job, { started: performance.now(), failed: false });
  });
  queue.agenda.on('fail', (_err: Error, job: Job, remote?: boolean) => {
    const run = remote ? undefined : running.get(job);
    if (run) run.failed = true;
  });
  queue.agenda.on('complete', (job: Job, remote?: boolean) => {
    const run = remote ? undefined : running.get(job);
    if (!run) return;
    running.delete(job);
    duration.observe(
      { name: job.attrs.name, result: run.failed ? 'failure' : 'success' },
      (performance.now() - run.started) / 1000,
    );
  });
}
