/** A queued frame as the eviction decision sees it. */
export interface QueuedEntry {
  id: string;
  bytes: number;
}

/**
 * Which queued entries to drop so that `incoming` bytes fit in `budget`: the oldest first
 * (`entries` is oldest first), never more than needed. An incoming entry larger than the whole
 * budget does not fit at all: it is refused (`fits: false`) and nothing is dropped for it.
 */
export function evictForBudget(
  entries: QueuedEntry[],
  incoming: number,
  budget: number,
): { drop: string[]; fits: boolean } {
  if (incoming > budget) return { drop: [], fits: false };
  let used = entries.reduce((sum, e) => sum + e.bytes, 0);
  const drop: string[] = [];
  for (const entry of entries) {
    if (used + incoming <= budget) break;
    drop.push(entry.id);
    used -= entry.bytes;
  }
  return { drop, fits: true };
}
