import type { AnnotationType } from '../annotations/repository.js';
import type { ProjectType } from '../projects/repository.js';
import { ImportFailure } from './failure.js';
import type { PlannedAnnotation } from './plan.js';

/** How far (in pixels) a label may reach past the image's edge and still count as inside: rounding. */
const EDGE_TOLERANCE_PX = 0.5;

/** An annotation's geometry as the platform stores it: normalised to the image. */
export interface NormalizedGeometry {
  type: AnnotationType;
  x_center: number | null;
  y_center: number | null;
  width: number | null;
  height: number | null;
  geometry: number[] | null;
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/**
 * The planned label normalised to an image of `width` x `height`. A label reaching past the
 * image (beyond rounding) or without area ends the import naming where the archive states it.
 * Detection projects store polygons as their bounding boxes; segmentation projects keep them.
 */
export function normalize(
  annotation: PlannedAnnotation,
  width: number,
  height: number,
  projectType: ProjectType,
): NormalizedGeometry {
  const { shape, where } = annotation;
  if (shape.kind === 'tag') {
    return { type: 'tag', x_center: null, y_center: null, width: null, height: null, geometry: null };
  }
  const [sx, sy] = shape.units === 'pixels' ? [width, height] : [1, 1];
  const tolerance = [EDGE_TOLERANCE_PX / width, EDGE_TOLERANCE_PX / height] as const;
  const points = shape.kind === 'box' ? [shape.x0, shape.y0, shape.x1, shape.y1] : shape.points;
  const normalized = points.map((v, i) => v / (i % 2 === 0 ? sx : sy));
  normalized.forEach((v, i) => {
    const t = tolerance[i % 2]!;
    if (!Number.isFinite(v) || v < -t || v > 1 + t) {
      throw new ImportFailure(
        `${where}: the ${shape.kind} lies outside the image (${width}x${height} pixels)`,
        where.replace(/:\d+$/, ''),
      );
    }
  });
  const inside = normalized.map(clamp);
  const xs = inside.filter((_, i) => i % 2 === 0);
  const ys = inside.filter((_, i) => i % 2 === 1);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (x1 - x0 <= 0 || y1 - y0 <= 0) throw new ImportFailure(`${where}: the ${shape.kind} has no area`);
  if (shape.kind === 'polygon' && projectType === 'segmentation') {
    return { type: 'polygon', x_center: null, y_center: null, width: null, height: null, geometry: inside };
  }
  return {
    type: 'bbox',
    x_center: (x0 + x1) / 2,
    y_center: (y0 + y1) / 2,
    width: x1 - x0,
    height: y1 - y0,
    geometry: null,
  };
}
