import type { Db } from 'mongodb';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';

export const PROJECT_TYPES = ['object_detection', 'classification', 'segmentation'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export interface ProjectDoc extends OrgDocument {
  name: string;
  description: string;
  project_type: ProjectType;
  classes: string[];
  created_at: Date;
  updated_at: Date;
}

export class ProjectRepository {
  readonly projects: TenantCollection<ProjectDoc>;

  constructor(db: Db) {
    this.projects = new TenantCollection(db.collection<ProjectDoc>('projects'), [
      { key: { organization_id: 1, name: 1 }, name: 'org_name_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
    ]);
  }

  find(organizationId: number, id: number): Promise<ProjectDoc | null> {
    return this.projects.forOrg(organizationId).findOne({ _id: id });
  }
}
