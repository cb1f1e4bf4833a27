/** A box by its corners, in any one coordinate system. */
export interface Corners {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * Intersection over union of two boxes (0 when they do not overlap): what non-maximum
 * suppression suppresses by, and what an evaluation matches predictions to truths by.
 */
export function iou(a: Corners, b: Corners): number {
  const w = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
  const h = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  const union = (a.x2 - a.x1) * (a.y2 - a.y1) + (b.x2 - b.x1) * (b.y2 - b.y1) - inter;
  return union > 0 ? inter / union : 0;
}
