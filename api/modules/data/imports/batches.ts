/** Images per batch: read, checked, counted against the quotas, stored and recorded together. */
export const BATCH_IMAGES = 100;
/** A batch's image bytes at most (an image larger than this is a batch of its own). */
export const BATCH_BYTES = 16 * 1024 * 1024;

/**
 * Splits the images (in archive order) into batches of at most `maxImages` images and
 * `maxBytes` bytes, in the same order: memory stays bounded by one batch (two while the next
 * one is read ahead) whatever the archive's size.
 */
export function batchesOf<T>(items: T[], sizeOf: (item: T) => number, maxImages: number, maxBytes: number): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (current.length > 0 && (current.length >= maxImages || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Runs `task` over the items with at most `limit` in flight. The first failure stops taking
 * more; the tasks already running are waited for (nothing is still being stored when the
 * caller cleans up), then that failure is thrown.
 */
export async function inFlight<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < items.length && !failure) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
