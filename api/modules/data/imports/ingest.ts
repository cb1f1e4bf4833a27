import type { Clock } from '../../../lib/clock.js';
import { pixelRefusal } from '../images/upload-engine.js';
import { createHash, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { AppError } from '../../../lib/errors.js';
import type { Quotas } from '../../../lib/quotas.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { AnnotationDoc, AnnotationRepository } from '../annotations/repository.js';
import type { BatchRepository } from '../batches/repository.js';
import { CONTENT_TYPES, detectImageType, looksComplete, MAGIC_LENGTH, readDimensions } from '../images/image-probe.js';
import type { ImageRepository, NewImage } from '../images/repository.js';
import { safeFilename } from '../images/service.js';
import type { ProjectDoc } from '../projects/repository.js';
import { ImportFailure } from './failure.js';
import { normalize } from './geometry.js';
import { baseName, type ImportPlan, type PlannedImage } from './plan.js';
import type { ImportResult } from './repository.js';
import type { Archive, ArchiveEntry } from './zip-reader.js';

/** Images read, checked and stored side by side: the object store's round trips overlap. */
const CONCURRENCY = 6;
/** Records written per `insertMany`. */
const WRITE_BATCH = 500;

export interface IngestDeps {
  store: ObjectStore;
  clock: Clock;
  images: ImageRepository;
  annotations: AnnotationRepository;
  batches: BatchRepository;
  maxImageBytes: number;
  /** MAX_IMAGE_PIXELS: an image larger than this fails the import, as it would fail an upload. */
  maxImagePixels: number;
  /** The organization's quotas of images and stored bytes: imported images count as uploads do. */
  quotas: Pick<Quotas, 'add' | 'subtract'>;
}

export interface IngestJob {
  id: string;
  organizationId: number;
  project: ProjectDoc;
  filename: string;
  createdBy: string;
}

/** Where an import's image objects go: one prefix per import, so undoing it can list them. */
export const importObjectPrefix = (organizationId: number, jobId: string) =>
  `orgs/${organizationId}/images/imports/${jobId}/`;

/**
 * Stores the plan's images and records: each image is read from the archive, checked like an
 * upload (type by content, complete, its size readable), hashed, skipped when the project
 * already holds its bytes, normalised against its size (a label outside it ends the import),
 * counted against the images and stored-bytes quotas (past one, the import fails naming it),
 * put in the object store, and recorded with its annotations, all tagged with the import's id.
 * Whatever fails, the images counted so far are recorded and the caller undoes the import with
 * `undoImport`, which gives their counts back.
 */
export async function ingest(
  deps: IngestDeps,
  job: IngestJob,
  plan: ImportPlan,
  archive: Archive,
  onImage: (done: number, total: number) => Promise<void>,
): Promise<Omit<ImportResult, 'classes_added'>> {
  const { organizationId: org, project } = job;
  const byPath = new Map(archive.files.map((f) => [f.path, f]));
  // Front to back through the archive: the reads follow each other in the object.
  const work = plan.images
    .map((image) => ({ image, file: byPath.get(image.path)! }))
    .sort((a, b) => a.file.offset - b.file.offset);
  const known = await deps.images.hashesInProject(org, project._id);
  const now = deps.clock.now();
  const batch = await deps.batches.insertComplete(
    org,
    { name: `Import ${job.filename}`.slice(0, 200), source: 'import', project_id: project._id, import_job_id: job.id },
    now,
  );

  let imagesAdded = 0;
  let annotationsAdded = 0;
  let duplicates = 0;
  let done = 0;
  let pendingImages: NewImage[] = [];
  let pendingAnnotations: Omit<AnnotationDoc, 'organization_id'>[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const [images, annotations] = [pendingImages, pendingAnnotations];
    pendingImages = [];
    pendingAnnotations = [];
    writing = writing.then(async () => {
      if (images.length > 0) await deps.images.insertMany(org, images);
      if (annotations.length > 0) await deps.annotations.insertMany(org, annotations);
    });
    return writing;
  };

  const one = async (image: PlannedImage, file: ArchiveEntry) => {
    const bytes = await archive.read(file, deps.maxImageBytes);
    const probed = probe(bytes, file.path);
    const tooLarge = pixelRefusal(probed, deps.maxImagePixels);
    if (tooLarge) throw new ImportFailure(`${file.path}: ${tooLarge.message}`, file.path);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (known.has(sha256)) {
      duplicates += 1;
      return;
    }
    known.add(sha256);
    const { width, height } = image.declared ?? probed;
    const geometries = image.annotations.map((a) => normalize(a, width, height, project.project_type));
    const imageId = await deps.images.nextId();
    const key = `${importObjectPrefix(org, job.id)}${randomUUID()}`;
    // Counted from here; given back by undoImport once recorded (below, also when the import fails).
    await countImage(deps.quotas, org, bytes.length);
    try {
      await deps.store.putVerified(key, [bytes], { contentType: probed.contentType, crc32: crc32(bytes) });
    } catch (err) {
      await uncount(deps.quotas, org, { images: 1, bytes: bytes.length });
      throw err;
    }
    const classes = [...new Set(image.annotations.map((a) => a.class_value))].sort();
    pendingImages.push({
      _id: imageId,
      filename: safeFilename(baseName(file.path)),
      storage_key: key,
      content_type: probed.contentType,
      size_bytes: bytes.length,
      sha256,
      width: probed.width,
      height: probed.height,
      device_id: 'import',
      batch_id: batch._id,
      project_id: project._id,
      split: image.split,
      split_locked: false,
      annotation_status: image.labeled ? 'completed' : 'pending',
      // Labelled with no objects is a labeller's decision the archive carries over.
      annotation_status_explicit: image.labeled && image.annotations.length === 0,
      classes,
      captured_at: null,
      metadata: { import_path: file.path },
      import_job_id: job.id,
      created_at: now,
      updated_at: now,
    });
    for (const [i, a] of image.annotations.entries()) {
      pendingAnnotations.push({
        _id: await deps.annotations.nextId(),
        image_id: imageId,
        class_value: a.class_value,
        ...geometries[i]!,
        source: 'import',
        confidence: null,
        z_order: i,
        created_by: job.createdBy,
        import_job_id: job.id,
        created_at: now,
        updated_at: now,
      });
    }
    imagesAdded += 1;
    annotationsAdded += image.annotations.length;
    if (pendingImages.length >= WRITE_BATCH) await flush();
  };

  // The first failure stops every worker from taking more; all are waited for, so nothing is
  // still being stored when the caller undoes the import.
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < work.length && !failure) {
      const { image, file } = work[next++]!;
      try {
        await one(image, file);
        done += 1;
        await onImage(done, work.length);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, Math.max(1, work.length)) }, worker));
  if (failure) {
    // What was counted is recorded, so that undoImport gives it back.
    await flush().catch(() => undefined);
    const { error } = failure as { error: unknown };
    if (error instanceof AppError && error.code === 'QUOTA_EXCEEDED') {
      throw new ImportFailure(`${error.message} (${error.details}); nothing was imported`);
    }
    throw error;
  }
  await flush();
  if (imagesAdded === 0) await deps.batches.removeImported(org, job.id);
  return {
    images_added: imagesAdded,
    annotations_added: annotationsAdded,
    duplicates_skipped: duplicates,
    batch_id: imagesAdded > 0 ? batch._id : null,
  };
}

