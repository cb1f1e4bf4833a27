import archiver from 'archiver';
import { PassThrough, type Readable } from 'node:stream';
import type { Db } from 'mongodb';
import type { ObjectStore } from '../../api/lib/storage.js';
import type { DatasetItemDoc, DatasetVersionDoc, Split } from '../../api/modules/data/datasets/repository.js';
import { yoloLabelLines, dataYaml } from '../../api/modules/data/exports/yolo.js';
import { memoryOf, sampleRss } from '../inference/process-memory.js';
import { JpegSynthesizer } from '../../scripts/simulator/synthetic-jpeg.js';
import { expectData, requestJson } from './http.js';
import type { SeededImage } from './seed.js';

const SPLITS: readonly Split[] = ['train', 'val', 'test'];
/** Objects open at once, on both sides (the API's export reads 32 ahead). */
const READ_AHEAD = 32;

export interface ExportBenchResult {
  images: number;
  /** POST /data/datasets over the batches, until the version answered (usable). */
  versionMs: number;
  /** POST .../export?format=yolo until the poll that saw the job completed. */
  exportMs: number;
  /** The job's own record: queued until a worker took it, then running until completed. */
  queuedMs: number;
  runningMs: number;
  archiveBytes: number;
  /** The API process's resident memory when the export was asked for, and its peak while it ran. */
  rssBeforeMiB: number | null;
  rssPeakMiB: number | null;
  /** Reading the same items and objects, writing the same zip into the store, directly. */
  directMs: number;
  directArchiveBytes: number;
}

export interface ExportBenchOptions {
  apiUrl: string;
  token: string;
  db: Db;
  store: ObjectStore;
  organizationId: number;
  projectId: number;
  /** Whole seeded batches (1000 images each) are exported until at least this many images. */
  count: number;
  images: SeededImage[];
  batchIds: number[];
  objectKib: number;
  apiPid?: number;
  log: (line: string) => void;
}

interface JobView {
  status: 'queued' | 'running' | 'completed' | 'failed';
  error: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
  result: { size_bytes: number; image_count: number } | null;
}

