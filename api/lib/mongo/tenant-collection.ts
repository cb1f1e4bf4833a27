import { MongoBulkWriteError } from 'mongodb';
import type {
  AggregateOptions,
  Collection,
  CountDocumentsOptions,
  Document,
  Filter,
  FindOptions,
  IndexDescription,
  OptionalUnlessRequiredId,
  UpdateFilter,
} from 'mongodb';

/** Every tenant-owned document: an id (an integer unless stated) and its organization. */
export interface OrgDocument<Id = number> {
  _id: Id;
  organization_id: number;
}

/**
 * A collection of tenant-owned documents. The only way to read or write its documents is
 * through `forOrg(id)`, which puts the organization into every filter, so a query without the
 * tenant scope cannot be written. The one cross-tenant read, `findByCredential`, exists for
 * credentials (device keys, provisioning tokens, a user's subject) that name their organization.
 */
export class TenantCollection<T extends OrgDocument<unknown>> {
  /**
   * `retired` names indexes an earlier release created and this one no longer wants; they are
   * dropped where they exist, since every write keeps every index up to date.
   */
  constructor(
    private readonly collection: Collection<T>,
    private readonly indexes: IndexDescription[] = [],
    private readonly retired: string[] = [],
  ) {}

  get name(): string {
    return this.collection.collectionName;
  }

  forOrg(organizationId: number): OrgScopedCollection<T> {
    if (!Number.isInteger(organizationId)) throw new Error('organization scope must be an integer id');
    return new OrgScopedCollection(this.collection, organizationId);
  }

  /**
   * Look up documents by a credential or identity field (a key hash, a token hash, a user's
   * subject) before the caller's organization is known; each result names its organization.
   */
  findByCredential(field: keyof T & string, value: string): Promise<T[]> {
    return this.collection
      .find({ [field]: value } as Filter<T>)
      .sort({ _id: 1 })
      .limit(100)
      .toArray() as Promise<T[]>;
  }

  /**
   * Updates the one document holding this credential (a unique field), also matching `filter`,
   * before the caller's organization is known; returns it after the update (naming its
   * organization) with the `projection`'s fields, or null.
   */
  findOneAndUpdateByCredential(
    field: keyof T & string,
    value: string,
    filter: Filter<T>,
    update: UpdateFilter<T>,
    projection: Document,
  ): Promise<T | null> {
    return this.collection.findOneAndUpdate({ ...filter, [field]: value } as Filter<T>, update, {
      returnDocument: 'after',
      projection: { ...projection, organization_id: 1 },
    }) as Promise<T | null>;
  }

  /**
   * For system jobs that span organizations (retention, metrics, sweeps), never for requests.
   * Read-only aggregation plus deletion by an explicit filter.
   */
  forMaintenance() {
    const collection = this.collection;
    return {
      aggregate: <R extends Document>(pipeline: Document[]) => collection.aggregate<R>(pipeline),
      deleteMany: async (filter: Filter<T>) => (await collection.deleteMany(filter)).deletedCount,
    };
  }

  async ensureIndexes(): Promise<void> {
    if (this.indexes.length > 0) await this.collection.createIndexes(this.indexes);
    for (const name of this.retired) {
      if (!(await this.collection.indexExists(name))) continue;
      await this.collection.dropIndex(name).catch(async (err: unknown) => {
        // Another API process starting beside this one may have dropped it first.
        if (await this.collection.indexExists(name)) throw err;
      });
    }
  }
}

export class OrgScopedCollection<T extends OrgDocument<unknown>> {
  constructor(
    private readonly collection: Collection<T>,
    readonly organizationId: number,
  ) {}

  private scoped(filter: Filter<T> = {}): Filter<T> {
    return { ...filter, organization_id: this.organizationId } as Filter<T>;
  }

  findOne(filter: Filter<T>, options?: FindOptions): Promise<T | null> {
    return this.collection.findOne(this.scoped(filter), options) as Promise<T | null>;
  }

  find(filter: Filter<T>, options?: FindOptions) {
    return this.collection.find(this.scoped(filter), options);
  }

