import type { Clock } from '../../../lib/clock.js';
import type { EvaluationJobSpec, ExportJobSpec, TrainingJobSpec } from '../../../../contracts/custom-resources.js';
import { createHash } from 'node:crypto';
import {
  predictionsBody,
  type ArtifactName,
  type PredictionsBody,
  type WorkloadUrlName,
  type WorkloadUrlsBody,
} from '../../../../contracts/workload-contract.js';
import { scorePredictions } from '../evaluation/scoring.js';
import type { WorkloadPrincipal } from '../../../lib/auth/principal.js';
import { AppError, notFound, validationError } from '../../../lib/errors.js';
import type { Claims } from '../../../lib/mongo/claims.js';
import { generateSecret, hashSecret } from '../../../lib/secrets.js';
import type { ModelRepository } from '../models/repository.js';
import type { DatasetArtifacts, ObjectUrls } from './ports.js';
import { pendingStatus, type WorkloadDoc, type WorkloadKind, type WorkloadRepository } from './repository.js';
import type { InputsReply, StatusInput, StatusReply, SyncInput, WorkloadReport } from './schemas.js';
import { baseModelVersionId } from './base-model.js';
import { trainingTask } from './trainable.js';
import { modelTask, projectTask } from '../tasks.js';
import { artifactKeys } from './views.js';
import { jobObjects } from './job-objects.js';
import { trainingWarnings } from './training-warnings.js';

const FINISHED = new Set(['Succeeded', 'Failed', 'Cancelled']);

function statusReply(record: WorkloadDoc): StatusReply {
  return {
    model_version_id: record.model_version_id,
    artifact_key: record.artifact_key,
    phase: record.phase,
    message: record.message,
    epoch: record.epoch ?? null,
    metrics: record.metrics,
  };
}

/**
 * The operator's and the workloads' side of training and export jobs: the operator keeps the
 * API's records in step with the cluster, and a workload reports its progress with its own token.
 */
export class WorkloadOperatorService {
  constructor(
    private readonly repo: WorkloadRepository,
    private readonly models: ModelRepository,
    private readonly datasets: DatasetArtifacts,
    private readonly objects: ObjectUrls,
    private readonly claims: Claims,
    private readonly organizationExists: (id: number) => Promise<boolean>,
    /**
     * The API's `.../internal/workloads` as the Jobs reach it: they report and ask for URLs there.
     * Read per call: the internal listener's port is known only once it listens.
     */
    private readonly workloadsUrl: () => string,
    /** WORKLOAD_HUB_SHA256: hub checkpoint name -> the SHA-256 the trainer checks it against. */
    private readonly hubPins: Record<string, string> = {},
    private readonly clock: Clock,
    /** Called once per model version a training creates (its evaluation starts there). */
    private readonly afterTraining: (training: WorkloadDoc, modelVersionId: number) => Promise<void> = async () => {},
  ) {}

  private async record(kind: WorkloadKind, organizationId: number, id: number): Promise<WorkloadDoc> {
    const record = await this.repo.get(kind, organizationId, id);
    if (!record) throw notFound(`${kind} record`);
    return record;
  }

