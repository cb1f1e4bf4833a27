import type { Db } from 'mongodb';
import type { Role } from '../../lib/auth/permissions.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../lib/mongo/tenant-collection.js';

export interface ApiKeyDoc extends OrgDocument {
  name: string;
  role: Role;
  key_hash: string;
  key_hint: string;
  owner_sub: string;
  owner_email: string | null;
  owner_name: string | null;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

// A key's use is recorded at most this often: not a database write on every request.
const TOUCH_INTERVAL_MS = 60_000;

export class ApiKeyRepository {
  private readonly keys: TenantCollection<ApiKeyDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
  ) {
    this.keys = new TenantCollection(db.collection<ApiKeyDoc>('api_keys'), [
      { key: { key_hash: 1 }, name: 'key_hash_unique', unique: true },
      { key: { organization_id: 1, owner_sub: 1, created_at: -1 }, name: 'org_owner_created' },
    ]);
  }

  ensureIndexes(): Promise<void> {
    return this.keys.ensureIndexes();
  }

  async insert(organizationId: number, fields: Omit<ApiKeyDoc, '_id' | 'organization_id'>): Promise<ApiKeyDoc> {
    const id = await this.sequences.next('api_keys');
    return this.keys.forOrg(organizationId).insertOne({ _id: id, ...fields });
  }

  get(organizationId: number, id: number): Promise<ApiKeyDoc | null> {
    return this.keys.forOrg(organizationId).findOne({ _id: id });
  }

  /** The organization's keys, or one owner's, newest first (a person holds a handful). */
  list(organizationId: number, ownerSub: string | null): Promise<ApiKeyDoc[]> {
    return this.keys
      .forOrg(organizationId)
      .find(ownerSub ? { owner_sub: ownerSub } : {}, { sort: { created_at: -1, _id: -1 }, limit: 500 })
      .toArray() as Promise<ApiKeyDoc[]>;
  }

  async findByHash(hash: string): Promise<ApiKeyDoc | null> {
    return (await this.keys.findByCredential('key_hash', hash))[0] ?? null;
  }

  revoke(key: ApiKeyDoc, now: Date): Promise<ApiKeyDoc | null> {
    return this.keys
      .forOrg(key.organization_id)
      .findOneAndUpdate({ _id: key._id, revoked_at: null }, { $set: { revoked_at: now } });
  }

  async touch(key: ApiKeyDoc, now: Date): Promise<void> {
    if (key.last_used_at && now.getTime() - key.last_used_at.getTime() < TOUCH_INTERVAL_MS) return;
    await this.keys.forOrg(key.organization_id).findOneAndUpdate({ _id: key._id }, { $set: { last_used_at: now } });
  }
}
