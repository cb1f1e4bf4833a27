import type { Clock } from '../../../lib/clock.js';
import {
  API_VERSION,
  KINDS,
  LABELS,
  type EvaluationJobSpec,
  type ExportJobSpec,
  type TrainingJobSpec,
} from '../../../../contracts/custom-resources.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import type { PageMeta } from '../../../lib/envelope.js';
import type { PageQuery } from '../../../lib/http/schemas.js';
import { AppError, notFound, serviceUnavailable, validationError } from '../../../lib/errors.js';
import type { KubeResources } from '../../../lib/kube.js';
import type { Quotas, SlotQuota } from '../../../lib/quotas.js';
import { pageMeta, pageWindow } from '../../../lib/pagination.js';
import type { ModelRepository } from '../models/repository.js';
import { EXPORTER_CAPABILITIES } from '../../../../contracts/workload-contract.js';
import { parseBaseModel } from './base-model.js';
import { capRefusal, jobResources, type JobAsk, type JobCaps } from './caps.js';
import { trainingTask } from './trainable.js';
import { DEFAULT_ARCHITECTURES, modelTask, projectTask } from '../tasks.js';
import { evaluationPlan } from '../evaluation/plan.js';
import { trainingOptions, type TrainingOptions } from './training-options.js';
import { exportOptions, type ExportFormatOption } from './export-options.js';
import type { Task } from '../../../../contracts/workload-contract.js';
import type { DatasetArtifacts } from './ports.js';
import {
  pendingStatus,
  type WorkloadCriteria,
  type WorkloadDoc,
  type WorkloadKind,
  type WorkloadRepository,
  type WorkloadSpec,
} from './repository.js';
import type { CreateExport, CreateTraining, ListWorkloadsQuery } from './schemas.js';
import type { CreateEvaluation } from '../evaluation/schemas.js';

export interface WorkloadImages {
  trainer: string;
  exporter: string;
  evaluator: string;
}

/** What one job may ask for, and how long any job may run. */
export interface WorkloadLimits {
  caps: JobCaps;
  maxDurationS: number;
  /** WORKLOAD_HUB_SHA256: the hub checkpoints a training may start from (the trainer checks the bytes). */
  hubPins?: Record<string, string>;
}

const NAME_PREFIX: Record<WorkloadKind, string> = { TrainingJob: 'tj', ExportJob: 'ej', EvaluationJob: 'evj' };
const QUOTA: Record<WorkloadKind, SlotQuota> = {
  TrainingJob: 'training_jobs',
  ExportJob: 'export_jobs',
  EvaluationJob: 'evaluation_jobs',
};
const NOUN: Record<WorkloadKind, string> = {
  TrainingJob: 'Training job',
  ExportJob: 'Export job',
  EvaluationJob: 'Evaluation',
};

/** Users' side of training and export jobs: create (as custom resources), read, cancel. */
export class WorkloadService {
  constructor(
    private readonly repo: WorkloadRepository,
    private readonly models: ModelRepository,
    private readonly datasets: DatasetArtifacts,
    private readonly kube: KubeResources | null,
    private readonly images: WorkloadImages,
    private readonly limits: WorkloadLimits,
    private readonly quotas: Quotas,
    private readonly clock: Clock,
  ) {}

  /** Refuses a request beyond the caps before anything is looked up or created. */
  private checkCaps(ask: JobAsk): void {
    const refusal = capRefusal(ask, this.limits.caps);
    if (refusal) throw validationError(refusal.field, refusal.message);
  }

  /** A hub checkpoint must be pinned (a .pt is code to unpickle); a body check, before any lookup. */
  private checkHubPin(baseModel: string): void {
    const parsed = parseBaseModel(baseModel);
    if (parsed?.kind !== 'hub' || Object.hasOwn(this.limits.hubPins ?? {}, parsed.name)) return;
    const pinned = Object.keys(this.limits.hubPins ?? {});
    throw validationError(
      'body.base_model',
      `${parsed.name} is not a pinned hub checkpoint (WORKLOAD_HUB_SHA256 allows ${pinned.length > 0 ? pinned.join(', ') : 'none'}); ` +
        'use an architecture such as yolov8n.yaml or model-version:<id>',
    );
  }

