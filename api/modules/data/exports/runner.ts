import type { Clock } from '../../../lib/clock.js';
import type { Logger } from '../../../lib/logging.js';
import {
  ClaimedRuns,
  type LoadedRun,
  type RunKind,
  type RunRef,
  type RunTiming,
  type Settle,
} from '../../../lib/jobs/claimed-runs.js';
import type { Claims } from '../../../lib/mongo/claims.js';
import type { JobQueue } from '../../../lib/queue.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { DatasetItemDoc, DatasetRepository, Split } from '../datasets/repository.js';
import { pickCalibration } from './calibration.js';
import { writeCoco } from './coco.js';
import type { LayoutContext } from './layout.js';
import type { AsyncJobDoc, AsyncJobRepository, ExportResult } from './repository.js';
import { writeYolo } from './yolo.js';
import { writeVoc } from './voc.js';
import { writeCvat } from './cvat.js';
import { writeClassification } from './classification.js';
import { readAhead } from './read-ahead.js';
import { readWholeIfSmall, type ImageSource } from './image-source.js';
import { ZipUpload } from './zip-upload.js';
import { asLoadedRun } from '../../../lib/jobs/run-records.js';

export const EXPORT_JOB = 'data.export';
/** Images opened ahead of the one being written (see readAhead). */
const READ_AHEAD = 32;

/** Each archive layout by its format name. */
const WRITERS: Record<AsyncJobDoc['format'], (ctx: LayoutContext) => Promise<void>> = {
  yolo: writeYolo,
  coco: writeCoco,
  voc: writeVoc,
  cvat: writeCvat,
  classification: writeClassification,
};

/** A failure whose message is meant for the client (stored as the job's `error`). */
class ExportFailure extends Error {}

export interface ExportRunnerDeps {
  queue: JobQueue;
  clock: Clock;
  claims: Claims;
  store: ObjectStore;
  jobs: AsyncJobRepository;
  datasets: DatasetRepository;
  logger: Logger;
  /** Runs an export may start; one interrupted this often (its process died each time) fails. */
  maxAttempts: number;
  timing?: Partial<RunTiming & { progressMs: number }>;
}

/**
 * Runs exports as Agenda jobs, in whichever API process locks them, through the claimed-run
 * protocol (api/lib/jobs): a run killed midway is resumed by another process (its upload in
 * parts aborted first), an export interrupted `maxAttempts` times fails, and one saved but never
 * queued is queued by the sweep. A finished record is never run again.
 */
export class ExportRunner implements RunKind<string, AsyncJobDoc> {
  readonly jobName = EXPORT_JOB;
  readonly claimPrefix = 'async-job';
  private readonly runs: ClaimedRuns<string, AsyncJobDoc>;
  private readonly progressMs: number;

  constructor(private readonly deps: ExportRunnerDeps) {
    this.progressMs = deps.timing?.progressMs ?? 500;
    this.runs = new ClaimedRuns(this, { ...deps, concurrency: 2 });
  }

  async enqueue(organizationId: number, jobId: string): Promise<void> {
    await this.runs.enqueue({ organization_id: organizationId, id: jobId });
  }

  async load(ref: RunRef<string>): Promise<LoadedRun<AsyncJobDoc> | null> {
    const record = await this.deps.jobs.find(ref.organization_id, ref.id);
    if (!record) return null;
    return asLoadedRun(record, record.status === 'completed' || record.status === 'failed');
  }

  stranded(before: Date): Promise<RunRef<string>[]> {
    return this.deps.jobs.stranded(before);
  }

  async begin(record: AsyncJobDoc, attempt: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.jobs.update(record.organization_id, record._id, null, {
      status: 'running',
      attempt,
      heartbeat_at: now,
      started_at: record.started_at ?? now,
      progress: 0,
      message: attempt > 1 ? `Restarted (attempt ${attempt})` : 'Started',
    });
  }

  async heartbeat(record: AsyncJobDoc, attempt: number): Promise<void> {
    await this.deps.jobs.update(record.organization_id, record._id, attempt, { heartbeat_at: this.deps.clock.now() });
  }

  /** An upload in parts left by a killed run is invisible in listings but keeps its storage. */
  async cleanUp(record: AsyncJobDoc): Promise<void> {
    await this.deps.store.removeUnfinished(record.artifact_key);
    await this.deps.store.remove(record.artifact_key);
  }