/** Both quotas or neither, as for an upload (ImageService.countImage). */
async function countImage(quotas: IngestDeps['quotas'], org: number, bytes: number): Promise<void> {
  await quotas.add(org, 'images');
  try {
    await quotas.add(org, 'stored_bytes', bytes);
  } catch (err) {
    await quotas.subtract(org, 'images');
    throw err;
  }
}

async function uncount(quotas: IngestDeps['quotas'], org: number, counted: { images: number; bytes: number }) {
  await quotas.subtract(org, 'images', counted.images);
  await quotas.subtract(org, 'stored_bytes', counted.bytes);
}

/** The checks an upload gets: a JPEG, PNG or WebP by content, whole, with a readable size. */
function probe(bytes: Buffer, path: string) {
  const type = detectImageType(bytes.subarray(0, MAGIC_LENGTH));
  if (!type) throw new ImportFailure(`${path}: not a JPEG, PNG or WebP image (by its content)`, path);
  if (!looksComplete(type, bytes.subarray(0, MAGIC_LENGTH), bytes.subarray(-64), bytes.length)) {
    throw new ImportFailure(`${path}: the ${type} file is truncated or corrupt`, path);
  }
  const size = readDimensions(bytes);
  if (!size) throw new ImportFailure(`${path}: the image header cannot be read`, path);
  return { ...size, contentType: CONTENT_TYPES[type] };
}

/**
 * Removes everything the import added: records (their images given back to the quotas),
 * annotations, its batch, its image objects. Run when an import fails and before a resumed run
 * starts over (a dead run's images counted but not yet recorded stay counted, as for an upload
 * whose process died). Safe to run more than once: the counts go back with the records.
 */
export async function undoImport(deps: IngestDeps, organizationId: number, jobId: string): Promise<void> {
  await uncount(deps.quotas, organizationId, await deps.images.importedTotals(organizationId, jobId));
  await deps.annotations.removeImported(organizationId, jobId);
  await deps.images.removeImported(organizationId, jobId);
  await deps.batches.removeImported(organizationId, jobId);
  await deps.store.removePrefix(importObjectPrefix(organizationId, jobId));
}
