import type { Clock } from '../../../lib/clock.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { enqueueOrFail, unstartedRun } from '../../../lib/jobs/run-records.js';
import type { Logger } from '../../../lib/logging.js';
import { safeFilename } from '../images/service.js';
import type { AsyncJobResponse, AsyncJobView } from '../exports/schemas.js';
import type { StoredArchive } from './archive-upload.js';
import type { ImportFormat } from './formats/index.js';
import type { ImportJobDoc, ImportJobRepository } from './repository.js';

export interface ImportServiceDeps {
  jobs: ImportJobRepository;
  clock: Clock;
  enqueue(organizationId: number, jobId: string): Promise<void>;
  logger: Logger;
}

export class ImportService {
  constructor(private readonly deps: ImportServiceDeps) {}

  /** Records the import of a stored archive and queues it; the caller polls GET /jobs/{job_id}. */
  async enqueue(
    user: UserPrincipal,
    jobId: string,
    projectId: number,
    format: ImportFormat,
    archive: StoredArchive,
    originalName: string | undefined,
  ): Promise<AsyncJobResponse> {
    const org = user.organizationId;
    const now = this.deps.clock.now();
    const filename = safeFilename(originalName ?? 'archive.zip');
    const message = `${format.toUpperCase()} import of ${filename} into project ${projectId} queued`;
    await this.deps.jobs.insert(org, {
      _id: jobId,
      status: 'queued',
      progress: 0,
      message,
      project_id: projectId,
      format,
      filename,
      archive_key: archive.archive_key,
      size_bytes: archive.size_bytes,
      result: null,
      error: null,
      ...unstartedRun(user.sub, now),
    });
    await enqueueOrFail({
      enqueue: () => this.deps.enqueue(org, jobId),
      fail: () =>
        this.deps.jobs.update(org, jobId, null, {
          status: 'failed',
          error: 'The job could not be enqueued',
          completed_at: this.deps.clock.now(),
        }),
      logger: this.deps.logger,
      logContext: { jobId },
      messages: { log: 'could not enqueue an import', error: 'The import could not be enqueued' },
    });
    return { job_id: jobId, status: 'queued', message, created_at: now.toISOString() };
  }

  async find(user: UserPrincipal, jobId: string): Promise<AsyncJobView | null> {
    const doc = await this.deps.jobs.find(user.organizationId, jobId);
    return doc ? toView(doc) : null;
  }
}

function toView(doc: ImportJobDoc): AsyncJobView {
  return {
    job_id: doc._id,
    type: 'dataset_import',
    status: doc.status,
    progress: doc.progress,
    message: doc.message,
    dataset_version_id: null,
    project_id: doc.project_id,
    format: doc.format,
    max_images: null,
    result: doc.result,
    error: doc.error,
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
    started_at: doc.started_at?.toISOString() ?? null,
    completed_at: doc.completed_at?.toISOString() ?? null,
  };
}
