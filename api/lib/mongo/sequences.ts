import type { Db } from 'mongodb';
import { isDuplicateKeyError } from './database.js';

interface IdBlock {
  _id: string;
  collection: string;
  block: number;
}

const BLOCK_SIZE = 20;
const MAX_ATTEMPTS = 100;

/**
 * Integer ids, unique per collection across every API process. Ids may have gaps, never repeats.
 *
 * Each process reserves a block of ids by inserting the block's number (the unique `_id` lets one
 * process have it), retrying the next number when another process got there first, and hands out
 * the block's ids from memory: one write per BLOCK_SIZE ids, and no single counter document every
 * upload of every process would write. (A `$inc` counter would do too; existing databases hold
 * these blocks, and a switch would have to keep processes of both kinds apart during an upgrade.)
 */
export class Sequences {
  private readonly pools = new Map<string, { next: number; end: number }>();
  private readonly refills = new Map<string, Promise<void>>();
  /** The lowest block this process may use, read once per collection. */
  private readonly floors = new Map<string, number>();

  constructor(private readonly db: Db) {}

  async next(collection: string): Promise<number> {
    for (;;) {
      const pool = this.pools.get(collection);
      if (pool && pool.next < pool.end) return pool.next++;
      await this.refill(collection);
    }
  }

  static async ensureIndexes(db: Db): Promise<void> {
    await db.collection<IdBlock>('id_blocks').createIndex({ collection: 1, block: -1 }, { name: 'collection_block' });
  }

  /** One reservation at a time per collection in this process; concurrent callers share it. */
  private refill(collection: string): Promise<void> {
    let pending = this.refills.get(collection);
    if (!pending) {
      pending = this.reserveBlock(collection).finally(() => this.refills.delete(collection));
      this.refills.set(collection, pending);
    }
    return pending;
  }

  private async reserveBlock(collection: string): Promise<void> {
    const blocks = this.db.collection<IdBlock>('id_blocks');
    // Ids already in the collection (data from before the blocks, or restored from elsewhere)
    // are never handed out again.
    let floor = this.floors.get(collection);
    if (floor === undefined) {
      const newest = await this.db
        .collection<{ _id: unknown }>(collection)
        .find({}, { projection: { _id: 1 } })
        .sort({ _id: -1 })
        .limit(1)
        .next();
      floor = typeof newest?._id === 'number' ? Math.ceil(newest._id / BLOCK_SIZE) : 0;
      this.floors.set(collection, floor);
    }
    const newestBlock = async () =>
      (await blocks.find({ collection }).sort({ block: -1 }).limit(1).next())?.block ?? -1;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // Processes racing for the same next block spread out over the following ones.
      const block = Math.max((await newestBlock()) + 1, floor) + Math.floor(Math.random() * attempt);
      try {
        await blocks.insertOne({ _id: `${collection}:${block}`, collection, block });
        this.pools.set(collection, { next: block * BLOCK_SIZE + 1, end: (block + 1) * BLOCK_SIZE + 1 });
        return;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    throw new Error(`could not reserve ids for ${collection} after ${MAX_ATTEMPTS} attempts`);
  }
}
