import type { Db } from 'mongodb';
import { isDuplicateKeyError } from './database.js';

interface Counter {
  _id: string;
  seq: number;
}

/**
 * Integer ids from one atomic counter document per collection. Ids may have gaps, never repeats.
 */
export class Sequences {
  constructor(private readonly db: Db) {}

  async next(collection: string): Promise<number> {
    const counters = this.db.collection<Counter>('counters');
    const increment = () =>
      counters.findOneAndUpdate({ _id: collection }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
    let counter: Counter | null;
    try {
      counter = await increment();
    } catch (err) {
      // Two first-ever upserts of the same counter race to insert it; the loser's retry finds
      // the document and increments it (FerretDB does not retry such upserts itself).
      if (!isDuplicateKeyError(err)) throw err;
      counter = await increment();
    }
    if (!counter) throw new Error(`sequence ${collection} did not return a value`);
    return counter.seq;
  }
}
