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
import { BATCH_BYTES, BATCH_IMAGES, batchesOf, inFlight } from './batches.js';

/** Image objects being put into the store at once. */
const PUTS_IN_FLIGHT = 8;

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
  quotas: Pick<Quotas, 'addTogether' | 'subtractTogether'>;
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

interface Work {
  image: PlannedImage;
  file: ArchiveEntry;
}

/** An image of a batch that passed its checks and is new to the project. */
interface Accepted extends Work {
  bytes: Buffer;
  sha256: string;
  contentType: string;
  width: number;
  height: number;
  geometries: ReturnType<typeof normalize>[];
}

/** A batch's records, its objects stored and its counts taken, waiting to be written. */
interface Staged {
  images: NewImage[];
  annotations: Omit<AnnotationDoc, 'organization_id'>[];
}

/**
 * Stores the plan's images and records, batch by batch in archive order (batchesOf: at most
 * BATCH_IMAGES images and BATCH_BYTES bytes). Each image is checked like an upload (type by
 * content, complete, its size readable and within MAX_IMAGE_PIXELS), hashed, skipped and counted
 * when the project (or an earlier image of the archive) already holds its bytes, and normalised
 * against its size; the first image that fails a check ends the import naming it, before
 * anything of its batch is counted or stored. A batch's new images are then counted against the
 * images and stored-bytes quotas in one increment each (past one, the import fails naming it, as
 * it would image by image), put into the object store PUTS_IN_FLIGHT at a time, and recorded with
 * their annotations in one `insertMany` each, all tagged with the import's id. Three batches are
 * under way at once: one read from the archive, one stored, one recorded.
 *
 * Whatever fails, everything under way is waited for, then what was counted but not recorded is
 * given back; the caller undoes the import with `undoImport`, which gives back the rest with the
 * records.
 */
export async function ingest(
  deps: IngestDeps,
  job: IngestJob,
  plan: ImportPlan,
  archive: Archive,
  onProgress: (done: number, total: number) => Promise<void>,
): Promise<Omit<ImportResult, 'classes_added'>> {
  const { organizationId: org, project } = job;
  const byPath = new Map(archive.files.map((f) => [f.path, f]));
  // Front to back through the archive: a batch's images lie side by side, read in few GETs.
  const work = plan.images
    .map((image) => ({ image, file: byPath.get(image.path)! }))
    .sort((a, b) => a.file.offset - b.file.offset);
  const batches = batchesOf(work, (w) => w.file.size, BATCH_IMAGES, BATCH_BYTES);
  const known = await deps.images.hashesInProject(org, project._id);
  const now = deps.clock.now();
  const batch = await deps.batches.insertComplete(
    org,
    { name: `Import ${job.filename}`.slice(0, 200), source: 'import', project_id: project._id, import_job_id: job.id },
    now,
  );
  const context = { deps, job, batchId: batch._id, now };

  const read = (items: Work[]) =>
    archive.readMany(
      items.map((w) => w.file),
      deps.maxImageBytes,
    );
  const added = { images: 0, annotations: 0, duplicates: 0 };
  const counted = { images: 0, bytes: 0 };
  let done = 0;
  let reading = batches.length > 0 ? read(batches[0]!) : null;
  let recording: Promise<void> = Promise.resolve();
  try {
    for (const [index, items] of batches.entries()) {
      const bytes = await reading!;
      // The next batch is read while this one is stored; an abandoned read stores nothing.
      reading = index + 1 < batches.length ? read(batches[index + 1]!) : null;
      reading?.catch(() => undefined);
      const accepted: Accepted[] = [];
      for (const [i, w] of items.entries()) {
        const image = accept(deps, w, bytes[i]!, known, project.project_type);
        if (image) accepted.push(image);
        else added.duplicates += 1;
      }
      if (accepted.length > 0) {
        const staged = await stage(context, accepted, counted);
        // The previous batch's records are written while this batch's objects are stored.
        await recording;
        recording = record(deps, org, staged);
        recording.catch(() => undefined);
        added.images += staged.images.length;
        added.annotations += staged.annotations.length;
      }
      done += items.length;
      await onProgress(done, work.length);
    }
    await recording;
  } catch (err) {
    await recording.catch(() => undefined);
    await giveBackUnrecorded(deps, job, counted);
    throw err;
  }
  if (added.images === 0) await deps.batches.removeImported(org, job.id);
  return {
    images_added: added.images,
    annotations_added: added.annotations,
    duplicates_skipped: added.duplicates,
    batch_id: added.images > 0 ? batch._id : null,
  };
}

/**
 * An image's checks (as an upload's) and its hash; null for bytes the project (or an earlier
 * image of the archive) holds. A new image's labels are normalised against its size.
 */
