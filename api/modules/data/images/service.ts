import type { Clock } from '../../../lib/clock.js';
import type { Counter } from 'prom-client';
import type { DevicePrincipal, UserPrincipal } from '../../../lib/auth/principal.js';
import type { OffsetMeta } from '../../../lib/envelope.js';
import { AppError, notFound, validationError } from '../../../lib/errors.js';
import type { Logger } from '../../../lib/logging.js';
import { isDuplicateKeyError } from '../../../lib/mongo/database.js';
import type { AnnotationRepository } from '../annotations/repository.js';
import { AnnotationService, toAnnotationView } from '../annotations/service.js';
import { decodeCursor, encodeCursor, type ImageListSort } from './list-cursor.js';
import { imageListFilter } from './list-filter.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { BatchDoc, BatchRepository } from '../batches/repository.js';
import type { ProjectRepository } from '../projects/repository.js';
import type { ImageDoc, ImageRepository } from './repository.js';
import type { ImageView, ListImagesQuery, UpdateImage, UploadFields } from './schemas.js';
import type { StoredImage } from './upload-engine.js';
import type { Quotas } from '../../../lib/quotas.js';
import sharp from 'sharp';
import type { ImageLinks, LinkKind } from './image-links.js';

/** What a list or a read adds to each image; `baseUrl` (the API's public base) makes the addresses. */
type ViewOptions = { includeUrl?: boolean; includeAnnotations?: boolean; baseUrl?: string };

/** Thumbnails fit this box (the gallery's tiles are 170x128; twice that for dense screens). */
const THUMBNAIL = { width: 320, height: 240 };

/** A client's file name as a harmless label: no path, no control characters, bounded length. */
export function safeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return cleaned.length > 0 && cleaned !== '.' && cleaned !== '..' ? cleaned : 'image';
}

type ImageListItem = ImageView & { annotations?: ReturnType<typeof toAnnotationView>[] };

/** Counters of device uploads, owned by the devices module, incremented where uploads happen. */
export interface UploadCounters {
  uploads: Counter<'organization_id'>;
  bytes: Counter<'organization_id'>;
}

export class ImageService {
  constructor(
    private readonly repo: ImageRepository,
    private readonly batches: BatchRepository,
    private readonly projects: ProjectRepository,
    private readonly annotations: AnnotationRepository,
    private readonly store: ObjectStore,
    private readonly logger: Logger,
    private readonly hooks: {
      /** Called when an upload opened a new batch (its timed closure starts). */
      onBatchOpened(batch: BatchDoc): Promise<void>;
      /** Uploads and their bytes per organization, for /metrics (the devices module's). */
      uploadCounters: UploadCounters;
      /** The organization's quotas of images and stored bytes. */
      quotas: Pick<Quotas, 'addTogether' | 'subtractTogether'>;
      /** Which of these objects dataset versions hold (the datasets' repository). */
      heldByVersions(organizationId: number, keys: string[]): Promise<Set<string>>;
      /** Per image, the name of the newest dataset version holding it (the datasets' repository). */
      versionNamesOf(organizationId: number, imageIds: number[]): Promise<Map<number, string>>;
    },
    /** Signed addresses on the API's origin for images and thumbnails. */
    private readonly links: ImageLinks,
    private readonly clock: Clock,
  ) {}

  /** Counts an image against the quotas; both or neither, in one write (also for people's uploads). */
  countImage(organizationId: number, bytes: number): Promise<void> {
    return this.countImages(organizationId, 1, bytes);
  }

  /** Several images at once (a person's upload of many files), both quotas or neither. */
  countImages(organizationId: number, images: number, bytes: number): Promise<void> {
    return this.hooks.quotas.addTogether(organizationId, { images, stored_bytes: bytes });
  }

  uncountImages(organizationId: number, images: number, bytes: number): Promise<void> {
    return this.hooks.quotas.subtractTogether(organizationId, { images, stored_bytes: bytes });
  }

  uncountImage(organizationId: number, bytes: number): Promise<void> {
    return this.uncountImages(organizationId, 1, bytes);
  }

