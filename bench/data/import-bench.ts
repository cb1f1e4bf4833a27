import archiver from 'archiver';
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { Db } from 'mongodb';
import type { ObjectStore } from '../../api/lib/storage.js';
import { createApiClient, importDataset } from '../../clients/typescript/index.js';
import { FRAME_HEIGHT, FRAME_WIDTH, UniqueJpegs } from '../lib/unique-jpegs.js';
import { expectData, requestJson } from './http.js';

const CLASSES = ['car', 'person', 'truck', 'bicycle', 'dog'];
/** Objects written at once by the direct baseline (the import's own store writes are concurrent too). */
const PARALLEL = 8;
const DIRECT_PREFIX = 'bench/direct-import/';

export interface ImportBenchResult {
  images: number;
  boxes: number;
  archiveBytes: number;
  /** The zip sent in parts (the TypeScript client's importDataset), until the job completed. */
  apiMs: number;
  /** Of which the resumable upload of the archive. */
  uploadMs: number;
  /** The job's own record: running until completed. */
  runningMs: number;
  /** The client's side of the job: from the upload's end until `waitForJob` returned it completed. */
  clientWaitMs: number;
  /** Of which after the job's recorded end (`completed_at`), until the client's read saw it. */
  seenLateMs: number;
  /** The same images put into the store and the same image and box documents inserted, directly. */
  directMs: number;
}

export interface ImportBenchOptions {
  apiUrl: string;
  token: string;
  db: Db;
  store: ObjectStore;
  images: number;
  boxesPerImage: number;
  log: (line: string) => void;
}

/** Box `b` of image `i` in COCO pixels [x, y, w, h], inside the frame. */
function box(i: number, b: number): [number, number, number, number] {
  return [20 + b * 110, 30 + ((i * 7 + b * 13) % 200), 90, 120];
}

/** A COCO archive (train split) of the images and their boxes, written to a file, images stored. */
async function writeCocoZip(path: string, jpegs: UniqueJpegs, options: ImportBenchOptions): Promise<void> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const out = createWriteStream(path);
  archive.pipe(out);
  const images = [];
  const annotations = [];
  for (let i = 0; i < options.images; i++) {
    const fileName = `frame-${String(i).padStart(6, '0')}.jpg`;
    archive.append(jpegs.jpeg(i), { name: `images/train/${fileName}`, store: true });
    images.push({ id: i + 1, file_name: fileName, width: FRAME_WIDTH, height: FRAME_HEIGHT });
    for (let b = 0; b < options.boxesPerImage; b++) {
      annotations.push({
        id: annotations.length + 1,
        image_id: i + 1,
        category_id: (b % CLASSES.length) + 1,
        bbox: box(i, b),
      });
    }
  }
  const categories = CLASSES.map((name, k) => ({ id: k + 1, name }));
  archive.append(JSON.stringify({ images, annotations, categories }), { name: 'annotations/instances_train.json' });
  await archive.finalize();
  await finished(out);
}

/**
 * A COCO import as an ML engineer runs one: the archive sent in parts from a file with the
 * TypeScript client, the import job until completed. Against it, the same work directly: each
 * image put into the store and the image and box documents inserted with the driver, in batches
 * (into scratch collections, dropped afterwards).
 */
export async function benchCocoImport(options: ImportBenchOptions): Promise<ImportBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-vision-import-bench-'));
  try {
    const jpegs = await UniqueJpegs.create();
    const zipPath = join(dir, 'coco.zip');
    options.log(`writing a COCO zip of ${options.images} images with ${options.boxesPerImage} boxes each ...`);
    await writeCocoZip(zipPath, jpegs, options);
    const archiveBytes = statSync(zipPath).size;

    const project = await expectData<{ id: number }>(
      'create the import project',
      requestJson('POST', `${options.apiUrl}/data/projects`, options.token, {
        name: 'Import (bench)',
        project_type: 'object_detection',
        classes: [],
      }),
      201,
    );
    options.log(`importing ${(archiveBytes / 1024 / 1024).toFixed(0)} MiB through the API ...`);
    const api = createApiClient({ baseUrl: options.apiUrl, token: options.token });
    const started = performance.now();
    let uploadMs = 0;
    const job = await importDataset(api, project.id, await openAsBlob(zipPath), 'coco', {
      filename: 'coco.zip',
      timeoutMs: 3_600_000,
      onProgress: (sent, total) => {
        if (sent === total) uploadMs = performance.now() - started;
      },
    });
    const apiMs = performance.now() - started;
    const seenAt = Date.now();
    const result = job.result as { images_added: number; annotations_added: number } | null;
    if (result?.images_added !== options.images) {
      throw new Error(`the import added ${result?.images_added} images, expected ${options.images}`);
    }

    options.log('the same images and boxes stored directly ...');
    const directStarted = performance.now();
    await storeDirectly(options, jpegs);
    const directMs = performance.now() - directStarted;
    return {
      images: options.images,
      boxes: result.annotations_added,
      archiveBytes,
      apiMs,
      uploadMs,
      runningMs: Date.parse(job.completed_at ?? '') - Date.parse(job.started_at ?? ''),
      clientWaitMs: apiMs - uploadMs,
      seenLateMs: Math.max(0, seenAt - Date.parse(job.completed_at ?? '')),
      directMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await options.store.removePrefix(DIRECT_PREFIX);
    await options.db
      .collection('bench_direct_images')
      .drop()
      .catch(() => undefined);
    await options.db
      .collection('bench_direct_annotations')
      .drop()
      .catch(() => undefined);
  }
}

async function storeDirectly(options: ImportBenchOptions, jpegs: UniqueJpegs): Promise<void> {
  const { db, store } = options;
  const BATCH = 1000;
  for (let first = 0; first < options.images; first += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, options.images - first) }, (_, k) => first + k);
    let next = 0;
    const worker = async () => {
      while (next < indexes.length) {
        const i = indexes[next++]!;
        const bytes = jpegs.jpeg(i);
        await store.minioClient.putObject(store.bucket, `${DIRECT_PREFIX}${i}.jpg`, bytes, bytes.length, {
          'Content-Type': 'image/jpeg',
        });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const now = new Date();
    await db.collection('bench_direct_images').insertMany(
      indexes.map((i) => ({
        _id: i as unknown as never,
        filename: `frame-${i}.jpg`,
        storage_key: `${DIRECT_PREFIX}${i}.jpg`,
        width: FRAME_WIDTH,
        height: FRAME_HEIGHT,
        created_at: now,
      })),
    );
    await db.collection('bench_direct_annotations').insertMany(
      indexes.flatMap((i) =>
        Array.from({ length: options.boxesPerImage }, (_, b) => ({
          image_id: i,
          class_value: CLASSES[b % CLASSES.length],
          bbox: box(i, b),
          source: 'import',
          created_at: now,
        })),
      ),
    );
  }
}
