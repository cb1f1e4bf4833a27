/**
 * Every figure of a model evaluation, computed from what the model predicted on a split's images
 * and their labels, without I/O. The evaluator workload only runs the model; these functions
 * decide what its output means, so the figures are the same whatever ran the model.
 */
import {
  averagePrecision,
  COCO_IOU_THRESHOLDS,
  precisionRecall,
  rankDetections,
  type Overlap,
} from './average-precision.js';
import {
  accuracyOf,
  classificationConfusion,
  detectionConfusion,
  type Confusion,
  type DetectionImage,
} from './confusion.js';
import { maskOverlap } from './mask-iou.js';

/** The overall figures; those that do not apply to the task are null. */
export interface OverallFigures {
  precision: number | null;
  recall: number | null;
  map50: number | null;
  map50_95: number | null;
  accuracy: number | null;
  top5_accuracy: number | null;
  /** Segmentation only: mAP50 and mAP50-95 of the masks (null when the evaluator sent no outlines). */
  mask_map50?: number | null;
  mask_map50_95?: number | null;
}

export interface ClassEvaluation {
  name: string;
  /** Labelled instances: objects (detection, segmentation) or images (classification). */
  support: number;
  precision: number | null;
  recall: number | null;
  ap50: number | null;
  ap50_95: number | null;
  /** Segmentation only: AP50 and AP50-95 of the masks. */
  mask_ap50?: number | null;
  mask_ap50_95?: number | null;
}

export interface EvaluationFigures {
  task: 'detect' | 'segment' | 'classify';
  classes: string[];
  image_count: number;
  overall: OverallFigures;
  per_class: ClassEvaluation[];
  /**
   * The confidence with the best mean F1 over the classes; detection reads precision, recall and
   * the matrix there, classification keeps every top-1 answer for them.
   */
  confidence_threshold: number | null;
  f1_curve: { confidence: number; f1: number }[];
  /** Per class, the precision envelope at recall 0, 0.01, ..., 1 (IoU 0.5). */
  pr_curves: { name: string; precision: number[] }[];
  confusion: Confusion;
  /** Per image, its wrong counts in the matrix (misses, false detections, wrong classes): what comparisons rank. */
  image_errors: { image_id: number; errors: number }[];
}

/** 0, 0.01, ..., 1: where the F1 and PR curves are read. */
const GRID = Array.from({ length: 101 }, (_, i) => i / 100);

const mean = (values: number[]): number | null =>
  values.length > 0 ? values.reduce((s, v) => s + v, 0) / values.length : null;

function f1(precision: number, recall: number): number {
  return precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
}

/** Precision and recall of one class counting only its detections scored at least `confidence`. */
function atConfidence(
  curve: { score: number; precision: number; recall: number }[],
  confidence: number,
): { precision: number; recall: number } {
  // The curve is in score order, and a kept detection matches exactly as in the full ranking
  // (matching goes highest score first), so the last point at or above the cut is the answer.
  let last: { precision: number; recall: number } = { precision: 0, recall: 0 };
  for (const point of curve) {
    if (point.score < confidence) break;
    last = point;
  }
  return last;
}

/**
 * The mean over the classes with labels of F1 at each grid confidence, and the lowest confidence
 * where it peaks (a plateau's start).
 */
function f1ByConfidence(classes: { support: number; curve: { score: number; precision: number; recall: number }[] }[]) {
  const labelled = classes.filter((c) => c.support > 0);
  const f1Curve = GRID.map((confidence) => ({
    confidence,
    f1:
      mean(
        labelled.map(({ curve }) => {
          const { precision, recall } = atConfidence(curve, confidence);
          return f1(precision, recall);
        }),
      ) ?? 0,
  }));
  const best = f1Curve.reduce((top, point) => (point.f1 > top.f1 ? point : top), f1Curve[0]!);
  return { f1Curve, threshold: best.confidence };
}

function envelopeAt(curve: { precision: number; recall: number }[]): number[] {
  return GRID.map((r) => curve.reduce((best, p) => (p.recall >= r - 1e-12 ? Math.max(best, p.precision) : best), 0));
}

/** Per image, the off-diagonal counts of its own confusion matrix. */
function imageErrors(images: { imageId: number }[], matrixOf: (index: number) => number[][]) {
  return images
    .map((image, index) => {
      const matrix = matrixOf(index);
      let errors = 0;
      matrix.forEach((row, t) => row.forEach((count, p) => (errors += t === p ? 0 : count)));
      return { image_id: image.imageId, errors };
    })
    .sort((a, b) => a.image_id - b.image_id);
}

/** One class's AP50 and AP50-95 (the mean over COCO's thresholds) under one overlap. */
function classAps(images: readonly DetectionImage[], classIndex: number, support: number, overlap?: Overlap) {
  const aps = COCO_IOU_THRESHOLDS.map((t) =>
    averagePrecision(rankDetections(images, classIndex, t, overlap).ranked, support),
  );
  return { ap50: aps[0]!, ap50_95: support > 0 ? aps.reduce<number>((s, v) => s + (v ?? 0), 0) / aps.length : null };
}

/**
 * Segmentation's mask figures, as Ultralytics and COCO report them beside the box ones: per
 * class AP50 and AP50-95 of the masks and their means over the classes with labels, by the same
 * matching as the boxes'. Null when no detection carries an outline (an evaluator older than the
 * outlines): not measured, rather than a mask AP of 0.
 */
