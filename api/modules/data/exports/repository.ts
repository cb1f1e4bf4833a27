import type { Clock } from '../../../lib/clock.js';
import type { Db } from 'mongodb';
import { RunRecords, type RunRecord } from '../../../lib/jobs/run-records.js';
import { TenantCollection } from '../../../lib/mongo/tenant-collection.js';

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const JOB_TYPES = ['dataset_export', 'calibration_export'] as const;
export const EXPORT_FORMATS = ['yolo', 'coco', 'voc', 'cvat', 'classification'] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobType = (typeof JOB_TYPES)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportResult {
  artifact_key: string;
  size_bytes: number;
  image_count: number;
}

/**
 * The record of one asynchronous export, keyed by its job id (a UUID). The Agenda job only
 * carries the id; this record is what clients read and what decides whether work is left.
 */
export interface AsyncJobDoc extends RunRecord<string> {
  type: JobType;
  status: JobStatus;
  /** 0 to 1. */
  progress: number;
  message: string;
  dataset_version_id: number;
  format: ExportFormat;
  /** Calibration exports only. */
  max_images: number | null;
  /** Where the artifact goes (and stays, once completed). */
  artifact_key: string;
  result: ExportResult | null;
  error: string | null;
}

export class AsyncJobRepository {
  private readonly jobs: TenantCollection<AsyncJobDoc>;
  private readonly runs: RunRecords<string, AsyncJobDoc>;

  constructor(db: Db, clock: Clock) {
    this.jobs = new TenantCollection(db.collection<AsyncJobDoc>('async_jobs'), [
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
      { key: { organization_id: 1, dataset_version_id: 1 }, name: 'org_version' },
      // The claimed-run sweep's query, across organizations, every minute in every process.
      { key: { status: 1, updated_at: 1 }, name: 'status_updated' },
    ]);
    this.runs = new RunRecords(this.jobs, ['queued', 'running'], clock);
  }

  ensureIndexes(): Promise<void> {
    return this.jobs.ensureIndexes();
  }

  /** Which of these jobs are queued or running, and which finished (what their quota slots stand for). */
  async statesOf(organizationId: number, ids: string[]) {
    const docs = await this.jobs
      .forOrg(organizationId)
      .find({ _id: { $in: ids } }, { projection: { _id: 1, status: 1 } })
      .toArray();
    const open = (d: { status: string }) => d.status === 'queued' || d.status === 'running';
    return {
      running: new Set(docs.filter(open).map((d) => d._id)),
      finished: new Set(docs.filter((d) => !open(d)).map((d) => d._id)),
    };
  }

  /** Removes the export jobs of these dataset versions; answers their archives' keys. */
  async removeForVersions(organizationId: number, versionIds: number[]): Promise<string[]> {
    const scoped = this.jobs.forOrg(organizationId);
    const keys = (await scoped.distinct('artifact_key', { dataset_version_id: { $in: versionIds } })) as string[];
    await scoped.deleteMany({ dataset_version_id: { $in: versionIds } });
    return keys;
  }

  insert(organizationId: number, doc: Omit<AsyncJobDoc, 'organization_id'>): Promise<AsyncJobDoc> {
    return this.jobs.forOrg(organizationId).insertOne(doc);
  }

  /** The newest export of the version of this type and format that has not failed. */
  latestUsable(organizationId: number, versionId: number, type: AsyncJobDoc['type'], format: AsyncJobDoc['format']) {
    return this.jobs
      .forOrg(organizationId)
      .find({ dataset_version_id: versionId, type, format, status: { $ne: 'failed' } })
      .sort({ created_at: -1 })
      .limit(1)
      .next();
  }

  find(organizationId: number, jobId: string): Promise<AsyncJobDoc | null> {
    return this.jobs.forOrg(organizationId).findOne({ _id: jobId });
  }

  /** Unfinished exports of every organization untouched since `before` (see ClaimedRuns.sweep). */
  stranded(before: Date, limit = 500): Promise<{ organization_id: number; id: string }[]> {
    return this.runs.stranded(before, limit);
  }

  /** Updates the record only while the given run still owns it. */
  update(
    organizationId: number,
    jobId: string,
    attempt: number | null,
    set: Partial<
      Pick<
        AsyncJobDoc,
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
  ): Promise<AsyncJobDoc | null> {
    return this.runs.update(organizationId, jobId, attempt, set);
  }
}
