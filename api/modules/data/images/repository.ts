import type { Clock } from '../../../lib/clock.js';
import type { Db, Document, Filter, UpdateFilter } from 'mongodb';
import type { PageWindow } from '../../../lib/mongo/page.js';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';
import type { StoredImage } from './upload-engine.js';
import { filenameSuffixes } from './filename-search.js';
import { ImageCounts, type CountedFields } from './image-counts.js';
import { withPosition, type ImageListSort, type ListPosition } from './list-cursor.js';

/** An image record: the stored object (see StoredImage) and what the platform knows of it. */
/** Images of a project: of these ids, of one batch, or only those still pending labels. */
export interface ProjectImageSelection {
  projectId: number;
  ids?: number[];
  batchId?: number;
  pendingOnly?: boolean;
}

/** The images a dataset version is built from: a project's, of some batches, or only the labeled. */
export interface VersionScope {
  projectId: number;
  batchIds?: number[] | undefined;
  onlyAnnotated?: boolean | undefined;
}

export interface ImageDoc extends OrgDocument, StoredImage {
  filename: string;
  /** The lower-cased filename's suffixes, which the filename search seeks in (filename-search.ts). */
  filename_suffixes: string[];
  device_id: string;
  batch_id: number;
  project_id: number | null;
  split: 'train' | 'val' | 'test' | 'none';
  split_locked: boolean;
  annotation_status: 'pending' | 'completed';
  /** True once a person set the status; annotation changes then leave it alone. */
  annotation_status_explicit: boolean;
  /** Class values of the image's annotations, kept for the `classes` filter. */
  classes: string[];
  captured_at: Date | null;
  metadata: Record<string, unknown>;
  /** The device's idempotency key for the upload, when it sent one. */
  idempotency_key?: string;
  /** The import that added it (see imports/): a failed import removes what it added by this. */
  import_job_id?: string;
  created_at: Date;
  updated_at: Date;
}

/** A record as callers write it: the repository derives `filename_suffixes`. */
export type NewImage = Omit<ImageDoc, 'organization_id' | 'filename_suffixes'>;

/** Images read for the list and views leave out the search's suffixes (a few dozen strings each). */
const WITHOUT_SUFFIXES = { projection: { filename_suffixes: 0 } } as const;

/** A batch's images, and how many of them are labeled (annotation_status `completed`). */
export interface BatchCounts {
  images: number;
  labeled: number;
}