  /** `outcome` says what the refused request left as it was ("nothing was created"). */
  private requireCluster(outcome = 'nothing was created'): KubeResources {
    if (!this.kube) {
      throw serviceUnavailable(
        'Model workflows',
        `no Kubernetes cluster is configured (set KUBECONFIG or run in a cluster); ${outcome}`,
      );
    }
    return this.kube;
  }

  async createTraining(user: UserPrincipal, input: CreateTraining): Promise<WorkloadDoc> {
    this.checkCaps(input);
    if (input.base_model) this.checkHubPin(input.base_model);
    const kube = this.requireCluster();
    const plan = await trainingTask(this.datasets, user.organizationId, input.project_id, input.dataset_version_id);
    if ('refusal' in plan) {
      if (plan.refusal.missing) throw notFound('Dataset version');
      throw validationError(`body.${plan.refusal.field}`, plan.refusal.message);
    }
    const baseModel = input.base_model ?? DEFAULT_ARCHITECTURES[plan.task];
    await this.checkBaseModel(user, baseModel, plan.task);
    const spec: TrainingJobSpec = {
      organizationId: user.organizationId,
      projectId: input.project_id,
      datasetVersionId: input.dataset_version_id,
      task: plan.task,
      baseModel,
      epochs: input.epochs,
      imageSize: input.image_size,
      batchSize: input.batch_size,
      hyperparameters: input.hyperparameters,
      trainerImage: this.images.trainer,
      resources: jobResources(input.resources, this.limits.caps),
      activeDeadlineSeconds: this.limits.maxDurationS,
    };
    return this.createResource(user, kube, 'TrainingJob', spec);
  }

  /**
   * What the training form offers for a dataset version (training-options.ts decides). Readable
   * without a cluster, so the form is filled in before the API says none is configured.
   */
  async trainingOptions(user: UserPrincipal, datasetVersionId: number): Promise<TrainingOptions> {
    const version = await this.datasets.version(user.organizationId, datasetVersionId);
    if (!version) throw notFound('Dataset version');
    const task = projectTask(version.projectType);
    if (!task) {
      throw validationError('query.dataset_version_id', `Projects of type ${version.projectType} cannot be trained`);
    }
    return trainingOptions({
      task,
      projectId: version.projectId,
      models: (await this.models.withWeights(user.organizationId, 50)).map((m) => ({ ...m, id: m._id })),
      hubNames: Object.keys(this.limits.hubPins ?? {}),
      caps: this.limits.caps,
    });
  }

  /** A base model the trainer can start from: one of the org's model versions with weights, or a file name. */
  private async checkBaseModel(user: UserPrincipal, value: string, task: Task): Promise<void> {
    const parsed = parseBaseModel(value);
    if (!parsed) {
      throw validationError(
        'body.base_model',
        'Use model-version:<id>, an architecture file such as yolov8n.yaml, or a checkpoint name such as yolov8n.pt',
      );
    }
    if (parsed.kind !== 'model-version') return;
    const model = await this.models.get(user.organizationId, parsed.id);
    if (!model) throw notFound('Base model version');
    if (!model.artifacts.weights) {
      throw validationError(
        'body.base_model',
        `Model version ${parsed.id} has no trainer weights (uploaded ONNX models cannot be fine-tuned)`,
      );
    }
    if (modelTask(model.task) !== task) {
      throw validationError(
        'body.base_model',
        `Model version ${parsed.id} is a ${modelTask(model.task)} model; this project's models ${task} ` +
          `(start from ${DEFAULT_ARCHITECTURES[task]} or one of its own model versions)`,
      );
    }
  }

  /** The formats and precisions an export request can ask for on this server. */
  exportOptions(): ExportFormatOption[] {
    return exportOptions(this.limits.caps);
  }

