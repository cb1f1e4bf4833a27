import type { Clock } from '../../lib/clock.js';
import type { Db, Filter } from 'mongodb';
import type { Claims } from '../../lib/mongo/claims.js';
import { findPage, type PageWindow } from '../../lib/mongo/page.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../lib/mongo/tenant-collection.js';

/** Stored state; `expired` is derived from `expires_at` when read. */
export type StoredTokenStatus = 'valid' | 'used' | 'revoked';

/**
 * Which tokens a list shows. `expired` and `valid` are not stored: a stored `valid` token is
 * expired once `at` (now) reaches its expiry.
 */
export interface TokenCriteria {
  status?: StoredTokenStatus | 'expired' | undefined;
  at: Date;
}

function tokenFilter({ status, at }: TokenCriteria): Filter<TokenDoc> {
  if (status === 'expired') return { status: 'valid', expires_at: { $lte: at } };
  if (status === 'valid') return { status: 'valid', expires_at: { $gt: at } };
  return status ? { status } : {};
}

export interface TokenDoc extends OrgDocument {
  name: string | null;
  token_hash: string;
  token_hint: string;
  status: StoredTokenStatus;
  expires_at: Date;
  used_at: Date | null;
  device_id: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export class TokenRepository {
  private readonly tokens: TenantCollection<TokenDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
    private readonly claims: Claims,
    private readonly clock: Clock,
  ) {
    this.tokens = new TenantCollection(db.collection<TokenDoc>('provisioning_tokens'), [
      { key: { token_hash: 1 }, name: 'token_hash_unique', unique: true },
      { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
    ]);
  }

  ensureIndexes(): Promise<void> {
    return this.tokens.ensureIndexes();
  }

  async insert(organizationId: number, fields: Omit<TokenDoc, '_id' | 'organization_id'>): Promise<TokenDoc> {
    return this.tokens.forOrg(organizationId).insertOne({ _id: await this.nextId(), ...fields });
  }

  get(organizationId: number, id: number): Promise<TokenDoc | null> {
    return this.tokens.forOrg(organizationId).findOne({ _id: id });
  }

  /** One page of the organization's tokens, newest first, and how many match in all. */
  page(organizationId: number, criteria: TokenCriteria, window: PageWindow) {
    return findPage(this.tokens.forOrg(organizationId), tokenFilter(criteria), { created_at: -1, _id: -1 }, window);
  }

  nextId(): Promise<number> {
    return this.sequences.next('provisioning_tokens');
  }

  async findByHash(hash: string): Promise<TokenDoc | null> {
    return (await this.tokens.findByCredential('token_hash', hash))[0] ?? null;
  }

  /**
   * Takes the token's one-time claim: of many concurrent attempts (provisioning or revoking)
   * exactly one gets it. The claim stays for good once the token is used or revoked.
   */
  acquire(token: TokenDoc): Promise<boolean> {
    return this.claims.acquire(`provisioning-token:${token._id}`);
  }

  async markUsed(token: TokenDoc, deviceId: string, now: Date): Promise<void> {
    await this.tokens
      .forOrg(token.organization_id)
      .findOneAndUpdate(
        { _id: token._id },
        { $set: { status: 'used', used_at: now, device_id: deviceId, updated_at: now } },
      );
  }

  async markRevoked(token: TokenDoc, now: Date): Promise<TokenDoc | null> {
    return this.tokens
      .forOrg(token.organization_id)
      .findOneAndUpdate({ _id: token._id }, { $set: { status: 'revoked', updated_at: now } });
  }

  /** Gives a claimed token back when provisioning failed after the claim. */
  async release(token: TokenDoc): Promise<void> {
    await this.tokens
      .forOrg(token.organization_id)
      .findOneAndUpdate(
        { _id: token._id },
        { $set: { status: 'valid', used_at: null, device_id: null, updated_at: this.clock.now() } },
      );
    await this.claims.release(`provisioning-token:${token._id}`);
  }
}
