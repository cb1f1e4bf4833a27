import type { Readable } from 'node:stream';
import type { Logger } from '../../../lib/logging.js';
import type { Claims } from '../../../lib/mongo/claims.js';
import type { JobQueue } from '../../../lib/queue.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { DatasetItemDoc, DatasetRepository, Split } from '../datasets/repository.js';
import { pickCalibration } from './calibration.js';
import { writeCoco } from './coco.js';
import type { LayoutContext } from './layout.js';
import type { AsyncJobDoc, AsyncJobRepository, ExportResult } from './repository.js';
import { writeYolo } from './yolo.js';
import { ZipUpload } from './zip-upload.js';

export const EXPORT_JOB = 'data.export';

interface ExportJobData {
  organization_id: number;
  job_id: string;
}

/** A failure whose message is meant for the client (stored as the job's `error`). */
class ExportFailure extends Error {}

export interface ExportRunnerDeps {
  queue: JobQueue;
  claims: Claims;
  store: ObjectStore;
  jobs: AsyncJobRepository;
  datasets: DatasetRepository;
  logger: Logger;
  /** Runs an export may start; one interrupted this often (its process died each time) fails. */
  maxAttempts: number;
  timing?: Partial<typeof DEFAULT_TIMING>;
}

const DEFAULT_TIMING = {
  /** How often a run proves it is alive (and extends its Agenda lock). */
  heartbeatMs: 5_000,
  /** A run whose heartbeat is older than this is taken for dead, and the job is run again. */
  staleMs: 60_000,
  /** How often a second run of the same job checks on the first. */
  standbyMs: 2_000,
  /** Progress is written at most this often. */
  progressMs: 500,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs exports as Agenda jobs, in whichever API process locks them. Agenda's lock is a
 * conditional update, which FerretDB v1 does not make atomic, so a job may start in two
 * processes; each run therefore claims its attempt number by unique insert, and only the claim
 * holder works. A second run stands by until the first finishes, and takes over (claiming the
 * next attempt) if the first stops sending heartbeats. A finished record is never run again.
 */
export class ExportRunner {
  private readonly timing: typeof DEFAULT_TIMING;

  constructor(private readonly deps: ExportRunnerDeps) {
    this.timing = { ...DEFAULT_TIMING, ...deps.timing };
    deps.queue.agenda.define<ExportJobData>(EXPORT_JOB, async (job) => this.run(job.attrs.data, () => job.touch()), {
      concurrency: 2,
      removeOnComplete: true,
      // A run touches its Agenda job with every heartbeat. When its process dies, the lock
      // expires after the same time as the heartbeat goes stale, and any API process (the
      // restarted one included) locks the job again and resumes it (attempt + 1).
      lockLifetime: this.timing.staleMs,
    });
  }

  async enqueue(organizationId: number, jobId: string): Promise<void> {
    await this.deps.queue.agenda.now<ExportJobData>(EXPORT_JOB, { organization_id: organizationId, job_id: jobId });
  }

  async run(data: ExportJobData, touch: () => Promise<void>): Promise<void> {
    const { jobs, claims } = this.deps;
    for (;;) {
      const record = await jobs.find(data.organization_id, data.job_id);
      if (!record || record.status === 'completed' || record.status === 'failed') return;
      const alive =
        record.status === 'running' &&
        record.heartbeat_at !== null &&
        record.heartbeat_at.getTime() > Date.now() - this.timing.staleMs;
      if (!alive && record.attempt >= this.deps.maxAttempts) {
        await this.giveUp(record);
        return;
      }
      if (!alive && (await claims.acquire(`async-job:${record._id}:${record.attempt + 1}`))) {
        await this.execute(record, record.attempt + 1, touch);
        return;
      }
      await sleep(this.timing.standbyMs);
      await touch();
    }
  }

  /** Every allowed run died before finishing (e.g. the export takes its process down each time). */
  private async giveUp(record: AsyncJobDoc): Promise<void> {
    this.deps.logger.error({ jobId: record._id, attempts: record.attempt }, 'export interrupted too often; failed');
    await this.deps.jobs.update(record.organization_id, record._id, record.attempt, {
      status: 'failed',
      error: `The export was interrupted ${record.attempt} times (its API process stopped); request it again`,
      message: 'Failed',
      completed_at: new Date(),
      heartbeat_at: null,
    });
  }

  private async execute(record: AsyncJobDoc, attempt: number, touch: () => Promise<void>): Promise<void> {
    const { jobs, logger } = this.deps;
    const org = record.organization_id;
    const now = new Date();
    await jobs.update(org, record._id, null, {
      status: 'running',
      attempt,
      heartbeat_at: now,
      started_at: record.started_at ?? now,
      progress: 0,
      message: attempt > 1 ? `Restarted (attempt ${attempt})` : 'Started',
    });
    const heartbeat = setInterval(() => {
      jobs.update(org, record._id, attempt, { heartbeat_at: new Date() }).catch((err: unknown) => {
        logger.warn({ err, jobId: record._id }, 'export heartbeat failed');
      });
      touch().catch(() => undefined);
    }, this.timing.heartbeatMs);
    heartbeat.unref();
    try {
      const result = await this.produce(record, attempt);
      await jobs.update(org, record._id, attempt, {
        status: 'completed',
        progress: 1,
        result,
        message: `Completed: ${result.image_count} image(s)`,
        completed_at: new Date(),
        heartbeat_at: null,
      });
    } catch (err) {
      const known = err instanceof ExportFailure;
      if (!known) logger.error({ err, jobId: record._id }, 'export failed');
      await jobs.update(org, record._id, attempt, {
        status: 'failed',
        error: known ? err.message : 'The export failed unexpectedly; the error was logged',
        message: 'Failed',
        completed_at: new Date(),
        heartbeat_at: null,
      });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Writes the archive; on any failure, nothing stays in the object store. */
  private async produce(record: AsyncJobDoc, attempt: number): Promise<ExportResult> {
    const { datasets, jobs, store } = this.deps;
    const org = record.organization_id;
    const version = await datasets.versions.forOrg(org).findOne({ _id: record.dataset_version_id });
    if (!version) throw new ExportFailure(`Dataset version ${record.dataset_version_id} no longer exists`);
    const items = datasets.items.forOrg(org);

    let selection: number[] | null = null;
    if (record.type === 'calibration_export') {
      const candidates = await items
        .find({ version_id: version._id }, { projection: { image_id: 1, classes: 1 } })
        .sort({ image_id: 1 })
        .toArray();
      selection = pickCalibration(candidates, version.classes, record.max_images ?? 50, version.seed);
    }
    const total = selection ? selection.length : await items.countDocuments({ version_id: version._id });

    let written = 0;
    let lastProgressAt = 0;
    const ctx: LayoutContext = {
      zip: new ZipUpload(store, record.artifact_key, version.created_at),
      classes: version.classes,
      title: `Edge Vision dataset "${version.name}" (version ${version.version}, id ${version._id})`,
      items: (split: Split) =>
        items
          .find({ version_id: version._id, split, ...(selection ? { image_id: { $in: selection } } : {}) })
          .sort({ image_id: 1 }) as AsyncIterable<DatasetItemDoc>,
      openImage: (item: DatasetItemDoc) => this.openImage(item),
      imageWritten: async () => {
        written += 1;
        if (Date.now() - lastProgressAt < this.timing.progressMs && written < total) return;
        lastProgressAt = Date.now();
        await jobs.update(org, record._id, attempt, {
          progress: total > 0 ? Math.min(0.99, written / total) : 0,
          message: `Writing image ${written} of ${total}`,
        });
      },
    };
    try {
      if (record.format === 'coco') await writeCoco(ctx);
      else await writeYolo(ctx);
      const size = await ctx.zip.finish();
      return { artifact_key: record.artifact_key, size_bytes: size, image_count: written };
    } catch (err) {
      await ctx.zip.abandon();
      throw err;
    }
  }

  private async openImage(item: DatasetItemDoc): Promise<Readable> {
    try {
      return await this.deps.store.client.getObject(this.deps.store.bucket, item.storage_key);
    } catch (err) {
      const reason = (err as { code?: string }).code ?? (err as Error).message;
      throw new ExportFailure(`Image ${item.image_id} could not be read from the object store (${reason})`);
    }
  }
}
