import type { Db } from 'mongodb';
import type { Clock } from '../clock.js';
import { isDuplicateKeyError } from './database.js';

interface Claim {
  _id: string;
  at: Date;
  /** Claims that only matter for a while (a run's attempt) lapse at this time. */
  expires_at?: Date;
}

/**
 * "Exactly once" for decisions several requests or processes may race on (using a token,
 * closing a batch, starting a run's attempt). A claim is a document keyed by the decision: the
 * unique `_id` lets exactly one caller win.
 *
 * A claim that only matters for a while carries `expires_at`. Once that passed, the claim can be
 * taken again at once, and the TTL index removes it within a minute or so, so the collection
 * does not grow for ever. The other claims guard a record for its whole life and are released
 * with it.
 */
export class Claims {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private get collection() {
    return this.db.collection<Claim>('claims');
  }

  async ensureIndexes(): Promise<void> {
    await this.collection.createIndex({ expires_at: 1 }, { name: 'expires_at_ttl', expireAfterSeconds: 0 });
  }

  /**
   * True for the one caller that got the claim: it did not exist, or it had lapsed. With
   * `expiresInMs`, the claim lapses after that.
   */
  async acquire(key: string, options: { expiresInMs?: number } = {}): Promise<boolean> {
    const at = this.clock.now();
    const claim: Omit<Claim, '_id'> = { at };
    if (options.expiresInMs !== undefined) claim.expires_at = new Date(at.getTime() + options.expiresInMs);
    try {
      // Matches only a lapsed claim, which is taken over; a current one makes the upsert insert
      // a second document with its key, which the unique `_id` refuses.
      await this.collection.replaceOne({ _id: key, expires_at: { $lte: at } }, claim, { upsert: true });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async release(key: string): Promise<void> {
    await this.collection.deleteOne({ _id: key });
  }
}
