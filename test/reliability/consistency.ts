/** Whether image objects and image records agree, as the storage sweeper and uploads promise. */
import type { Db } from 'mongodb';
import type { ObjectStore } from '../../api/lib/storage.js';
import { objectKeys } from '../helpers/storage.js';

export interface ImageStorageState {
  /** Image objects no record points to. */
  orphanObjects: string[];
  /** Image records whose object is not in the store. */
  recordsWithoutObject: string[];
  records: number;
}

const IMAGE_KEY = /^orgs\/\d+\/images\//;

export async function imageStorageState(db: Db, store: ObjectStore): Promise<ImageStorageState> {
  const objects = new Set((await objectKeys(store, 'orgs/')).filter((key) => IMAGE_KEY.test(key)));
  const records = await db
    .collection<{ storage_key: string }>('images')
    .find({}, { projection: { storage_key: 1 } })
    .toArray();
  const recorded = new Set(records.map((r) => r.storage_key));
  return {
    orphanObjects: [...objects].filter((key) => !recorded.has(key)),
    recordsWithoutObject: [...recorded].filter((key) => !objects.has(key)),
    records: records.length,
  };
}

/** Polls until `check` holds (returning its last value), or fails after `timeoutMs` with `what`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
  pollMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
