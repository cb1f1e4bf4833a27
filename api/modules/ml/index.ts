import { createHash } from 'node:crypto';
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { KubeResources } from '../../lib/kube.js';
import type { ArtifactSource } from '../deployments/index.js';
import type { Claims } from '../../lib/mongo/claims.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import type { ObjectStore } from '../../lib/storage.js';
import { ModelRegistration } from './models/register.js';
import { modelRegistrationRoutes } from './models/register-routes.js';
import { ModelRepository, type ModelRole, type ModelVersionDoc } from './models/repository.js';
import { modelRoutes } from './models/routes.js';
import { ModelService } from './models/service.js';
import { DownloadLinks, downloadLinkSignatures } from './models/download-links.js';
import { workloadInternalRoutes } from './workloads/internal-routes.js';
import { evaluationRoutes } from './evaluation/routes.js';
import { EvaluationService } from './evaluation/service.js';
import { WorkloadOperatorService } from './workloads/operator-service.js';
import type { DatasetArtifacts, ObjectUrls } from './workloads/ports.js';
import { WorkloadRepository, type WorkloadDoc } from './workloads/repository.js';
import type { TrainingJobSpec } from '../../../contracts/custom-resources.js';
import type { UserPrincipal } from '../../lib/auth/principal.js';
import { workloadRoutes } from './workloads/routes.js';
import { WorkloadService } from './workloads/service.js';
import type { Quotas } from '../../lib/quotas.js';

export type { DatasetArtifacts } from './workloads/ports.js';
export type { ModelRole } from './models/repository.js';
export type { ModelSignature, TensorInfo } from './models/onnx-signature.js';
export { modelTask } from './tasks.js';

export interface MlModuleDeps {
  db: Db;
  clock: Clock;
  sequences: Sequences;
  claims: Claims;
  store: ObjectStore;
  config: Config;
  datasets: DatasetArtifacts;
  /** Whether the organization has the project (the data module); uploaded models may name one. */
  projectExists(organizationId: number, projectId: number): Promise<boolean>;
  organizationExists(id: number): Promise<boolean>;
  quotas: Quotas;
  /** The cluster the custom resources go to; null when none is configured. */
  kube: KubeResources | null;
  /** The internal listener's `/api` base, where workloads call back (read when a Job starts). */
  internalBaseUrl: () => string;
  logger?: Logger;
}

/** SHA-256 and size of an object's body, read once. */
async function hashBody(body: AsyncIterable<Buffer>): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

