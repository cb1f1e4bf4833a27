import type { Db, Filter } from 'mongodb';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';

/** What an image is counted by: the fields of the list's big filters. */
export type CountedFields = {
  project_id: number | null;
  annotation_status: 'pending' | 'completed';
  split: 'train' | 'val' | 'test' | 'none';
};

const COUNTED = ['project_id', 'annotation_status', 'split'] as const;

/** How many of the organization's images have these three values. */
interface CountDoc extends OrgDocument<string>, CountedFields {
  n: number;
}

const bucketId = (organizationId: number, f: CountedFields) =>
  `${organizationId}:${f.project_id ?? 'null'}:${f.annotation_status}:${f.split}`;

/**
 * The image list's totals kept with the data: the number of images per project, annotation
 * status and split, changed by every write that adds, removes or moves an image between them
 * (the image repository's). A total over these fields is then a read of a few small documents
 * instead of counting up to every image of the organization per request (100,000 index keys take
 * 25-75 ms on 2 cores). Other filters (classes, batch, device, search ...) are still counted.
 */
export class ImageCounts {
  private readonly counts: TenantCollection<CountDoc>;

  constructor(db: Db) {
    this.counts = new TenantCollection(db.collection<CountDoc>('image_counts'), [
      { key: { organization_id: 1, project_id: 1, annotation_status: 1, split: 1 }, name: 'org_fields' },
    ]);
  }

  ensureIndexes(): Promise<void> {
    return this.counts.ensureIndexes();
  }

  /** Whether the list's filter is one whose total these counts answer (equalities on the counted fields only). */
  static answers(filter: Filter<CountedFields>): boolean {
    return Object.entries(filter).every(
      ([key, value]) =>
        (COUNTED as readonly string[]).includes(key) &&
        (value === null || typeof value === 'string' || typeof value === 'number'),
    );
  }

  /**
   * The images matching such a filter. `none` when no count matches (no such image was ever
   * counted: counting them is as cheap), `wrong` when a count fell below zero (a write outside
   * the repository, e.g. by hand) and the organization needs a recount.
   */
  async total(organizationId: number, filter: Filter<CountedFields>): Promise<number | 'none' | 'wrong'> {
    const docs = await this.counts
      .forOrg(organizationId)
      .find(filter as Filter<CountDoc>, { projection: { n: 1 } })
      .toArray();
    if (docs.length === 0) return 'none';
    if (docs.some((doc) => doc.n < 0)) return 'wrong';
    return docs.reduce((sum, doc) => sum + doc.n, 0);
  }

  /**
   * Images inserted (`sign` 1) or deleted (-1), each counting once or `n` times (a group), in one
   * write per distinct combination.
   */
  async add(organizationId: number, images: readonly (CountedFields & { n?: number })[], sign: 1 | -1): Promise<void> {
    const changes = new Map<string, { fields: CountedFields; n: number }>();
    for (const image of images) {
      const fields = { project_id: image.project_id, annotation_status: image.annotation_status, split: image.split };
      const id = bucketId(organizationId, fields);
      const change = changes.get(id) ?? { fields, n: 0 };
      change.n += sign * (image.n ?? 1);
      changes.set(id, change);
    }
    await this.apply(organizationId, [...changes.entries()]);
  }

  /** An image changed from `before` to `after`. */
  async move(organizationId: number, before: CountedFields, after: CountedFields): Promise<void> {
    if (COUNTED.every((key) => before[key] === after[key])) return;
    await this.add(organizationId, [before], -1);
    await this.add(organizationId, [after], 1);
  }

  /** Groups of images (`n` each) that moved from their fields to `to`'s. */
  async moveGroups(
    organizationId: number,
    groups: readonly (CountedFields & { n: number })[],
    to: Partial<CountedFields>,
  ): Promise<void> {
    const changes: [string, { fields: CountedFields; n: number }][] = [];
    for (const { n, ...from } of groups) {
      const after = { ...from, ...to };
      if (COUNTED.every((key) => from[key] === after[key])) continue;
      changes.push([bucketId(organizationId, from), { fields: from, n: -n }]);
      changes.push([bucketId(organizationId, after), { fields: after, n }]);
    }
    await this.apply(organizationId, changes);
  }

  /** Replaces the organization's counts with these (a recount). */
  async replace(organizationId: number, groups: readonly (CountedFields & { n: number })[]): Promise<void> {
    const counts = this.counts.forOrg(organizationId);
    await counts.deleteMany({});
    await this.apply(
      organizationId,
      groups.map(({ n, ...fields }) => [bucketId(organizationId, fields), { fields, n }]),
    );
  }

  /** Organizations that have counts. */
  async organizations(): Promise<Set<number>> {
    const rows = this.counts.forMaintenance().aggregate<{ _id: number }>([{ $group: { _id: '$organization_id' } }]);
    const ids = new Set<number>();
    for await (const row of rows) ids.add(row._id);
    return ids;
  }

  private async apply(organizationId: number, changes: [string, { fields: CountedFields; n: number }][]) {
    await this.counts.forOrg(organizationId).updateEach(
      changes
        .filter(([, change]) => change.n !== 0)
        .map(([_id, { fields, n }]) => ({
          filter: { _id },
          update: { $inc: { n }, $setOnInsert: fields },
          upsert: true,
        })),
    );
  }
}
