import type { Clock } from '../../lib/clock.js';
import type { Db, Filter } from 'mongodb';
import { isDuplicateKeyError } from '../../lib/mongo/database.js';
import { RunRecords, type RunRecord } from '../../lib/jobs/run-records.js';
import { findPage, type PageWindow } from '../../lib/mongo/page.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../lib/mongo/tenant-collection.js';
import type { NormalisedShape } from './ports.js';

export const REQUEST_TYPES = ['inference', 'auto_annotate', 'sam_auto'] as const;
export const REQUEST_STATUSES = ['pending', 'running', 'completed', 'failed', 'cancelled'] as const;
export const TERMINAL_STATUSES = ['completed', 'failed', 'cancelled'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export type PredictionType = 'bbox' | 'polygon' | 'tag';
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What the worker runs, decided when the request was accepted (model versions by id). */
/** A project's requests, in one status or of one type when given. */
export interface RequestCriteria {
  projectId: number;
  status?: RequestStatus | undefined;
  requestType?: RequestType | undefined;
}

export interface ExecutionPlan {
  mode: 'detector' | 'sam';
  /** The detector, or in SAM mode the model whose boxes prompt SAM. */
  detector_model_id: number;
  sam_encoder_model_id: number | null;
  sam_decoder_model_id: number | null;
  /** Class names to keep (SAM text prompts); null keeps every class. */
  class_filter: string[] | null;
}

/**
 * One inference request. The Agenda job only carries the id; this record is what clients read
 * and what decides whether work is left. `attempt` and `heartbeat_at` belong to the run that
 * holds the request (see worker.ts).
 */
export interface InferenceRequestDoc extends RunRecord<number> {
  project_id: number;
  model_version_id: number;
  request_type: RequestType;
  status: RequestStatus;
  image_ids: number[];
  confidence_threshold: number;
  iou_threshold: number;
  apply_annotations: boolean;
  overwrite: boolean;
  applied_to_images: boolean;
  /** Ids of the stored predictions, in image order. */
  results: number[];
  error_message: string | null;
  plan: ExecutionPlan;
}

/** One detection (or mask outline, or a classifier's tag), normalised to the image. */
export interface PredictionEntry extends NormalisedShape {
  id: number;
  /** Absent on entries written before tags: `polygon` when they have a geometry, else `bbox`. */
  type?: PredictionType;
  class_value: string;
  confidence: number;
  /** The annotation it became (apply_annotations), if any. */
  annotation_id: number | null;
}

/**
 * What one request found on one image: written once per image (one insert, whatever the number
 * of boxes), so the per-image predictions list pages over these.
 */
export interface ImageResultDoc extends OrgDocument {
  request_id: number;
  /** The run that wrote it; a restarted request removes what earlier runs left. */
  attempt: number;
  image_id: number;
  /** `skipped`: deleted since the request, or annotated already (apply without overwrite). */
  status: 'processed' | 'skipped';
  predictions: PredictionEntry[];
  created_at: Date;
}

/**
 * How a request ended, written once: the unique `_id` (the request id) lets exactly one of the
 * worker (completed, failed) and a cancel win. The request's `status` follows it.
 */
export interface RequestEndingDoc extends OrgDocument {
  outcome: Extract<RequestStatus, 'completed' | 'failed' | 'cancelled'>;
  at: Date;
}

export type RequestUpdate = Partial<
  Pick<
    InferenceRequestDoc,
    | 'status'
    | 'applied_to_images'
    | 'results'
    | 'error_message'
    | 'attempt'
    | 'heartbeat_at'
    | 'started_at'
    | 'completed_at'
  >
>;

export class InferenceRepository {
  private readonly requests: TenantCollection<InferenceRequestDoc>;
  private readonly imageResults: TenantCollection<ImageResultDoc>;
  private readonly endings: TenantCollection<RequestEndingDoc>;
  private readonly runs: RunRecords<number, InferenceRequestDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
    private readonly clock: Clock,
  ) {
    this.requests = new TenantCollection(db.collection<InferenceRequestDoc>('inference_requests'), [
      { key: { organization_id: 1, project_id: 1, created_at: -1 }, name: 'org_project_created' },
      // The claimed-run sweep's query, across organizations, every minute in every process.
      { key: { status: 1, updated_at: 1 }, name: 'status_updated' },
    ]);
    this.runs = new RunRecords(this.requests, ['pending', 'running'], clock);
    this.imageResults = new TenantCollection(db.collection<ImageResultDoc>('inference_image_results'), [
      { key: { organization_id: 1, request_id: 1, image_id: 1 }, name: 'org_request_image' },
    ]);
    this.endings = new TenantCollection(db.collection<RequestEndingDoc>('inference_request_endings'));
  }

  async insert(organizationId: number, fields: Omit<InferenceRequestDoc, '_id' | 'organization_id'>, id?: number) {
    return this.requests.forOrg(organizationId).insertOne({ _id: id ?? (await this.nextRequestId()), ...fields });
  }

  /** Which of these requests wait or run, and which ended (what their quota slots stand for). */
  async statesOf(organizationId: number, ids: number[]) {
    const docs = await this.requests
      .forOrg(organizationId)
      .find({ _id: { $in: ids } }, { projection: { _id: 1, status: 1 } })
      .toArray();
    const open = (d: { status: RequestStatus }) => d.status === 'pending' || d.status === 'running';
    return {
      running: new Set(docs.filter(open).map((d) => String(d._id))),
      finished: new Set(docs.filter((d) => !open(d)).map((d) => String(d._id))),
    };
  }

  /** One page of the organization's requests, newest first, and how many match in all. */
  page(organizationId: number, criteria: RequestCriteria, window: PageWindow) {
    const filter: Filter<InferenceRequestDoc> = {
      project_id: criteria.projectId,
      ...(criteria.status ? { status: criteria.status } : {}),
      ...(criteria.requestType ? { request_type: criteria.requestType } : {}),
    };
    return findPage(this.requests.forOrg(organizationId), filter, { created_at: -1, _id: -1 }, window);
  }

  /** Requests of every organization by status (maintenance: the /metrics gauge). */
  countByStatus(): Promise<{ _id: string; n: number }[]> {
    return this.requests
      .forMaintenance()
      .aggregate<{ _id: string; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }])
      .toArray();
  }

  async insertImageResult(organizationId: number, fields: Omit<ImageResultDoc, '_id' | 'organization_id'>) {
    await this.imageResults.forOrg(organizationId).insertOne({ _id: await this.nextImageResultId(), ...fields });
  }

  /** What the run `attempt` of the request found on these images. */
  imageResultsOf(organizationId: number, requestId: number, attempt: number, imageIds: number[]) {
    return this.imageResults
      .forOrg(organizationId)
      .find({ request_id: requestId, attempt, image_id: { $in: imageIds } })
      .toArray();
  }

  /** Removes what the request's other runs than `attempt` wrote. */
  async removeOtherRunsResults(organizationId: number, requestId: number, attempt: number): Promise<void> {
    await this.imageResults.forOrg(organizationId).deleteMany({ request_id: requestId, attempt: { $ne: attempt } });
  }

  nextRequestId(): Promise<number> {
    return this.sequences.next('inference_requests');
  }

  nextPredictionId(): Promise<number> {
    return this.sequences.next('inference_predictions');
  }

  nextImageResultId(): Promise<number> {
    return this.sequences.next('inference_image_results');
  }

  /** True for the one caller that decided how the request ends. */
  async end(organizationId: number, id: number, outcome: RequestEndingDoc['outcome']): Promise<boolean> {
    try {
      await this.endings.forOrg(organizationId).insertOne({ _id: id, outcome, at: this.clock.now() });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async ending(organizationId: number, id: number): Promise<RequestEndingDoc | null> {
    return this.endings.forOrg(organizationId).findOne({ _id: id });
  }

  find(organizationId: number, id: number): Promise<InferenceRequestDoc | null> {
    return this.requests.forOrg(organizationId).findOne({ _id: id });
  }

  /** Unfinished requests of every organization untouched since `before` (see ClaimedRuns.sweep). */
  stranded(before: Date, limit = 500): Promise<{ organization_id: number; id: number }[]> {
    return this.runs.stranded(before, limit);
  }

  /** Updates the record; with an attempt, only while that run still owns it. */
  update(organizationId: number, id: number, attempt: number | null, set: RequestUpdate) {
    return this.runs.update(organizationId, id, attempt, set);
  }

  async ensureIndexes(): Promise<void> {
    await this.requests.ensureIndexes();
    await this.imageResults.ensureIndexes();
  }
}
