import type { Clock } from '../../../lib/clock.js';
import type { Db, Filter, Sort } from 'mongodb';
import { ObjectId } from 'mongodb';
import { isDuplicateKeyError } from '../../../lib/mongo/database.js';
import { findPage, type PageWindow } from '../../../lib/mongo/page.js';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';
import type { AnnotationType } from '../annotations/repository.js';
import { decodeItemClasses, encodeItemClasses, SUMMARY_PART_ITEMS, type ItemClasses } from './item-classes.js';

export type Split = 'train' | 'val' | 'test';

const DATASET_VERSIONS = 'dataset_versions';

/** Items per `insertMany`: a 100k-image version is 100 round trips, each well under the message limit. */
const ITEM_BATCH = 1000;

/** A frozen dataset version of a project: which images, in which split, labelled how. */
/** Which dataset versions a list shows: a project's, or all of the organization's. */
export interface VersionCriteria {
  projectId?: number;
}

/** Newest first (across projects), or a project's versions by number, highest first. */
export type VersionOrder = 'newest' | 'highest_version';

const VERSION_SORTS: Record<VersionOrder, Sort> = {
  newest: { created_at: -1, _id: -1 },
  highest_version: { version: -1 },
};

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
  /** Class values of the version's annotations; a class's position is its index in exports. */
  classes: string[];
  split_counts: Record<Split, number>;
  created_by: string;
  created_at: Date;
  /**
   * Present while the version's images are still being locked in their splits, which happens
   * after the version is created (see DatasetService.create); removed once they all are.
   */
  split_lock_pending?: true;
}

/** An annotation as it was when the version was created. */
export interface FrozenAnnotation {
  class_value: string;
  type: AnnotationType;
  x_center: number | null;
  y_center: number | null;
  width: number | null;
  height: number | null;
  geometry: number[] | null;
}

/** One image of a version, with its split and its annotations as they were at creation. */
export interface DatasetItemDoc extends OrgDocument<ObjectId> {
  version_id: number;
  image_id: number;
  batch_id: number;
  split: Split;
  storage_key: string;
  filename: string;
  content_type: string;
  width: number;
  height: number;
  /** Distinct class values of `annotations`, for selections by class. */
  classes: string[];
  annotations: FrozenAnnotation[];
}

/** An item's own fields (`Omit` would erase them: documents carry an index signature). */
export type DatasetItemFields = Pick<
  DatasetItemDoc,
  | 'version_id'
  | 'image_id'
  | 'batch_id'
  | 'split'
  | 'storage_key'
  | 'filename'
  | 'content_type'
  | 'width'
  | 'height'
  | 'classes'
  | 'annotations'
>;

/** A version's fields except its number, which `insertNumbered` assigns. */
export type UnnumberedVersion = Pick<
  DatasetVersionDoc,
  | '_id'
  | 'project_id'
  | 'name'
  | 'split_ratios'
  | 'seed'
  | 'only_annotated'
  | 'batch_ids'
  | 'image_count'
  | 'batch_count'
  | 'class_count'
  | 'classes'
  | 'split_counts'
  | 'created_by'
  | 'created_at'
  | 'split_lock_pending'
>;

/** Part of a version's items as image ids and classes (see item-classes.ts). */
interface ItemSummaryDoc extends OrgDocument<ObjectId> {
  version_id: number;
  part: number;
  /** encodeItemClasses of up to SUMMARY_PART_ITEMS items. */
  entries: string;
}

/**
 * Held while a version of a project is being built, so two builds of one project run one after
 * the other and the second sees the splits the first locked. One left behind by a crashed
 * process goes stale and is taken over.
 */
interface BuildLeaseDoc extends OrgDocument<string> {
  project_id: number;
  holder: string;
  acquired_at: Date;
}

export class DatasetRepository {
  private readonly versions: TenantCollection<DatasetVersionDoc>;
  private readonly items: TenantCollection<DatasetItemDoc>;
  private readonly leases: TenantCollection<BuildLeaseDoc>;
  private readonly summaries: TenantCollection<ItemSummaryDoc>;