  toView(
    image: ImageDoc,
    names: { batch?: string | null; project?: string | null; version?: string | null } = {},
  ): ImageView {
    return {
      id: image._id,
      filename: image.filename,
      width: image.width,
      height: image.height,
      content_type: image.content_type,
      size_bytes: image.size_bytes,
      sha256: image.sha256,
      batch_id: image.batch_id,
      batch_name: names.batch ?? null,
      project_id: image.project_id,
      project_name: names.project ?? null,
      version_name: names.version ?? null,
      device_id: image.device_id,
      annotation_status: image.annotation_status,
      split: image.split,
      split_locked: image.split_locked,
      storage_key: image.storage_key,
      captured_at: image.captured_at?.toISOString() ?? null,
      metadata: image.metadata,
      created_at: image.created_at.toISOString(),
      updated_at: image.updated_at.toISOString(),
    };
  }

  /**
   * Records an image a device uploaded (already in the object store). It joins the device's
   * open batch, opened when there is none.
   *
   * An upload sent again under its idempotency key (its answer was lost) is told by the unique
   * index on the device's keys, not by a read before every upload: its insert is refused, its
   * counts given back, and it answers the image recorded first. Of two concurrent uploads with
   * one key, whichever records first stands and the other answers its image. A refusal for a
   * used-up quota also looks for the key first: a retry of an upload that made the quota full is
   * answered its image, not 429.
   */
  async recordUpload(
    device: DevicePrincipal,
    stored: StoredImage,
    originalName: string | undefined,
    fields: UploadFields,
  ) {
    const project = fields.project_id ? await this.projects.find(device.organizationId, fields.project_id) : null;
    if (fields.project_id && !project) throw validationError('project_id', `Project ${fields.project_id} not found`);
    try {
      return await this.recordNew(device, stored, originalName, fields, project);
    } catch (err) {
      const repeated =
        fields.idempotency_key &&
        (isDuplicateKeyError(err) || (err instanceof AppError && err.code === 'QUOTA_EXCEEDED'));
      if (!repeated) throw err;
      const earlier = await this.repo.findByUploadKey(device.organizationId, device.deviceId, fields.idempotency_key!);
      // A record holding this upload's own object is no earlier upload: this one got that far.
      if (!earlier || earlier.storage_key === stored.storage_key) throw err;
      return { image: (await this.views(device.organizationId, [earlier], {}))[0]!, duplicate: true };
    }
  }

  private async recordNew(
    device: DevicePrincipal,
    stored: StoredImage,
    originalName: string | undefined,
    fields: UploadFields,
    project: { _id: number; name: string } | null,
  ) {
    await this.countImage(device.organizationId, stored.size_bytes);
    try {
      return await this.insertNew(device, stored, originalName, fields, project);
    } catch (err) {
      await this.uncountImage(device.organizationId, stored.size_bytes);
      throw err;
    }
  }

  private async insertNew(
    device: DevicePrincipal,
    stored: StoredImage,
    originalName: string | undefined,
    fields: UploadFields,
    project: { _id: number; name: string } | null,
  ) {
    const now = this.clock.now();
    const { batch, opened } = await this.batches.addImageToOpenBatch(device.organizationId, device.deviceId, now);
    try {
      const doc = await this.repo.insert(device.organizationId, {
        filename: safeFilename(originalName),
        // Named one by one: the multipart parser hands over its own fields too (field name,
        // encoding, ...), which the record has no use for.
        storage_key: stored.storage_key,
        content_type: stored.content_type,
        size_bytes: stored.size_bytes,
        sha256: stored.sha256,
        width: stored.width,
        height: stored.height,
        device_id: device.deviceId,
        batch_id: batch._id,
        project_id: project?._id ?? batch.project_id,
        split: 'none',
        split_locked: false,
        annotation_status: 'pending',
        annotation_status_explicit: false,
        classes: [],
        captured_at: fields.captured_at ? new Date(fields.captured_at) : null,
        metadata: fields.metadata ?? {},
        ...(fields.idempotency_key ? { idempotency_key: fields.idempotency_key } : {}),
        created_at: now,
        updated_at: now,
      });
      if (fields.detections?.boxes.length) await this.addEdgeDetections(device, doc._id, fields.detections, now);
      const organization = { organization_id: String(device.organizationId) };
      this.hooks.uploadCounters.uploads.inc(organization);
      this.hooks.uploadCounters.bytes.inc(organization, doc.size_bytes);
      return { image: this.toView(doc, { batch: batch.name, project: project?.name ?? null }), duplicate: false };
    } finally {
      // Also when the record was refused (a repeated key): the batch is open all the same.
      if (opened) await this.hooks.onBatchOpened(batch);
    }
  }

