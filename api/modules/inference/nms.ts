import { iou } from '../../lib/box-iou.js';

/** A candidate box in corner form (any consistent unit), with its class and score. */
export interface ScoredBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  score: number;
  classIndex: number;
}

/**
 * Class-wise greedy non-maximum suppression: highest score first, a box is dropped when it
 * overlaps a kept box of its class by more than `iouThreshold` (so 1 keeps everything and 0
 * drops any overlap). Stops at `maxDetections`; each candidate is compared with kept boxes only,
 * so the cost is candidates x kept, not candidates squared. Ties keep input order.
 */
export function nonMaxSuppression<T extends ScoredBox>(
  boxes: readonly T[],
  iouThreshold: number,
  maxDetections = 300,
): T[] {
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[b]!.score - boxes[a]!.score || a - b);
  const keptByClass = new Map<number, T[]>();
  const kept: T[] = [];
  for (const index of order) {
    if (kept.length >= maxDetections) break;
    const box = boxes[index]!;
    const sameClass = keptByClass.get(box.classIndex) ?? [];
    if (sameClass.some((other) => iou(box, other) > iouThreshold)) continue;
    sameClass.push(box);
    keptByClass.set(box.classIndex, sameClass);
    kept.push(box);
  }
  return kept;
}