  /** Every allowed run died before finishing (e.g. the export takes its process down each time). */
  async giveUp(record: AsyncJobDoc, attempts: number): Promise<void> {
    await this.deps.jobs.update(record.organization_id, record._id, record.attempt, {
      status: 'failed',
      error: `The export was interrupted ${attempts} times (its API process stopped); request it again`,
      message: 'Failed',
      completed_at: this.deps.clock.now(),
      heartbeat_at: null,
    });
  }

  async work(record: AsyncJobDoc, attempt: number, settle: Settle): Promise<void> {
    const { jobs, logger } = this.deps;
    const org = record.organization_id;
    try {
      const result = await this.produce(record, attempt);
      await settle(() =>
        jobs.update(org, record._id, attempt, {
          status: 'completed',
          progress: 1,
          result,
          message: `Completed: ${result.image_count} image(s)`,
          completed_at: this.deps.clock.now(),
          heartbeat_at: null,
        }),
      );
    } catch (err) {
      const known = err instanceof ExportFailure;
      if (!known) logger.error({ err, jobId: record._id }, 'export failed');
      await settle(() =>
        jobs.update(org, record._id, attempt, {
          status: 'failed',
          error: known ? err.message : 'The export failed unexpectedly; the error was logged',
          message: 'Failed',
          completed_at: this.deps.clock.now(),
          heartbeat_at: null,
        }),
      );
    }
  }

  /** Writes the archive; on any failure, nothing stays in the object store. */
  private async produce(record: AsyncJobDoc, attempt: number): Promise<ExportResult> {
    const { datasets, jobs, store } = this.deps;
    const org = record.organization_id;
    const version = await datasets.findVersion(org, record.dataset_version_id);
    if (!version) throw new ExportFailure(`Dataset version ${record.dataset_version_id} no longer exists`);

    let selection: number[] | null = null;
    if (record.type === 'calibration_export') {
      const candidates = await datasets.itemClasses(org, version._id);
      selection = pickCalibration(candidates, version.classes, record.max_images ?? 50, version.seed);
    }
    const total = selection ? selection.length : await datasets.countItems(org, version._id);

    let written = 0;
    let lastProgressAt = -Infinity;
    const ctx: LayoutContext = {
      zip: new ZipUpload(store, record.artifact_key, version.created_at),
      classes: version.classes,
      title: `Edge Vision dataset "${version.name}" (version ${version.version}, id ${version._id})`,
      items: (split: Split) => datasets.itemsInSplit(org, version._id, split, selection),
      withImages: (split: Split) =>
        readAhead(
          datasets.itemsInSplit(org, version._id, split, selection),
          (item) => this.openImage(item),
          READ_AHEAD,
        ),
      imageWritten: async () => {
        written += 1;
        if (performance.now() - lastProgressAt < this.progressMs && written < total) return;
        lastProgressAt = performance.now();
        await jobs.update(org, record._id, attempt, {
          progress: total > 0 ? Math.min(0.99, written / total) : 0,
          message: `Writing image ${written} of ${total}`,
        });
      },
    };
    try {
      await WRITERS[await this.layoutOf(record)](ctx);
      const size = await ctx.zip.finish();
      return { artifact_key: record.artifact_key, size_bytes: size, image_count: written };
    } catch (err) {
      await ctx.zip.abandon();
      throw err;
    }
  }

  /**
   * The layout an archive is written in: its format's, except that a YOLO dataset export of a
   * version holding only tags is Ultralytics' classification layout (what `yolo classify`
   * reads, and what Roboflow's YOLO export gives a classification project): YOLO label files
   * have no place for a tag. A calibration archive only needs the images and keeps the YOLO one.
   */
  private async layoutOf(record: AsyncJobDoc): Promise<AsyncJobDoc['format']> {
    if (record.format !== 'yolo' || record.type !== 'dataset_export') return record.format;
    const onlyTags = await this.deps.datasets.holdsOnlyTags(record.organization_id, record.dataset_version_id);
    return onlyTags ? 'classification' : 'yolo';
  }

  private async openImage(item: DatasetItemDoc): Promise<ImageSource> {
    try {
      return await readWholeIfSmall(await this.deps.store.read(item.storage_key));
    } catch (err) {
      const reason = (err as { code?: string }).code ?? (err as Error).message;
      throw new ExportFailure(`Image ${item.image_id} could not be read from the object store (${reason})`);
    }
  }
}