  /**
   * The record of a resource, created for resources made with kubectl, and started afresh when a
   * resource of the same name was deleted and created again (a new uid).
   */
  async sync(kind: WorkloadKind, input: SyncInput): Promise<WorkloadDoc> {
    const organizationId = input.spec.organizationId;
    if (!(await this.organizationExists(organizationId))) throw notFound('Organization');
    const existing = await this.repo.byResource(kind, organizationId, input.namespace, input.name);
    const now = this.clock.now();
    if (existing && (existing.uid === null || existing.uid === input.uid)) {
      if (existing.uid === null) await this.repo.update(kind, organizationId, existing._id, { uid: input.uid });
      return { ...existing, uid: input.uid };
    }
    // A kubectl-made TrainingJob the trainer cannot learn is recorded as failed before any Job
    // starts, with the reason POST /ml/training-jobs would have given.
    const spec = input.spec as unknown as TrainingJobSpec | ExportJobSpec;
    const refusal =
      kind === 'TrainingJob' ? await this.kubectlTrainingRefusal(organizationId, spec as TrainingJobSpec) : null;
    const fresh = {
      uid: input.uid,
      spec,
      ...pendingStatus(kind, spec),
      ...(refusal ? { phase: 'Failed' as const, message: `Refused: ${refusal}`, completion_time: now } : {}),
      updated_at: now,
    };
    if (existing) {
      const replaced = await this.repo.update(kind, organizationId, existing._id, fresh);
      return replaced ?? existing;
    }
    const inserted = await this.repo.insert({
      _id: await this.repo.nextId(kind),
      organization_id: organizationId,
      kind,
      namespace: input.namespace,
      name: input.name,
      ...fresh,
      created_via: 'kubectl',
      created_by: null,
      created_at: now,
    });
    // A concurrent sync of the same resource inserted it first.
    return inserted ?? (await this.repo.byResource(kind, organizationId, input.namespace, input.name))!;
  }

  private async kubectlTrainingRefusal(organizationId: number, spec: TrainingJobSpec): Promise<string | null> {
    const plan = await trainingTask(this.datasets, organizationId, spec.projectId, spec.datasetVersionId, spec.task);
    return 'refusal' in plan ? plan.refusal.message : null;
  }

  /**
   * What the job's Secret holds: its inputs' settings, where to ask for signed URLs and report,
   * and a fresh callback credential (only its hash is kept). No signed URL: the workload asks
   * `POST /internal/workloads/urls` before each transfer, so they live minutes, not the job's
   * life. The objects it reads are fixed here (`input_keys`). Not ready while a dataset export
   * it needs is still running.
   */
  async inputs(kind: WorkloadKind, organizationId: number, id: number): Promise<InputsReply> {
    const record = await this.record(kind, organizationId, id);
    const found = await this.inputKeys(record);
    if ('waiting' in found) return this.notReady(found.waiting);
    const token = generateSecret('wlt_');
    await this.repo.update(kind, organizationId, id, {
      callback_token_hash: hashSecret(token),
      input_keys: found.keys,
      updated_at: this.clock.now(),
    });
    return {
      ready: true,
      env: { ...found.env, URLS_URL: this.urlsUrl },
      callback_url: this.reportUrl,
      callback_token: token,
    };
  }

  /** The objects a job reads (by URL name) and its inputs' settings, or what it waits for. */
  private async inputKeys(
    record: WorkloadDoc,
  ): Promise<{ keys: Partial<Record<WorkloadUrlName, string>>; env: Record<string, string> } | { waiting: string }> {
    const organizationId = record.organization_id;
    const keys: Partial<Record<WorkloadUrlName, string>> = {};
    const env: Record<string, string> = {};
    if (record.kind === 'TrainingJob') {
      const spec = record.spec as TrainingJobSpec;
      const archive = await this.datasets.archive(organizationId, spec.datasetVersionId, 'training');
      if (archive === 'pending') return { waiting: 'waiting for the dataset export' };
      keys.DATASET_URL = archive.key;
      const base = baseModelVersionId(spec.baseModel);
      if (base !== null) {
        const model = await this.models.get(organizationId, base);
        // Gone since the job was created: the trainer reports BaseModelUnavailable.
        if (model?.artifacts.weights) keys.BASE_MODEL_URL = model.artifacts.weights;
      }
      const pin = Object.hasOwn(this.hubPins, spec.baseModel) ? this.hubPins[spec.baseModel] : undefined;
      if (pin) env.BASE_MODEL_SHA256 = pin;
      return { keys, env };
    }
    if (record.kind === 'EvaluationJob') return this.evaluationInputs(record);
    const spec = record.spec as ExportJobSpec;
    const model = await this.models.get(organizationId, spec.modelVersionId);
    // Exporters convert best from the trainer's own weights; ONNX is the fallback for uploaded models.
    const source = model?.artifacts.weights ?? model?.artifacts.onnx;
    if (!model || !source)
      throw new AppError('VALIDATION_ERROR', 'The model version has no artifact to export', 'modelVersionId');
    keys.MODEL_URL = source;
    env.MODEL_FILE_NAME = source.slice(source.lastIndexOf('/') + 1);
    env.CLASS_NAMES = JSON.stringify(model.class_names);
    env.TASK = modelTask(model.task);
    if (spec.calibrationDatasetVersionId) {
      const calibration = await this.datasets.archive(organizationId, spec.calibrationDatasetVersionId, 'calibration');
      if (calibration === 'pending') return { waiting: 'waiting for the calibration export' };
      keys.CALIBRATION_URL = calibration.key;
    }
    // A trained model is validated on its training version's val split; an uploaded one on the
    // version its newest successful evaluation used, so the accuracy gate covers its exports too.
    const validatedOn =
      (await this.trainingDataset(organizationId, model.training_job_id)) ??
      (await this.evaluatedOn(organizationId, model._id));
    if (validatedOn !== null) {
      const validation = await this.datasets.archive(organizationId, validatedOn, 'training');
      if (validation === 'pending') return { waiting: 'waiting for the validation dataset export' };
      keys.VALIDATION_DATASET_URL = validation.key;
    }
    return { keys, env };
  }

