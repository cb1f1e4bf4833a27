import { contours } from 'd3-contour';
import simplify from 'simplify-js';

export interface MaskPolygon {
  /** Flat normalised x, y pairs, at least three points, not closed (the last point is not the first). */
  geometry: number[];
  /** Its bounding box, normalised. */
  box: { x_center: number; y_center: number; width: number; height: number };
}

/** Annotations accept at most 10,000 points; masks are simplified until they fit well under that. */
const MAX_POINTS = 1000;

function ringArea(ring: readonly (readonly number[])[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j]![0]! + ring[i]![0]!) * (ring[j]![1]! - ring[i]![1]!);
  }
  return Math.abs(sum / 2);
}

/**
 * The outline of a mask as one polygon: marching squares (d3-contour) at `threshold` (values at or
 * above it are inside), the largest outer ring when the mask has several parts (holes are
 * ignored), simplified (Douglas-Peucker, simplify-js) by `tolerance` mask pixels. Cell (x, y)
 * covers [x, x+1] x [y, y+1], so a mask spanning the whole image normalises by its own size.
 * Null when nothing of the mask reaches the threshold.
 */
export function maskToPolygon(
  mask: ArrayLike<number>,
  width: number,
  height: number,
  threshold = 0,
  tolerance = 1,
): MaskPolygon | null {
  if (mask.length !== width * height) throw new RangeError(`a ${width}x${height} mask needs ${width * height} values`);
  const [shape] = contours().size([width, height]).thresholds([threshold])(mask as number[]);
  let best: number[][] | null = null;
  let bestArea = 0;
  for (const polygon of shape?.coordinates ?? []) {
    const outer = polygon[0];
    if (!outer) continue;
    const area = ringArea(outer);
    if (area > bestArea) {
      best = outer;
      bestArea = area;
    }
  }
  if (!best) return null;
  let points = best.slice(0, -1).map(([x, y]) => ({ x: x!, y: y! }));
  for (let t = tolerance; t > 0; t *= 2) {
    points = simplify(points, t, true);
    if (points.length <= MAX_POINTS) break;
  }
  if (points.length < 3) return null;
  const geometry: number[] = [];
  let [minX, minY, maxX, maxY] = [1, 1, 0, 0];
  for (const p of points) {
    const x = Math.min(1, Math.max(0, p.x / width));
    const y = Math.min(1, Math.max(0, p.y / height));
    geometry.push(x, y);
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  }
  if (!(maxX > minX && maxY > minY)) return null;
  return {
    geometry,
    box: { x_center: (minX + maxX) / 2, y_center: (minY + maxY) / 2, width: maxX - minX, height: maxY - minY },
  };
}
