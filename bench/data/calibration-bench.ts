import type { Db } from 'mongodb';
import type { DatasetItemDoc } from '../../api/modules/data/datasets/repository.js';
import { pickCalibration } from '../../api/modules/data/exports/calibration.js';
import type { ObjectStore } from '../../api/lib/storage.js';
import { JpegSynthesizer } from '../../scripts/simulator/synthetic-jpeg.js';
import { expectData, requestJson } from './http.js';
import type { SeededImage } from './seed.js';

export interface CalibrationBenchResult {
  images: number;
  /** From the POST to the poll that saw the job completed. */
  apiMs: number;
  /** The job's own record: queued until a worker picked it up, then running until completed. */
  queuedMs: number;
  runningMs: number;
  archiveBytes: number;
  /** Reading the same objects from the store one after the other and storing an object of the archive's size. */
  directMs: number;
}

export interface CalibrationBenchOptions {
  apiUrl: string;
  token: string;
  db: Db;
  store: ObjectStore;
  organizationId: number;
  version: { id: number; classes: string[] };
  /** The seed the version was created with: the calibration pick shuffles with it. */
  seed: number;
  images: SeededImage[];
  count: number;
  objectKib: number;
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
 * A calibration export of `count` images of the version, through the API: POST, then polling
 * `GET /jobs/{id}` until it completes. Only the images the export will read get objects in the
 * store (small JPEGs): the pick is the API's own `pickCalibration` over the version's items,
 * which is what the export runs.
 */
export async function benchCalibration(options: CalibrationBenchOptions): Promise<CalibrationBenchResult> {
  const { db, store, organizationId: org } = options;
  const candidates = await db
    .collection<DatasetItemDoc>('dataset_items')
    .find({ organization_id: org, version_id: options.version.id }, { projection: { image_id: 1, classes: 1 } })
    .sort({ image_id: 1 })
    .toArray();
  const picked = pickCalibration(candidates, options.version.classes, options.count, options.seed);
  const keyOf = new Map(options.images.map((image) => [image.id, image.storageKey]));
  const keys = picked.map((id) => keyOf.get(id)!);

  options.log(`storing ${keys.length} JPEGs of ${options.objectKib} KiB for the images the export reads ...`);
  const synthesizer = new JpegSynthesizer(options.objectKib * 1024);
  synthesizer.calibrate();
  const frames = Array.from({ length: 8 }, (_, i) => synthesizer.render(500 + i, `calibration frame ${i}`));
  await inParallel(
    keys.map((key, i) => ({ key, frame: frames[i % frames.length]! })),
    8,
    async ({ key, frame }) => {
      await store.minioClient.putObject(store.bucket, key, frame, frame.length, { 'Content-Type': 'image/jpeg' });
    },
  );

  options.log(`calibration export of ${keys.length} images through the API ...`);
  const started = performance.now();
  const queued = await expectData<{ job_id: string }>(
    'enqueue calibration export',
    requestJson(
      'POST',
      `${options.apiUrl}/data/datasets/versions/${options.version.id}/calibration?max_images=${options.count}`,
      options.token,
    ),
    202,
  );
  let job: JobView;
  for (;;) {
    job = await expectData<JobView>(
      'read job',
      requestJson('GET', `${options.apiUrl}/jobs/${queued.job_id}`, options.token),
      200,
    );
    if (job.status === 'completed' || job.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const apiMs = performance.now() - started;
  if (job.status === 'failed') throw new Error(`the calibration export failed: ${job.error}`);
  if (job.result?.image_count !== keys.length) {
    throw new Error(`the calibration export holds ${job.result?.image_count} images, expected ${keys.length}`);
  }
  const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

  options.log('reading the same objects and storing an archive-sized object directly ...');
  const directStarted = performance.now();
  for (const key of keys) {
    const stream = await store.minioClient.getObject(store.bucket, key);
    for await (const chunk of stream) void chunk;
  }
  const archive = Buffer.alloc(job.result.size_bytes, 1);
  await store.minioClient.putObject(store.bucket, 'bench/direct-archive.zip', archive, archive.length, {
    'Content-Type': 'application/zip',
  });
  const directMs = performance.now() - directStarted;

  return {
    images: keys.length,
    apiMs,
    queuedMs: time(job.started_at) - time(job.created_at),
    runningMs: time(job.completed_at) - time(job.started_at),
    archiveBytes: job.result.size_bytes,
    directMs,
  };
}