export class ImageRepository {
  private readonly images: TenantCollection<ImageDoc>;
  private readonly counts: ImageCounts;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
    private readonly clock: Clock,
  ) {
    this.counts = new ImageCounts(db);
    this.images = new TenantCollection(
      db.collection<ImageDoc>('images'),
      [
        // Each list index ends with the list's sort key and `_id`, so a page is read from it in
        // order and the read stops after the page (test/stack/image-list-plans.test.ts).
        { key: { organization_id: 1, created_at: -1, _id: -1 }, name: 'org_created' },
        { key: { organization_id: 1, updated_at: -1, _id: -1 }, name: 'org_updated_id' },
        // Also the exact filename filter's.
        { key: { organization_id: 1, filename: 1, _id: 1 }, name: 'org_filename_id' },
        // A batch's images by filename (the review page).
        { key: { organization_id: 1, batch_id: 1, filename: 1, _id: 1 }, name: 'org_batch_filename_id' },
        // The batches' image and labeled counts, read from the index alone (no image fetched).
        { key: { organization_id: 1, batch_id: 1, annotation_status: 1 }, name: 'org_batch_status' },
        { key: { organization_id: 1, project_id: 1, created_at: -1, _id: -1 }, name: 'org_project_created_id' },
        { key: { organization_id: 1, project_id: 1, updated_at: -1, _id: -1 }, name: 'org_project_updated_id' },
        { key: { organization_id: 1, project_id: 1, filename: 1, _id: 1 }, name: 'org_project_filename_id' },
        // The annotation queue, and the split views of a status.
        {
          key: { organization_id: 1, project_id: 1, annotation_status: 1, created_at: -1, _id: -1 },
          name: 'org_project_status_created',
        },
        {
          key: { organization_id: 1, project_id: 1, annotation_status: 1, split: 1, created_at: -1, _id: -1 },
          name: 'org_project_status_split_created',
        },
        // The classes filter: one ordered read per class, merged.
        { key: { organization_id: 1, classes: 1, created_at: -1, _id: -1 }, name: 'org_classes_created' },
        // The filename search: one prefix seek among the filenames' suffixes.
        { key: { organization_id: 1, filename_suffixes: 1 }, name: 'org_filename_suffixes' },
        // Also the device filter's: its leading keys are the organization and the device.
        { key: { organization_id: 1, device_id: 1, idempotency_key: 1 }, name: 'org_device_idempotency' },
        // A device's idempotency keys: an upload sent again is refused by its insert (no read first).
        {
          key: { organization_id: 1, device_id: 1, idempotency_key: 1 },
          name: 'org_device_idempotency_unique',
          unique: true,
          partialFilterExpression: { idempotency_key: { $type: 'string' } },
        },
        { key: { storage_key: 1 }, name: 'storage_key_unique', unique: true },
        // Duplicate checks of imports and uploads: the same bytes are added to a project once.
        { key: { organization_id: 1, project_id: 1, sha256: 1 }, name: 'org_project_sha256' },
        {
          key: { organization_id: 1, import_job_id: 1 },
          name: 'org_import_job',
          partialFilterExpression: { import_job_id: { $exists: true } },
        },
      ],
      // Earlier releases' list indexes, which lacked the sort's `_id` (or its key).
      [
        'org_device',
        'org_batch_filename',
        'org_project_created',
        'org_project_status_split',
        'org_classes',
        'org_filename',
      ],
    );
  }

  async ensureIndexes(): Promise<void> {
    await this.images.ensureIndexes();
    await this.counts.ensureIndexes();
    // One pass over the images finds the organizations both start-up steps go through.
    const organizations = await this.organizationsWithImages();
    await this.backfillFilenameSuffixes(organizations);
    // Images recorded before the counts were kept (once: then every write keeps them).
    const counted = await this.counts.organizations();
    for (const organizationId of organizations) {
      if (!counted.has(organizationId)) await this.recount(organizationId);
    }
  }

  /** Counts the organization's images again, replacing the kept counts (see ImageCounts). */
  async recount(organizationId: number): Promise<void> {
    await this.counts.replace(organizationId, await this.countedGroups(organizationId, {}));
  }

  /** The images matching `filter`, grouped by the counted fields. */
  private countedGroups(organizationId: number, filter: Filter<ImageDoc>) {
    return this.images
      .forOrg(organizationId)
      .aggregate<CountedFields & { n: number }>([
        { $match: filter },
        {
          $group: {
            _id: { project_id: '$project_id', annotation_status: '$annotation_status', split: '$split' },
            n: { $sum: 1 },
          },
        },
        { $replaceWith: { $mergeObjects: ['$_id', { n: '$n' }] } },
      ])
      .toArray();
  }

  /** The list's total: from the kept counts where they answer the filter, else counted. */
  private async total(organizationId: number, filter: Filter<ImageDoc>): Promise<number> {
    if (ImageCounts.answers(filter as Filter<CountedFields>)) {
      const kept = await this.counts.total(organizationId, filter as Filter<CountedFields>);
      if (typeof kept === 'number') return kept;
      if (kept === 'wrong') await this.recount(organizationId);
    }
    return this.images.forOrg(organizationId).countDocuments(filter);
  }

  /**
   * Gives records of earlier releases the filename search's suffixes (once: later starts find
   * none without them, at the cost of one read of the images without an index).
   */
  private async backfillFilenameSuffixes(organizations: number[]): Promise<void> {
    for (const organizationId of organizations) {
      const images = this.images.forOrg(organizationId);
      const missing = images.find({ filename_suffixes: { $exists: false } }, { projection: { _id: 1, filename: 1 } });
      let updates: { filter: Filter<ImageDoc>; update: UpdateFilter<ImageDoc> }[] = [];
      for await (const doc of missing) {
        updates.push({
          filter: { _id: doc._id },
          update: { $set: { filename_suffixes: filenameSuffixes(doc.filename) } },
        });
        if (updates.length === 1000) {
          await images.updateEach(updates);
          updates = [];
        }
      }
      await images.updateEach(updates);
    }
  }

  /**
   * One page of the image list, its total, and whether images follow it. The sort key comes first
   * and `_id` breaks ties in the same direction, which is the order the list's indexes hold; a
   * page after `after` (a cursor's position) starts with a seek there instead of skipping.
   */
  async page(
    organizationId: number,
    filter: Filter<ImageDoc>,
    sort: ImageListSort,
    window: PageWindow,
    after?: ListPosition,
  ): Promise<{ docs: ImageDoc[]; total: number; more: boolean }> {
    const images = this.images.forOrg(organizationId);
    const [docs, total] = await Promise.all([
      images
        .find(after ? withPosition(filter, sort, after) : filter, WITHOUT_SUFFIXES)
        .sort({ [sort.key]: sort.direction, _id: sort.direction })
        .skip(window.skip)
        // One more than the page, to know whether another follows.
        .limit(window.limit + 1)
        .toArray(),
      this.total(organizationId, filter),
    ]);
    return { docs: docs.slice(0, window.limit), total, more: docs.length > window.limit };
  }

  nextId(): Promise<number> {
    return this.sequences.next('images');
  }

  /** `count` ids in one reservation (an import's batch). */
  nextIds(count: number): Promise<number[]> {
    return this.sequences.nextMany('images', count);
  }

  async insert(organizationId: number, fields: Omit<NewImage, '_id'>): Promise<ImageDoc> {
    const _id = await this.nextId();
    const doc = await this.images
      .forOrg(organizationId)
      .insertOne({ _id, ...fields, filename_suffixes: filenameSuffixes(fields.filename) });
    await this.counts.add(organizationId, [doc], 1);
    return doc;
  }

  /** Stores records in one ordered round trip (imports); ids come from `nextId`. */
  async insertMany(organizationId: number, docs: NewImage[]): Promise<void> {
    await this.images
      .forOrg(organizationId)
      .insertMany(docs.map((doc) => ({ ...doc, filename_suffixes: filenameSuffixes(doc.filename) })));
    await this.counts.add(organizationId, docs, 1);
  }

  /** The SHA-256 of every image of the project (streamed from the index, not the documents). */
  async hashesInProject(organizationId: number, projectId: number): Promise<Set<string>> {
    const hashes = new Set<string>();
    const cursor = this.images
      .forOrg(organizationId)
      .find({ project_id: projectId }, { projection: { _id: 0, sha256: 1 } });
    for await (const doc of cursor) hashes.add(doc.sha256 as string);
    return hashes;
  }

  /** The id of an image of the project (null: of no project) with these bytes, or null. */
  async findInProjectByHash(organizationId: number, projectId: number | null, sha256: string): Promise<number | null> {
    const found = await this.images
      .forOrg(organizationId)
      .findOne({ project_id: projectId, sha256 }, { projection: { _id: 1 } });
    return found?._id ?? null;
  }

  /** Of these SHA-256s, those the project (null: no project) holds, each with one of its images' ids. */
  async idsInProjectByHash(
    organizationId: number,
    projectId: number | null,
    hashes: string[],
  ): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    if (hashes.length === 0) return found;
    const cursor = this.images
      .forOrg(organizationId)
      .find({ project_id: projectId, sha256: { $in: hashes } }, { projection: { _id: 1, sha256: 1 } });
    for await (const doc of cursor) if (!found.has(doc.sha256)) found.set(doc.sha256, doc._id);
    return found;
  }

  /** How many images an import recorded, and their bytes (what they count against the quotas). */
  async importedTotals(organizationId: number, importJobId: string): Promise<{ images: number; bytes: number }> {
    const [totals] = await this.images
      .forOrg(organizationId)
      .aggregate<{ images: number; bytes: number }>([
        { $match: { import_job_id: importJobId } },
        { $group: { _id: null, images: { $sum: 1 }, bytes: { $sum: '$size_bytes' } } },
      ])
      .toArray();
    return { images: totals?.images ?? 0, bytes: totals?.bytes ?? 0 };
  }

  /** Removes every record an import added (its compensation); returns how many. */
  async removeImported(organizationId: number, importJobId: string): Promise<number> {
    const filter = { import_job_id: importJobId };
    const groups = await this.countedGroups(organizationId, filter);
    const removed = await this.images.forOrg(organizationId).deleteMany(filter);
    await this.counts.add(organizationId, groups, -1);
    return removed;
  }

  get(organizationId: number, id: number): Promise<ImageDoc | null> {
    return this.images.forOrg(organizationId).findOne({ _id: id }, WITHOUT_SUFFIXES);
  }

  /** The image a device recorded under an idempotency key, if any. */
  findByUploadKey(organizationId: number, deviceId: string, key: string): Promise<ImageDoc | null> {
    return this.images.forOrg(organizationId).findOne({ device_id: deviceId, idempotency_key: key });
  }

  async hasStorageKey(organizationId: number, storageKey: string): Promise<boolean> {
    const found = await this.images
      .forOrg(organizationId)
      .findOne({ storage_key: storageKey }, { projection: { _id: 1 } });
    return found !== null;
  }

  async update(organizationId: number, id: number, set: Partial<ImageDoc>): Promise<void> {
    const before = await this.images
      .forOrg(organizationId)
      .findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'before' });
    if (before) await this.counts.move(organizationId, before, { ...before, ...set });
  }

  async remove(organizationId: number, id: number): Promise<ImageDoc | null> {
    const removed = await this.images.forOrg(organizationId).findOneAndDelete({ _id: id });
    if (removed) await this.counts.add(organizationId, [removed], -1);
    return removed;
  }

  /** Writes the class list derived from the image's annotations, and the status unless a person set it. */
  async setDerivedFields(organizationId: number, id: number, classes: string[]): Promise<void> {
    const images = this.images.forOrg(organizationId);
    await images.findOneAndUpdate({ _id: id }, { $set: { classes, updated_at: this.clock.now() } });
    const status = classes.length > 0 ? 'completed' : 'pending';
    const moved = await images.findOneAndUpdate(
      { _id: id, annotation_status_explicit: false, annotation_status: { $ne: status } },
      { $set: { annotation_status: status } },
    );
    if (moved) {
      const before = { ...moved, annotation_status: status === 'completed' ? 'pending' : 'completed' } as const;
      await this.counts.move(organizationId, before, moved);
    }
  }

  /** Moves every image of the batch to the project. */
  async assignBatchToProject(organizationId: number, batchId: number, projectId: number | null): Promise<void> {
    const groups = await this.countedGroups(organizationId, { batch_id: batchId });
    await this.images
      .forOrg(organizationId)
      .updateMany({ batch_id: batchId }, { $set: { project_id: projectId, updated_at: this.clock.now() } });
    await this.counts.moveGroups(organizationId, groups, { project_id: projectId });
  }

  /** Leaves the project's images without a project (the project is being deleted). */
  async unassignProject(organizationId: number, projectId: number): Promise<void> {
    const groups = await this.countedGroups(organizationId, { project_id: projectId });
    await this.images.forOrg(organizationId).updateMany({ project_id: projectId }, { $set: { project_id: null } });
    await this.counts.moveGroups(organizationId, groups, { project_id: null });
  }

  /**
   * How many images a version scope holds at most, and the organization in all: from the kept
   * counts, or for a scope of batches from their index (a covered count of the scope's keys).
   */
  async scopeSize(organizationId: number, scope: VersionScope): Promise<{ scope: number; organization: number }> {
    const inScope = async () => {
      if (!scope.batchIds) {
        const filter: Filter<ImageDoc> = { project_id: scope.projectId };
        if (scope.onlyAnnotated) filter.annotation_status = 'completed';
        return this.total(organizationId, filter);
      }
      let sum = 0;
      for (const counts of (await this.countByBatch(organizationId, scope.batchIds)).values()) {
        sum += scope.onlyAnnotated ? counts.labeled : counts.images;
      }
      return sum;
    };
    const [inScopeCount, organization] = await Promise.all([inScope(), this.total(organizationId, {})]);
    return { scope: inScopeCount, organization };
  }

  /** How many images each of the batches holds, and how many are labeled (batches without images are absent). */
  async countByBatch(organizationId: number, batchIds: number[]): Promise<Map<number, BatchCounts>> {
    const rows = await this.images
      .forOrg(organizationId)
      .aggregate<{ _id: number; images: number; labeled: number }>(
        [
          { $match: { batch_id: { $in: batchIds } } },
          {
            $group: {
              _id: '$batch_id',
              images: { $sum: 1 },
              labeled: { $sum: { $cond: [{ $eq: ['$annotation_status', 'completed'] }, 1, 0] } },
            },
          },
        ],
        { hint: 'org_batch_status' },
      )
      .toArray();
    return new Map(rows.map((r) => [r._id, { images: r.images, labeled: r.labeled }]));
  }

  /** Every image record of the organization, as the storage sweep compares them with objects. */
  storedObjects(organizationId: number): AsyncIterable<Pick<ImageDoc, '_id' | 'storage_key' | 'created_at'>> {
    return this.images.forOrg(organizationId).find({}, { projection: { _id: 1, storage_key: 1, created_at: 1 } });
  }

  /** Organizations with at least one image record (maintenance: the storage sweep). */
  async organizationsWithImages(): Promise<number[]> {
    const groups = this.images.forMaintenance().aggregate<{ _id: number }>([{ $group: { _id: '$organization_id' } }]);
    const ids: number[] = [];
    for await (const group of groups) ids.push(group._id);
    return ids;
  }

  /**
   * What a dataset version copies of each image in its scope, oldest first. Sorted here, not by
   * the database, so the server streams the read instead of sorting 100,000 images in its
   * memory first.
   */
  async scope(organizationId: number, scope: VersionScope) {
    const filter: Filter<ImageDoc> = { project_id: scope.projectId };
    if (scope.batchIds) filter.batch_id = { $in: scope.batchIds };
    if (scope.onlyAnnotated) filter.annotation_status = 'completed';
    const cursor = this.images.forOrg(organizationId).find(filter, {
      projection: {
        batch_id: 1,
        split: 1,
        split_locked: 1,
        storage_key: 1,
        filename: 1,
        content_type: 1,
        width: 1,
        height: 1,
      },
    });
    const docs = await cursor.toArray();
    return docs.sort((a, b) => a._id - b._id);
  }

  /**
   * Puts the images in the split and locks it there (they are in a dataset version now). Images
   * already locked in that split are left alone: a later version of a project changes nothing
   * in them, and each update rewrites index entries.
   */
  async lockSplit(organizationId: number, ids: number[], split: ImageDoc['split'], at: Date): Promise<void> {
    const filter: Filter<ImageDoc> = {
      _id: { $in: ids },
      $or: [{ split: { $ne: split } }, { split_locked: { $ne: true } }],
    };
    const groups = await this.countedGroups(organizationId, { ...filter, split: { $ne: split } });
    await this.images
      .forOrg(organizationId)
      .updateMany(filter, { $set: { split, split_locked: true, updated_at: at } });
    await this.counts.moveGroups(organizationId, groups, { split });
  }

  /** Ids of a project's images (of these ids, of a batch, or pending), oldest first; at most `limit` when given. */
  async idsInProject(organizationId: number, selection: ProjectImageSelection, limit?: number): Promise<number[]> {
    const filter: Filter<ImageDoc> = { project_id: selection.projectId };
    if (selection.ids) filter._id = { $in: selection.ids };
    if (selection.batchId !== undefined) filter.batch_id = selection.batchId;
    if (selection.pendingOnly) filter.annotation_status = 'pending';
    let cursor = this.images.forOrg(organizationId).find(filter, { projection: { _id: 1 } });
    if (limit !== undefined) cursor = cursor.sort({ _id: 1 }).limit(limit);
    return (await cursor.toArray()).map((d) => d._id);
  }

  /** Of the images of these ids that exist: project, size and object key. */
  sizesAndKeys(organizationId: number, ids: number[]) {
    return this.images
      .forOrg(organizationId)
      .find({ _id: { $in: ids } }, { projection: { project_id: 1, width: 1, height: 1, storage_key: 1 } })
      .toArray();
  }

  /** When the batch's newest image was recorded; null when it has none. */
  async newestInBatch(organizationId: number, batchId: number): Promise<Date | null> {
    const newest = await this.images
      .forOrg(organizationId)
      .find({ batch_id: batchId }, { projection: { created_at: 1 } })
      .sort({ created_at: -1 })
      .limit(1)
      .next();
    return newest?.created_at ?? null;
  }

  /** Per split, the images matching `match` and those of them locked; the annotated ones; their ids. */
  async splitFacts(organizationId: number, match: Document, countAnnotated: boolean) {
    const images = this.images.forOrg(organizationId);
    const [bySplit, locked, annotated, imageIds] = await Promise.all([
      images
        .aggregate<{ _id: string; n: number }>([{ $match: match }, { $group: { _id: '$split', n: { $sum: 1 } } }])
        .toArray(),
      images
        .aggregate<{ _id: string; n: number }>([
          { $match: { ...match, split_locked: true } },
          { $group: { _id: '$split', n: { $sum: 1 } } },
        ])
        .toArray(),
      countAnnotated ? images.countDocuments({ ...match, annotation_status: 'completed' }) : 0,
      images.distinct('_id', match) as Promise<number[]>,
    ]);
    return { bySplit, locked, annotated, imageIds };
  }
}
