import type { Clock } from '../../../lib/clock.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { AppError, validationError } from '../../../lib/errors.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { BatchRepository } from '../batches/repository.js';
import type { ImageRepository } from '../images/repository.js';
import { safeFilename, type ImageService } from '../images/service.js';
import type { StoredImage } from '../images/upload-engine.js';
import type { ProjectRepository } from '../projects/repository.js';
import type { PerFileOutcome } from './per-file-engine.js';
import type { UserUploadFields, UserUploadResult } from './schemas.js';

export type UploadedFile = PerFileOutcome<StoredImage> & { originalname?: string };

/**
 * Images a person uploads (the console, the CLI): checked and stored like a device's, recorded
 * in a batch of their own (complete from the start, so no device's open batch is involved), and
 * skipped when the target project (or, without one, the unassigned images) already holds the
 * same bytes, so uploading a folder twice adds nothing.
 */
export class UserUploadService {
  constructor(
    private readonly deps: {
      images: ImageRepository;
      clock: Clock;
      batches: BatchRepository;
      projects: ProjectRepository;
      imageViews: ImageService;
      store: ObjectStore;
    },
  ) {}

  /** Checks the project and batch before any file is read. */
  async target(user: UserPrincipal, fields: UserUploadFields) {
    const org = user.organizationId;
    const project = fields.project_id ? await this.deps.projects.find(org, fields.project_id) : null;
    if (fields.project_id && !project) throw validationError('project_id', `Project ${fields.project_id} not found`);
    const batch = fields.batch_id ? await this.deps.batches.get(org, fields.batch_id) : null;
    if (fields.batch_id && !batch) throw validationError('batch_id', `Batch ${fields.batch_id} not found`);
    return { project, batch };
  }

  async record(user: UserPrincipal, fields: UserUploadFields, files: UploadedFile[]): Promise<UserUploadResult> {
    const org = user.organizationId;
    const { project, batch: given } = await this.target(user, fields);
    const projectId = project?._id ?? given?.project_id ?? null;
    const now = this.deps.clock.now();
    const result: UserUploadResult = { batch_id: given?._id ?? null, images: [], duplicates: [], errors: [] };
    let batch = given;
    for (const file of files) {
      const filename = safeFilename(file.originalname);
      if (file.refused) {
        result.errors.push({ filename, code: file.refused.code, message: file.refused.message });
        continue;
      }
      const duplicate = await this.deps.images.findInProjectByHash(org, projectId, file.sha256);
      if (duplicate) {
        await this.deps.store.remove(file.storage_key);
        result.duplicates.push({ filename, image_id: duplicate });
        continue;
      }
      // Counted before the record is written, as a device's upload is: past the images or
      // stored-bytes quota this file is refused alone, and its object goes.
      const refusal = await this.deps.imageViews.countImage(org, file.size_bytes).then(
        () => null,
        (err: unknown) => {
          if (err instanceof AppError && err.code === 'QUOTA_EXCEEDED') return err;
          throw err;
        },
      );
      if (refusal) {
        await this.deps.store.remove(file.storage_key);
        result.errors.push({ filename, code: refusal.code, message: refusal.message });
        continue;
      }
      const doc = await this.insertCounted(org, file.size_bytes, async () => {
        batch ??= await this.deps.batches.insertComplete(
          org,
          {
            name: `Upload by ${user.email ?? user.sub} ${now.toISOString().slice(0, 16).replace('T', ' ')}`,
            source: 'upload',
            project_id: projectId,
          },
          now,
        );
        return this.deps.images.insert(org, {
          filename,
          storage_key: file.storage_key,
          content_type: file.content_type,
          size_bytes: file.size_bytes,
          sha256: file.sha256,
          width: file.width,
          height: file.height,
          device_id: 'upload',
          batch_id: batch._id,
          project_id: projectId,
          split: 'none',
          split_locked: false,
          annotation_status: 'pending',
          annotation_status_explicit: false,
          classes: [],
          captured_at: null,
          metadata: {},
          created_at: now,
          updated_at: now,
        });
      });
      result.images.push(this.deps.imageViews.toView(doc, { batch: batch?.name, project: project?.name ?? null }));
    }
    result.batch_id = batch?._id ?? null;
    return result;
  }

  /** Writes a counted image's record; if the write fails, the count is given back. */
  private async insertCounted<T>(org: number, bytes: number, insert: () => Promise<T>): Promise<T> {
    try {
      return await insert();
    } catch (err) {
      await this.deps.imageViews.uncountImage(org, bytes);
      throw err;
    }
  }
}