  /** An evaluator reads the model (its trainer weights, else its ONNX) and the version's training archive. */
  private async evaluationInputs(
    record: WorkloadDoc,
  ): Promise<{ keys: Partial<Record<WorkloadUrlName, string>>; env: Record<string, string> } | { waiting: string }> {
    const spec = record.spec as EvaluationJobSpec;
    const model = await this.models.get(record.organization_id, spec.modelVersionId);
    const source = model?.artifacts.weights ?? model?.artifacts.onnx;
    if (!model || !source)
      throw new AppError('VALIDATION_ERROR', 'The model version has no artifact to evaluate', 'modelVersionId');
    const archive = await this.datasets.archive(record.organization_id, spec.datasetVersionId, 'training');
    if (archive === 'pending') return { waiting: 'waiting for the dataset export' };
    return {
      keys: { MODEL_URL: source, DATASET_URL: archive.key },
      env: {
        MODEL_FILE_NAME: source.slice(source.lastIndexOf('/') + 1),
        CLASS_NAMES: JSON.stringify(model.class_names),
        TASK: modelTask(model.task),
      },
    };
  }

  /**
   * Freshly signed URLs for exactly the objects the calling job may read or write
   * (jobObjects), valid WORKLOAD_URL_TTL_S.
   */
  async urls(workload: WorkloadPrincipal): Promise<WorkloadUrlsBody> {
    const record = await this.record(workload.recordKind, workload.organizationId, workload.recordId);
    const signed = await Promise.all(
      Object.entries(jobObjects(record)).map(async ([name, object]) => [
        name,
        object.method === 'GET' ? await this.objects.presignGet(object.key) : await this.objects.presignPut(object.key),
      ]),
    );
    return { urls: Object.fromEntries(signed) as WorkloadUrlsBody['urls'], expires_in_s: this.objects.ttlS };
  }

  /** The dataset version a trained model learnt from, whose val split validates its exports. */
  private async trainingDataset(organizationId: number, trainingJobId: number | null): Promise<number | null> {
    if (trainingJobId === null) return null;
    const training = await this.repo.get('TrainingJob', organizationId, trainingJobId);
    return training ? (training.spec as TrainingJobSpec).datasetVersionId : null;
  }

  /** The dataset version of the model's newest successful evaluation, when it has val or train images. */
  private async evaluatedOn(organizationId: number, modelVersionId: number): Promise<number | null> {
    const evaluation = await this.repo.latestEvaluation(organizationId, modelVersionId);
    if (!evaluation) return null;
    const versionId = (evaluation.spec as EvaluationJobSpec).datasetVersionId;
    // The exporter validates on val (train when val is empty): a test-only version cannot serve.
    const counts = (await this.datasets.version(organizationId, versionId))?.splitCounts;
    return counts && counts.val + counts.train > 0 ? versionId : null;
  }

