import type { Db } from 'mongodb';
import type { ObjectId } from 'mongodb';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';
import type { AnnotationType } from '../annotations/repository.js';

export type Split = 'train' | 'val' | 'test';

/** A frozen dataset version of a project: which images, in which split, labelled how. */
export interface DatasetVersionDoc extends OrgDocument {
  project_id: number;
  name: string;
  /** Counts up per project from 1; unique with the project. */
  version: number;
  split_ratios: Record<Split, number>;
  seed: number;
  only_annotated: boolean;
  batch_ids: number[] | null;
  image_count: number;
  batch_count: number;
  class_count: number;
  classes: string[];
  split_counts: Record<Split, number>;
  created_by: string;
  created_at: Date;
}

/** One image of a version, with its split and its annotations as they were at creation. */
export interface DatasetItemDoc extends OrgDocument<ObjectId> {
  version_id: number;
  image_id: number;
  split: Split;
  storage_key: string;
  filename: string;
  width: number;
  height: number;
  annotations: {
    class_value: string;
    type: AnnotationType;
    x_center: number | null;
    y_center: number | null;
    width: number | null;
    height: number | null;
    geometry: number[] | null;
  }[];
}

export class DatasetRepository {
  readonly versions: TenantCollection<DatasetVersionDoc>;
  readonly items: TenantCollection<DatasetItemDoc>;

  constructor(
    db: Db,
    readonly sequences: Sequences,
  ) {
    this.versions = new TenantCollection(db.collection<DatasetVersionDoc>('dataset_versions'), [
      { key: { organization_id: 1, project_id: 1, version: 1 }, name: 'org_project_version_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
    ]);
    this.items = new TenantCollection(db.collection<DatasetItemDoc>('dataset_items'), [
      { key: { organization_id: 1, version_id: 1, split: 1 }, name: 'org_version_split' },
      { key: { organization_id: 1, image_id: 1 }, name: 'org_image' },
    ]);
  }

  async ensureIndexes(): Promise<void> {
    await this.versions.ensureIndexes();
    await this.items.ensureIndexes();
  }

  countForProject(organizationId: number, projectId: number): Promise<number> {
    return this.versions.forOrg(organizationId).countDocuments({ project_id: projectId });
  }

  async removeForProject(organizationId: number, projectId: number): Promise<void> {
    const versions = this.versions.forOrg(organizationId);
    const ids = (await versions.distinct('_id', { project_id: projectId })) as number[];
    await this.items.forOrg(organizationId).deleteMany({ version_id: { $in: ids } });
    await versions.deleteMany({ project_id: projectId });
  }
}
