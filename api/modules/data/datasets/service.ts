import type { Clock } from '../../../lib/clock.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import type { PageMeta } from '../../../lib/envelope.js';
import { AppError, notFound, validationError } from '../../../lib/errors.js';
import type { PageQuery } from '../../../lib/http/schemas.js';
import type { Logger } from '../../../lib/logging.js';
import { pageMeta, pageWindow } from '../../../lib/pagination.js';
import type { AnnotationDoc, AnnotationRepository } from '../annotations/repository.js';
import type { BatchRepository } from '../batches/repository.js';
import type { ImageDoc, ImageRepository } from '../images/repository.js';
import type { ProjectService } from '../projects/service.js';
import type {
  DatasetItemFields,
  DatasetRepository,
  DatasetVersionDoc,
  FrozenAnnotation,
  Split,
  VersionCriteria,
  VersionOrder,
} from './repository.js';
import type {
  ClassDistributionView,
  CreateDatasetVersion,
  DatasetVersionListItemView,
  DatasetVersionView,
  ListDatasetsQuery,
} from './schemas.js';
import { SPLIT_NAMES, assignSplits } from './split.js';

/**
 * How long a build waits for another build of the same project, and when a lease is abandoned;
 * its holder renews it three times as often, however long the build and its split lock take.
 */
const LEASE = { waitMs: 30_000, staleMs: 5 * 60_000 };
/** Ids per `$in` query, so large projects never send one huge filter. */
const CHUNK = 1000;
/** Scopes larger than this many chunks may read their annotations in one pass (see readsAnnotationsInOnePass). */
const ONE_PASS_AFTER_CHUNKS = 4;

/**
 * Whether a version reads its scope's annotations in one pass over the organization's rather
 * than by chunks of image ids: only a large scope holding at least half of the organization's
 * images, so that the pass reads at most about twice what the version needs. (A version of
 * 5,000 images in an organization of 100,000 read all 170,000 annotations in one pass: 5.4 s,
 * against 1.2 s by chunks; bench/results/database.md.)
 */
export function readsAnnotationsInOnePass(scopeImages: number, organizationImages: number): boolean {
  return scopeImages > ONE_PASS_AFTER_CHUNKS * CHUNK && scopeImages * 2 >= organizationImages;
}

type ScopeImage = Pick<
  ImageDoc,
  '_id' | 'batch_id' | 'split' | 'split_locked' | 'storage_key' | 'filename' | 'content_type' | 'width' | 'height'
>;

/** A version just created, and its items, whose images are locked in their splits next. */
interface BuiltVersion {
  version: DatasetVersionDoc;
  items: Pick<DatasetItemFields, 'image_id' | 'split'>[];
}

/** What a version keeps of each annotation, per image. */
function frozen(grouped: Map<number, AnnotationDoc[]>): Map<number, FrozenAnnotation[]> {
  const out = new Map<number, FrozenAnnotation[]>();
  for (const [imageId, docs] of grouped) {
    out.set(
      imageId,
      docs.map((a) => ({
        class_value: a.class_value,
        type: a.type,
        x_center: a.x_center,
        y_center: a.y_center,
        width: a.width,
        height: a.height,
        geometry: a.geometry,
      })),
    );
  }
  return out;
}

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function toListItem(doc: DatasetVersionDoc): DatasetVersionListItemView {
  return {
    id: doc._id,
    name: doc.name,
    version: doc.version,
    image_count: doc.image_count,
    batch_count: doc.batch_count,
    class_count: doc.class_count,
    created_at: doc.created_at.toISOString(),
  };
}

export function toVersionView(doc: DatasetVersionDoc): DatasetVersionView {
  return {
    ...toListItem(doc),
    project_id: doc.project_id,
    classes: doc.classes,
    split_counts: doc.split_counts,
    split_ratios: doc.split_ratios,
    seed: doc.seed,
    only_annotated: doc.only_annotated,
    batch_ids: doc.batch_ids,
    splits_locked: doc.split_lock_pending !== true,
  };
}