function accept(
  deps: IngestDeps,
  w: Work,
  bytes: Buffer,
  known: Set<string>,
  projectType: ProjectDoc['project_type'],
): Accepted | null {
  const { image, file } = w;
  const probed = probe(bytes, file.path);
  const tooLarge = pixelRefusal(probed, deps.maxImagePixels);
  if (tooLarge) throw new ImportFailure(`${file.path}: ${tooLarge.message}`, file.path);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (known.has(sha256)) return null;
  known.add(sha256);
  const { width, height } = image.declared ?? probed;
  return {
    ...w,
    bytes,
    sha256,
    contentType: probed.contentType,
    width: probed.width,
    height: probed.height,
    geometries: image.annotations.map((a) => normalize(a, width, height, projectType)),
  };
}

/** Counts a batch against the quotas (added to `counted`), puts its objects and makes its records. */
async function stage(
  context: { deps: IngestDeps; job: IngestJob; batchId: number; now: Date },
  accepted: Accepted[],
  counted: { images: number; bytes: number },
): Promise<Staged> {
  const { deps, job, batchId, now } = context;
  const org = job.organizationId;
  const total = { images: accepted.length, bytes: accepted.reduce((sum, a) => sum + a.bytes.length, 0) };
  const counting = count(deps.quotas, org, total).then(() => {
    counted.images += total.images;
    counted.bytes += total.bytes;
  });
  const ids = Promise.all([
    deps.images.nextIds(accepted.length),
    deps.annotations.nextIds(accepted.reduce((sum, a) => sum + a.image.annotations.length, 0)),
  ]);
  // Both settled before a failure goes on: a count still under way would escape the give-back.
  await Promise.allSettled([counting, ids]);
  await counting;
  const [imageIds, annotationIds] = await ids;
  const keys = accepted.map(() => `${importObjectPrefix(org, job.id)}${randomUUID()}`);
  await inFlight(
    accepted.map((a, i) => ({ a, key: keys[i]! })),
    PUTS_IN_FLIGHT,
    ({ a, key }) => deps.store.putVerified(key, [a.bytes], { contentType: a.contentType, crc32: crc32(a.bytes) }),
  );
  let nextAnnotation = 0;
  const annotations: Staged['annotations'] = [];
  const images: NewImage[] = accepted.map((a, i) => {
    const imageId = imageIds[i]!;
    for (const [z, annotation] of a.image.annotations.entries()) {
      annotations.push({
        _id: annotationIds[nextAnnotation++]!,
        image_id: imageId,
        class_value: annotation.class_value,
        ...a.geometries[z]!,
        source: 'import',
        confidence: null,
        z_order: z,
        created_by: job.createdBy,
        import_job_id: job.id,
        created_at: now,
        updated_at: now,
      });
    }
    return {
      _id: imageId,
      filename: safeFilename(baseName(a.file.path)),
      storage_key: keys[i]!,
      content_type: a.contentType,
      size_bytes: a.bytes.length,
      sha256: a.sha256,
      width: a.width,
      height: a.height,
      device_id: 'import',
      batch_id: batchId,
      project_id: job.project._id,
      split: a.image.split,
      split_locked: false,
      annotation_status: a.image.labeled ? 'completed' : 'pending',
      // Labelled with no objects is a labeller's decision the archive carries over.
      annotation_status_explicit: a.image.labeled && a.image.annotations.length === 0,
      classes: [...new Set(a.image.annotations.map((x) => x.class_value))].sort(),
      captured_at: null,
      metadata: { import_path: a.file.path },
      import_job_id: job.id,
      created_at: now,
      updated_at: now,
    };
  });
  return { images, annotations };
}

async function record(deps: IngestDeps, org: number, staged: Staged): Promise<void> {
  await deps.images.insertMany(org, staged.images);
  if (staged.annotations.length > 0) await deps.annotations.insertMany(org, staged.annotations);
}

/**
 * Gives back what was counted and has no record (undoImport gives back the recorded part with
 * the records): exact, because nothing of the import is under way any more.
 */
async function giveBackUnrecorded(deps: IngestDeps, job: IngestJob, counted: { images: number; bytes: number }) {
  try {
    const recorded = await deps.images.importedTotals(job.organizationId, job.id);
    await uncount(deps.quotas, job.organizationId, {
      images: counted.images - recorded.images,
      bytes: counted.bytes - recorded.bytes,
    });
  } catch {
    // The database fails too: the count stays, as for an upload whose process died.
  }
}

/** Both quotas or neither, as for an upload (ImageService.countImage); past one, the import fails. */
async function count(quotas: IngestDeps['quotas'], org: number, total: { images: number; bytes: number }) {
  try {
    await quotas.addTogether(org, { images: total.images, stored_bytes: total.bytes });
  } catch (err) {
    if (err instanceof AppError && err.code === 'QUOTA_EXCEEDED') {
      throw new ImportFailure(`${err.message} (${err.details}); nothing was imported`);
    }
    throw err;
  }
}

async function uncount(quotas: IngestDeps['quotas'], org: number, counted: { images: number; bytes: number }) {
  await quotas.subtractTogether(org, { images: counted.images, stored_bytes: counted.bytes });
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
