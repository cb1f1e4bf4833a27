import type { Clock } from '../../../lib/clock.js';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import type { Logger } from '../../../lib/logging.js';
import type { DatasetService } from '../datasets/service.js';
import type { AsyncJobDoc, AsyncJobRepository, ExportFormat, JobType } from './repository.js';
import type { AsyncJobResponse, AsyncJobView } from './schemas.js';
import { enqueueOrFail, unstartedRun } from '../../../lib/jobs/run-records.js';
import type { Quotas } from '../../../lib/quotas.js';
import type { AttachmentFile } from '../../../lib/http/attachment.js';
import type { ExportLinks } from './export-links.js';

export interface ExportServiceDeps {
  jobs: AsyncJobRepository;
  clock: Clock;
  datasets: DatasetService;
  enqueue(organizationId: number, jobId: string): Promise<void>;
  /** Signed addresses of finished archives on the API's origin. */
  links: ExportLinks;
  /** The stored archive's body and size, or null when there is no such object. */
  open(key: string): Promise<{ body: Readable; size: number | null } | null>;
  logger: Logger;
  /** The organization's quota of queued and running exports. */
  quotas: Pick<Quotas, 'takeSlot' | 'releaseSlot'>;
}

export function exportArtifactKey(organizationId: number, jobId: string): string {
  return `orgs/${organizationId}/exports/${jobId}.zip`;
}

/** Who asks for an export: a user, or the platform itself (a training job needing its dataset). */
export type ExportRequester = Pick<UserPrincipal, 'organizationId' | 'sub'>;

export class ExportService {
  constructor(private readonly deps: ExportServiceDeps) {}

  enqueueCalibration(user: ExportRequester, versionId: number, maxImages: number): Promise<AsyncJobResponse> {
    return this.enqueue(user, versionId, 'calibration_export', 'yolo', maxImages);
  }

  enqueueExport(user: ExportRequester, versionId: number, format: ExportFormat): Promise<AsyncJobResponse> {
    return this.enqueue(user, versionId, 'dataset_export', format, null);
  }

  /** Records the job, then hands it to the queue; a job the queue refused is marked failed. */
  private async enqueue(
    user: ExportRequester,
    versionId: number,
    type: JobType,
    format: ExportFormat,
    maxImages: number | null,
  ): Promise<AsyncJobResponse> {
    const org = user.organizationId;
    const version = await this.deps.datasets.require(org, versionId);
    const id = randomUUID();
    await this.deps.quotas.takeSlot(org, 'pending_exports', id, (organizationId, holders) =>
      this.deps.jobs.statesOf(organizationId, holders),
    );
    try {
      return await this.record(user, version._id, type, format, maxImages, id);
    } catch (err) {
      await this.deps.quotas.releaseSlot(org, 'pending_exports', id);
      throw err;
    }
  }

  private async record(
    user: ExportRequester,
    versionId: number,
    type: JobType,
    format: ExportFormat,
    maxImages: number | null,
    id: string,
  ): Promise<AsyncJobResponse> {
    const org = user.organizationId;
    const now = this.deps.clock.now();
    const message =
      type === 'calibration_export'
        ? `Calibration export of dataset version ${versionId} (at most ${maxImages} images) queued`
        : `${format.toUpperCase()} export of dataset version ${versionId} queued`;
    const record = await this.deps.jobs.insert(org, {
      _id: id,
      type,
      status: 'queued',
      progress: 0,
      message,
      dataset_version_id: versionId,
      format,
      max_images: maxImages,
      artifact_key: exportArtifactKey(org, id),
      result: null,
      error: null,
      ...unstartedRun(user.sub, now),
    });
    await enqueueOrFail({
      enqueue: () => this.deps.enqueue(org, id),
      fail: () =>
        this.deps.jobs.update(org, id, null, {
          status: 'failed',
          error: 'The job could not be enqueued',
          completed_at: this.deps.clock.now(),
        }),
      logger: this.deps.logger,
      logContext: { jobId: id },
      messages: { log: 'could not enqueue an export', error: 'The export could not be enqueued' },
    });
    return { job_id: record._id, status: record.status, message, created_at: now.toISOString() };
  }

  /**
   * The export job of this id in the caller's organization, or null. A finished job's
   * `download_url` is a fresh signed address under `baseUrl` (the API's public base, ending in /api).
   */
  async find(user: UserPrincipal, jobId: string, baseUrl: string): Promise<AsyncJobView | null> {
    const doc = await this.deps.jobs.find(user.organizationId, jobId);
    return doc ? this.toView(doc, baseUrl) : null;
  }

  /**
   * The archive a signed address names, or null when the address is forged, altered, expired or
   * names another job, or the job has no archive (all 404 to a caller holding no other credential).
   */
  async linked(organizationId: number, jobId: string, exp: number, sig: string): Promise<AttachmentFile | null> {
    if (!this.deps.links.check(organizationId, jobId, exp, sig)) return null;
    const doc = await this.deps.jobs.find(organizationId, jobId);
    if (doc?.status !== 'completed' || !doc.result) return null;
    const file = await this.deps.open(doc.result.artifact_key);
    return file ? { ...file, fileName: archiveFileName(doc) } : null;
  }

  private toView(doc: AsyncJobDoc, baseUrl: string): AsyncJobView {
    const signed =
      doc.status === 'completed' && doc.result ? this.deps.links.url(baseUrl, doc.organization_id, doc._id) : null;
    return {
      job_id: doc._id,
      type: doc.type,
      status: doc.status,
      progress: doc.progress,
      message: doc.message,
      dataset_version_id: doc.dataset_version_id,
      project_id: null,
      format: doc.format,
      max_images: doc.max_images,
      result:
        doc.result && signed
          ? {
              artifact_key: doc.result.artifact_key,
              download_url: signed.url,
              expires_at: signed.expires_at,
              size_bytes: doc.result.size_bytes,
              image_count: doc.result.image_count,
            }
          : null,
      error: doc.error,
      created_at: doc.created_at.toISOString(),
      updated_at: doc.updated_at.toISOString(),
      started_at: doc.started_at?.toISOString() ?? null,
      completed_at: doc.completed_at?.toISOString() ?? null,
    };
  }
}

/** What a saved archive is called: its kind, version and layout (`dataset-v12-coco.zip`). */
function archiveFileName(doc: AsyncJobDoc): string {
  const kind = doc.type === 'calibration_export' ? 'calibration' : 'dataset';
  return `${kind}-v${doc.dataset_version_id}-${doc.format}.zip`;
}
