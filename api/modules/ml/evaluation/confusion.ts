/**
 * The core of a model evaluation, without I/O: what a model predicted on a split's images set
 * against their labels, as a confusion matrix with the images behind each cell, and per-class
 * precision and recall read from it. The evaluation resource (issue 27) feeds it; the console
 * draws it and opens a cell's images in the gallery.
 *
 * Rows are the truth, columns the prediction (scikit-learn's layout). For detection the last row
 * and column are the background: a missed object is counted (class, background), a false
 * detection (background, class), as in Ultralytics' detection matrix.
 */
import { iou } from '../../../lib/box-iou.js';

export interface Confusion {
  /** Class names, in the model's order; the matrix has one more row and column for detections. */
  classes: string[];
  /** Whether the last row and column are the background (detection) or absent (classification). */
  background: boolean;
  /** matrix[truth][predicted]: counts of objects (detection) or images (classification). */
  matrix: number[][];
  /** The images behind each non-empty cell, keyed `truth,predicted`, ids ascending. */
  cells: Record<string, number[]>;
  perClass: ClassFigures[];
}

export interface ClassFigures {
  name: string;
  /** Correct predictions of the class over all predictions of it; null when it was never predicted. */
  precision: number | null;
  /** Correct predictions of the class over its labelled instances; null when it has none. */
  recall: number | null;
  /** Its labelled instances (objects, or images for classification). */
  support: number;
}

/** A box in corner form (any consistent unit) with its class index. */
export interface ClassBox {
  classIndex: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Segmentation: the instance's outline, x, y, x, y, ... as fractions of the image. */
  polygon?: number[];
}

/** One image's labels and the model's kept detections, in one coordinate space. */
export interface DetectionImage {
  imageId: number;
  truths: ClassBox[];
  predictions: (ClassBox & { score: number })[];
}

/** One image's label (its class index) and the model's top-1 class. */
export interface ClassifiedImage {
  imageId: number;
  truth: number;
  predicted: number;
}

function emptyMatrix(size: number): number[][] {
  return Array.from({ length: size }, () => new Array<number>(size).fill(0));
}

function confusionOf(
  classes: string[],
  background: boolean,
  counts: Iterable<{ truth: number; predicted: number; imageId: number }>,
): Confusion {
  const size = classes.length + (background ? 1 : 0);
  const matrix = emptyMatrix(size);
  const cellSets = new Map<string, Set<number>>();
  for (const { truth, predicted, imageId } of counts) {
    matrix[truth]![predicted]! += 1;
    const key = `${truth},${predicted}`;
    const set = cellSets.get(key) ?? new Set<number>();
    set.add(imageId);
    cellSets.set(key, set);
  }
  const cells: Record<string, number[]> = {};
  for (const [key, ids] of [...cellSets].sort(([a], [b]) => a.localeCompare(b)))
    cells[key] = [...ids].sort((a, b) => a - b);
  const perClass = classes.map((name, c) => {
    const predicted = matrix.reduce((sum, row) => sum + row[c]!, 0);
    const support = matrix[c]!.reduce((sum, v) => sum + v, 0);
    const correct = matrix[c]![c]!;
    return {
      name,
      precision: predicted > 0 ? correct / predicted : null,
      recall: support > 0 ? correct / support : null,
      support,
    };
  });
  return { classes, background, matrix, cells, perClass };
}

/**
 * Detection: detections under `confidence` are dropped; the rest are matched one to one to
 * labelled boxes overlapping them by at least `iouThreshold`, the largest overlaps first and
 * whatever the classes (so a right box of the wrong class is a confusion, not a miss and a false
 * detection).
 */
export function detectionConfusion(
  classes: string[],
  images: readonly DetectionImage[],
  options: { iouThreshold?: number; confidence?: number } = {},
): Confusion {
  const iouThreshold = options.iouThreshold ?? 0.5;
  const confidence = options.confidence ?? 0.25;
  const backgroundIndex = classes.length;
  const counts: { truth: number; predicted: number; imageId: number }[] = [];
  for (const image of images) {
    const kept = image.predictions.filter((p) => p.score >= confidence);
    const pairs: { t: number; p: number; overlap: number }[] = [];
    image.truths.forEach((truth, t) =>
      kept.forEach((prediction, p) => {
        const overlap = iou(truth, prediction);
        if (overlap >= iouThreshold) pairs.push({ t, p, overlap });
      }),
    );
    pairs.sort((a, b) => b.overlap - a.overlap || a.t - b.t || a.p - b.p);
    const truthMatched = new Set<number>();
    const predictionMatched = new Set<number>();
    for (const { t, p } of pairs) {
      if (truthMatched.has(t) || predictionMatched.has(p)) continue;
      truthMatched.add(t);
      predictionMatched.add(p);
      counts.push({ truth: image.truths[t]!.classIndex, predicted: kept[p]!.classIndex, imageId: image.imageId });
    }
    image.truths.forEach((truth, t) => {
      if (!truthMatched.has(t))
        counts.push({ truth: truth.classIndex, predicted: backgroundIndex, imageId: image.imageId });
    });
    kept.forEach((prediction, p) => {
      if (!predictionMatched.has(p))
        counts.push({ truth: backgroundIndex, predicted: prediction.classIndex, imageId: image.imageId });
    });
  }
  return confusionOf(classes, true, counts);
}

/** Classification: one count per image, its label against the model's top-1 class. */
export function classificationConfusion(classes: string[], images: readonly ClassifiedImage[]): Confusion {
  return confusionOf(classes, false, images);
}

/** The share of images whose top-1 class is their label (classification), or null for none. */
export function accuracyOf(confusion: Confusion): number | null {
  const size = confusion.classes.length;
  let total = 0;
  let correct = 0;
  for (let t = 0; t < size; t++)
    for (let p = 0; p < size; p++) {
      total += confusion.matrix[t]![p]!;
      if (t === p) correct += confusion.matrix[t]![p]!;
    }
  return total > 0 ? correct / total : null;
}
