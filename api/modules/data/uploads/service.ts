import type { Clock } from '../../../lib/clock.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { AppError, validationError } from '../../../lib/errors.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { BatchRepository } from '../batches/repository.js';
import type { ImageRepository, NewImage } from '../images/repository.js';
import { safeFilename, type ImageService } from '../images/service.js';
import type { StoredImage } from '../images/upload-engine.js';
import type { ProjectRepository } from '../projects/repository.js';
import type { PerFileOutcome } from './per-file-engine.js';
import type { UserUploadFields, UserUploadResult } from './schemas.js';

export type UploadedFile = PerFileOutcome<StoredImage> & { originalname?: string };
type StoredFile = StoredImage & { originalname?: string };
/** A stored file with the name the answer gives it. */
interface Named {
  file: StoredFile;
  filename: string;
}

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

  /**
   * Records a request's files together: one lookup of their hashes, one count against the
   * quotas for the new ones (file by file only when they do not all fit, so exactly those past
   * the quota are refused), one insert of their records.
   */
  async record(user: UserPrincipal, fields: UserUploadFields, files: UploadedFile[]): Promise<UserUploadResult> {
    const org = user.organizationId;
    const { project, batch: given } = await this.target(user, fields);
    const projectId = project?._id ?? given?.project_id ?? null;
    const now = this.deps.clock.now();
    const result: UserUploadResult = { batch_id: given?._id ?? null, images: [], duplicates: [], errors: [] };
    let batch = given;
    const stored = files.filter((file): file is StoredFile & { refused?: undefined } => !file.refused);
    const held = await this.deps.images.idsInProjectByHash(org, projectId, [...new Set(stored.map((f) => f.sha256))]);
    const fresh: Named[] = [];
    /** Files with the bytes of an earlier file of this request: they share its outcome. */
    const twins: { file: Named; first: Named }[] = [];
    const firstByHash = new Map<string, Named>();
    for (const file of files) {
      const filename = safeFilename(file.originalname);
      if (file.refused) {
        result.errors.push({ filename, code: file.refused.code, message: file.refused.message });
        continue;
      }
      const named = { file: file as StoredFile, filename };
      const duplicate = held.get(file.sha256);
      if (duplicate !== undefined) {
        await this.deps.store.remove(file.storage_key);
        result.duplicates.push({ filename, image_id: duplicate });
        continue;
      }
      const first = firstByHash.get(file.sha256);
      if (first) twins.push({ file: named, first });
      else {
        firstByHash.set(file.sha256, named);
        fresh.push(named);
      }
    }
    const refusals = new Map<Named, AppError>();
    const admitted = await this.admit(org, fresh, refusals);
    for (const [named, refusal] of refusals) {
      await this.deps.store.remove(named.file.storage_key);
      result.errors.push({ filename: named.filename, code: refusal.code, message: refusal.message });
    }
    const ids = new Map<Named, number>();
    if (admitted.length > 0) {
      const bytes = admitted.reduce((sum, a) => sum + a.file.size_bytes, 0);
      try {
        const imageIds = await this.deps.images.nextIds(admitted.length);
        const target = (batch ??= await this.deps.batches.insertComplete(
          org,
          {
            name: `Upload by ${user.email ?? user.sub} ${now.toISOString().slice(0, 16).replace('T', ' ')}`,
            source: 'upload',
            project_id: projectId,
          },
          now,
        ));
        const docs: NewImage[] = admitted.map(({ file, filename }, i) => ({
          _id: imageIds[i]!,
          filename,
          storage_key: file.storage_key,
          content_type: file.content_type,
          size_bytes: file.size_bytes,
          sha256: file.sha256,
          width: file.width,
          height: file.height,
          device_id: 'upload',
          batch_id: target._id,
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
        }));
        await this.deps.images.insertMany(org, docs);
        admitted.forEach((named, i) => ids.set(named, docs[i]!._id));
        const names = { batch: target.name, project: project?.name ?? null };
        for (const doc of docs) {
          result.images.push(
            this.deps.imageViews.toView({ ...doc, organization_id: org, filename_suffixes: [] }, names),
          );
        }
      } catch (err) {
        // Counted, not recorded: given back.
        await this.deps.imageViews.uncountImages(org, admitted.length, bytes);
        throw err;
      }
    }
    for (const { file, first } of twins) {
      await this.deps.store.remove(file.file.storage_key);
      const id = ids.get(first);
      const refusal = refusals.get(first);
      if (id !== undefined) result.duplicates.push({ filename: file.filename, image_id: id });
      else if (refusal) result.errors.push({ filename: file.filename, code: refusal.code, message: refusal.message });
    }
    result.batch_id = batch?._id ?? null;
    return result;
  }

  /**
   * Counts the new files against the images and stored-bytes quotas, all in one increment when
   * they fit; otherwise file by file, as a device's uploads are, so the files past the quota are
   * refused alone (in `refusals`). Answers the files counted.
   */
  private async admit(org: number, fresh: Named[], refusals: Map<Named, AppError>): Promise<Named[]> {
    if (fresh.length === 0) return [];
    const quotaRefusal = (err: unknown) => {
      if (err instanceof AppError && err.code === 'QUOTA_EXCEEDED') return err;
      throw err;
    };
    const bytes = fresh.reduce((sum, f) => sum + f.file.size_bytes, 0);
    const all = await this.deps.imageViews.countImages(org, fresh.length, bytes).then(() => null, quotaRefusal);
    if (!all) return fresh;
    const admitted: Named[] = [];
    for (const named of fresh) {
      const refusal = await this.deps.imageViews.countImage(org, named.file.size_bytes).then(() => null, quotaRefusal);
      if (refusal) refusals.set(named, refusal);
      else admitted.push(named);
    }
    return admitted;
  }
}
