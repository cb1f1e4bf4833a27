import type { Clock } from '../../../lib/clock.js';
import type { Db } from 'mongodb';
import { findPage, type PageWindow } from '../../../lib/mongo/page.js';
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
  private readonly projects: TenantCollection<ProjectDoc>;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.projects = new TenantCollection(db.collection<ProjectDoc>('projects'), [
      { key: { organization_id: 1, name: 1 }, name: 'org_name_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
    ]);
  }

  ensureIndexes(): Promise<void> {
    return this.projects.ensureIndexes();
  }

  find(organizationId: number, id: number): Promise<ProjectDoc | null> {
    return this.projects.forOrg(organizationId).findOne({ _id: id });
  }

  /** Names of the projects of these ids that exist. */
  async namesOf(organizationId: number, ids: number[]): Promise<Map<number, string>> {
    const docs = await this.projects
      .forOrg(organizationId)
      .find({ _id: { $in: ids } }, { projection: { name: 1 } })
      .toArray();
    return new Map(docs.map((p) => [p._id, p.name]));
  }

  insert(organizationId: number, doc: Omit<ProjectDoc, 'organization_id'>): Promise<ProjectDoc> {
    return this.projects.forOrg(organizationId).insertOne(doc);
  }

  /** One page of the organization's projects, newest first, and how many there are. */
  page(organizationId: number, window: PageWindow) {
    return findPage(this.projects.forOrg(organizationId), {}, { created_at: -1, _id: -1 }, window);
  }

  update(organizationId: number, id: number, set: Partial<ProjectDoc>): Promise<ProjectDoc | null> {
    return this.projects.forOrg(organizationId).findOneAndUpdate({ _id: id }, { $set: set });
  }

  /** Appends the classes the project lacks, in order, keeping its own order (one atomic update). */
  addClasses(organizationId: number, id: number, classes: string[]): Promise<ProjectDoc | null> {
    return this.projects
      .forOrg(organizationId)
      .findOneAndUpdate(
        { _id: id },
        { $addToSet: { classes: { $each: classes } }, $set: { updated_at: this.clock.now() } },
      );
  }

  remove(organizationId: number, id: number): Promise<ProjectDoc | null> {
    return this.projects.forOrg(organizationId).findOneAndDelete({ _id: id });
  }
}
