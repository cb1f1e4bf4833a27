import type { Clock } from '../../../lib/clock.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import type { PageMeta } from '../../../lib/envelope.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { isDuplicateKeyError } from '../../../lib/mongo/database.js';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { pageMeta, pageWindow } from '../../../lib/pagination.js';
import type { PageQuery } from '../../../lib/http/schemas.js';
import type { ProjectDoc, ProjectRepository } from './repository.js';
import type { CreateProject, ProjectView, UpdateProject } from './schemas.js';

/** What deleting a project must consult or clean up in the other data collections. */
export interface ProjectDependents {
  countDatasetVersions(organizationId: number, projectId: number): Promise<number>;
  /** Deletes the project's dataset versions and unassigns its batches and images. */
  detach(organizationId: number, projectId: number): Promise<void>;
}

export function toProjectView(doc: ProjectDoc): ProjectView {
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description,
    project_type: doc.project_type,
    classes: doc.classes,
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
  };
}

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `A project named "${name}" already exists`, 'project names are unique per organization');

export class ProjectService {
  constructor(
    private readonly repo: ProjectRepository,
    private readonly sequences: Sequences,
    private readonly clock: Clock,
    private readonly dependents: ProjectDependents,
  ) {}

  async create(user: UserPrincipal, input: CreateProject): Promise<ProjectView> {
    const now = this.clock.now();
    try {
      const doc = await this.repo.insert(user.organizationId, {
        _id: await this.sequences.next('projects'),
        ...input,
        created_at: now,
        updated_at: now,
      });
      return toProjectView(doc);
    } catch (err) {
      if (isDuplicateKeyError(err)) throw nameTaken(input.name);
      throw err;
    }
  }

  async list(user: UserPrincipal, query: PageQuery): Promise<{ items: ProjectView[]; meta: PageMeta }> {
    const { docs, total } = await this.repo.page(user.organizationId, pageWindow(query));
    return { items: docs.map(toProjectView), meta: pageMeta(query, total, docs.length) };
  }

  async get(user: UserPrincipal, id: number): Promise<ProjectView> {
    return toProjectView(await this.require(user.organizationId, id));
  }

  async require(organizationId: number, id: number): Promise<ProjectDoc> {
    const doc = await this.repo.find(organizationId, id);
    if (!doc) throw notFound('Project');
    return doc;
  }

  async update(user: UserPrincipal, id: number, patch: UpdateProject): Promise<ProjectView> {
    const set: Partial<ProjectDoc> = { updated_at: this.clock.now() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.classes !== undefined) set.classes = patch.classes;
    try {
      const doc = await this.repo.update(user.organizationId, id, set);
      if (!doc) throw notFound('Project');
      return toProjectView(doc);
    } catch (err) {
      if (isDuplicateKeyError(err)) throw nameTaken(patch.name ?? '');
      throw err;
    }
  }

  /** Refuses while dataset versions exist, unless forced; images and batches stay, unassigned. */
  async remove(user: UserPrincipal, id: number, force: boolean): Promise<void> {
    await this.require(user.organizationId, id);
    const versions = await this.dependents.countDatasetVersions(user.organizationId, id);
    if (versions > 0 && !force) {
      throw new AppError(
        'CONFLICT',
        `The project has ${versions} dataset version(s)`,
        'delete them first, or repeat with ?force=true to delete them too',
      );
    }
    await this.dependents.detach(user.organizationId, id);
    await this.repo.remove(user.organizationId, id);
  }
}