  /** The edge model's boxes as model annotations (pre-labels a labeler reviews). */
  private async addEdgeDetections(
    device: DevicePrincipal,
    imageId: number,
    detections: NonNullable<UploadFields['detections']>,
    now: Date,
  ): Promise<void> {
    for (const box of detections.boxes) {
      await this.annotations.insert(device.organizationId, {
        image_id: imageId,
        class_value: box.class_name ?? `class_${box.class_index ?? 0}`,
        type: box.type,
        source: 'model',
        confidence: box.confidence,
        ...(box.type === 'tag'
          ? { x_center: null, y_center: null, width: null, height: null }
          : { x_center: box.x_center, y_center: box.y_center, width: box.width, height: box.height }),
        geometry: box.type === 'polygon' ? box.geometry! : null,
        z_order: 0,
        created_by: `device:${device.deviceId}`,
        created_at: now,
        updated_at: now,
      });
    }
    await new AnnotationService(this.annotations, this.repo, this.clock).refreshImage(device.organizationId, imageId);
  }

  /** Whether an image record holds this object. */
  async isRecorded(organizationId: number, storageKey: string): Promise<boolean> {
    return this.repo.hasStorageKey(organizationId, storageKey);
  }

  /** Views with batch and project names, and on request signed URLs and annotations. */
  private async views(organizationId: number, docs: ImageDoc[], options: ViewOptions): Promise<ImageListItem[]> {
    const batchIds = [...new Set(docs.map((d) => d.batch_id))];
    const projectIds = [...new Set(docs.flatMap((d) => (d.project_id ? [d.project_id] : [])))];
    const [batchNames, projectNames, versionNames, annotations] = await Promise.all([
      this.batches.namesOf(organizationId, batchIds),
      this.projects.namesOf(organizationId, projectIds),
      this.hooks.versionNamesOf(
        organizationId,
        docs.map((d) => d._id),
      ),
      options.includeAnnotations
        ? this.annotations.byImage(
            organizationId,
            docs.map((d) => d._id),
          )
        : null,
    ]);
    return docs.map((doc) => {
      const view: ImageListItem = this.toView(doc, {
        batch: batchNames.get(doc.batch_id) ?? null,
        project: doc.project_id ? (projectNames.get(doc.project_id) ?? null) : null,
        version: versionNames.get(doc._id) ?? null,
      });
      if (options.includeUrl && options.baseUrl) {
        const image = { organizationId, id: doc._id };
        view.image_url = this.links.url(options.baseUrl, 'content', image).url;
        view.thumbnail_url = this.links.url(options.baseUrl, 'thumbnail', image).url;
      }
      if (annotations) view.annotations = (annotations.get(doc._id) ?? []).map(toAnnotationView);
      return view;
    });
  }

