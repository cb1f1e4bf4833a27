import type { DatasetRepository, Split } from '../datasets/repository.js';
import { ArchiveNames } from './archive-names.js';
import { itemClasses } from './classification.js';

/** A labelled object or tag of an image, its box as fractions of the image (null for a tag). */
export interface EvaluationTruth {
  classValue: string;
  box: { x1: number; y1: number; x2: number; y2: number } | null;
  /** A polygon's or mask's outline (x, y, ... as fractions), what mask AP compares to. */
  polygon?: number[];
}

/** One image of a split as an evaluation scores it: the name the archive gives it, and its labels. */
export interface EvaluationItem {
  imageId: number;
  file: string;
  truths: EvaluationTruth[];
}

/** A box's corners from YOLO's centre form, or a polygon's (x, y, x, y, ...) bounding box. */
function boxOf(a: {
  type: string;
  x_center: number | null;
  y_center: number | null;
  width: number | null;
  height: number | null;
  geometry: number[] | null;
}): EvaluationTruth['box'] {
  if (a.type === 'bbox' && a.x_center !== null && a.y_center !== null && a.width !== null && a.height !== null)
    return {
      x1: a.x_center - a.width / 2,
      y1: a.y_center - a.height / 2,
      x2: a.x_center + a.width / 2,
      y2: a.y_center + a.height / 2,
    };
  if ((a.type === 'polygon' || a.type === 'mask') && a.geometry && a.geometry.length >= 4) {
    const xs = a.geometry.filter((_, i) => i % 2 === 0);
    const ys = a.geometry.filter((_, i) => i % 2 === 1);
    return { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) };
  }
  return null;
}

/**
 * A split's images with their frozen labels, named exactly as the version's YOLO and
 * classification archives name them (ArchiveNames over the split's items in image id order), so
 * an evaluator's predictions keyed by file name find their image.
 */
export async function evaluationItems(
  versions: DatasetRepository,
  organizationId: number,
  versionId: number,
  split: Split,
  /** The classification layout leaves out images without a class, before naming the rest. */
  classification: { classes: readonly string[] } | null = null,
): Promise<EvaluationItem[]> {
  const names = new ArchiveNames();
  const items: EvaluationItem[] = [];
  for await (const item of versions.itemsInSplit(organizationId, versionId, split, null)) {
    if (classification && itemClasses(item, classification.classes).length === 0) continue;
    items.push({
      imageId: item.image_id,
      file: names.nameFor(item).file,
      truths: item.annotations.map((a) => ({
        classValue: a.class_value,
        box: boxOf(a),
        ...((a.type === 'polygon' || a.type === 'mask') && a.geometry ? { polygon: a.geometry } : {}),
      })),
    });
  }
  return items;
}
