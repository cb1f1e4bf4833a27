import type { Filter, Sort } from 'mongodb';
import type { OrgDocument, OrgScopedCollection } from './tenant-collection.js';

/** Which slice of a sorted list a page shows (see `pageWindow`). */
export interface PageWindow {
  skip: number;
  limit: number;
}

/**
 * One page of a list and how many documents match in all, in parallel: what every list endpoint
 * answers. `sort` should end with `_id` so pages never overlap or skip ties.
 */
export async function findPage<T extends OrgDocument<unknown>>(
  collection: OrgScopedCollection<T>,
  filter: Filter<T>,
  sort: Sort,
  window: PageWindow,
): Promise<{ docs: T[]; total: number }> {
  const [docs, total] = await Promise.all([
    collection.find(filter).sort(sort).skip(window.skip).limit(window.limit).toArray() as Promise<T[]>,
    collection.countDocuments(filter),
  ]);
  return { docs, total };
}