  async list(
    user: UserPrincipal,
    query: ListImagesQuery,
    baseUrl: string,
  ): Promise<{ items: ImageListItem[]; meta: OffsetMeta }> {
    let batchIdsInStage: number[] | null = null;
    if (query.batch_stage && query.project_id !== undefined) {
      const projectId = query.project_id === 'null' ? null : query.project_id;
      batchIdsInStage = await this.batches.idsInStage(user.organizationId, projectId, query.batch_stage);
    }
    const sort: ImageListSort = { key: query.sort, direction: query.order === 'asc' ? 1 : -1 };
    if (query.cursor !== undefined && query.offset > 0) {
      throw validationError(
        'offset',
        'Send either cursor or offset, not both: a cursor already says where the page starts',
      );
    }
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort);
    const { docs, total, more } = await this.repo.page(
      user.organizationId,
      imageListFilter(query, batchIdsInStage),
      sort,
      { skip: query.offset, limit: query.limit },
      after,
    );
    const items = await this.views(user.organizationId, docs, {
      includeUrl: query.include_url,
      includeAnnotations: query.include_annotations,
      baseUrl,
    });
    const last = docs.at(-1);
    return {
      items,
      meta: {
        count: items.length,
        limit: query.limit,
        // A page asked for by cursor does not know how many images come before it.
        offset: after ? null : query.offset,
        total,
        next_cursor: more && last ? encodeCursor(sort, last) : null,
      },
    };
  }

  async require(organizationId: number, id: number): Promise<ImageDoc> {
    const image = await this.repo.get(organizationId, id);
    if (!image) throw notFound('Image');
    return image;
  }

  async get(user: UserPrincipal, id: number, options: ViewOptions): Promise<ImageListItem> {
    const [view] = await this.views(user.organizationId, [await this.require(user.organizationId, id)], options);
    return view!;
  }

  async update(user: UserPrincipal, id: number, patch: UpdateImage): Promise<ImageListItem> {
    const current = await this.require(user.organizationId, id);
    if (patch.project_id) {
      if (!(await this.projects.find(user.organizationId, patch.project_id))) {
        throw validationError('body.project_id', `Project ${patch.project_id} not found`);
      }
    }
    const unlocking = patch.split_locked === false;
    if (patch.split !== undefined && patch.split !== current.split && current.split_locked && !unlocking) {
      throw new AppError(
        'CONFLICT',
        "The image's split is locked by a dataset version",
        'send split_locked: false to unlock it',
      );
    }
    const set: Partial<ImageDoc> = { updated_at: this.clock.now() };
    if (patch.project_id !== undefined) set.project_id = patch.project_id;
    if (patch.split !== undefined) set.split = patch.split;
    if (patch.split_locked !== undefined) set.split_locked = patch.split_locked;
    if (patch.annotation_status !== undefined) {
      set.annotation_status = patch.annotation_status;
      set.annotation_status_explicit = true;
    }
    await this.repo.update(user.organizationId, id, set);
    return this.get(user, id, {});
  }

  /** Deletes the record, its annotations and its object. */
  async remove(user: UserPrincipal, id: number): Promise<void> {
    const removed = await this.repo.remove(user.organizationId, id);
    if (!removed) throw notFound('Image');
    await this.uncountImage(user.organizationId, removed.size_bytes);
    await this.annotations.removeForImage(user.organizationId, id);
    // A dataset version that holds the image keeps its object: its exports still read it. Once
    // no version holds it, the storage sweeper quarantines it like any object without a record.
    const held = await this.hooks.heldByVersions(user.organizationId, [removed.storage_key]);
    if (held.has(removed.storage_key)) return;
    try {
      await this.store.remove(removed.storage_key);
    } catch (err) {
      // The record decides: an object without a record is unreachable, and logged for cleanup.
      this.logger.warn({ err, key: removed.storage_key }, 'could not remove an image object');
    }
  }

  async signedUrl(user: UserPrincipal, id: number, baseUrl: string): Promise<{ url: string; expires_at: string }> {
    const image = await this.repo.get(user.organizationId, id);
    if (!image) throw notFound('Image');
    return this.links.url(baseUrl, 'content', { organizationId: user.organizationId, id });
  }

  /**
   * The bytes behind a signed address (see ImageLinks): the image, or a JPEG thumbnail that fits
   * 320x240. Null when the address is not valid (forged, altered, expired) or the image is gone.
   */
  async linked(
    kind: LinkKind,
    link: { org: number; id: number; exp: number; sig: string },
  ): Promise<{ body: Buffer; contentType: string; etag: string; maxAgeS: number } | null> {
    const maxAgeS = this.links.check(kind, link.org, link.id, link.exp, link.sig);
    if (maxAgeS === null) return null;
    const image = await this.repo.get(link.org, link.id);
    if (!image) return null;
    const stream = await this.store.read(image.storage_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    if (kind === 'content') return { body: bytes, contentType: image.content_type, etag: `"${image.sha256}"`, maxAgeS };
    const body = await sharp(bytes)
      .rotate()
      .resize({ width: THUMBNAIL.width, height: THUMBNAIL.height, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { body, contentType: 'image/jpeg', etag: `"${image.sha256.slice(0, 32)}-t"`, maxAgeS };
  }
}