  async createExport(user: UserPrincipal, input: CreateExport): Promise<WorkloadDoc> {
    this.checkCaps(input);
    // The request schema admits only formats an exporter image produces (producibleFormat).
    const capability: { precisions: readonly string[]; gpu: boolean } = EXPORTER_CAPABILITIES[input.format];
    if (!capability.precisions.includes(input.precision)) {
      throw validationError(
        'body.precision',
        `${input.format} exports come in ${capability.precisions.join(', ')}, not ${input.precision}`,
      );
    }
    const kube = this.requireCluster();
    const model = await this.models.get(user.organizationId, input.model_version_id);
    if (!model) throw notFound('Model version');
    if (input.calibration_dataset_version_id) {
      const version = await this.datasets.version(user.organizationId, input.calibration_dataset_version_id);
      if (!version) throw notFound('Calibration dataset version');
    }
    const spec: ExportJobSpec = {
      organizationId: user.organizationId,
      modelVersionId: input.model_version_id,
      format: input.format,
      precision: input.precision,
      imageSize: input.image_size ?? recordImageSize(model.input_size),
      exporterImage: this.images.exporter,
      // A format bound to GPU hardware asks for one, so it waits for (or fails without) a GPU node.
      resources: jobResources(capability.gpu ? { gpu: 1 } : undefined, this.limits.caps),
      activeDeadlineSeconds: this.limits.maxDurationS,
      ...(input.calibration_dataset_version_id
        ? { calibrationDatasetVersionId: input.calibration_dataset_version_id }
        : {}),
    };
    return this.createResource(user, kube, 'ExportJob', spec);
  }

  /**
   * Evaluates a model version on a dataset version's split (test by default, val when the test
   * split is empty): an EvaluationJob runs the model, the API scores what it saw. Also started
   * by the platform after a training (`createdBy` names it).
   */
  async createEvaluation(user: UserPrincipal, input: CreateEvaluation): Promise<WorkloadDoc> {
    const kube = this.requireCluster();
    const model = await this.models.get(user.organizationId, input.model_version_id);
    if (!model) throw notFound('Model version');
    const version = await this.datasets.version(user.organizationId, input.dataset_version_id);
    if (!version) throw notFound('Dataset version');
    const plan = evaluationPlan({
      model: {
        id: model._id,
        projectId: model.project_id,
        task: modelTask(model.task),
        hasArtifact: Boolean(model.artifacts.weights ?? model.artifacts.onnx),
      },
      version: {
        id: input.dataset_version_id,
        projectId: version.projectId,
        task: projectTask(version.projectType),
        splitCounts: version.splitCounts ?? { train: 0, val: 0, test: 0 },
      },
      split: input.split,
    });
    if ('refusal' in plan) throw validationError(`body.${plan.refusal.field}`, plan.refusal.message);
    const spec: EvaluationJobSpec = {
      organizationId: user.organizationId,
      projectId: version.projectId,
      modelVersionId: model._id,
      datasetVersionId: input.dataset_version_id,
      split: plan.split,
      imageSize: input.image_size ?? recordImageSize(model.input_size),
      evaluatorImage: this.images.evaluator,
      resources: jobResources(undefined, this.limits.caps),
      activeDeadlineSeconds: this.limits.maxDurationS,
    };
    return this.createResource(user, kube, 'EvaluationJob', spec);
  }

  /**
   * The record first (so its id names the resource), then the resource; if the cluster refuses,
   * the record goes again and the caller gets 503.
   */
  private async createResource(
    user: UserPrincipal,
    kube: KubeResources,
    kind: WorkloadKind,
    spec: WorkloadSpec,
  ): Promise<WorkloadDoc> {
    const id = await this.repo.nextId(kind);
    // The slot is the job's until it finishes; a full quota frees the slots of finished jobs.
    await this.quotas.takeSlot(user.organizationId, QUOTA[kind], String(id), (organizationId, holders) =>
      this.repo.phasesOf(kind, organizationId, holders.map(Number)),
    );
    try {
      return await this.createRecordAndResource(user, kube, kind, spec, id);
    } catch (err) {
      await this.quotas.releaseSlot(user.organizationId, QUOTA[kind], String(id));
      throw err;
    }
  }