async function inParallel<T>(items: readonly T[], concurrency: number, op: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await op(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * A YOLO export as a labeler asks for one: a dataset version of whole batches (every image,
 * annotated or not) and its export job, through the API, polling the job every 250 ms while
 * sampling the API process's memory. Against it, the same archive made directly: the version's
 * items read from the database split by split, the same objects read from the store with the
 * same read-ahead, and the same entries (`data.yaml`, stored images, deflated label files)
 * zipped by archiver straight into the store.
 */
export async function benchYoloExport(options: ExportBenchOptions): Promise<ExportBenchResult> {
  const { db, store, organizationId: org } = options;
  const batches = options.batchIds.slice(0, Math.ceil(options.count / 1000));
  const inBatches = new Set(batches);
  const exported = options.images.filter((image) => inBatches.has(image.batchId));

  options.log(`storing ${exported.length} JPEGs of ${options.objectKib} KiB for the YOLO export ...`);
  const synthesizer = new JpegSynthesizer(options.objectKib * 1024);
  synthesizer.calibrate();
  const frames = Array.from({ length: 8 }, (_, i) => synthesizer.render(700 + i, `export frame ${i}`));
  await inParallel(exported, 8, async (image) => {
    const frame = frames[image.id % frames.length]!;
    await store.minioClient.putObject(store.bucket, image.storageKey, frame, frame.length, {
      'Content-Type': 'image/jpeg',
    });
  });

  options.log(`YOLO export of ${exported.length} images through the API: version, then export job ...`);
  const started = performance.now();
  const version = await expectData<{ id: number; image_count: number }>(
    'create the exported version',
    requestJson('POST', `${options.apiUrl}/data/datasets`, options.token, {
      project_id: options.projectId,
      name: `bench export ${exported.length} images`,
      batch_ids: batches,
      seed: 7,
      only_annotated: false,
    }),
    201,
  );
  const versionMs = performance.now() - started;
  if (version.image_count !== exported.length) {
    throw new Error(`the exported version holds ${version.image_count} images, expected ${exported.length}`);
  }
  const MiB = 1024 * 1024;
  const rssBefore = options.apiPid === undefined ? null : (memoryOf(options.apiPid)?.rss ?? null);
  const rss = options.apiPid === undefined ? null : sampleRss(options.apiPid, 50);
  const exportStartedAt = Date.now();
  const queued = await expectData<{ job_id: string }>(
    'enqueue the YOLO export',
    requestJson('POST', `${options.apiUrl}/data/datasets/versions/${version.id}/export?format=yolo`, options.token),
    202,
  );
  // The sampler stops also when polling fails: its timer would keep the bench running.
  const job = await untilFinished(options, queued.job_id).finally(() => rss?.stop());
  const rssPeak = rss?.stop() ?? null;
  // From the POST to the completion the job recorded (same machine, same clock): the poll's
  // interval does not count.
  const exportMs = Date.parse(job.completed_at ?? '') - exportStartedAt;
  if (job.status === 'failed') throw new Error(`the YOLO export failed: ${job.error}`);
  if (job.result?.image_count !== exported.length) {
    throw new Error(`the YOLO export holds ${job.result?.image_count} images, expected ${exported.length}`);
  }
  const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

  options.log('the same archive directly: items, objects, zip into the store ...');
  const directStarted = performance.now();
  const directArchiveBytes = await zipDirectly(db, store, org, version.id);
  const directMs = performance.now() - directStarted;
  await store.minioClient.removeObject(store.bucket, DIRECT_KEY);

  return {
    images: exported.length,
    versionMs,
    exportMs,
    queuedMs: time(job.started_at) - time(job.created_at),
    runningMs: time(job.completed_at) - time(job.started_at),
    archiveBytes: job.result.size_bytes,
    rssBeforeMiB: rssBefore === null ? null : rssBefore / MiB,
    rssPeakMiB: rssPeak === null ? null : rssPeak / MiB,
    directMs,
    directArchiveBytes,
  };
}

const DIRECT_KEY = 'bench/direct-yolo-export.zip';

/**
 * Polls the job every 250 ms until it completed or failed: each poll is a request the API
 * serves beside the export, which a faster poll would slow down.
 */
async function untilFinished(options: ExportBenchOptions, jobId: string): Promise<JobView> {
  for (;;) {
    const job = await expectData<JobView>(
      'read job',
      requestJson('GET', `${options.apiUrl}/jobs/${jobId}`, options.token),
      200,
    );
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The YOLO layout of the version with the driver, the store client and archiver, nothing of the API's. */
async function zipDirectly(db: Db, store: ObjectStore, org: number, versionId: number): Promise<number> {
  const version = await db
    .collection<DatasetVersionDoc>('dataset_versions')
    .findOne({ organization_id: org, _id: versionId });
  const classes = version!.classes;
  const archive = archiver('zip', { zlib: { level: 6 } });
  const sink = new PassThrough();
  archive.pipe(sink);
  const upload = store.minioClient.putObject(store.bucket, DIRECT_KEY, sink, undefined, {
    'Content-Type': 'application/zip',
  });
  const date = new Date(0);
  const failed = new Promise<never>((_, reject) => archive.on('error', reject));
  failed.catch(() => undefined);
  const add = (name: string, source: Readable | string, stored = false) => {
    const written = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
    archive.append(source, { name, date, store: stored });
    return Promise.race([written, failed]);
  };
  await add('data.yaml', dataYaml(`version ${versionId}`, classes));
  for (const split of SPLITS) {
    await add(`images/${split}/`, '');
    await add(`labels/${split}/`, '');
    const items = db
      .collection<DatasetItemDoc>('dataset_items')
      .find({ organization_id: org, version_id: versionId, split })
      .sort({ image_id: 1 });
    const open: { item: DatasetItemDoc; source: Promise<Readable> }[] = [];
    const take = async () => {
      const { item, source } = open.shift()!;
      await add(`images/${split}/${item.image_id}-${item.filename}`, await source, true);
      const lines = yoloLabelLines(item, classes);
      await add(`labels/${split}/${item.image_id}.txt`, lines.length > 0 ? `${lines.join('\n')}\n` : '');
    };
    for await (const item of items) {
      const source = store.minioClient.getObject(store.bucket, item.storage_key);
      source.catch(() => undefined); // awaited in its turn
      open.push({ item, source });
      if (open.length >= READ_AHEAD) await take();
    }
    while (open.length > 0) await take();
  }
  await archive.finalize();
  await upload;
  return archive.pointer();
}
