import type { DevicePrincipal, UserPrincipal } from '../../../lib/auth/principal.js';
import { notFound, validationError } from '../../../lib/errors.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { BatchDoc, BatchRepository } from '../batches/repository.js';
import type { ProjectRepository } from '../projects/repository.js';
import type { ImageDoc, ImageRepository } from './repository.js';
import type { ImageView, UploadFields } from './schemas.js';
import type { StoredImage } from './upload-engine.js';

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

export class ImageService {
  constructor(
    private readonly repo: ImageRepository,
    private readonly batches: BatchRepository,
    private readonly projects: ProjectRepository,
    private readonly store: ObjectStore,
    private readonly signedUrlTtlS: number,
  ) {}

  toView(image: ImageDoc, names: { batch?: string | null; project?: string | null } = {}): ImageView {
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
   */
  async recordUpload(
    device: DevicePrincipal,
    stored: StoredImage,
    originalName: string | undefined,
    fields: UploadFields,
  ) {
    const project = fields.project_id ? await this.projects.find(device.organizationId, fields.project_id) : null;
    if (fields.project_id && !project) throw validationError('project_id', `Project ${fields.project_id} not found`);
    const now = new Date();
    const batch: BatchDoc = await this.batches.addImageToOpenBatch(device.organizationId, device.deviceId, now);
    const doc = await this.repo.images.forOrg(device.organizationId).insertOne({
      _id: await this.repo.nextId(),
      filename: safeFilename(originalName),
      ...stored,
      device_id: device.deviceId,
      batch_id: batch._id,
      project_id: project?._id ?? batch.project_id,
      split: 'none',
      split_locked: false,
      annotation_status: 'pending',
      classes: [],
      captured_at: fields.captured_at ? new Date(fields.captured_at) : null,
      metadata: fields.metadata ?? {},
      created_at: now,
      updated_at: now,
    });
    return { image: this.toView(doc, { batch: batch.name, project: project?.name ?? null }), batch };
  }

  async signedUrl(user: UserPrincipal, id: number): Promise<{ url: string; expires_at: string }> {
    const image = await this.repo.images.forOrg(user.organizationId).findOne({ _id: id });
    if (!image) throw notFound('Image');
    return this.presign(image.storage_key);
  }

  async presign(key: string): Promise<{ url: string; expires_at: string }> {
    const url = await this.store.client.presignedGetObject(this.store.bucket, key, this.signedUrlTtlS);
    return { url, expires_at: new Date(Date.now() + this.signedUrlTtlS * 1000).toISOString() };
  }
}
