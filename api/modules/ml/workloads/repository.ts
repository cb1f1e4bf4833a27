import type { Clock } from '../../../lib/clock.js';
import type { Db, Filter, IndexDescription } from 'mongodb';
import type {
  Condition,
  EvaluationJobSpec,
  ExportJobSpec,
  Phase,
  TrainingJobSpec,
} from '../../../../contracts/custom-resources.js';
import type { ArtifactName, WorkloadUrlName } from '../../../../contracts/workload-contract.js';
import { isDuplicateKeyError } from '../../../lib/mongo/database.js';
import { findPage, type PageWindow } from '../../../lib/mongo/page.js';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';
import type { EvaluationFigures } from '../evaluation/figures.js';

export type WorkloadKind = 'TrainingJob' | 'ExportJob' | 'EvaluationJob';
export type WorkloadSpec = TrainingJobSpec | ExportJobSpec | EvaluationJobSpec;
export type RecordPhase = Phase | 'Cancelled';

/**
 * The API's record of a Job-backed custom resource (a TrainingJob or an ExportJob): what the
 * user asked for, and the status the operator and the workload report back.
 */
/** Which records a list shows: a project's, in one phase, or all of the kind. */
export interface WorkloadCriteria {
  projectId?: number | undefined;
  phase?: RecordPhase | undefined;
  /** Evaluations only: the model version evaluated, the dataset version it was scored on. */
  modelVersionId?: number | undefined;
  datasetVersionId?: number | undefined;
}