  private notReady(message: string): InputsReply {
    return { ready: false, message, env: {}, callback_url: this.reportUrl, callback_token: '' };
  }

  private get reportUrl(): string {
    return `${this.workloadsUrl()}/report`;
  }

  private get urlsUrl(): string {
    return `${this.workloadsUrl()}/urls`;
  }

  /** The operator's view of the job; a success creates the model version (once) or records the export. */
  async status(kind: WorkloadKind, organizationId: number, id: number, input: StatusInput): Promise<StatusReply> {
    const record = await this.record(kind, organizationId, id);
    // Cancelled and Failed are final: a late Succeeded (a Job that finished after its artifacts
    // were found missing) does not bring the record back. So is a success the workload reported
    // and the API verified: until the Job catches up, the cluster still says Running.
    if (
      record.phase === 'Cancelled' ||
      (record.phase === 'Failed' && input.phase === 'Succeeded') ||
      (record.phase === 'Succeeded' && input.phase !== 'Succeeded')
    )
      return statusReply(record);
    const set: Partial<WorkloadDoc> = {
      phase: input.phase,
      attempts: input.attempts,
      conditions: input.conditions,
      start_time: input.startTime ? new Date(input.startTime) : record.start_time,
      completion_time: input.completionTime ? new Date(input.completionTime) : null,
      updated_at: this.clock.now(),
    };
    if (input.message !== undefined) set.message = input.message;
    // Reported with a failure only; a later report without it (the pods gone) keeps it.
    if (input.phase === 'Failed' && input.logTail !== undefined) set.log_tail = input.logTail;
    if (input.phase === 'Failed' && record.outcome?.status === 'failed') {
      // The workload's own reason says more than the Job's BackoffLimitExceeded.
      set.message = [record.outcome.reason, record.outcome.message].filter(Boolean).join(': ');
    }
    if (input.phase === 'Succeeded') {
      const missing = await this.checkArtifacts(record);
      if (missing) {
        set.phase = 'Failed';
        set.message = `ArtifactsMissing: the workload exited successfully but ${missing}; nothing was recorded`;
      } else {
        Object.assign(set, await this.outputs(record));
      }
    }
    // Guarded by the phase read above: a success report verified in the meantime (or a cancel)
    // must not be overwritten by the cluster's older view, which still says Pending or Running.
    // A test-and-set: MongoDB applies the conditional update atomically (test/stack/atomic-updates).
    const updated = await this.repo.updateInPhase(kind, organizationId, id, record.phase, set);
    return statusReply(updated ?? (await this.record(kind, organizationId, id)));
  }

  /**
   * Every output a success needs exists in the object store, is copied to its verified key (which
   * no Job has a URL for: a PUT URL that outlives the job cannot change a recorded model), and
   * the copy matches what the workload said it uploaded (size and SHA-256, read back from the
   * store). Returns what is wrong, or null.
   */
  private async checkArtifacts(record: WorkloadDoc): Promise<string | null> {
    if (record.kind === 'TrainingJob' && record.model_version_id) return null;
    if (record.kind === 'ExportJob' && record.artifact_key) return null;
    if (record.kind === 'EvaluationJob') return record.evaluation ? null : this.scoreEvaluation(record);
    const expected: [ArtifactName, string][] =
      record.kind === 'TrainingJob'
        ? [
            ['weights', artifactKeys.weights(record)],
            ['onnx', artifactKeys.onnx(record)],
          ]
        : [['exported', artifactKeys.exported(record)]];
    // Copied and read back side by side: the model version waits on this after the trainer's last upload.
    const digests = await Promise.all(
      expected.map(async ([, key]) => {
        if (!(await this.objects.digest(key))) return null;
        await this.objects.copy(key, artifactKeys.verified(key));
        return this.objects.digest(artifactKeys.verified(key));
      }),
    );
    for (const [i, [name]] of expected.entries()) {
      const found = digests[i];
      if (!found) return `its ${name} file is not in the object store`;
      const reported = record.reported_artifacts?.[name];
      if (reported && (reported.size !== found.size || reported.sha256 !== found.sha256))
        return `its ${name} file differs from what it reported (${found.size} bytes, sha256 ${found.sha256})`;
    }
    return null;
  }

