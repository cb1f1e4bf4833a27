import { systemClock } from '../../api/lib/clock.js';
import { createHash, randomUUID } from 'node:crypto';
import type { Db, Document } from 'mongodb';
import type { AnnotationDoc } from '../../api/modules/data/annotations/repository.js';
import type { BatchDoc } from '../../api/modules/data/batches/repository.js';
import type { FrozenAnnotation } from '../../api/modules/data/datasets/repository.js';
import { ImageRepository, type ImageDoc } from '../../api/modules/data/images/repository.js';
import { Sequences } from '../../api/lib/mongo/sequences.js';
import { filenameSuffixes } from '../../api/modules/data/images/filename-search.js';
import { seededRandom } from '../../scripts/simulator/synthetic-jpeg.js';
import { reserveIds } from './id-blocks.js';

/** What the later phases need of a seeded image without reading it back. */
export interface SeededImage {
  id: number;
  batchId: number;
  storageKey: string;
  filename: string;
  classes: string[];
  annotations: FrozenAnnotation[];
}

export interface SeedResult {
  images: SeededImage[];
  batchIds: number[];
  devices: string[];
  annotationCount: number;
  elapsedMs: number;
}

export interface SeedOptions {
  db: Db;
  organizationId: number;
  projectId: number;
  /** The project's classes, most frequent first. */
  classes: readonly string[];
  images: number;
  log: (line: string) => void;
}

/** Images per batch: a camera's upload session. */
export const BATCH_SIZE = 1000;
const DEVICES = 10;
/** Share of images with annotations (the rest are `pending`). */
const ANNOTATED = 0.85;
/** How often each class is drawn, in the order of `classes`: a parking lot is mostly cars. */
const CLASS_WEIGHTS = [0.5, 0.25, 0.12, 0.08, 0.05];
const INSERT_CHUNK = 1000;
const DAY_MS = 86_400_000;

export function deviceName(index: number): string {
  return `gate-cam-${String(index + 1).padStart(2, '0')}`;
}

async function insertInChunks(db: Db, name: string, docs: readonly Document[]): Promise<void> {
  const collection = db.collection(name);
  for (let i = 0; i < docs.length; i += INSERT_CHUNK) {
    await collection.insertMany(docs.slice(i, i + INSERT_CHUNK), { ordered: true });
  }
}

/**
 * Seeds one project's images, their annotations and batches straight into the API's database,
 * in bulk, as the API stores them (its repositories' document types), with ids reserved from
 * the API's own id blocks. Images are spread over the last 30 days, one batch per 1000 images
 * from ten cameras; 85% carry one to three boxes.
 */
export async function seedProject(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const { db, organizationId: org, projectId, images: count } = options;
  // The same data on every run.
  const next = seededRandom(4242);
  const pickClass = () => {
    let r = next() * CLASS_WEIGHTS.slice(0, options.classes.length).reduce((a, b) => a + b, 0);
    for (const [i, cls] of options.classes.entries()) {
      r -= CLASS_WEIGHTS[i] ?? 0;
      if (r <= 0) return cls;
    }
    return options.classes[0]!;
  };

  const batchCount = Math.ceil(count / BATCH_SIZE);
  const firstBatch = await reserveIds(db, 'batches', batchCount);
  const firstImage = await reserveIds(db, 'images', count);
  const end = Date.now() - 60_000;
  const spacing = (30 * DAY_MS) / count;
  const at = (i: number) => new Date(end - (count - i) * spacing);

  const devices = Array.from({ length: DEVICES }, (_, i) => deviceName(i));
  const batches: BatchDoc[] = Array.from({ length: batchCount }, (_, b) => {
    const id = firstBatch + b;
    const opened = at(b * BATCH_SIZE);
    const closed = at(Math.min(count, (b + 1) * BATCH_SIZE) - 1);
    const device = devices[b % DEVICES]!;
    return {
      _id: id,
      organization_id: org,
      name: `${device} ${opened.toISOString().slice(0, 16).replace('T', ' ')}`,
      stage: 'complete',
      device_id: device,
      project_id: projectId,
      last_image_at: closed,
      closed_at: closed,
      closed_reason: 'manual',
      created_at: opened,
      updated_at: closed,
    };
  });

  const seeded: SeededImage[] = [];
  const imageDocs: ImageDoc[] = [];
  const pending: Omit<AnnotationDoc, '_id'>[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstImage + i;
    const batch = batches[Math.floor(i / BATCH_SIZE)]!;
    const created = at(i);
    const boxes = next() < ANNOTATED ? 1 + Math.floor(next() * 3) : 0;
    const annotations: FrozenAnnotation[] = Array.from({ length: boxes }, () => {
      const width = 0.05 + next() * 0.3;
      const height = 0.05 + next() * 0.3;
      return {
        class_value: pickClass(),
        type: 'bbox',
        x_center: width / 2 + next() * (1 - width),
        y_center: height / 2 + next() * (1 - height),
        width,
        height,
        geometry: null,
      };
    });
    annotations.forEach((a, z) =>
      pending.push({
        organization_id: org,
        image_id: id,
        ...a,
        source: 'manual',
        confidence: null,
        z_order: z,
        created_by: 'bench-seed',
        created_at: created,
        updated_at: created,
      }),
    );
    const classes = [...new Set(annotations.map((a) => a.class_value))].sort();
    const filename = `${batch.device_id}-${String(i).padStart(6, '0')}.jpg`;
    const storageKey = `orgs/${org}/images/${created.toISOString().slice(0, 10).replace(/-/g, '/')}/${randomUUID()}`;
    imageDocs.push({
      _id: id,
      organization_id: org,
      filename,
      filename_suffixes: filenameSuffixes(filename),
      storage_key: storageKey,
      content_type: 'image/jpeg',
      size_bytes: 150_000 + Math.floor(next() * 250_000),
      sha256: createHash('sha256').update(storageKey).digest('hex'),
      width: 1280,
      height: 720,
      device_id: batch.device_id,
      batch_id: batch._id,
      project_id: projectId,
      split: 'none',
      split_locked: false,
      annotation_status: boxes > 0 ? 'completed' : 'pending',
      annotation_status_explicit: false,
      classes,
      captured_at: new Date(created.getTime() - 1500),
      metadata: { pipeline_id: 'parking-entry', exposure_ms: 8 },
      created_at: created,
      updated_at: created,
    });
    seeded.push({ id, batchId: batch._id, storageKey, filename, classes, annotations });
  }
  const firstAnnotation = await reserveIds(db, 'annotations', pending.length);
  const annotationDocs: AnnotationDoc[] = pending.map((a, i) => ({ _id: firstAnnotation + i, ...a }));

  options.log(`inserting ${batches.length} batches, ${count} images, ${annotationDocs.length} annotations ...`);
  await insertInChunks(db, 'batches', batches);
  await insertInChunks(db, 'images', imageDocs);
  await insertInChunks(db, 'annotations', annotationDocs);
  // Written past the repository, so counted once as the API's start counts an earlier release's images.
  await new ImageRepository(db, new Sequences(db), systemClock).recount(org);
  return {
    images: seeded,
    batchIds: batches.map((b) => b._id),
    devices,
    annotationCount: annotationDocs.length,
    elapsedMs: performance.now() - started,
  };
}
