/**
 * From what the evaluator posted and the split's labels to the figures, without I/O: predictions
 * are matched to images by file name, model classes to the version's by name.
 */
import type { PredictionsBody } from '../../../../contracts/workload-contract.js';
import type { Corners } from '../../../lib/box-iou.js';
import type { DetectionImage } from './confusion.js';
import {
  classificationFigures,
  detectionFigures,
  type EvaluationFigures,
  type ScoredClassification,
} from './figures.js';

export interface LabelledImage {
  imageId: number;
  file: string;
  /** A polygon's or mask's outline, for segmentation's mask AP. */
  truths: { classValue: string; box: Corners | null; polygon?: number[] }[];
}

export type ScoringResult = { figures: EvaluationFigures } | { refusal: string };

/**
 * The model's classes in its own order, then the version's classes it does not know (their
 * objects can only be missed). Images the evaluator did not report count as seen with no
 * prediction; a reported file the split does not hold is refused (the wrong archive, or a bug).
 */
export function scorePredictions(
  task: 'detect' | 'segment' | 'classify',
  modelClasses: string[],
  versionClasses: string[],
  images: readonly LabelledImage[],
  predictions: PredictionsBody,
): ScoringResult {
  const classes = [...modelClasses, ...versionClasses.filter((c) => !modelClasses.includes(c))];
  const byFile = new Map(predictions.images.map((p) => [p.file, p]));
  const known = new Set(images.map((i) => i.file));
  const stray = predictions.images.find((p) => !known.has(p.file));
  if (stray) return { refusal: `${stray.file} is not an image of the evaluated split` };
  const outOfRange = predictions.images
    .flatMap((p) => [...(p.boxes ?? []), ...(p.tags ?? [])])
    .find((b) => b.class_index >= modelClasses.length);
  if (outOfRange)
    return { refusal: `class index ${outOfRange.class_index} is beyond the model's ${modelClasses.length} classes` };
  if (task === 'classify') {
    const scored: ScoredClassification[] = [];
    for (const image of images) {
      // An image is filed under its first class in the version's order, as the archive's folders are.
      const label = versionClasses.find((c) => image.truths.some((t) => t.classValue === c));
      if (label === undefined) continue;
      const tags = byFile.get(image.file)?.tags ?? [];
      scored.push({
        imageId: image.imageId,
        truth: classes.indexOf(label),
        scores: tags.length > 0 ? tags.map((t) => ({ classIndex: t.class_index, score: t.score })) : [],
      });
    }
    const answered = scored.filter((s) => s.scores.length > 0);
    if (answered.length < scored.length)
      return { refusal: `${scored.length - answered.length} labelled images have no tags; classify reports tags` };
    return { figures: classificationFigures(classes, answered) };
  }
  const detections: DetectionImage[] = images.map((image) => ({
    imageId: image.imageId,
    truths: image.truths
      .filter((t) => t.box !== null && classes.includes(t.classValue))
      .map((t) => ({
        classIndex: classes.indexOf(t.classValue),
        ...t.box!,
        ...(task === 'segment' && t.polygon ? { polygon: t.polygon } : {}),
      })),
    predictions: (byFile.get(image.file)?.boxes ?? []).map((b) => ({
      classIndex: b.class_index,
      score: b.score,
      x1: b.x1,
      y1: b.y1,
      x2: b.x2,
      y2: b.y2,
      ...(task === 'segment' && b.polygon ? { polygon: b.polygon } : {}),
    })),
  }));
  return { figures: detectionFigures(classes, detections, task) };
}
