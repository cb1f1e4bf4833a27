import type { Logger } from '../../../lib/logging.js';
import {
  ClaimedRuns,
  type LoadedRun,
  type RunKind,
  type RunRef,
  type RunTiming,
  type Settle,
} from '../../../lib/jobs/claimed-runs.js';
import { asLoadedRun } from '../../../lib/jobs/run-records.js';
import type { Claims } from '../../../lib/mongo/claims.js';
import type { JobQueue } from '../../../lib/queue.js';
import type { ProjectRepository } from '../projects/repository.js';
import { MAX_ANNOTATION_FILE_BYTES } from './formats/coco.js';
import { readFormat } from './formats/index.js';
import { ImportFailure } from './failure.js';
import { checkPlan } from './check-plan.js';
import { ingest, undoImport, type IngestDeps } from './ingest.js';
import type { ImportJobDoc, ImportJobRepository, ImportResult } from './repository.js';
import { openArchive, readText } from './zip-reader.js';

export const IMPORT_JOB = 'data.import';

export interface ImportRunnerDeps extends IngestDeps {
  queue: JobQueue;
  claims: Claims;
  jobs: ImportJobRepository;
  projects: ProjectRepository;
  logger: Logger;
  maxAttempts: number;
  timing?: Partial<RunTiming & { progressMs: number }>;
}

/**
 * Runs imports as Agenda jobs through the claimed-run protocol (as exports do): a run killed
 * midway is resumed by another process, which first removes what the dead run added. A failed
 * import leaves nothing behind: no record, annotation, batch or object of it, and not its archive.
 */
export class ImportRunner implements RunKind<string, ImportJobDoc> {
  readonly jobName = IMPORT_JOB;
  readonly claimPrefix = 'import-job';
  private readonly runs: ClaimedRuns<string, ImportJobDoc>;
  private readonly progressMs: number;

  constructor(private readonly deps: ImportRunnerDeps) {
    this.progressMs = deps.timing?.progressMs ?? 500;
    this.runs = new ClaimedRuns(this, { ...deps, concurrency: 1 });
  }

  async enqueue(organizationId: number, jobId: string): Promise<void> {
    await this.runs.enqueue({ organization_id: organizationId, id: jobId });
  }

  async load(ref: RunRef<string>): Promise<LoadedRun<ImportJobDoc> | null> {
    const record = await this.deps.jobs.find(ref.organization_id, ref.id);
    if (!record) return null;
    return asLoadedRun(record, record.status === 'completed' || record.status === 'failed');
  }

  stranded(before: Date): Promise<RunRef<string>[]> {
    return this.deps.jobs.stranded(before);
  }

  async begin(record: ImportJobDoc, attempt: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.jobs.update(record.organization_id, record._id, null, {
      status: 'running',
      attempt,
      heartbeat_at: now,
      started_at: record.started_at ?? now,
      progress: 0,
      message: attempt > 1 ? `Restarted (attempt ${attempt})` : 'Reading the archive',
    });
  }

  async heartbeat(record: ImportJobDoc, attempt: number): Promise<void> {
    await this.deps.jobs.update(record.organization_id, record._id, attempt, { heartbeat_at: this.deps.clock.now() });
  }

  /** A resumed run starts over: what the dead run added goes first. */
  async cleanUp(record: ImportJobDoc): Promise<void> {
    await undoImport(this.deps, record.organization_id, record._id);
  }

  async giveUp(record: ImportJobDoc, attempts: number): Promise<void> {
    await this.removeArchive(record);
    await this.deps.jobs.update(record.organization_id, record._id, record.attempt, {
      status: 'failed',
      error: `The import was interrupted ${attempts} times (its API process stopped); send it again`,
      message: 'Failed',
      completed_at: this.deps.clock.now(),
      heartbeat_at: null,
    });
  }

  async work(record: ImportJobDoc, attempt: number, settle: Settle): Promise<void> {
    const { jobs, logger } = this.deps;
    const org = record.organization_id;
    let ending: Partial<ImportJobDoc>;
    try {
      const result = await this.produce(record, attempt);
      ending = {
        status: 'completed',
        progress: 1,
        result,
        message:
          `Imported ${result.images_added} image(s) and ${result.annotations_added} annotation(s); ` +
          `${result.duplicates_skipped} duplicate(s) skipped`,
      };
    } catch (err) {
      const known = err instanceof ImportFailure;
      if (!known) logger.error({ err, jobId: record._id }, 'import failed');
      await undoImport(this.deps, org, record._id).catch((undoError: unknown) =>
        logger.error({ err: undoError, jobId: record._id }, 'could not undo a failed import'),
      );
      ending = {
        status: 'failed',
        error: known ? err.message : 'The import failed unexpectedly; the error was logged and nothing was kept',
        message: 'Failed; nothing was imported',
      };
    }
    await this.removeArchive(record);
    await settle(() =>
      jobs.update(org, record._id, attempt, { ...ending, completed_at: this.deps.clock.now(), heartbeat_at: null }),
    );
  }

  private async produce(record: ImportJobDoc, attempt: number): Promise<ImportResult> {
    const { jobs, projects, store } = this.deps;
    const org = record.organization_id;
    const project = await projects.find(org, record.project_id);
    if (!project) throw new ImportFailure(`Project ${record.project_id} no longer exists`);
    const archive = await openArchive(store, record.archive_key);
    try {
      const byPath = new Map(archive.files.map((f) => [f.path, f]));
      const plan = await readFormat(record.format, {
        paths: archive.files.map((f) => f.path),
        readText: (path) => readText(archive, byPath.get(path)!, MAX_ANNOTATION_FILE_BYTES),
        projectType: project.project_type,
      });
      checkPlan(plan, project);
      await jobs.update(org, record._id, attempt, {
        progress: 0.05,
        message: `Importing ${plan.images.length} image(s)`,
      });
      let lastProgressAt = performance.now();
      const counts = await ingest(
        this.deps,
        { id: record._id, organizationId: org, project, filename: record.filename, createdBy: record.created_by },
        plan,
        archive,
        async (done, total) => {
          if (performance.now() - lastProgressAt < this.progressMs) return;
          lastProgressAt = performance.now();
          await jobs.update(org, record._id, attempt, {
            progress: 0.05 + 0.94 * (done / total),
            message: `Imported image ${done} of ${total}`,
          });
        },
      );
      const before = new Set(project.classes);
      const added = plan.classes.filter((c) => !before.has(c));
      if (added.length > 0) await projects.addClasses(org, project._id, plan.classes);
      return { ...counts, classes_added: added };
    } finally {
      archive.close();
    }
  }

  private async removeArchive(record: ImportJobDoc): Promise<void> {
    await this.deps.store.remove(record.archive_key).catch((err: unknown) => {
      this.deps.logger.warn({ err, key: record.archive_key }, 'could not remove an import archive');
    });
  }
}
