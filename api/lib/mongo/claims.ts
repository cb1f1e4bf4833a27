import type { Db } from 'mongodb';
import { isDuplicateKeyError } from './database.js';

interface Claim {
  _id: string;
  at: Date;
  /** Claims that only matter for a while (a run's attempt) are removed after this. */
  expires_at?: Date;
}

/** MongoDB's answer to an index option the server does not implement (FerretDB v1 and TTL). */
const NOT_IMPLEMENTED = 238;

/**
 * "Exactly once" for decisions several requests or processes may race on (using a token,
 * closing a batch). A claim is the insert of a document keyed by the decision: the unique `_id`
 * lets exactly one insert win, on MongoDB and on FerretDB v1 alike, where conditional
 * `findOneAndUpdate`s are not atomic (two of 50 concurrent ones matched the same document here).
 *
 * The collection does not grow for ever: a claim that only matters for a while carries
 * `expires_at`, removed by a TTL index on MongoDB and by `removeExpired` (called periodically by
 * the claimed-run sweep) everywhere, since FerretDB v1 refuses TTL indexes (code 238). The other
 * claims guard a record for its whole life and are released with it.
 */
export class Claims {
  constructor(private readonly db: Db) {}

  private get collection() {
    return this.db.collection<Claim>('claims');
  }

  /** The TTL index where the server has them; FerretDB v1 answers NotImplemented, and is swept. */
  async ensureIndexes(): Promise<{ ttl: boolean }> {
    try {
      await this.collection.createIndex({ expires_at: 1 }, { name: 'expires_at_ttl', expireAfterSeconds: 0 });
      return { ttl: true };
    } catch (err) {
      if ((err as { code?: unknown }).code === NOT_IMPLEMENTED) return { ttl: false };
      throw err;
    }
  }

  /** True for the one caller that got the claim. With `expiresInMs`, the claim lapses after that. */
  async acquire(key: string, options: { expiresInMs?: number } = {}): Promise<boolean> {
    const at = new Date();
    const claim: Claim = { _id: key, at };
    if (options.expiresInMs !== undefined) claim.expires_at = new Date(at.getTime() + options.expiresInMs);
    try {
      await this.collection.insertOne(claim);
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async release(key: string): Promise<void> {
    await this.collection.deleteOne({ _id: key });
  }

  /** Removes lapsed claims (what the TTL index does on MongoDB); returns how many. */
  async removeExpired(now = new Date()): Promise<number> {
    const { deletedCount } = await this.collection.deleteMany({ expires_at: { $lte: now } });
    return deletedCount;
  }
}
