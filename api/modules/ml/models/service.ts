import type { ExportJobSpec } from '../../../../contracts/custom-resources.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import type { PageMeta } from '../../../lib/envelope.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { pageMeta, pageWindow } from '../../../lib/pagination.js';
import type { WorkloadRepository } from '../workloads/repository.js';
import type { ModelRepository, ModelVersionDoc } from './repository.js';
import type { ListModelsQuery, ModelVersionView } from './schemas.js';
import { modelTask } from '../tasks.js';

export interface Download {
  url: string;
  file_name: string;
  expires_at: string;
}

export class ModelService {
  constructor(
    private readonly repo: ModelRepository,
    private readonly workloads: WorkloadRepository,
    /** Signed GET URLs that expire after `ttlS` (SIGNED_URL_TTL_S). */
    private readonly downloads: { presignGet(key: string): Promise<string>; ttlS: number },
  ) {}

  private async download(key: string): Promise<Download> {
    return {
      url: await this.downloads.presignGet(key),
      file_name: key.slice(key.lastIndexOf('/') + 1),
      expires_at: new Date(Date.now() + this.downloads.ttlS * 1000).toISOString(),
    };
  }

  /** A signed URL of the model's weights or ONNX file. */
  async downloadArtifact(user: UserPrincipal, id: number, artifact: 'weights' | 'onnx'): Promise<Download> {
    const doc = await this.repo.get(user.organizationId, id);
    if (!doc) throw notFound('Model version');
    const key = doc.artifacts[artifact];
    if (!key) throw notFound(`The model version's ${artifact} file`);
    return this.download(key);
  }

  /** A signed URL of an export job's artifact, once it succeeded. */
  async downloadExport(user: UserPrincipal, exportJobId: number): Promise<Download> {
    const record = await this.workloads.get('ExportJob', user.organizationId, exportJobId);
    if (!record) throw notFound('Export job');
    if (record.phase !== 'Succeeded' || !record.artifact_key) {
      throw new AppError(
        'CONFLICT',
        `The export job is ${record.phase.toLowerCase()}`,
        'download it once it succeeded',
      );
    }
    return this.download(record.artifact_key);
  }

  /** Views with their exports, read from the export jobs that succeeded (one source of truth). */
  private async views(organizationId: number, docs: ModelVersionDoc[]): Promise<ModelVersionView[]> {
    const exports = await this.workloads.succeededExports(
      organizationId,
      docs.map((d) => d._id),
    );
    return docs.map((doc) => ({
      id: doc._id,
      project_id: doc.project_id,
      name: doc.name,
      version: doc.version,
      source: doc.source,
      training_job_id: doc.training_job_id,
      task: modelTask(doc.task),
      role: doc.role,
      class_names: doc.class_names,
      input_size: doc.input_size,
      metrics: doc.metrics,
      artifacts: doc.artifacts,
      exports: exports
        .filter((e) => e.model_version_id === doc._id && e.artifact_key)
        .map((e) => {
          const spec = e.spec as ExportJobSpec;
          return {
            export_job_id: e._id,
            format: spec.format,
            precision: spec.precision ?? 'fp32',
            artifact_key: e.artifact_key!,
            completed_at: e.completion_time?.toISOString() ?? null,
            metrics: e.metrics ?? {},
          };
        }),
      created_at: doc.created_at.toISOString(),
      updated_at: doc.updated_at.toISOString(),
    }));
  }

  async list(user: UserPrincipal, query: ListModelsQuery): Promise<{ items: ModelVersionView[]; meta: PageMeta }> {
    const { docs, total } = await this.repo.page(
      user.organizationId,
      { projectId: query.project_id },
      pageWindow(query),
    );
    return { items: await this.views(user.organizationId, docs), meta: pageMeta(query, total, docs.length) };
  }

  async get(user: UserPrincipal, id: number): Promise<ModelVersionView> {
    const doc = await this.repo.get(user.organizationId, id);
    if (!doc) throw notFound('Model version');
    return (await this.views(user.organizationId, [doc]))[0]!;
  }
}
