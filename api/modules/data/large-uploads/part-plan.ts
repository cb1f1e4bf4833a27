/**
 * How a large upload is cut into parts: pure arithmetic, shared by the routes (the size a part
 * must have) and the clients (the console reads `part_size` and `part_count` from the API).
 */

/** S3 allows at most this many parts in one multipart upload. */
export const MAX_PARTS = 10_000;

const MIB = 1024 * 1024;

export interface PartPlan {
  part_size: number;
  part_count: number;
}

/**
 * Parts of `preferredBytes` (at least 5 MiB, S3's smallest part but the last), larger when the
 * file would need more than MAX_PARTS (a 100 GB file: 10 MiB parts), in whole MiB.
 */
export function planParts(sizeBytes: number, preferredBytes: number): PartPlan {
  const needed = Math.ceil(sizeBytes / MAX_PARTS / MIB) * MIB;
  const partSize = Math.max(preferredBytes, needed);
  return { part_size: partSize, part_count: Math.max(1, Math.ceil(sizeBytes / partSize)) };
}

/** The exact size part `number` (from 1) must have: the plan's size, or what is left for the last. */
export function expectedPartBytes(plan: PartPlan, sizeBytes: number, number: number): number {
  if (number < plan.part_count) return plan.part_size;
  return sizeBytes - plan.part_size * (plan.part_count - 1);
}

/** The part numbers not received yet, in order. */
export function missingParts(partCount: number, received: Iterable<number>): number[] {
  const have = new Set(received);
  const missing: number[] = [];
  for (let n = 1; n <= partCount; n++) if (!have.has(n)) missing.push(n);
  return missing;
}