export interface WorkloadDoc<Spec = WorkloadSpec> extends OrgDocument {
  kind: WorkloadKind;
  namespace: string;
  name: string;
  uid: string | null;
  spec: Spec;
  phase: RecordPhase;
  progress: number;
  message: string | null;
  attempts: number;
  conditions: Condition[];
  start_time: Date | null;
  completion_time: Date | null;
  /** Figures the workload reported (loss, mAP, ...). */
  metrics: Record<string, number>;
  class_names: string[];
  /** Training: the model version created on success. Export: the model exported. */
  model_version_id: number | null;
  /** Export: the exported artifact's object key. */
  artifact_key: string | null;
  callback_token_hash: string | null;
  /**
   * The objects the job reads, by URL name (DATASET_URL: its archive's key, ...), fixed when its
   * Job is made; job-objects.ts adds its outputs. Absent until then.
   */
  input_keys?: Partial<Record<WorkloadUrlName, string>>;
  /** What the workload said it uploaded; checked against the objects before a success is recorded. */
  reported_artifacts?: Partial<Record<ArtifactName, { size: number; sha256: string }>>;
  /** The workload's last word: how it ended and why, in its own terms. */
  outcome?: { status: 'succeeded' | 'failed' | 'cancelled'; reason?: string; message?: string } | null;
  /**
   * Failed: the failed pod's termination message, the tail of its log (bounded by the contract's
   * LOG_TAIL_MAX); null otherwise. Kept once the Job and its pods are gone.
   */
  log_tail?: string | null;
  /** Evaluation: every figure, computed by the API from the predictions the evaluator posted. */
  evaluation?: EvaluationFigures | null;
  /** The last finished epoch (training), for the record and `kubectl get tj`. */
  epoch?: { epoch: number; epochs: number } | null;
  /** Training: what its epochs so far call for (training-warnings.ts), decided at each epoch. */
  warnings?: string[];
  created_via: 'api' | 'kubectl';
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The status fields of a record whose resource has not started yet (new, or created again). */
export function pendingStatus(kind: WorkloadKind, spec: WorkloadSpec) {
  return {
    phase: 'Pending' as const,
    progress: 0,
    message: null,
    attempts: 0,
    conditions: [],
    start_time: null,
    completion_time: null,
    metrics: {},
    class_names: [],
    // An export's (an evaluation's) record names its model from the start; a training's gets its model on success.
    model_version_id: kind === 'TrainingJob' ? null : (spec as ExportJobSpec | EvaluationJobSpec).modelVersionId,
    evaluation: null,
    artifact_key: null,
    callback_token_hash: null,
    log_tail: null,
  };
}

function sameFigures(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

const COLLECTIONS: Record<WorkloadKind, string> = {
  TrainingJob: 'training_jobs',
  ExportJob: 'export_jobs',
  EvaluationJob: 'evaluation_jobs',
};

/** One finished epoch of a training job; `_id` is `<job id>:<epoch>`, so a repeated report replaces it. */
export interface EpochDoc extends OrgDocument<string> {
  training_job_id: number;
  epoch: number;
  epochs: number;
  metrics: Record<string, number>;
  reported_at: Date;
}

const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

/** A list's criteria as the filter on the record (the spec's fields are those of the resource). */
function criteriaFilter(criteria: WorkloadCriteria): Filter<WorkloadDoc> {
  const filter: Record<string, unknown> = {};
  if (criteria.projectId) filter['spec.projectId'] = criteria.projectId;
  if (criteria.phase) filter.phase = criteria.phase;
  if (criteria.modelVersionId) filter['spec.modelVersionId'] = criteria.modelVersionId;
  if (criteria.datasetVersionId) filter['spec.datasetVersionId'] = criteria.datasetVersionId;
  return filter as Filter<WorkloadDoc>;
}

export class WorkloadRepository {
  private readonly records: Record<WorkloadKind, TenantCollection<WorkloadDoc>>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
    private readonly clock: Clock,
  ) {
    const make = (kind: WorkloadKind, more: IndexDescription[] = []) =>
      new TenantCollection(db.collection<WorkloadDoc>(COLLECTIONS[kind]), [
        { key: { namespace: 1, name: 1 }, name: 'namespace_name_unique', unique: true },
        { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
        { key: { callback_token_hash: 1 }, name: 'callback_token' },
        ...more,
      ]);
    this.records = {
      TrainingJob: make('TrainingJob'),
      ExportJob: make('ExportJob'),
      // A model version's evaluations, newest first (the console's list and the CLI's).
      EvaluationJob: make('EvaluationJob', [
        { key: { organization_id: 1, 'spec.modelVersionId': 1, created_at: -1 }, name: 'org_model_created' },
      ]),
    };
    this.epochs = new TenantCollection(db.collection<EpochDoc>('training_epochs'), [
      { key: { organization_id: 1, training_job_id: 1, epoch: 1 }, name: 'org_job_epoch' },
    ]);
  }

  private readonly epochs: TenantCollection<EpochDoc>;

  async ensureIndexes(): Promise<void> {
    for (const collection of Object.values(this.records)) await collection.ensureIndexes();
    await this.epochs.ensureIndexes();
  }

  /** Keeps one epoch's figures (a retried pod that repeats an epoch replaces them). */
  async recordEpoch(
    organizationId: number,
    jobId: number,
    epoch: { epoch: number; epochs: number; metrics: Record<string, number> },
  ) {
    const epochs = this.epochs.forOrg(organizationId);
    const id = `${jobId}:${epoch.epoch}`;
    try {
      // An epoch's first report (nearly every one) is a single write: reports come once an epoch
      // while the trainer trains, on the same CPUs as the API and its database.
      await epochs.insertOne({ _id: id, training_job_id: jobId, ...epoch, reported_at: this.clock.now() });
      return;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const known = await epochs.findOne({ _id: id });
    // The same figures again (a resumed pod re-sends the epoch of its checkpoint, whose report
    // may have been lost with the killed pod) change nothing, not even when it was reported.
    if (known && known.epochs === epoch.epochs && sameFigures(known.metrics, epoch.metrics)) return;
    // updateEach sends again an upsert that lost the race to insert (the epoch removed meanwhile,
    // and two reports re-creating it), which MongoDB does not retry for a tenant-scoped filter.
    await epochs.updateEach([
      {
        filter: { _id: id },
        update: { $set: { training_job_id: jobId, ...epoch, reported_at: this.clock.now() } },
        upsert: true,
      },
    ]);
  }

  /** A training job's epochs and their figures, in order (a few hundred at most in practice). */
  allEpochs(organizationId: number, jobId: number): Promise<{ epoch: number; metrics: Record<string, number> }[]> {
    return this.epochs
      .forOrg(organizationId)
      .find({ training_job_id: jobId }, { projection: { _id: 0, epoch: 1, metrics: 1 } })
      .sort({ epoch: 1 })
      .toArray();
  }

  /** A training job's epochs in order, a page at a time. */
  async epochPage(organizationId: number, jobId: number, skip: number, limit: number) {
    const epochs = this.epochs.forOrg(organizationId);
    const [items, total] = await Promise.all([
      epochs.find({ training_job_id: jobId }).sort({ epoch: 1 }).skip(skip).limit(limit).toArray(),
      epochs.countDocuments({ training_job_id: jobId }),
    ]);
    return { items, total };
  }

  nextId(kind: WorkloadKind): Promise<number> {
    return this.sequences.next(COLLECTIONS[kind]);
  }

  /** Inserts a record; null when one exists for that resource name already. */
  async insert(doc: WorkloadDoc): Promise<WorkloadDoc | null> {
    try {
      const { organization_id: organizationId, ...rest } = doc;
      return await this.records[doc.kind].forOrg(organizationId).insertOne(rest);
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  get(kind: WorkloadKind, organizationId: number, id: number): Promise<WorkloadDoc | null> {
    return this.records[kind].forOrg(organizationId).findOne({ _id: id });
  }

  update(
    kind: WorkloadKind,
    organizationId: number,
    id: number,
    set: Partial<WorkloadDoc>,
  ): Promise<WorkloadDoc | null> {
    return this.records[kind].forOrg(organizationId).findOneAndUpdate({ _id: id }, { $set: set });
  }

  /**
   * Updates a record only while it is still in the phase the caller read: a decision taken
   * meanwhile (a verified success report, a cancel) is not overwritten. Null when it moved on.
   */
  updateInPhase(
    kind: WorkloadKind,
    organizationId: number,
    id: number,
    phase: RecordPhase,
    set: Partial<WorkloadDoc>,
  ): Promise<WorkloadDoc | null> {
    return this.records[kind].forOrg(organizationId).findOneAndUpdate({ _id: id, phase }, { $set: set });
  }

  /** Updates a record that has not finished yet (Succeeded, Failed and Cancelled are final). */
  updateUnfinished(
    kind: WorkloadKind,
    organizationId: number,
    id: number,
    set: Partial<WorkloadDoc>,
  ): Promise<WorkloadDoc | null> {
    return this.records[kind]
      .forOrg(organizationId)
      .findOneAndUpdate({ _id: id, phase: { $nin: ['Succeeded', 'Failed', 'Cancelled'] } }, { $set: set });
  }

  /** Which of these records still run or wait, and which finished (what their quota slots stand for). */
  async phasesOf(kind: WorkloadKind, organizationId: number, ids: number[]) {
    const docs = await this.records[kind]
      .forOrg(organizationId)
      .find({ _id: { $in: ids } }, { projection: { _id: 1, phase: 1 } })
      .toArray();
    const finished = (d: { phase: RecordPhase }) => ['Succeeded', 'Failed', 'Cancelled'].includes(d.phase);
    return {
      running: new Set(docs.filter((d) => !finished(d)).map((d) => String(d._id))),
      finished: new Set(docs.filter(finished).map((d) => String(d._id))),
    };
  }

  remove(kind: WorkloadKind, organizationId: number, id: number): Promise<WorkloadDoc | null> {
    return this.records[kind].forOrg(organizationId).findOneAndDelete({ _id: id });
  }

  /** One page of the organization's records of a kind, newest first, and how many match in all. */
  page(kind: WorkloadKind, organizationId: number, criteria: WorkloadCriteria, window: PageWindow) {
    return findPage(this.records[kind].forOrg(organizationId), criteriaFilter(criteria), NEWEST_FIRST, window);
  }

  /** The newest successful evaluation of a model version (index org_model_created). */
  latestEvaluation(organizationId: number, modelVersionId: number): Promise<WorkloadDoc | null> {
    return this.records.EvaluationJob.forOrg(organizationId).findOne(
      criteriaFilter({ modelVersionId, phase: 'Succeeded' }),
      { sort: NEWEST_FIRST },
    );
  }

  /** The successful exports of these model versions, oldest first. */
  succeededExports(organizationId: number, modelVersionIds: number[]): Promise<WorkloadDoc[]> {
    return this.records.ExportJob.forOrg(organizationId)
      .find({ model_version_id: { $in: modelVersionIds }, phase: 'Succeeded' })
      .sort({ completion_time: 1, _id: 1 })
      .toArray();
  }

  /** The newest successful export of the model version to `format` (that export job, when named). */
  latestExport(organizationId: number, modelVersionId: number, format: string, exportJobId?: number) {
    const filter: Record<string, unknown> = {
      model_version_id: modelVersionId,
      phase: 'Succeeded',
      'spec.format': format,
    };
    if (exportJobId) filter._id = exportJobId;
    return this.records.ExportJob.forOrg(organizationId).find(filter).sort({ completion_time: -1 }).limit(1).next();
  }

  /** The record of a resource, found by its namespace and name (the operator's view). */
  async byResource(kind: WorkloadKind, organizationId: number, namespace: string, name: string) {
    return this.records[kind].forOrg(organizationId).findOne({ namespace, name });
  }

  async byCallbackToken(hash: string): Promise<WorkloadDoc | null> {
    for (const collection of Object.values(this.records)) {
      const [found] = await collection.findByCredential('callback_token_hash', hash);
      if (found) return found;
    }
    return null;
  }
}
