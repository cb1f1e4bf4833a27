import { expect } from 'chai';
import type { components } from '../../clients/typescript/index.js';
import {
  DEFAULT_THRESHOLD,
  reviewState,
  reviewThreshold,
  visibleRows,
  type ReviewRow,
} from '../../console/src/screens/review-model.js';

type Annotation = components['schemas']['Annotation'];

const prediction = (id: number, confidence: number, annotation_id: number | null) => ({
  id,
  type: 'bbox' as const,
  class_value: 'car',
  confidence,
  x_center: 0.5,
  y_center: 0.5,
  width: 0.1,
  height: 0.1,
  geometry: null,
  annotation_id,
});
// Only the id and the source matter to the review state.
const annotation = (id: number, source: 'manual' | 'model') => ({ id, source }) as Annotation;

describe("the review screen's states", () => {
  it('a prediction is to review while its annotation came from the model, accepted once manual, rejected once gone', () => {
    const stored = new Map([
      [10, annotation(10, 'model')],
      [11, annotation(11, 'manual')],
    ]);
    expect(reviewState(prediction(1, 0.9, 10), stored)).to.equal('to review');
    expect(reviewState(prediction(2, 0.9, 11), stored)).to.equal('accepted');
    expect(reviewState(prediction(3, 0.9, 12), stored)).to.equal('rejected');
    expect(reviewState(prediction(4, 0.9, null), stored)).to.equal('not applied');
  });

  it('shows predictions at or above the threshold, most confident first', () => {
    const rows: ReviewRow[] = [0.3, 0.8, 0.5, 0.95].map((c, i) => ({
      imageId: 1,
      prediction: prediction(i, c, i),
      state: 'to review',
    }));
    expect(visibleRows(rows, 0.5).map((r) => r.prediction.confidence)).to.deep.equal([0.95, 0.8, 0.5]);
  });

  it("has one threshold: the URL's, else the selected run's, else the default, clamped to 0..1", () => {
    const run = { confidence_threshold: 0.25 };
    expect(reviewThreshold('0.7', run)).to.equal(0.7);
    expect(reviewThreshold('0', run)).to.equal(0);
    expect(reviewThreshold(null, run)).to.equal(0.25);
    expect(reviewThreshold('', null)).to.equal(DEFAULT_THRESHOLD);
    expect(reviewThreshold('abc', null)).to.equal(DEFAULT_THRESHOLD);
    expect(reviewThreshold('3', null)).to.equal(1);
  });
});
