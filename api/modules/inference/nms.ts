/** A candidate box in corner form (any consistent unit), with its class and score. */
export interface ScoredBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  score: number;
  classIndex: number;
}

export function iou(a: ScoredBox, b: ScoredBox): number {
  const w = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
  const h = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  const union = (a.x2 - a.x1) * (a.y2 - a.y1) + (b.x2 - b.x1) * (b.y2 - b.y1) - inter;
  return union > 0 ? inter / union : 0;
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