  private async createRecordAndResource(
    user: UserPrincipal,
    kube: KubeResources,
    kind: WorkloadKind,
    spec: WorkloadSpec,
    id: number,
  ): Promise<WorkloadDoc> {
    const now = this.clock.now();
    const name = `${NAME_PREFIX[kind]}-${user.organizationId}-${id}`;
    const record = await this.repo.insert({
      _id: id,
      organization_id: user.organizationId,
      kind,
      namespace: kube.namespace,
      name,
      uid: null,
      spec,
      ...pendingStatus(kind, spec),
      created_via: 'api',
      created_by: user.sub,
      created_at: now,
      updated_at: now,
    });
    if (!record) throw new AppError('CONFLICT', `A ${kind} named ${name} exists already`, 'retry');
    try {
      await kube.create(kind, {
        apiVersion: API_VERSION,
        kind: KINDS[kind].kind,
        metadata: {
          name,
          namespace: kube.namespace,
          labels: { [LABELS.organization]: String(user.organizationId) },
        },
        spec,
      });
    } catch (err) {
      await this.repo.remove(kind, user.organizationId, id);
      throw err;
    }
    return record;
  }

  async list(
    user: UserPrincipal,
    kind: WorkloadKind,
    query: ListWorkloadsQuery,
    /** What a kind's own list filters by (an evaluation's model and dataset versions). */
    more: WorkloadCriteria = {},
  ): Promise<{ items: WorkloadDoc[]; meta: PageMeta }> {
    const criteria = { projectId: query.project_id, phase: query.phase, ...more };
    const { docs: items, total } = await this.repo.page(kind, user.organizationId, criteria, pageWindow(query));
    return { items, meta: pageMeta(query, total, items.length) };
  }

  async get(user: UserPrincipal, kind: WorkloadKind, id: number): Promise<WorkloadDoc> {
    const record = await this.repo.get(kind, user.organizationId, id);
    if (!record) throw notFound(NOUN[kind]);
    return record;
  }

  async epochs(user: UserPrincipal, id: number, query: PageQuery) {
    await this.get(user, 'TrainingJob', id);
    const { skip, limit } = pageWindow(query);
    const { items, total } = await this.repo.epochPage(user.organizationId, id, skip, limit);
    return { items, meta: pageMeta(query, total, items.length) };
  }

  /** Cancels an unfinished job: its resource is deleted, and the operator's finalizer cleans up. */
  async cancel(user: UserPrincipal, kind: WorkloadKind, id: number): Promise<WorkloadDoc> {
    const record = await this.get(user, kind, id);
    if (record.phase === 'Succeeded' || record.phase === 'Failed' || record.phase === 'Cancelled') {
      throw new AppError(
        'CONFLICT',
        `The job is ${record.phase.toLowerCase()} already`,
        'only unfinished jobs can be cancelled',
      );
    }
    const kube = this.requireCluster('the job was left as it is');
    await kube.delete(kind, record.namespace, record.name);
    const now = this.clock.now();
    const updated = await this.repo.update(kind, user.organizationId, id, {
      phase: 'Cancelled',
      message: 'cancelled by a user',
      completion_time: now,
      updated_at: now,
    });
    await this.quotas.releaseSlot(user.organizationId, QUOTA[kind], String(id));
    return updated ?? record;
  }
}

/**
 * The size a job runs a model at when the request names none: its model version's input_size
 * (what the API's inference and the devices use), up to a multiple of 32 as the trainer's sizes are.
 */
function recordImageSize(inputSize: number): number {
  return Math.min(4096, Math.max(32, Math.ceil(inputSize / 32) * 32));
}