  countDocuments(filter: Filter<T> = {}, options?: CountDocumentsOptions): Promise<number> {
    return this.collection.countDocuments(this.scoped(filter), options);
  }

  distinct<K extends keyof T & string>(key: K, filter: Filter<T> = {}) {
    return this.collection.distinct(key, this.scoped(filter));
  }

  async insertOne(doc: Omit<T, 'organization_id'>): Promise<T> {
    const full = { ...doc, organization_id: this.organizationId } as T;
    await this.collection.insertOne(full as OptionalUnlessRequiredId<T>);
    return full;
  }

  /**
   * Inserts documents in one ordered round trip, each in this organization. On an error the
   * documents before the failing one are stored and the rest are not, as with `insertMany`.
   */
  async insertMany(docs: readonly Omit<T, 'organization_id'>[]): Promise<T[]> {
    const full = docs.map((doc) => ({ ...doc, organization_id: this.organizationId }) as T);
    if (full.length > 0) await this.collection.insertMany(full as OptionalUnlessRequiredId<T>[], { ordered: true });
    return full;
  }

  /**
   * The document after the update (or before it, with `returnDocument: 'before'`). `update` may
   * be a pipeline, for a write that depends on the document (MongoDB skips an unchanged one).
   */
  findOneAndUpdate(
    filter: Filter<T>,
    update: UpdateFilter<T> | Document[],
    options: { upsert?: boolean; returnDocument?: 'before' | 'after'; projection?: Document } = {},
  ): Promise<T | null> {
    return this.collection.findOneAndUpdate(this.scoped(filter), update, {
      returnDocument: 'after',
      ...options,
    }) as Promise<T | null>;
  }

  async updateMany(filter: Filter<T>, update: UpdateFilter<T>): Promise<number> {
    const result = await this.collection.updateMany(this.scoped(filter), update);
    return result.modifiedCount;
  }

  /**
   * Updates of one document each, in one round trip (unordered), each filter in this organization.
   * Two concurrent upserts of one missing document both try to insert it and one is refused by
   * the `_id` index; MongoDB retries that itself only when the filter is the `_id` alone, and
   * ours also names the organization, so the refused ones are sent again: the document exists
   * now and they update it.
   */
  async updateEach(
    updates: readonly { filter: Filter<T>; update: UpdateFilter<T>; upsert?: boolean }[],
  ): Promise<void> {
    let pending = updates;
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      try {
        await this.collection.bulkWrite(
          pending.map(({ filter, update, upsert }) => ({
            updateOne: { filter: this.scoped(filter), update, ...(upsert ? { upsert } : {}) },
          })),
          { ordered: false },
        );
        return;
      } catch (err) {
        const raced = attempt < 3 ? racedUpserts(err, pending) : null;
        if (!raced) throw err;
        pending = raced;
      }
    }
  }

  findOneAndDelete(filter: Filter<T>): Promise<T | null> {
    return this.collection.findOneAndDelete(this.scoped(filter)) as Promise<T | null>;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    const result = await this.collection.deleteMany(this.scoped(filter));
    return result.deletedCount;
  }

  /** Aggregations always start by matching the organization. */
  aggregate<R extends Document>(pipeline: Document[], options?: AggregateOptions) {
    return this.collection.aggregate<R>([{ $match: { organization_id: this.organizationId } }, ...pipeline], options);
  }
}

/**
 * The upserts of a bulk write that lost an insert race (duplicate `_id`), when those are its
 * only failures; null when anything else failed.
 */
function racedUpserts<U extends { upsert?: boolean }>(err: unknown, sent: readonly U[]): U[] | null {
  if (!(err instanceof MongoBulkWriteError)) return null;
  const failures = err.writeErrors;
  const list = Array.isArray(failures) ? failures : [failures];
  if (list.length === 0) return null;
  const raced: U[] = [];
  for (const failure of list) {
    const update = sent[failure.index];
    if (failure.code !== 11000 || !/ index: _id_ /.test(failure.errmsg ?? '') || !update?.upsert) return null;
    raced.push(update);
  }
  return raced;
}
