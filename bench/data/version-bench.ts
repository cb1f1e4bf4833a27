import { ObjectId, type Db } from 'mongodb';
import type { DatasetItemDoc, Split } from '../../api/modules/data/datasets/repository.js';
import type { ImageDoc } from '../../api/modules/data/images/repository.js';
import { expectData, requestJson } from './http.js';
import type { SeededImage } from './seed.js';

/** Marks the direct baseline's items, which are removed again (API versions count from 1). */
const DIRECT_VERSION_ID = -1;
/** Ids per `$in` and documents per `insertMany`, as the API's dataset code uses. */
const CHUNK = 1000;
const SPLITS: readonly Split[] = ['train', 'val', 'test'];

export interface CreatedVersion {
  id: number;
  image_count: number;
  batch_count: number;
  class_count: number;
  classes: string[];
  split_counts: Record<Split, number>;
  splits_locked: boolean;
}

export interface VersionBenchResult {
  images: number;
  /** Until the API answered with the version, usable from then on. */
  apiMs: number;
  /** Until the version read `splits_locked`: every image locked in its split, the whole work. */
  lockedMs: number;
  directMs: number;
  /** The direct baseline's two parts. */
  directUpdateMs: number;
  directInsertMs: number;
  version: CreatedVersion;
}

export interface VersionBenchOptions {
  apiUrl: string;
  token: string;
  db: Db;
  organizationId: number;
  projectId: number;
  images: SeededImage[];
  log: (line: string) => void;
}

/**
 * `POST /data/datasets` over every image of the project (`only_annotated: false`, so the version
 * holds all of them): until it answers (the version usable) and until the version reads
 * `splits_locked` (its images locked too, the whole work), against the writes it stands for, done directly afterwards on the same
 * documents: per split, `updateMany` by `_id: {$in}` in chunks setting the split the API chose,
 * the lock and `updated_at` (so every document really changes again), and `insertMany` of the
 * same item documents. The baseline's items are removed afterwards; the API's version stays for
 * the calibration export.
 */
export async function benchVersionCreation(options: VersionBenchOptions): Promise<VersionBenchResult> {
  const { db, organizationId: org } = options;
  options.log(`POST /data/datasets over ${options.images.length} images ...`);
  const started = performance.now();
  const version = await expectData<CreatedVersion>(
    'create dataset version',
    requestJson('POST', `${options.apiUrl}/data/datasets`, options.token, {
      project_id: options.projectId,
      name: `bench ${options.images.length} images`,
      split: { train: 0.7, val: 0.2, test: 0.1 },
      seed: 42,
      only_annotated: false,
    }),
    201,
  );
  const apiMs = performance.now() - started;
  if (version.image_count !== options.images.length) {
    throw new Error(`the version holds ${version.image_count} images, expected ${options.images.length}`);
  }
  options.log(`version ${version.id} usable after ${(apiMs / 1000).toFixed(1)} s; waiting for its splits to lock ...`);
  for (;;) {
    const current = await expectData<CreatedVersion>(
      'read dataset version',
      requestJson('GET', `${options.apiUrl}/data/datasets/${version.id}`, options.token),
      200,
    );
    if (current.splits_locked) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const lockedMs = performance.now() - started;

  // The API's assignment, so the baseline writes exactly what the version creation wrote.
  const assigned = await db
    .collection<DatasetItemDoc>('dataset_items')
    .find({ organization_id: org, version_id: version.id }, { projection: { image_id: 1, split: 1 } })
    .toArray();
  const splitOf = new Map(assigned.map((item) => [item.image_id, item.split]));
  const items: DatasetItemDoc[] = options.images.map((image) => ({
    _id: new ObjectId(),
    organization_id: org,
    version_id: DIRECT_VERSION_ID,
    image_id: image.id,
    batch_id: image.batchId,
    split: splitOf.get(image.id)!,
    storage_key: image.storageKey,
    filename: image.filename,
    content_type: 'image/jpeg',
    width: 1280,
    height: 720,
    classes: image.classes,
    annotations: image.annotations,
  }));

  options.log('the same updates and inserts directly with the driver ...');
  const images = db.collection<ImageDoc>('images');
  const itemDocs = db.collection<DatasetItemDoc>('dataset_items');
  const directStarted = performance.now();
  const now = new Date();
  for (const split of SPLITS) {
    const ids = items.filter((item) => item.split === split).map((item) => item.image_id);
    for (let i = 0; i < ids.length; i += CHUNK) {
      await images.updateMany(
        { organization_id: org, _id: { $in: ids.slice(i, i + CHUNK) } },
        { $set: { split, split_locked: true, updated_at: now } },
      );
    }
  }
  const directUpdateMs = performance.now() - directStarted;
  for (let i = 0; i < items.length; i += CHUNK) await itemDocs.insertMany(items.slice(i, i + CHUNK));
  const directMs = performance.now() - directStarted;

  await itemDocs.deleteMany({ organization_id: org, version_id: DIRECT_VERSION_ID });
  return {
    images: options.images.length,
    apiMs,
    lockedMs,
    directMs,
    directUpdateMs,
    directInsertMs: directMs - directUpdateMs,
    version,
  };
}
