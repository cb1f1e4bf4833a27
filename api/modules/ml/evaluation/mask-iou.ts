/**
 * Mask IoU of two instance outlines, without I/O: what a segmentation evaluation matches
 * predictions to labels by (COCO's and Ultralytics' mask AP compare masks, not boxes).
 *
 * Each outline (x, y, x, y, ... as fractions of the image) is rasterized once into horizontal
 * spans on MASK_ROWS rows of the image, exact along each row; an IoU is then the overlap of two
 * span lists. A scanline fill takes any outline a model draws (self-crossing ones by the even-odd
 * rule) where an exact polygon clipper throws on degenerate input, and IoU is a ratio of areas, so
 * the image's aspect ratio and size do not change it.
 */
import type { Overlap } from './average-precision.js';
import type { ClassBox } from './confusion.js';

/**
 * Rows per image: one per pixel of a 640 px input, four times Ultralytics' 160 px validation
 * masks. An edge on a multiple of 1/640 gives exact areas (what the tests work out by hand).
 */
export const MASK_ROWS = 640;

/** An outline as spans: per row from `top`, the covered [x0, x1, x2, x3, ...] intervals, ascending. */
export interface MaskRaster {
  top: number;
  rows: number[][];
  /** The covered spans' leftmost and rightmost x (a quick test for masks that cannot touch). */
  left: number;
  right: number;
  /** The covered length summed over the rows (the area in row units). */
  area: number;
}

const EMPTY: MaskRaster = { top: 0, rows: [], left: 0, right: 0, area: 0 };

/** The spans of an outline (at least 3 points; fewer is an empty mask) on `rowCount` rows of [0, 1]. */
export function rasterize(outline: readonly number[], rowCount = MASK_ROWS): MaskRaster {
  const points = Math.floor(outline.length / 2);
  if (points < 3) return EMPTY;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 1; i < points * 2; i += 2) {
    minY = Math.min(minY, outline[i]!);
    maxY = Math.max(maxY, outline[i]!);
  }
  // Row r samples y = (r + 0.5) / rowCount; only rows inside the image and the outline.
  const top = Math.max(0, Math.ceil(minY * rowCount - 0.5));
  const bottom = Math.min(rowCount - 1, Math.floor(maxY * rowCount - 0.5));
  if (bottom < top) return EMPTY;
  const crossings: number[][] = Array.from({ length: bottom - top + 1 }, () => []);
  for (let i = 0; i < points; i++) {
    const j = (i + 1) % points;
    const [xa, ya, xb, yb] = [outline[2 * i]!, outline[2 * i + 1]!, outline[2 * j]!, outline[2 * j + 1]!];
    if (ya === yb) continue;
    // Half-open in y, so a vertex shared by two edges crosses a row once.
    const [lowY, highY] = ya < yb ? [ya, yb] : [yb, ya];
    const first = Math.max(top, Math.ceil(lowY * rowCount - 0.5));
    for (let r = first; r <= bottom; r++) {
      const y = (r + 0.5) / rowCount;
      if (y >= highY) break;
      if (y < lowY) continue;
      crossings[r - top]!.push(xa + ((y - ya) * (xb - xa)) / (yb - ya));
    }
  }
  let area = 0;
  let left = Infinity;
  let right = -Infinity;
  const rows = crossings.map((xs) => {
    xs.sort((a, b) => a - b);
    // Even-odd: pairs of crossings bound the covered spans.
    const spans: number[] = [];
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const [x0, x1] = [Math.max(0, xs[k]!), Math.min(1, xs[k + 1]!)];
      if (x1 <= x0) continue;
      spans.push(x0, x1);
      area += x1 - x0;
      left = Math.min(left, x0);
      right = Math.max(right, x1);
    }
    return spans;
  });
  return area > 0 ? { top, rows, left, right, area } : EMPTY;
}

/** The covered length two rows' span lists share. */
function sharedLength(a: readonly number[], b: readonly number[]): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const overlap = Math.min(a[i + 1]!, b[j + 1]!) - Math.max(a[i]!, b[j]!);
    if (overlap > 0) shared += overlap;
    if (a[i + 1]! < b[j + 1]!) i += 2;
    else j += 2;
  }
  return shared;
}

/** Intersection over union of two rasterized masks; 0 when either is empty. */
export function maskIou(a: MaskRaster, b: MaskRaster): number {
  if (a.area === 0 || b.area === 0 || a.right <= b.left || b.right <= a.left) return 0;
  let intersection = 0;
  const from = Math.max(a.top, b.top);
  const to = Math.min(a.top + a.rows.length, b.top + b.rows.length);
  for (let r = from; r < to; r++) intersection += sharedLength(a.rows[r - a.top]!, b.rows[r - b.top]!);
  const union = a.area + b.area - intersection;
  return union > 0 ? intersection / union : 0;
}

/** An outline's IoU with another, both as fractions of the image. */
export function outlineIou(a: readonly number[], b: readonly number[]): number {
  return maskIou(rasterize(a), rasterize(b));
}

/**
 * Mask IoU as average-precision.ts matches by, each outline rasterized once. A labelled instance
 * without an outline (a box label in a segmentation project) is its rectangle; a detection
 * without one has an empty mask and matches nothing.
 */
export function maskOverlap(): Overlap {
  const extents = new WeakMap<ClassBox, Extent>();
  const rasters = new WeakMap<ClassBox, MaskRaster>();
  // Each pair once, though AP50-95 matches at ten thresholds.
  const ious = new WeakMap<ClassBox, WeakMap<ClassBox, number>>();
  const outlineOf = (shape: ClassBox, isTruth: boolean) => {
    const { x1, y1, x2, y2 } = shape;
    return shape.polygon ?? (isTruth ? [x1, y1, x2, y1, x2, y2, x1, y2] : []);
  };
  const extentOf = (shape: ClassBox, isTruth: boolean) => {
    let extent = extents.get(shape);
    if (!extent) extents.set(shape, (extent = extentOfOutline(outlineOf(shape, isTruth))));
    return extent;
  };
  const rasterOf = (shape: ClassBox, isTruth: boolean) => {
    let raster = rasters.get(shape);
    if (!raster) rasters.set(shape, (raster = rasterize(outlineOf(shape, isTruth))));
    return raster;
  };
  return (truth, detection) => {
    let ofTruth = ious.get(truth);
    if (!ofTruth) ious.set(truth, (ofTruth = new WeakMap()));
    let value = ofTruth.get(detection);
    if (value === undefined) {
      // Most of a split's low-score detections lie apart from the labels: no raster for them.
      const [a, b] = [extentOf(truth, true), extentOf(detection, false)];
      const apart = a.x2 <= b.x1 || b.x2 <= a.x1 || a.y2 <= b.y1 || b.y2 <= a.y1;
      value = apart ? 0 : maskIou(rasterOf(truth, true), rasterOf(detection, false));
      ofTruth.set(detection, value);
    }
    return value;
  };
}

interface Extent {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** An outline's bounding box (empty, so apart from everything, for fewer than 3 points). */
function extentOfOutline(outline: readonly number[]): Extent {
  if (outline.length < 6) return { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  const extent = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (let i = 0; i + 1 < outline.length; i += 2) {
    extent.x1 = Math.min(extent.x1, outline[i]!);
    extent.x2 = Math.max(extent.x2, outline[i]!);
    extent.y1 = Math.min(extent.y1, outline[i + 1]!);
    extent.y2 = Math.max(extent.y2, outline[i + 1]!);
  }
  return extent;
}