function objectUrls(store: ObjectStore, ttlS: number): ObjectUrls {
  return {
    ttlS,
    presignGet: (key) => store.presignGet(key, ttlS),
    presignPut: (key) => store.presignPut(key, ttlS),
    async digest(key) {
      const body = await store.readIfExists(key);
      return body ? hashBody(body) : null;
    },
    async read(key) {
      const body = await store.readIfExists(key);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    copy: (source, target) => store.copy(source, target),
    removePrefix: (prefix) => store.removePrefix(prefix),
  };
}

/** A model version as other modules see it (inference's `CatalogModel`), not as it is stored. */
function catalogModel(doc: ModelVersionDoc | null) {
  if (!doc) return null;
  return {
    id: doc._id,
    organizationId: doc.organization_id,
    projectId: doc.project_id,
    role: doc.role,
    task: doc.task,
    classNames: doc.class_names,
    inputSize: doc.input_size,
    onnxKey: doc.artifacts.onnx,
  };
}

/**
 * A training ends with an evaluation of its model on its dataset version's test split (val when
 * that is empty), started on behalf of whoever started the training. Its refusal (no test or
 * val images, no cluster, a full quota) leaves the model as it is; it is logged, not raised.
 */
async function evaluateTrainedModel(
  workloads: WorkloadService,
  training: WorkloadDoc,
  modelVersionId: number,
  logger: Logger | undefined,
): Promise<void> {
  const spec = training.spec as TrainingJobSpec;
  const platform: UserPrincipal = {
    kind: 'user',
    sub: training.created_by ?? 'platform',
    email: null,
    name: null,
    organizationId: training.organization_id,
    role: 'admin',
  };
  try {
    await workloads.createEvaluation(platform, {
      model_version_id: modelVersionId,
      dataset_version_id: spec.datasetVersionId,
    });
  } catch (err) {
    logger?.warn(
      { trainingJobId: training._id, modelVersionId, err: (err as Error).message },
      'no evaluation after the training',
    );
  }
}

/** Model workflows: training and export jobs run by the operator, and the model versions they make. */
export function createMlModule(deps: MlModuleDeps) {
  const { config } = deps;
  const kube = deps.kube;
  const workloadRepo = new WorkloadRepository(deps.db, deps.sequences, deps.clock);
  const modelRepo = new ModelRepository(deps.db, deps.sequences);
  const workloads = new WorkloadService(
    workloadRepo,
    modelRepo,
    deps.datasets,
    kube,
    { trainer: config.TRAINER_IMAGE, exporter: config.EXPORTER_IMAGE, evaluator: config.EVALUATOR_IMAGE },
    {
      caps: {
        cpu: config.JOB_MAX_CPU,
        memory: config.JOB_MAX_MEMORY,
        gpu: config.JOB_MAX_GPU,
        epochs: config.JOB_MAX_EPOCHS,
        imageSize: config.JOB_MAX_IMAGE_SIZE,
        defaultCpu: config.JOB_DEFAULT_CPU,
        defaultMemory: config.JOB_DEFAULT_MEMORY,
      },
      maxDurationS: config.JOB_MAX_DURATION_S,
      hubPins: config.WORKLOAD_HUB_SHA256,
    },
    deps.quotas,
    deps.clock,
  );
  const urls = objectUrls(deps.store, config.WORKLOAD_URL_TTL_S);
  const operator = new WorkloadOperatorService(
    workloadRepo,
    modelRepo,
    deps.datasets,
    urls,
    deps.claims,
    deps.organizationExists,
    () => `${deps.internalBaseUrl()}/internal/workloads`,
    config.WORKLOAD_HUB_SHA256,
    deps.clock,
    (training, modelVersionId) => evaluateTrainedModel(workloads, training, modelVersionId, deps.logger),
  );
  const models = new ModelService(modelRepo, workloadRepo, {
    links: new DownloadLinks(downloadLinkSignatures(config.S3_SECRET_KEY), config.SIGNED_URL_TTL_S, deps.clock),
    open: (key) => deps.store.open(key),
  });
  const registration = new ModelRegistration(modelRepo, deps.store, deps.projectExists, deps.clock);
  /** Deployments ship a model version's ONNX file, or the artifact of one of its exports. */
  const artifacts: ArtifactSource = {
    async artifactKey(organizationId, modelVersionId, format, exportJobId) {
      const model = await modelRepo.get(organizationId, modelVersionId);
      if (!model) return null;
      if (format === 'onnx' && !exportJobId && model.artifacts.onnx) return model.artifacts.onnx;
      const exported = await workloadRepo.latestExport(organizationId, modelVersionId, format, exportJobId);
      return exported?.artifact_key ?? null;
    },
    async validation(organizationId, modelVersionId, format, exportJobId) {
      const model = await modelRepo.get(organizationId, modelVersionId);
      if (!model) return null;
      // The model's own ONNX file is the source: nothing to compare it with.
      if (format === 'onnx' && !exportJobId && model.artifacts.onnx) return null;
      const exported = await workloadRepo.latestExport(organizationId, modelVersionId, format, exportJobId);
      return exported && Object.keys(exported.metrics).length > 0 ? exported.metrics : null;
    },
    // Signed afresh in every check-in response, so they live SIGNED_URL_TTL_S (minutes), not a
    // workload's day: a leaked URL stops working soon; a download already started runs to its end.
    presignGet: (key) => deps.store.presignGet(key, config.SIGNED_URL_TTL_S),
    async classNames(organizationId, modelVersionId) {
      const model = await modelRepo.get(organizationId, modelVersionId);
      return model?.class_names ?? [];
    },
    async checksum(key) {
      const body = (await deps.store.read(key)) as AsyncIterable<Buffer>;
      return (await hashBody(body)).sha256;
    },
  };

  return {
    artifacts,
    resolveWorkload: (token: string) => operator.resolveWorkloadToken(token),
    /** Model versions, for the modules that run them (inference's ModelCatalog). */
    modelVersions: {
      get: async (organizationId: number, id: number) => catalogModel(await modelRepo.get(organizationId, id)),
      newestWithOnnx: async (organizationId: number, role: ModelRole, projectId?: number) =>
        catalogModel(await modelRepo.newestWithOnnx(organizationId, role, projectId)),
    },
    routes: [
      ...workloadRoutes(workloads),
      ...evaluationRoutes(new EvaluationService(workloads)),
      ...modelRoutes(models, config.PUBLIC_BASE_URL),
      ...modelRegistrationRoutes(registration, models, deps.store, config.MAX_MODEL_UPLOAD_BYTES),
      ...workloadInternalRoutes(operator),
    ],
    async ensureIndexes() {
      await workloadRepo.ensureIndexes();
      await modelRepo.ensureIndexes();
    },
  };
}
