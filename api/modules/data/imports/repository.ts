import type { Clock } from '../../../lib/clock.js';
import type { Db } from 'mongodb';
import { RunRecords, type RunRecord } from '../../../lib/jobs/run-records.js';
import { TenantCollection } from '../../../lib/mongo/tenant-collection.js';
import type { ImportFormat } from './formats/index.js';

export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What a completed import added, and what it left out. */
export interface ImportResult {
  images_added: number;
  annotations_added: number;
  /** Images whose bytes (SHA-256) the project already held, or the archive held twice. */
  duplicates_skipped: number;
  /** Class names the project did not have before. */
  classes_added: string[];
  /** The batch holding the added images; null when nothing was added. */
  batch_id: number | null;
}

/**
 * One import of an archive into a project, keyed by its job id (a UUID). Its runs follow the
 * claimed-run protocol like exports; what a run added carries the id, so a failed or resumed run
 * removes it by that id.
 */
export interface ImportJobDoc extends RunRecord<string> {
  status: ImportStatus;
  /** 0 to 1. */
  progress: number;
  message: string;
  project_id: number;
  format: ImportFormat;
  /** The archive as sent, for messages. */
  filename: string;
  /** Where the archive waits in the object store until the import ends. */
  archive_key: string;
  size_bytes: number;
  result: ImportResult | null;
  error: string | null;
}

export class ImportJobRepository {
  private readonly jobs: TenantCollection<ImportJobDoc>;
  private readonly runs: RunRecords<string, ImportJobDoc>;

  constructor(db: Db, clock: Clock) {
    this.jobs = new TenantCollection(db.collection<ImportJobDoc>('import_jobs'), [
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
      // The claimed-run sweep's query, across organizations.
      { key: { status: 1, updated_at: 1 }, name: 'status_updated' },
    ]);
    this.runs = new RunRecords(this.jobs, ['queued', 'running'], clock);
  }

  ensureIndexes(): Promise<void> {
    return this.jobs.ensureIndexes();
  }

  insert(organizationId: number, doc: Omit<ImportJobDoc, 'organization_id'>): Promise<ImportJobDoc> {
    return this.jobs.forOrg(organizationId).insertOne(doc);
  }

  find(organizationId: number, jobId: string): Promise<ImportJobDoc | null> {
    return this.jobs.forOrg(organizationId).findOne({ _id: jobId });
  }

  stranded(before: Date, limit = 500) {
    return this.runs.stranded(before, limit);
  }

  /** Updates the record only while the given run still owns it (any run when `attempt` is null). */
  update(
    organizationId: number,
    jobId: string,
    attempt: number | null,
    set: Partial<
      Pick<
        ImportJobDoc,
        | 'status'
        | 'progress'
        | 'message'
        | 'result'
        | 'error'
        | 'attempt'
        | 'heartbeat_at'
        | 'started_at'
        | 'completed_at'
      >
    >,
  ): Promise<ImportJobDoc | null> {
    return this.runs.update(organizationId, jobId, attempt, set);
  }
}