/** Project classes first, in the project's order, then any other class values by name. */
function orderClasses(projectClasses: readonly string[], present: ReadonlySet<string>): string[] {
  const known = projectClasses.filter((c) => present.has(c));
  const extra = [...present].filter((c) => !projectClasses.includes(c)).sort();
  return [...known, ...extra];
}

export class DatasetService {
  /** Split locks still running after their version was returned (see create). */
  private readonly locking = new Set<Promise<void>>();

  constructor(
    private readonly repo: DatasetRepository,
    private readonly images: ImageRepository,
    private readonly annotations: AnnotationRepository,
    private readonly batches: BatchRepository,
    private readonly projects: ProjectService,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  async require(organizationId: number, id: number): Promise<DatasetVersionDoc> {
    const doc = await this.repo.findVersion(organizationId, id);
    if (!doc) throw notFound('Dataset version');
    return doc;
  }

  async get(user: UserPrincipal, id: number): Promise<DatasetVersionView> {
    return toVersionView(await this.require(user.organizationId, id));
  }

  /** Each class of the version with its annotations and images per split, most annotated first. */
  async classDistribution(user: UserPrincipal, id: number): Promise<ClassDistributionView[]> {
    const version = await this.require(user.organizationId, id);
    const rows = await this.repo.classDistribution(user.organizationId, version._id);
    const byClass = new Map<string, ClassDistributionView>();
    for (const row of rows) {
      const entry = byClass.get(row.class_value) ?? {
        class_value: row.class_value,
        annotations: { train: 0, val: 0, test: 0 },
        images: { train: 0, val: 0, test: 0 },
      };
      entry.annotations[row.split] += row.annotations;
      entry.images[row.split] += row.images;
      byClass.set(row.class_value, entry);
    }
    const total = (c: ClassDistributionView) => c.annotations.train + c.annotations.val + c.annotations.test;
    return [...byClass.values()].sort((a, b) => total(b) - total(a) || a.class_value.localeCompare(b.class_value));
  }

  async list(user: UserPrincipal, query: ListDatasetsQuery): Promise<{ items: DatasetVersionView[]; meta: PageMeta }> {
    const { docs, meta } = await this.page(user.organizationId, { projectId: query.project_id }, query, 'newest');
    return { items: docs.map(toVersionView), meta };
  }

  async listForProject(
    user: UserPrincipal,
    projectId: number,
    query: PageQuery,
  ): Promise<{ items: DatasetVersionListItemView[]; meta: PageMeta }> {
    await this.projects.require(user.organizationId, projectId);
    const { docs, meta } = await this.page(user.organizationId, { projectId }, query, 'highest_version');
    return { items: docs.map(toListItem), meta };
  }

  private async page(
    organizationId: number,
    criteria: VersionCriteria,
    query: PageQuery,
    order: VersionOrder,
  ): Promise<{ docs: DatasetVersionDoc[]; meta: PageMeta }> {
    const { docs, total } = await this.repo.versionPage(organizationId, criteria, order, pageWindow(query));
    return { docs, meta: pageMeta(query, total, docs.length) };
  }

  /**
   * Builds a version: splits every image in scope (locked ones keep theirs), freezes membership
   * and annotations into items, and numbers the version, which is returned usable. Its images
   * are then locked in their splits, a rewrite of every image document and its index entries
   * that nothing in the version needs (seconds for 100,000 images, bench/results/database.md),
   * so the request does not wait for it. Builds of one project take turns (a lease) that
   * lasts until the lock is done, and each first finishes any lock a stopped process left, so
   * a build always sees what the one before it locked.
   */
  async create(user: UserPrincipal, input: CreateDatasetVersion): Promise<DatasetVersionView> {
    const org = user.organizationId;
    const project = await this.projects.require(org, input.project_id);
    if (input.batch_ids) await this.requireBatches(org, input.batch_ids);

    const release = await this.holdBuildLease(org, project._id);
    let built: BuiltVersion;
    try {
      await this.finishPendingLocks(org, project._id);
      built = await this.build(user, input, project.classes);
    } catch (err) {
      await release();
      throw err;
    }
    this.lockAfterwards(org, built, release);
    return toVersionView(built.version);
  }

  /** Takes the project's build lease and keeps it fresh until the returned release is called. */
  private async holdBuildLease(organizationId: number, projectId: number): Promise<() => Promise<void>> {
    const holder = await this.repo.acquireBuildLease(organizationId, projectId, LEASE);
    if (!holder) {
      throw new AppError(
        'CONFLICT',
        'Another dataset version of this project is being created',
        'retry when it is done',
      );
    }
    const renewal = setInterval(() => {
      this.repo.renewBuildLease(organizationId, projectId, holder).then(
        (held) => held || this.logger.warn({ organizationId, projectId }, 'a dataset build lost its lease'),
        (err: unknown) => this.logger.warn({ err, organizationId, projectId }, 'renewing a dataset build lease failed'),
      );
    }, LEASE.staleMs / 3);
    renewal.unref();
    return async () => {
      clearInterval(renewal);
      await this.repo.releaseBuildLease(organizationId, projectId, holder);
    };
  }

  /** Waits for the split locks still running (at shutdown). */
  async settle(): Promise<void> {
    await Promise.all(this.locking);
  }

  private lockAfterwards(organizationId: number, built: BuiltVersion, release: () => Promise<void>): void {
    const { version, items } = built;
    const work = (async () => {
      try {
        await this.lockSplits(organizationId, items);
        await this.repo.markSplitsLocked(organizationId, version._id);
      } catch (err) {
        // The next build of the project finishes it (finishPendingLocks).
        this.logger.error(
          { err, organizationId, versionId: version._id },
          "locking a dataset version's image splits failed",
        );
      } finally {
        await release().catch((err: unknown) => this.logger.warn({ err }, 'releasing a dataset build lease failed'));
      }
    })();
    this.locking.add(work);
    void work.finally(() => this.locking.delete(work));
  }

  /** Locks the images of versions whose lock a stopped process left unfinished, from their items. */
  private async finishPendingLocks(organizationId: number, projectId: number): Promise<void> {
    for (const version of await this.repo.pendingSplitLocks(organizationId, projectId)) {
      for (const split of SPLIT_NAMES) {
        await this.lockInSplit(
          organizationId,
          await this.repo.imageIdsInSplit(organizationId, version._id, split),
          split,
        );
      }
      await this.repo.markSplitsLocked(organizationId, version._id);
    }
  }

  private async requireBatches(organizationId: number, batchIds: number[]): Promise<void> {
    const found = new Set(await this.batches.existing(organizationId, batchIds));
    const missing = batchIds.filter((id) => !found.has(id));
    if (missing.length > 0) throw validationError('body.batch_ids', `Batch ${missing.join(', ')} not found`);
  }

  /**
   * The images in scope and their annotations. A scope that is large and most of the
   * organization's images reads its annotations in one pass over the organization's
   * (byImageInOnePass), beside the scope's own read: on two cores the two reads take about as long
   * as the longer one. Any other scope reads them by chunks of its image ids.
   */
  private async scopeWithAnnotations(
    organizationId: number,
    input: CreateDatasetVersion,
  ): Promise<{ images: ScopeImage[]; annotations: Map<number, FrozenAnnotation[]> }> {
    const scope = { projectId: input.project_id, batchIds: input.batch_ids, onlyAnnotated: input.only_annotated };
    const sizes = await this.images.scopeSize(organizationId, scope);

    let scopeIds!: (ids: ReadonlySet<number>) => void;
    let scopeFailed!: (err: unknown) => void;
    const idsWhenRead = new Promise<ReadonlySet<number>>((resolve, reject) => {
      scopeIds = resolve;
      scopeFailed = reject;
    });
    const onePass = readsAnnotationsInOnePass(sizes.scope, sizes.organization)
      ? this.annotations.byImageInOnePass(organizationId, idsWhenRead)
      : null;
    // Awaited below unless the scope read fails first; then only its own failure counts.
    onePass?.catch(() => undefined);
    let images: ScopeImage[];
    try {
      images = (await this.images.scope(organizationId, scope)) as ScopeImage[];
    } catch (err) {
      scopeFailed(err);
      throw err;
    }
    const ids = images.map((i) => i._id);
    scopeIds(new Set(ids));
    const grouped = onePass ? await onePass : await this.annotationsInChunks(organizationId, ids);
    return { images, annotations: frozen(grouped) };
  }

  private async annotationsInChunks(organizationId: number, imageIds: number[]) {
    const grouped = new Map<number, AnnotationDoc[]>();
    for (const part of chunks(imageIds)) {
      for (const [imageId, docs] of await this.annotations.byImage(organizationId, part)) grouped.set(imageId, docs);
    }
    return grouped;
  }

  private async build(
    user: UserPrincipal,
    input: CreateDatasetVersion,
    projectClasses: string[],
  ): Promise<BuiltVersion> {
    const org = user.organizationId;
    const { images, annotations } = await this.scopeWithAnnotations(org, input);
    if (images.length === 0) {
      throw validationError(
        'body.project_id',
        input.only_annotated
          ? 'No annotated images in scope: annotate images, widen batch_ids, or send only_annotated: false'
          : 'No images in scope: assign batches to the project or widen batch_ids',
      );
    }
    const classesOf = (id: number) => [...new Set((annotations.get(id) ?? []).map((a) => a.class_value))].sort();
    const splits = assignSplits(
      images.map((i) => ({
        id: i._id,
        classes: classesOf(i._id),
        locked: i.split_locked && i.split !== 'none' ? i.split : null,
      })),
      input.split,
      input.seed,
    );

    const versionId = await this.repo.nextVersionId();
    const items: DatasetItemFields[] = images.map((i) => ({
      version_id: versionId,
      image_id: i._id,
      batch_id: i.batch_id,
      split: splits.get(i._id)!,
      storage_key: i.storage_key,
      filename: i.filename,
      content_type: i.content_type,
      width: i.width,
      height: i.height,
      classes: classesOf(i._id),
      annotations: annotations.get(i._id) ?? [],
    }));
    const splitCounts: Record<Split, number> = { train: 0, val: 0, test: 0 };
    for (const item of items) splitCounts[item.split] += 1;
    const classes = orderClasses(projectClasses, new Set(items.flatMap((i) => i.classes)));

    // Items first, the version second: a version is visible only once all its items exist.
    try {
      await this.repo.insertItems(org, versionId, items);
      const version = await this.repo.insertNumbered(org, {
        _id: versionId,
        project_id: input.project_id,
        name: input.name,
        split_ratios: { train: input.split.train, val: input.split.val, test: input.split.test },
        seed: input.seed,
        only_annotated: input.only_annotated,
        batch_ids: input.batch_ids ?? null,
        image_count: items.length,
        batch_count: new Set(items.map((i) => i.batch_id)).size,
        class_count: classes.length,
        classes,
        split_counts: splitCounts,
        created_by: user.sub,
        created_at: this.clock.now(),
        split_lock_pending: true,
      });
      return { version, items: items.map(({ image_id, split }) => ({ image_id, split })) };
    } catch (err) {
      if (!(await this.repo.findVersion(org, versionId))) {
        await this.repo.removeItems(org, versionId);
      }
      throw err;
    }
  }

  private async lockSplits(
    organizationId: number,
    items: Pick<DatasetItemFields, 'image_id' | 'split'>[],
  ): Promise<void> {
    for (const split of SPLIT_NAMES) {
      await this.lockInSplit(
        organizationId,
        items.filter((i) => i.split === split).map((i) => i.image_id),
        split,
      );
    }
  }

  private async lockInSplit(organizationId: number, imageIds: number[], split: Split): Promise<void> {
    const now = this.clock.now();
    for (const part of chunks(imageIds)) await this.images.lockSplit(organizationId, part, split, now);
  }
}
