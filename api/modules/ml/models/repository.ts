import type { Db, Filter } from 'mongodb';
import { isDuplicateKeyError } from '../../../lib/mongo/database.js';
import { findPage, type PageWindow } from '../../../lib/mongo/page.js';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';

export const MODEL_ROLES = ['detector', 'open_vocab_detector', 'sam_encoder', 'sam_decoder'] as const;
export type ModelRole = (typeof MODEL_ROLES)[number];

export interface ModelVersionDoc extends OrgDocument {
  project_id: number | null;
  name: string;
  /** Counts up per project from 1. */
  version: number;
  source: 'training' | 'upload';
  training_job_id: number | null;
  task: string;
  role: ModelRole;
  class_names: string[];
  input_size: number;
  metrics: Record<string, number>;
  /** Object keys: `weights` (the trainer's native format) and `onnx`. */
  artifacts: { weights: string | null; onnx: string | null };
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export class ModelRepository {
  private readonly models: TenantCollection<ModelVersionDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
  ) {
    this.models = new TenantCollection(db.collection<ModelVersionDoc>('model_versions'), [
      { key: { organization_id: 1, project_id: 1, version: 1 }, name: 'org_project_version_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
    ]);
  }

  ensureIndexes(): Promise<void> {
    return this.models.ensureIndexes();
  }

  get(organizationId: number, id: number): Promise<ModelVersionDoc | null> {
    return this.models.forOrg(organizationId).findOne({ _id: id });
  }

  /** One page of the organization's model versions, newest first, and how many match in all. */
  page(organizationId: number, criteria: { projectId?: number | undefined }, window: PageWindow) {
    const filter: Filter<ModelVersionDoc> = criteria.projectId ? { project_id: criteria.projectId } : {};
    return findPage(this.models.forOrg(organizationId), filter, { created_at: -1, _id: -1 }, window);
  }

  /** The organization's model versions with trainer weights (they can be fine-tuned), newest first. */
  withWeights(organizationId: number, limit: number): Promise<ModelVersionDoc[]> {
    return this.models
      .forOrg(organizationId)
      .find({ 'artifacts.weights': { $ne: null } })
      .sort({ created_at: -1, _id: -1 })
      .limit(limit)
      .toArray();
  }

  /** The newest version of the role with an ONNX file; only the project's when `projectId` is given. */
  newestWithOnnx(organizationId: number, role: ModelRole, projectId?: number): Promise<ModelVersionDoc | null> {
    const filter = {
      role,
      'artifacts.onnx': { $ne: null },
      ...(projectId === undefined ? {} : { project_id: projectId }),
    };
    return this.models.forOrg(organizationId).find(filter).sort({ created_at: -1, _id: -1 }).limit(1).next();
  }

  /**
   * Inserts a model version with the project's next version number. The unique index decides
   * races (two trainings finishing at once): the loser retries with the number after.
   */
  async insertNextVersion(
    organizationId: number,
    fields: Omit<ModelVersionDoc, '_id' | 'organization_id' | 'version'>,
  ) {
    const models = this.models.forOrg(organizationId);
    for (let attempt = 0; attempt < 20; attempt++) {
      const latest = await models.find({ project_id: fields.project_id }).sort({ version: -1 }).limit(1).next();
      try {
        return await models.insertOne({
          _id: await this.sequences.next('model_versions'),
          ...fields,
          version: (latest?.version ?? 0) + 1 + attempt,
        });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    throw new Error('could not number the model version');
  }
}
