/**
 * Average precision of one class's detections at one IoU threshold, without I/O.
 *
 * Matching is COCO's: the class's detections over all images, highest score first, each taking
 * the unmatched labelled box of its class in its image that it overlaps most (at least the
 * threshold); a detection that finds none is a false positive. AP is the exact area under the
 * precision envelope (VOC 2010+ "all points"), not COCO's 101-point sampling: it can be worked out
 * by hand in a test and differs from the sampled figure by well under a point.
 *
 * What "overlaps" means is a parameter: the boxes' IoU by default, the masks' IoU for a
 * segmentation's mask AP (the same matching over a different overlap).
 */
import { iou } from '../../../lib/box-iou.js';
import type { ClassBox, DetectionImage } from './confusion.js';

/** How much a labelled instance and a detection overlap, from 0 to 1. */
export type Overlap = (truth: ClassBox, detection: ClassBox) => number;

/** One detection of the class, in score order, and whether it matched a labelled box. */
export interface RankedDetection {
  score: number;
  truePositive: boolean;
}

/** The class's detections ranked by score, matched at `iouThreshold` of `overlap`, and its labelled instances. */
export function rankDetections(
  images: readonly DetectionImage[],
  classIndex: number,
  iouThreshold: number,
  overlapOf: Overlap = iou,
): { ranked: RankedDetection[]; support: number } {
  const candidates: { imageIndex: number; order: number; score: number; box: DetectionImage['predictions'][number] }[] =
    [];
  let support = 0;
  images.forEach((image, imageIndex) => {
    support += image.truths.filter((t) => t.classIndex === classIndex).length;
    image.predictions.forEach((p, order) => {
      if (p.classIndex === classIndex) candidates.push({ imageIndex, order, score: p.score, box: p });
    });
  });
  // Ties keep the images' and the model's own order, so the ranking is the same on every run.
  candidates.sort((a, b) => b.score - a.score || a.imageIndex - b.imageIndex || a.order - b.order);
  const taken = images.map(() => new Set<number>());
  const ranked = candidates.map(({ imageIndex, score, box }) => {
    let best = -1;
    let bestOverlap = iouThreshold;
    images[imageIndex]!.truths.forEach((truth, t) => {
      if (truth.classIndex !== classIndex || taken[imageIndex]!.has(t)) return;
      const overlap = overlapOf(truth, box);
      if (overlap >= bestOverlap && (best === -1 || overlap > bestOverlap)) {
        best = t;
        bestOverlap = overlap;
      }
    });
    if (best !== -1) taken[imageIndex]!.add(best);
    return { score, truePositive: best !== -1 };
  });
  return { ranked, support };
}

/** Precision and recall after each ranked detection (the raw PR curve). */
export function precisionRecall(ranked: readonly RankedDetection[], support: number) {
  let tp = 0;
  return ranked.map((d, i) => {
    if (d.truePositive) tp += 1;
    return { score: d.score, precision: tp / (i + 1), recall: support > 0 ? tp / support : 0 };
  });
}

/** The area under the precision envelope; null for a class with no labelled boxes. */
export function averagePrecision(ranked: readonly RankedDetection[], support: number): number | null {
  if (support === 0) return null;
  const curve = precisionRecall(ranked, support);
  // The envelope: the best precision at each point or any later one (higher recall), in one pass
  // from the end (a split's thousands of low-score detections make a rescan per point quadratic).
  const envelope = new Array<number>(curve.length);
  for (let i = curve.length - 1, best = 0; i >= 0; i--) envelope[i] = best = Math.max(best, curve[i]!.precision);
  let area = 0;
  let previousRecall = 0;
  for (let i = 0; i < curve.length; i++) {
    const { recall } = curve[i]!;
    if (recall === previousRecall) continue;
    area += (recall - previousRecall) * envelope[i]!;
    previousRecall = recall;
  }
  return area;
}

/** COCO's IoU thresholds for AP50-95: 0.50, 0.55, ..., 0.95. */
export const COCO_IOU_THRESHOLDS = Array.from({ length: 10 }, (_, i) => Math.round((0.5 + i * 0.05) * 100) / 100);
