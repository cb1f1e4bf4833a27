import type { Db } from 'mongodb';
import { isDuplicateKeyError } from './database.js';

interface Claim {
  _id: string;
  at: Date;
}

/**
 * "Exactly once" for decisions several requests or processes may race on (using a token,
 * closing a batch). A claim is the insert of a document keyed by the decision: the unique `_id`
 * lets exactly one insert win, on MongoDB and on FerretDB v1 alike, where conditional
 * `findOneAndUpdate`s are not atomic (two of 50 concurrent ones matched the same document here).
 */
export class Claims {
  constructor(private readonly db: Db) {}

  private get collection() {
    return this.db.collection<Claim>('claims');
  }

  /** True for the one caller that got the claim. */
  async acquire(key: string): Promise<boolean> {
    try {
      await this.collection.insertOne({ _id: key, at: new Date() });
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