  constructor(
    db: Db,
    readonly sequences: Sequences,
    private readonly clock: Clock,
  ) {
    this.versions = new TenantCollection(db.collection<DatasetVersionDoc>(DATASET_VERSIONS), [
      { key: { organization_id: 1, project_id: 1, version: 1 }, name: 'org_project_version_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
    ]);
    this.items = new TenantCollection(
      db.collection<DatasetItemDoc>('dataset_items'),
      [
        { key: { organization_id: 1, version_id: 1, split: 1, image_id: 1 }, name: 'org_version_split_image' },
        // Serves the lookups by image, and the newest version of each image from the index alone.
        { key: { organization_id: 1, image_id: 1, version_id: 1 }, name: 'org_image_version' },
        { key: { organization_id: 1, storage_key: 1 }, name: 'org_storage_key' },
      ],
      // Replaced by org_image_version, which serves the same lookups.
      ['org_image'],
    );
    this.leases = new TenantCollection(db.collection<BuildLeaseDoc>('dataset_build_leases'));
    this.summaries = new TenantCollection(db.collection<ItemSummaryDoc>('dataset_item_summaries'), [
      { key: { organization_id: 1, version_id: 1, part: 1 }, name: 'org_version_part' },
    ]);
  }

  async ensureIndexes(): Promise<void> {
    await this.versions.ensureIndexes();
    await this.items.ensureIndexes();
    await this.summaries.ensureIndexes();
  }

  /**
   * Per class and split: the version's annotations of that class, and its images showing it,
   * grouped in the database, so nothing is read into the API process per image.
   */
  async classDistribution(
    organizationId: number,
    versionId: number,
  ): Promise<{ class_value: string; split: Split; annotations: number; images: number }[]> {
    const splits: Split[] = ['train', 'val', 'test'];
    const count = (field: 'annotations' | 'classes') =>
      this.items
        .forOrg(organizationId)
        .aggregate<{ _id: { split: Split; value: string }; n: number }>([
          { $match: { version_id: versionId, split: { $in: splits } } },
          { $unwind: `$${field}` },
          {
            $group: {
              _id: { split: '$split', value: field === 'annotations' ? '$annotations.class_value' : '$classes' },
              n: { $sum: 1 },
            },
          },
        ])
        .toArray();
    const [annotations, images] = await Promise.all([count('annotations'), count('classes')]);
    const imageCounts = new Map(images.map((row) => [`${row._id.split}\n${row._id.value}`, row.n]));
    return annotations
      .map((row) => ({
        class_value: row._id.value,
        split: row._id.split,
        annotations: row.n,
        images: imageCounts.get(`${row._id.split}\n${row._id.value}`) ?? 0,
      }))
      .sort((a, b) => splits.indexOf(a.split) - splits.indexOf(b.split));
  }

  /** Which of these image objects a dataset version still holds (their objects must stay). */
  async heldStorageKeys(organizationId: number, keys: string[]): Promise<Set<string>> {
    const held = new Set<string>();
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      for (const key of await this.items
        .forOrg(organizationId)
        .distinct('storage_key', { storage_key: { $in: batch } })) {
        held.add(key);
      }
    }
    return held;
  }

  nextVersionId(): Promise<number> {
    return this.sequences.next('dataset_versions');
  }

