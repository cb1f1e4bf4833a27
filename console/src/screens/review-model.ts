import type { components } from '../../../clients/typescript/index.js';

type Prediction = components['schemas']['Prediction'];
type Annotation = components['schemas']['Annotation'];

/**
 * Where a prediction stands in review. Auto-annotate writes each prediction as an annotation with
 * source `model` (or `sam`): that is "to review". Accepting makes it `manual` (a person vouched for
 * it; confidence is kept); rejecting deletes the annotation. Nothing else is stored.
 */
export type ReviewState = 'to review' | 'accepted' | 'rejected' | 'not applied';

export function reviewState(prediction: Prediction, annotations: Map<number, Annotation>): ReviewState {
  if (prediction.annotation_id === null) return 'not applied';
  const annotation = annotations.get(prediction.annotation_id);
  if (!annotation) return 'rejected';
  return annotation.source === 'manual' ? 'accepted' : 'to review';
}

export interface ReviewRow {
  imageId: number;
  prediction: Prediction;
  state: ReviewState;
}

/** Rows at or above the confidence threshold, most confident first. */
export function visibleRows(rows: ReviewRow[], minConfidence: number): ReviewRow[] {
  return rows
    .filter((row) => row.prediction.confidence >= minConfidence)
    .sort((a, b) => b.prediction.confidence - a.prediction.confidence);
}

/** Where the threshold stands when the URL has none: the run's own, else the first run's default. */
export const DEFAULT_THRESHOLD = 0.5;

/**
 * The review screen's one confidence threshold: what a new run keeps and what the review shows
 * and accepts in bulk. Kept in the URL as `min`; without it, the selected run's own threshold
 * (so everything the run kept is shown), else DEFAULT_THRESHOLD.
 */
export function reviewThreshold(param: string | null, run: { confidence_threshold: number } | null): number {
  const asked = param === null || param === '' ? NaN : Number(param);
  if (Number.isFinite(asked)) return Math.min(1, Math.max(0, asked));
  return run?.confidence_threshold ?? DEFAULT_THRESHOLD;
}
