import type { Readable } from 'node:stream';
import type { ExportJobSpec } from '../../../../contracts/custom-resources.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import type { PageMeta } from '../../../lib/envelope.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { pageMeta, pageWindow } from '../../../lib/pagination.js';
import type { WorkloadRepository } from '../workloads/repository.js';
import type { ModelRepository, ModelVersionDoc } from './repository.js';
import type { ListModelsQuery, ModelVersionView } from './schemas.js';
import { modelTask } from '../tasks.js';
import type { DownloadLinks, DownloadTarget } from './download-links.js';

export interface Download {
  url: string;
  file_name: string;
  expires_at: string;
}

/** A stored file as a download streams it. */
export interface DownloadFile {
  body: Readable;
  /** Bytes, when the store said. */
  size: number | null;
  fileName: string;
}

/** Where downloads come from: signed addresses on the API's origin, and the object store behind them. */
export interface Downloads {
  links: DownloadLinks;
  /** The object's body and size, or null when there is no such object. */
  open(key: string): Promise<{ body: Readable; size: number | null } | null>;
}

const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

export class ModelService {
  constructor(
    private readonly repo: ModelRepository,
    private readonly workloads: WorkloadRepository,
    private readonly downloads: Downloads,
  ) {}

  /** The address of the model's weights or ONNX file on the API's origin (`baseUrl`, ending in /api). */
  async downloadArtifact(
    user: UserPrincipal,
    id: number,
    artifact: 'weights' | 'onnx',
    baseUrl: string,
  ): Promise<Download> {
    const key = await this.artifactKey(user.organizationId, id, artifact);
    if (!key) throw notFound(`The model version's ${artifact} file`);
    const link = this.downloads.links.url(baseUrl, {
      kind: 'model',
      organizationId: user.organizationId,
      id,
      artifact,
    });
    return { ...link, file_name: fileName(key) };
  }

  private async artifactKey(organizationId: number, id: number, artifact: 'weights' | 'onnx'): Promise<string | null> {
    const doc = await this.repo.get(organizationId, id);
    if (!doc) throw notFound('Model version');
    return doc.artifacts[artifact] ?? null;
  }

  /** The address of an export job's artifact on the API's origin, once it succeeded. */
  async downloadExport(user: UserPrincipal, exportJobId: number, baseUrl: string): Promise<Download> {
    const key = await this.exportKey(user.organizationId, exportJobId);
    const link = this.downloads.links.url(baseUrl, {
      kind: 'export',
      organizationId: user.organizationId,
      id: exportJobId,
    });
    return { ...link, file_name: fileName(key) };
  }

  private async exportKey(organizationId: number, exportJobId: number): Promise<string> {
    const record = await this.workloads.get('ExportJob', organizationId, exportJobId);
    if (!record) throw notFound('Export job');
    if (record.phase !== 'Succeeded' || !record.artifact_key) {
      throw new AppError(
        'CONFLICT',
        `The export job is ${record.phase.toLowerCase()}`,
        'download it once it succeeded',
      );
    }
    return record.artifact_key;
  }

  /**
   * The file a signed download address names, or null when the address is forged, altered or
   * expired, or the file has gone since (all 404 to the caller, who holds no other credential).
   */
  async linked(target: DownloadTarget, exp: number, sig: string): Promise<DownloadFile | null> {
    if (!this.downloads.links.check(target, exp, sig)) return null;
    let key: string | null;
    try {
      key =
        target.kind === 'model'
          ? await this.artifactKey(target.organizationId, target.id, target.artifact)
          : await this.exportKey(target.organizationId, target.id);
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
    const file = key ? await this.downloads.open(key) : null;
    return file && key ? { ...file, fileName: fileName(key) } : null;
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