  /**
   * An evaluator's predictions file, checked against what it reported, scored against the
   * version's labels (the API, not the workload, decides every figure) and kept on the record.
   * Returns what is wrong, or null.
   */
  private async scoreEvaluation(record: WorkloadDoc): Promise<string | null> {
    const bytes = await this.objects.read(artifactKeys.predictions(record));
    if (!bytes) return 'its predictions file is not in the object store';
    const reported = record.reported_artifacts?.predictions;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (reported && (reported.size !== bytes.length || reported.sha256 !== sha256))
      return `its predictions file differs from what it reported (${bytes.length} bytes, sha256 ${sha256})`;
    let body: PredictionsBody;
    try {
      const parsed = predictionsBody.safeParse(JSON.parse(bytes.toString('utf8')));
      if (!parsed.success) return `its predictions file is not a Predictions body (${parsed.error.issues[0]?.message})`;
      body = parsed.data;
    } catch {
      return 'its predictions file is not JSON';
    }
    const spec = record.spec as EvaluationJobSpec;
    const model = await this.models.get(record.organization_id, spec.modelVersionId);
    const version = await this.datasets.version(record.organization_id, spec.datasetVersionId);
    if (!model || !version || !this.datasets.splitItems) return 'its model or dataset version is gone';
    const items = await this.datasets.splitItems(record.organization_id, spec.datasetVersionId, spec.split ?? 'test');
    const scored = scorePredictions(modelTask(model.task), model.class_names, version.classes, items, body);
    if ('refusal' in scored) return `its predictions do not fit the split: ${scored.refusal}`;
    const metrics = Object.fromEntries(
      Object.entries(scored.figures.overall).filter((entry): entry is [string, number] => entry[1] !== null),
    );
    await this.repo.updateUnfinished('EvaluationJob', record.organization_id, record._id, {
      evaluation: scored.figures,
      metrics,
      updated_at: this.clock.now(),
    });
    return null;
  }

  /** What a verified success records: the model version (created once) or the export's file. */
  private async outputs(record: WorkloadDoc): Promise<Partial<WorkloadDoc>> {
    if (record.kind === 'EvaluationJob') return { progress: 1 };
    return record.kind === 'TrainingJob'
      ? { progress: 1, model_version_id: await this.modelFromTraining(record) }
      : { progress: 1, artifact_key: artifactKeys.verified(artifactKeys.exported(record)) };
  }

  /**
   * A success report whose outputs check out finishes the job at once. Kubernetes marks the Job
   * complete about a second after the process exits (its job controller batches pod updates),
   * and nothing is gained by making the user wait for that: the outputs are what a success
   * means, and they are verified here exactly as when the Job completes. Outputs that do not
   * check out wait for the Job's end, where status() records the failure.
   */
  private async finishOnVerifiedSuccess(record: WorkloadDoc): Promise<void> {
    if (await this.checkArtifacts(record)) return;
    let outputs: Partial<WorkloadDoc>;
    try {
      outputs = await this.outputs(record);
    } catch (err) {
      // The operator's status() is creating the model version from the Job's completion right now.
      if (err instanceof AppError && err.code === 'CONFLICT') return;
      throw err;
    }
    const now = this.clock.now();
    await this.repo.updateUnfinished(record.kind, record.organization_id, record._id, {
      ...outputs,
      phase: 'Succeeded',
      completion_time: now,
      updated_at: now,
    });
  }

