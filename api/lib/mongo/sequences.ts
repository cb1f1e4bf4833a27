import { MongoBulkWriteError, type Db } from 'mongodb';
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

  /**
   * `count` ids at once (an import's batch): what the pool holds first, then as many blocks as
   * the rest needs in one insert, instead of one reservation per BLOCK_SIZE ids. The last
   * block's unused ids become the pool.
   */
  async nextMany(collection: string, count: number): Promise<number[]> {
    const ids: number[] = [];
    const pool = this.pools.get(collection);
    while (pool && pool.next < pool.end && ids.length < count) ids.push(pool.next++);
    while (ids.length < count) {
      const blocks = await this.reserveBlocks(collection, Math.ceil((count - ids.length) / BLOCK_SIZE));
      for (const block of blocks) {
        let id = block * BLOCK_SIZE + 1;
        const end = (block + 1) * BLOCK_SIZE + 1;
        while (id < end && ids.length < count) ids.push(id++);
        if (id < end) this.pools.set(collection, { next: id, end });
      }
    }
    return ids;
  }

  private async reserveBlock(collection: string): Promise<void> {
    const [block] = await this.reserveBlocks(collection, 1);
    this.pools.set(collection, { next: block! * BLOCK_SIZE + 1, end: (block! + 1) * BLOCK_SIZE + 1 });
  }

  /**
   * Reserves up to `wanted` consecutive blocks in one ordered insert and answers the numbers it
   * got: an insert stops at the first block another process holds, and the blocks before it are
   * this process's (at least one; it retries further on until it has one).
   */
  private async reserveBlocks(collection: string, wanted: number): Promise<number[]> {
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
      const first = Math.max((await newestBlock()) + 1, floor) + Math.floor(Math.random() * attempt);
      const numbers = Array.from({ length: wanted }, (_, i) => first + i);
      try {
        await blocks.insertMany(
          numbers.map((block) => ({ _id: `${collection}:${block}`, collection, block })),
          { ordered: true },
        );
        return numbers;
      } catch (err) {
        if (!lostRace(err)) throw err;
        const inserted = err instanceof MongoBulkWriteError ? err.insertedCount : 0;
        if (inserted > 0) return numbers.slice(0, inserted);
      }
    }
    throw new Error(`could not reserve ids for ${collection} after ${MAX_ATTEMPTS} attempts`);
  }
}

/** The insert stopped at a block another process holds (and at nothing else). */
function lostRace(err: unknown): boolean {
  if (!(err instanceof MongoBulkWriteError)) return isDuplicateKeyError(err);
  const failures = Array.isArray(err.writeErrors) ? err.writeErrors : [err.writeErrors];
  return failures.length > 0 && failures.every((failure) => failure.code === 11000);
}
