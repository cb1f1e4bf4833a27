import type { Db } from 'mongodb';

interface Counter {
  _id: string;
  seq: number;
}

/**
 * Integer ids from one atomic counter document per collection. A single findOneAndUpdate
 * with upsert is atomic on MongoDB and FerretDB alike; ids may have gaps, never repeats.
 */
export class Sequences {
  constructor(private readonly db: Db) {}

  async next(collection: string): Promise<number> {
    const counter = await this.db
      .collection<Counter>('counters')
      .findOneAndUpdate({ _id: collection }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
    if (!counter) throw new Error(`sequence ${collection} did not return a value`);
    return counter.seq;
  }
}