  private async modelFromTraining(record: WorkloadDoc): Promise<number> {
    if (record.model_version_id) return record.model_version_id;
    const claim = `model-from-training:${record.organization_id}:${record._id}`;
    if (!(await this.claims.acquire(claim))) {
      const again = await this.record('TrainingJob', record.organization_id, record._id);
      if (again.model_version_id) return again.model_version_id;
      throw new AppError('CONFLICT', 'The model version is being created', 'retry shortly');
    }
    const spec = record.spec as TrainingJobSpec;
    const version = await this.datasets.version(record.organization_id, spec.datasetVersionId);
    const now = this.clock.now();
    const model = await this.models.insertNextVersion(record.organization_id, {
      project_id: spec.projectId,
      name: `${record.name} (${spec.baseModel})`,
      source: 'training',
      training_job_id: record._id,
      task: spec.task ?? (version ? projectTask(version.projectType) : null) ?? 'detect',
      role: 'detector',
      class_names: record.class_names.length > 0 ? record.class_names : (version?.classes ?? []),
      input_size: spec.imageSize ?? 640,
      metrics: record.metrics,
      artifacts: {
        weights: artifactKeys.verified(artifactKeys.weights(record)),
        onnx: artifactKeys.verified(artifactKeys.onnx(record)),
      },
      created_by: record.created_by,
      created_at: now,
      updated_at: now,
    });
    await this.afterTraining(record, model._id);
    return model._id;
  }

  /** The resource is being deleted: unfinished jobs lose their partial outputs and are cancelled. */
  async release(kind: WorkloadKind, organizationId: number, id: number): Promise<void> {
    const record = await this.record(kind, organizationId, id);
    if (record.phase === 'Succeeded') return;
    const prefix =
      kind === 'TrainingJob'
        ? artifactKeys.trainingPrefix(record)
        : kind === 'EvaluationJob'
          ? artifactKeys.evaluationPrefix(record)
          : artifactKeys.exportPrefix(record);
    await this.objects.removePrefix(prefix);
    await this.objects.removePrefix(artifactKeys.verified(prefix));
    if (!FINISHED.has(record.phase)) {
      const now = this.clock.now();
      await this.repo.update(kind, organizationId, id, {
        phase: 'Cancelled',
        message: 'the resource was deleted',
        completion_time: now,
        updated_at: now,
        callback_token_hash: null,
      });
    }
  }

  async resolveWorkloadToken(token: string): Promise<WorkloadPrincipal | null> {
    const record = await this.repo.byCallbackToken(hashSecret(token));
    if (!record || FINISHED.has(record.phase)) return null;
    return { kind: 'workload', recordKind: record.kind, recordId: record._id, organizationId: record.organization_id };
  }

  async report(workload: WorkloadPrincipal, input: WorkloadReport): Promise<void> {
    const set: Partial<WorkloadDoc> = { updated_at: this.clock.now() };
    if (input.progress !== undefined) set.progress = input.progress;
    if (input.message !== undefined) set.message = input.message;
    if (input.metrics) set.metrics = input.metrics;
    if (input.class_names) set.class_names = input.class_names;
    if (input.epoch) {
      if (workload.recordKind !== 'TrainingJob')
        throw validationError('body.epoch', 'Only training jobs report epochs');
      await this.repo.recordEpoch(workload.organizationId, workload.recordId, input.epoch);
      set.epoch = { epoch: input.epoch.epoch, epochs: input.epoch.epochs };
      const spec = (await this.record('TrainingJob', workload.organizationId, workload.recordId)).spec;
      set.warnings = trainingWarnings(
        (spec as TrainingJobSpec).task ?? 'detect',
        input.epoch.epochs,
        await this.repo.allEpochs(workload.organizationId, workload.recordId),
      );
      if (!input.metrics) set.metrics = input.epoch.metrics;
    }
    if (input.artifacts) {
      for (const [name, artifact] of Object.entries(input.artifacts))
        (set as Record<string, unknown>)[`reported_artifacts.${name}`] = artifact;
    }
    if (input.outcome) {
      set.outcome = input.outcome;
      if (input.outcome.message !== undefined && input.message === undefined) set.message = input.outcome.message;
    }
    const updated = await this.repo.update(workload.recordKind, workload.organizationId, workload.recordId, set);
    if (updated && input.outcome?.status === 'succeeded') await this.finishOnVerifiedSuccess(updated);
  }
}
