import type { Clock } from '../../../lib/clock.js';
import type { Db } from 'mongodb';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';

export interface StoredPart {
  etag: string;
  size_bytes: number;
}

/**
 * A resumable upload of one large file (an import archive) in parts, behind an S3 multipart
 * upload of the object store. Keyed by a UUID. `parts` maps the part number to what the store
 * answered for it, so a part sent again replaces the earlier one.
 */
export interface LargeUploadDoc extends OrgDocument<string> {
  created_by: string;
  filename: string;
  size_bytes: number;
  part_size: number;
  part_count: number;
  storage_key: string;
  /** The object store's multipart upload id. */
  store_upload_id: string;
  parts: Record<string, StoredPart>;
  status: 'open' | 'complete';
  /** Without a part (or, once complete, without use) until then, the upload is abandoned and swept. */
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
}

export class LargeUploadRepository {
  private readonly uploads: TenantCollection<LargeUploadDoc>;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.uploads = new TenantCollection(db.collection<LargeUploadDoc>('large_uploads'), [
      // The sweep of abandoned uploads, across organizations.
      { key: { expires_at: 1 }, name: 'expires_at' },
    ]);
  }

  ensureIndexes(): Promise<void> {
    return this.uploads.ensureIndexes();
  }

  insert(organizationId: number, doc: Omit<LargeUploadDoc, 'organization_id'>): Promise<LargeUploadDoc> {
    return this.uploads.forOrg(organizationId).insertOne(doc);
  }

  find(organizationId: number, id: string): Promise<LargeUploadDoc | null> {
    return this.uploads.forOrg(organizationId).findOne({ _id: id });
  }

  /** Records a stored part of an open upload and pushes its expiry on; null when not open (any more). */
  recordPart(organizationId: number, id: string, number: number, part: StoredPart, expiresAt: Date) {
    const now = this.clock.now();
    return this.uploads
      .forOrg(organizationId)
      .findOneAndUpdate(
        { _id: id, status: 'open' },
        { $set: { [`parts.${number}`]: part, expires_at: expiresAt, updated_at: now } as never },
      );
  }

  /** Open -> complete, once; null when it was not open. */
  markComplete(organizationId: number, id: string, expiresAt: Date) {
    return this.uploads
      .forOrg(organizationId)
      .findOneAndUpdate(
        { _id: id, status: 'open' },
        { $set: { status: 'complete', expires_at: expiresAt, updated_at: this.clock.now() } },
      );
  }

  /** Removes the record (whatever its state, or only `status` when given) and returns it. */
  remove(organizationId: number, id: string, status?: LargeUploadDoc['status']) {
    return this.uploads.forOrg(organizationId).findOneAndDelete({ _id: id, ...(status ? { status } : {}) });
  }

  /** Uploads of every organization whose expiry passed (maintenance: the sweep). */
  async expired(now: Date, limit: number): Promise<LargeUploadDoc[]> {
    return this.uploads
      .forMaintenance()
      .aggregate<LargeUploadDoc>([{ $match: { expires_at: { $lt: now } } }, { $limit: limit }])
      .toArray();
  }

  /** Removes an expired upload's record, unless a part arrived since it was read. */
  removeExpired(doc: LargeUploadDoc, now: Date) {
    return this.uploads.forOrg(doc.organization_id).findOneAndDelete({ _id: doc._id, expires_at: { $lt: now } });
  }
}
