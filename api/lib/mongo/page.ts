import type { Filter, Sort } from 'mongodb';
import type { OrgDocument, OrgScopedCollection } from './tenant-collection.js';

/** Which slice of a sorted list a page shows (see `pageWindow`). */
export interface PageWindow {
  skip: number;
  limit: number;
}

/**
 * One page of a list and how many documents match in all, in parallel: what every list endpoint
 * answers. `sort` should end with `_id` so pages never overlap or skip ties. `hint` names the
 * index both queries read, where the query planner would pick a worse one.
 */
export async function findPage<T extends OrgDocument<unknown>>(
  collection: OrgScopedCollection<T>,
  filter: Filter<T>,
  sort: Sort,
  window: PageWindow,
  hint?: string,
): Promise<{ docs: T[]; total: number }> {
  const options = hint ? { hint } : {};
  const [docs, total] = await Promise.all([
    collection.find(filter, options).sort(sort).skip(window.skip).limit(window.limit).toArray() as Promise<T[]>,
    collection.countDocuments(filter, options),
  ]);
  return { docs, total };
}
