import type { Db, Document, Filter } from 'mongodb';
import { findPage, type PageWindow } from '../../../lib/mongo/page.js';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';
import type { StoredImage } from './upload-engine.js';

/** An image record: the stored object (see StoredImage) and what the platform knows of it. */
export interface ImageDoc extends OrgDocument, StoredImage {
  filename: string;
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

const SEARCH_INDEX = 'org_filename';

/**
 * The index the image list must read for this filter, where the planner would pick a worse one:
 * a search over all the organization's images, which it would read in the list's order and
 * match one by one (all of them when few match), where reading the filenames from their index
 * and fetching only the matches costs a key per image.
 */
export function imageListHint(filter: Filter<ImageDoc>): string | undefined {
  const keys = Object.keys(filter);
  const onlyPattern =
    keys.length === 1 && keys[0] === 'filename' && typeof filter.filename === 'object' && filter.filename !== null;
  return onlyPattern ? SEARCH_INDEX : undefined;
}

export class ImageRepository {
  private readonly images: TenantCollection<ImageDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
  ) {
    this.images = new TenantCollection(
      db.collection<ImageDoc>('images'),
      [
        // Each list index ends with the list's sort key and `_id`, so a page is read from it in
        // order and the read stops after the page (test/stack/image-list-plans.test.ts).
        { key: { organization_id: 1, created_at: -1, _id: -1 }, name: 'org_created' },
        // A batch's images by filename (the review page).
        { key: { organization_id: 1, batch_id: 1, filename: 1, _id: 1 }, name: 'org_batch_filename_id' },
        { key: { organization_id: 1, project_id: 1, created_at: -1, _id: -1 }, name: 'org_project_created_id' },
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
        // The filename search reads filenames from here, and only the matching images.
        { key: { organization_id: 1, filename: 1 }, name: SEARCH_INDEX },
        // Also the device filter's: its leading keys are the organization and the device.
        { key: { organization_id: 1, device_id: 1, idempotency_key: 1 }, name: 'org_device_idempotency' },
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
      ['org_device', 'org_batch_filename', 'org_project_created', 'org_project_status_split', 'org_classes'],
    );
  }

  ensureIndexes(): Promise<void> {
    return this.images.ensureIndexes();
  }

  /**
   * One page of the image list and its total. The sort key comes first and `_id` breaks ties in
   * the same direction, which is the order the list's indexes hold.
   */
  page(
    organizationId: number,
    filter: Filter<ImageDoc>,
    sort: { key: 'created_at' | 'updated_at' | 'filename'; direction: 1 | -1 },
    window: PageWindow,
  ): Promise<{ docs: ImageDoc[]; total: number }> {
    return findPage(
      this.images.forOrg(organizationId),
      filter,
      { [sort.key]: sort.direction, _id: sort.direction },
      window,
      imageListHint(filter),
    );
  }

  nextId(): Promise<number> {
    return this.sequences.next('images');
  }

  async insert(organizationId: number, fields: Omit<ImageDoc, '_id' | 'organization_id'>): Promise<ImageDoc> {
    return this.images.forOrg(organizationId).insertOne({ _id: await this.nextId(), ...fields });
  }

  /** Stores records in one ordered round trip (imports); ids come from `nextId`. */
  async insertMany(organizationId: number, docs: Omit<ImageDoc, 'organization_id'>[]): Promise<void> {
    await this.images.forOrg(organizationId).insertMany(docs);
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

  /** Removes every record an import added (its compensation); returns how many. */
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

  removeImported(organizationId: number, importJobId: string): Promise<number> {
    return this.images.forOrg(organizationId).deleteMany({ import_job_id: importJobId });
  }

  get(organizationId: number, id: number): Promise<ImageDoc | null> {
    return this.images.forOrg(organizationId).findOne({ _id: id });
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

  update(organizationId: number, id: number, set: Partial<ImageDoc>): Promise<ImageDoc | null> {
    return this.images.forOrg(organizationId).findOneAndUpdate({ _id: id }, { $set: set });
  }

  remove(organizationId: number, id: number): Promise<ImageDoc | null> {
    return this.images.forOrg(organizationId).findOneAndDelete({ _id: id });
  }

  /** Writes the class list derived from the image's annotations, and the status unless a person set it. */
  async setDerivedFields(organizationId: number, id: number, classes: string[]): Promise<void> {
    const images = this.images.forOrg(organizationId);
    await images.findOneAndUpdate({ _id: id }, { $set: { classes, updated_at: new Date() } });
    await images.findOneAndUpdate(
      { _id: id, annotation_status_explicit: false },
      { $set: { annotation_status: classes.length > 0 ? 'completed' : 'pending' } },
    );
  }

  /** Moves every image of the batch to the project. */
  async assignBatchToProject(organizationId: number, batchId: number, projectId: number | null): Promise<void> {
    await this.images
      .forOrg(organizationId)
      .updateMany({ batch_id: batchId }, { $set: { project_id: projectId, updated_at: new Date() } });
  }

  /** Leaves the project's images without a project (the project is being deleted). */
  async unassignProject(organizationId: number, projectId: number): Promise<void> {
    await this.images.forOrg(organizationId).updateMany({ project_id: projectId }, { $set: { project_id: null } });
  }

  /** How many images each of the batches holds (batches without images are absent). */
  async countByBatch(organizationId: number, batchIds: number[]): Promise<Map<number, number>> {
    const rows = await this.images
      .forOrg(organizationId)
      .aggregate<{ _id: number; n: number }>([
        { $match: { batch_id: { $in: batchIds } } },
        { $group: { _id: '$batch_id', n: { $sum: 1 } } },
      ])
      .toArray();
    return new Map(rows.map((r) => [r._id, r.n]));
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
   * memory first. `onRead` hears the count every 1000.
   */
  async scope(organizationId: number, filter: Filter<ImageDoc>, onRead?: (count: number) => void) {
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
    const docs = [];
    for await (const doc of cursor) {
      docs.push(doc);
      if (docs.length % 1000 === 0) onRead?.(docs.length);
    }
    return docs.sort((a, b) => a._id - b._id);
  }

  /**
   * Puts the images in the split and locks it there (they are in a dataset version now). Images
   * already locked in that split are left alone: a later version of a project changes nothing
   * in them, and each update rewrites index entries.
   */
  async lockSplit(organizationId: number, ids: number[], split: ImageDoc['split'], at: Date): Promise<void> {
    await this.images
      .forOrg(organizationId)
      .updateMany(
        { _id: { $in: ids }, $or: [{ split: { $ne: split } }, { split_locked: { $ne: true } }] },
        { $set: { split, split_locked: true, updated_at: at } },
      );
  }

  /** Ids of the images matching the filter, oldest first; at most `limit` when given. */
  async idsWhere(organizationId: number, filter: Filter<ImageDoc>, limit?: number): Promise<number[]> {
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