function maskFigures(classes: string[], images: readonly DetectionImage[], supports: number[]) {
  const measured = images.some((image) => image.predictions.some((p) => p.polygon !== undefined));
  const overlap = maskOverlap();
  const perClass = classes.map((_, c) => {
    if (!measured) return { mask_ap50: null, mask_ap50_95: null };
    const { ap50, ap50_95 } = classAps(images, c, supports[c]!, overlap);
    return { mask_ap50: ap50, mask_ap50_95: ap50_95 };
  });
  const withLabels = perClass.filter((_, c) => supports[c]! > 0);
  return {
    perClass,
    overall: {
      mask_map50: measured ? mean(withLabels.map((c) => c.mask_ap50 ?? 0)) : null,
      mask_map50_95: measured ? mean(withLabels.map((c) => c.mask_ap50_95 ?? 0)) : null,
    },
  };
}

/**
 * Detection (and segmentation, on the instances' boxes): AP50 and AP50-95 per class and their
 * means over the classes with labels; the F1-by-confidence curve (the mean over those classes)
 * and the confidence where it peaks (the lowest such, on a plateau); per-class precision and
 * recall there, and the confusion matrix there at IoU 0.5. Segmentation adds the masks' AP
 * (maskFigures); its precision, recall, curves and matrix are the boxes'.
 */
export function detectionFigures(
  classes: string[],
  images: readonly DetectionImage[],
  task: 'detect' | 'segment' = 'detect',
): EvaluationFigures {
  const perClassCurves = classes.map((_, c) => {
    const { ranked, support } = rankDetections(images, c, 0.5);
    return { support, curve: precisionRecall(ranked, support), ...classAps(images, c, support) };
  });
  const masks =
    task === 'segment'
      ? maskFigures(
          classes,
          images,
          perClassCurves.map((c) => c.support),
        )
      : null;
  const { f1Curve, threshold } = f1ByConfidence(perClassCurves);
  const perClass = classes.map((name, c) => {
    const { support, curve, ap50, ap50_95 } = perClassCurves[c]!;
    const kept = curve.filter((p) => p.score >= threshold).length;
    const at = atConfidence(curve, threshold);
    return {
      name,
      support,
      precision: kept > 0 ? at.precision : null,
      recall: support > 0 ? at.recall : null,
      ap50,
      ap50_95,
      ...masks?.perClass[c],
    };
  });
  const withLabels = perClass.filter((c) => c.support > 0);
  const options = { iouThreshold: 0.5, confidence: threshold };
  return {
    task,
    classes,
    image_count: images.length,
    overall: {
      precision: mean(withLabels.map((c) => c.precision ?? 0)),
      recall: mean(withLabels.map((c) => c.recall ?? 0)),
      map50: mean(withLabels.map((c) => c.ap50 ?? 0)),
      map50_95: mean(withLabels.map((c) => c.ap50_95 ?? 0)),
      accuracy: null,
      top5_accuracy: null,
      ...masks?.overall,
    },
    per_class: perClass,
    confidence_threshold: threshold,
    f1_curve: f1Curve,
    pr_curves: classes.map((name, c) => ({ name, precision: envelopeAt(perClassCurves[c]!.curve) })),
    confusion: detectionConfusion(classes, images, options),
    image_errors: imageErrors([...images], (i) => detectionConfusion(classes, [images[i]!], options).matrix),
  };
}

/** One image's label and the model's classes with their scores (at least one, any order; the top one is its answer). */
export interface ScoredClassification {
  imageId: number;
  truth: number;
  scores: { classIndex: number; score: number }[];
}

/**
 * Classification: top-1 and top-5 accuracy, per-class precision and recall and the confusion
 * matrix of the top-1 answers. The curves rank each class's top-1 answers by their score (an image
 * under a confidence counts as unanswered), so the recommended threshold is where the mean F1 of
 * the answers kept peaks: what a device's "upload when top-1 is unsure" policy can take.
 */
export function classificationFigures(classes: string[], images: readonly ScoredClassification[]): EvaluationFigures {
  const ranked = images.map((image) => ({
    image,
    order: [...image.scores].sort((a, b) => b.score - a.score || a.classIndex - b.classIndex),
  }));
  const confusion = classificationConfusion(
    classes,
    ranked.map(({ image, order }) => ({ imageId: image.imageId, truth: image.truth, predicted: order[0]!.classIndex })),
  );
  const perClassCurves = classes.map((_, c) => {
    const support = images.filter((image) => image.truth === c).length;
    const answers = ranked
      .filter(({ order }) => order[0]!.classIndex === c)
      .map(({ image, order }) => ({ imageId: image.imageId, score: order[0]!.score, truePositive: image.truth === c }))
      .sort((a, b) => b.score - a.score || a.imageId - b.imageId);
    return { support, curve: precisionRecall(answers, support) };
  });
  const { f1Curve, threshold } = f1ByConfidence(perClassCurves);
  const inTop5 = ranked.filter(({ image, order }) => order.slice(0, 5).some((s) => s.classIndex === image.truth));
  const perClass = confusion.perClass.map((c) => ({ ...c, ap50: null, ap50_95: null }));
  const withLabels = perClass.filter((c) => c.support > 0);
  return {
    task: 'classify',
    classes,
    image_count: images.length,
    overall: {
      precision: mean(withLabels.map((c) => c.precision ?? 0)),
      recall: mean(withLabels.map((c) => c.recall ?? 0)),
      map50: null,
      map50_95: null,
      accuracy: accuracyOf(confusion),
      top5_accuracy: images.length > 0 ? inTop5.length / images.length : null,
    },
    per_class: perClass,
    confidence_threshold: threshold,
    f1_curve: f1Curve,
    pr_curves: classes.map((name, c) => ({ name, precision: envelopeAt(perClassCurves[c]!.curve) })),
    confusion,
    image_errors: ranked
      .map(({ image, order }) => ({ image_id: image.imageId, errors: order[0]?.classIndex === image.truth ? 0 : 1 }))
      .sort((a, b) => a.image_id - b.image_id),
  };
}