  /**
   * For each of the images in a dataset version, the name of the newest such version: one round
   * trip (an image list waits for it), read from the `org_image_version` index alone, with each
   * distinct version's name looked up once.
   */
  async newestVersionNames(organizationId: number, imageIds: number[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    if (imageIds.length === 0) return names;
    const rows = await this.items
      .forOrg(organizationId)
      .aggregate<{ image_ids: number[]; version: { name: string }[] }>([
        { $match: { image_id: { $in: imageIds } } },
        { $group: { _id: '$image_id', version_id: { $max: '$version_id' } } },
        { $group: { _id: '$version_id', image_ids: { $push: '$_id' } } },
        {
          $lookup: {
            from: DATASET_VERSIONS,
            localField: '_id',
            foreignField: '_id',
            pipeline: [{ $match: { organization_id: organizationId } }, { $project: { _id: 0, name: 1 } }],
            as: 'version',
          },
        },
      ])
      .toArray();
    for (const row of rows) {
      const name = row.version[0]?.name;
      if (name !== undefined) for (const id of row.image_ids) names.set(id, name);
    }
    return names;
  }

  findVersion(organizationId: number, id: number): Promise<DatasetVersionDoc | null> {
    return this.versions.forOrg(organizationId).findOne({ _id: id });
  }

  versionPage(organizationId: number, criteria: VersionCriteria, order: VersionOrder, window: PageWindow) {
    const filter: Filter<DatasetVersionDoc> = criteria.projectId ? { project_id: criteria.projectId } : {};
    return findPage(this.versions.forOrg(organizationId), filter, VERSION_SORTS[order], window);
  }

  /** A version's items in one split (all, or those of `imageIds`), by image id. */
  itemsInSplit(organizationId: number, versionId: number, split: Split, imageIds: number[] | null) {
    return this.items
      .forOrg(organizationId)
      .find({ version_id: versionId, split, ...(imageIds ? { image_id: { $in: imageIds } } : {}) })
      .sort({ image_id: 1 }) as AsyncIterable<DatasetItemDoc>;
  }

  /**
   * Each item's image and classes (the calibration sample is picked from these): from the
   * version's summary, or from its items for a version built before summaries existed.
   */
  async itemClasses(organizationId: number, versionId: number): Promise<ItemClasses[]> {
    const parts = await this.summaries
      .forOrg(organizationId)
      .find({ version_id: versionId })
      .sort({ part: 1 })
      .toArray();
    if (parts.length > 0) return parts.flatMap((part) => decodeItemClasses(part.entries));
    return this.items
      .forOrg(organizationId)
      .find({ version_id: versionId }, { projection: { _id: 0, image_id: 1, classes: 1 } })
      .sort({ image_id: 1 })
      .toArray() as Promise<ItemClasses[]>;
  }

  /**
   * Whether a version's annotations are image tags only (a classification version): at least one
   * tag and no geometry. An export's YOLO layout depends on it.
   */
  async holdsOnlyTags(organizationId: number, versionId: number): Promise<boolean> {
    const items = this.items.forOrg(organizationId);
    const projection = { projection: { _id: 1 } };
    const tagged = await items.findOne({ version_id: versionId, 'annotations.type': 'tag' }, projection);
    if (!tagged) return false;
    const shaped = { version_id: versionId, annotations: { $elemMatch: { type: { $ne: 'tag' } } } };
    return (await items.findOne(shaped, projection)) === null;
  }

  countItems(organizationId: number, versionId: number): Promise<number> {
    return this.items.forOrg(organizationId).countDocuments({ version_id: versionId });
  }

  async versionIdsOfProject(organizationId: number, projectId: number): Promise<number[]> {
    return this.versions.forOrg(organizationId).distinct('_id', { project_id: projectId }) as Promise<number[]>;
  }

  countForProject(organizationId: number, projectId: number): Promise<number> {
    return this.versions.forOrg(organizationId).countDocuments({ project_id: projectId });
  }

  async removeForProject(organizationId: number, projectId: number): Promise<void> {
    const versions = this.versions.forOrg(organizationId);
    const ids = (await versions.distinct('_id', { project_id: projectId })) as number[];
    await this.items.forOrg(organizationId).deleteMany({ version_id: { $in: ids } });
    await this.summaries.forOrg(organizationId).deleteMany({ version_id: { $in: ids } });
    await versions.deleteMany({ project_id: projectId });
  }

  /**
   * Inserts the version with the project's next number. The unique index decides between
   * concurrent inserts; the loser reads the new highest number and tries the one after it.
   */
  async insertNumbered(organizationId: number, version: UnnumberedVersion): Promise<DatasetVersionDoc> {
    const versions = this.versions.forOrg(organizationId);
    for (let attempt = 0; attempt < 50; attempt++) {
      const last = await versions.find({ project_id: version.project_id }).sort({ version: -1 }).limit(1).next();
      try {
        return await versions.insertOne({ ...version, version: (last?.version ?? 0) + 1 });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    throw new Error(`could not number a dataset version of project ${version.project_id}`);
  }

  /** Inserts all of a version's items in bulk, `ITEM_BATCH` per round trip, and their summary. */
  async insertItems(organizationId: number, versionId: number, items: DatasetItemFields[]): Promise<void> {
    const collection = this.items.forOrg(organizationId);
    for (let i = 0; i < items.length; i += ITEM_BATCH) {
      await collection.insertMany(items.slice(i, i + ITEM_BATCH).map((item) => ({ _id: new ObjectId(), ...item })));
    }
    const parts: Omit<ItemSummaryDoc, 'organization_id'>[] = [];
    for (let i = 0; i < items.length; i += SUMMARY_PART_ITEMS) {
      const entries = encodeItemClasses(items.slice(i, i + SUMMARY_PART_ITEMS));
      parts.push({ _id: new ObjectId(), version_id: versionId, part: parts.length, entries });
    }
    if (parts.length > 0) await this.summaries.forOrg(organizationId).insertMany(parts);
  }

  /** The project's versions whose images are not all locked in their splits yet, oldest first. */
  async pendingSplitLocks(organizationId: number, projectId: number): Promise<DatasetVersionDoc[]> {
    const pending = await this.versions
      .forOrg(organizationId)
      .find({ project_id: projectId, split_lock_pending: true })
      .toArray();
    return pending.sort((a, b) => a.version - b.version);
  }

  /** Image ids of the version's items in one split (from the items' split index). */
  async imageIdsInSplit(organizationId: number, versionId: number, split: Split): Promise<number[]> {
    const items = await this.items
      .forOrg(organizationId)
      .find({ version_id: versionId, split }, { projection: { _id: 0, image_id: 1 } })
      .toArray();
    return items.map((item) => item.image_id);
  }

  async markSplitsLocked(organizationId: number, versionId: number): Promise<void> {
    await this.versions.forOrg(organizationId).updateMany({ _id: versionId }, { $unset: { split_lock_pending: '' } });
  }

  async removeItems(organizationId: number, versionId: number): Promise<void> {
    await this.items.forOrg(organizationId).deleteMany({ version_id: versionId });
    await this.summaries.forOrg(organizationId).deleteMany({ version_id: versionId });
  }

  /**
   * Takes the project's build lease, waiting while another build holds it. Returns the holder
   * token for `releaseBuildLease`, or null when the wait ran out.
   */
  async acquireBuildLease(
    organizationId: number,
    projectId: number,
    options: { waitMs: number; staleMs: number },
  ): Promise<string | null> {
    const leases = this.leases.forOrg(organizationId);
    const id = `${organizationId}:${projectId}`;
    const holder = new ObjectId().toHexString();
    const deadline = performance.now() + options.waitMs;
    for (;;) {
      const now = this.clock.now();
      try {
        // Takes over a stale lease, or inserts one where there is none; a current lease makes
        // the upsert insert a second document with its `_id`, which is refused.
        await leases.findOneAndUpdate(
          { _id: id, acquired_at: { $lt: new Date(now.getTime() - options.staleMs) } },
          { $set: { project_id: projectId, holder, acquired_at: now } },
          { upsert: true },
        );
        return holder;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
      if (performance.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 25 + Math.floor(Math.random() * 50)));
    }
  }

  /**
   * Keeps the holder's lease fresh while a build (and its split lock) outlasts `staleMs`, so no
   * other build takes it as abandoned; a guarded update, so a holder whose lease was taken does
   * not get it back. Returns whether the holder still has it.
   */
  async renewBuildLease(organizationId: number, projectId: number, holder: string): Promise<boolean> {
    const renewed = await this.leases
      .forOrg(organizationId)
      .updateMany({ _id: `${organizationId}:${projectId}`, holder }, { $set: { acquired_at: this.clock.now() } });
    return renewed === 1;
  }

  async releaseBuildLease(organizationId: number, projectId: number, holder: string): Promise<void> {
    await this.leases.forOrg(organizationId).deleteMany({ _id: `${organizationId}:${projectId}`, holder });
  }
}
