import { expect } from 'chai';
import { compareFigures } from '../../../api/modules/ml/evaluation/compare.js';
import type { DetectionImage } from '../../../api/modules/ml/evaluation/confusion.js';
import { classificationFigures, detectionFigures } from '../../../api/modules/ml/evaluation/figures.js';
import { outlineIou } from '../../../api/modules/ml/evaluation/mask-iou.js';
import { scorePredictions } from '../../../api/modules/ml/evaluation/scoring.js';

const box = (classIndex: number, x1: number, y1: number, x2: number, y2: number) => ({ classIndex, x1, y1, x2, y2 });
const scored = (classIndex: number, score: number, x1: number, y1: number, x2: number, y2: number) => ({
  ...box(classIndex, x1, y1, x2, y2),
  score,
});
const close = (actual: number | null, expected: number) => expect(actual).to.be.closeTo(expected, 1e-9);

const CAR = 0;
const PERSON = 1;
/**
 * Three images, five labelled objects (cars A, C, D; people B, E), five detections.
 *
 *   image 1: car A found (0.9, IoU 1); person B found (0.8, IoU 0.81); a car over nothing (0.6)
 *   image 2: car C found (0.7, IoU 1); a "person" on car D (0.5: the right place, the wrong class)
 *   image 3: person E missed
 *
 * Car, support 3, ranked 0.9 TP, 0.7 TP, 0.6 FP: (P, R) = (1, 1/3), (1, 2/3), (2/3, 2/3).
 *   AP50 = 1/3 * 1 + 1/3 * 1 = 2/3; both hits have IoU 1, so AP at every threshold is 2/3: AP50-95 = 2/3.
 * Person, support 2, ranked 0.8 TP (IoU 0.81), 0.5 FP: (1, 1/2), (1/2, 1/2). AP50 = 1/2.
 *   The 0.8 detection counts at IoU 0.50 ... 0.80 (7 of 10 thresholds): AP50-95 = 7 * 0.5 / 10 = 0.35.
 * mAP50 = (2/3 + 1/2) / 2 = 7/12; mAP50-95 = (2/3 + 0.35) / 2.
 *
 * F1 by confidence c (car | person | mean):
 *   c <= 0.5        2/3 | 1/2 | 7/12
 *   0.5 < c <= 0.6  2/3 | 2/3 | 2/3
 *   0.6 < c <= 0.7  4/5 | 2/3 | 11/15   <- the best; its lowest grid point is 0.61
 *   0.7 < c <= 0.8  1/2 | 2/3 | 7/12
 * At 0.61: car P 1, R 2/3; person P 1, R 1/2; overall P 1, R 7/12.
 *
 * The confusion matrix at 0.61 and IoU 0.5 (rows truth, columns prediction, last background):
 *   car     [2, 0, 1]   A and C found (images 1, 2); D missed (image 2)
 *   person  [0, 1, 1]   B found (image 1); E missed (image 3)
 *   bg      [0, 0, 0]   the 0.6 car and the 0.5 person are under the threshold
 */
const images: DetectionImage[] = [
  {
    imageId: 1,
    truths: [box(CAR, 0, 0, 10, 10), box(PERSON, 20, 20, 30, 30)],
    predictions: [
      scored(CAR, 0.9, 0, 0, 10, 10),
      scored(PERSON, 0.8, 21, 21, 30, 30),
      scored(CAR, 0.6, 50, 50, 60, 60),
    ],
  },
  {
    imageId: 2,
    truths: [box(CAR, 0, 0, 10, 10), box(CAR, 40, 40, 50, 50)],
    predictions: [scored(CAR, 0.7, 0, 0, 10, 10), scored(PERSON, 0.5, 40, 40, 50, 50)],
  },
  { imageId: 3, truths: [box(PERSON, 0, 0, 10, 10)], predictions: [] },
];

describe('the figures of a detection evaluation, worked out by hand', () => {
  const figures = detectionFigures(['car', 'person'], images);

  it('gives AP50 and AP50-95 per class and their means', () => {
    const [car, person] = figures.per_class;
    close(car!.ap50, 2 / 3);
    close(car!.ap50_95, 2 / 3);
    close(person!.ap50, 1 / 2);
    close(person!.ap50_95, 0.35);
    close(figures.overall.map50, 7 / 12);
    close(figures.overall.map50_95, (2 / 3 + 0.35) / 2);
    expect([car!.support, person!.support]).to.deep.equal([3, 2]);
    expect(figures.overall.accuracy).to.equal(null);
  });

  it('recommends the confidence where the mean F1 peaks, and reads precision and recall there', () => {
    close(figures.confidence_threshold, 0.61);
    const at = (c: number) => figures.f1_curve.find((p) => Math.abs(p.confidence - c) < 1e-9)!.f1;
    close(at(0.3), 7 / 12);
    close(at(0.55), 2 / 3);
    close(at(0.61), 11 / 15);
    close(at(0.75), 7 / 12);
    close(at(0.95), 0);
    expect(figures.f1_curve).to.have.length(101);
    const [car, person] = figures.per_class;
    expect([car!.precision, person!.precision]).to.deep.equal([1, 1]);
    close(car!.recall, 2 / 3);
    close(person!.recall, 1 / 2);
    close(figures.overall.precision, 1);
    close(figures.overall.recall, 7 / 12);
  });

  it('counts the confusion matrix at that confidence, with the images behind each cell', () => {
    expect(figures.confusion.matrix).to.deep.equal([
      [2, 0, 1],
      [0, 1, 1],
      [0, 0, 0],
    ]);
    expect(figures.confusion.cells).to.deep.equal({ '0,0': [1, 2], '0,2': [2], '1,1': [1], '1,2': [3] });
    expect(figures.image_errors).to.deep.equal([
      { image_id: 1, errors: 0 },
      { image_id: 2, errors: 1 },
      { image_id: 3, errors: 1 },
    ]);
  });

  it('draws each class’s PR curve as its precision envelope at 101 recall points', () => {
    const [car, person] = figures.pr_curves;
    expect(car!.precision).to.have.length(101);
    // Car reaches recall 2/3 at precision 1 and never more; person reaches 1/2.
    expect([car!.precision[0], car!.precision[66], car!.precision[67], car!.precision[100]]).to.deep.equal([
      1, 1, 0, 0,
    ]);
    expect([person!.precision[50], person!.precision[51]]).to.deep.equal([1, 0]);
  });

  it('compares two models on the same images: figures side by side, differences, disagreements first', () => {
    // A model that finds every object, once, at 0.95.
    const perfect = detectionFigures(
      ['car', 'person'],
      images.map((image) => ({ ...image, predictions: image.truths.map((t) => ({ ...t, score: 0.95 })) })),
    );
    close(perfect.overall.map50, 1);
    const comparison = compareFigures(figures, perfect);
    close(comparison.overall.map50.a, 7 / 12);
    close(comparison.overall.map50.difference, 5 / 12);
    expect(comparison.overall.accuracy).to.deep.equal({ a: null, b: null, difference: null });
    close(comparison.per_class[1]!.ap50_95.difference, 0.65);
    expect(comparison.confusion!.difference).to.deep.equal([
      [1, 0, -1],
      [0, 1, -1],
      [0, 0, 0],
    ]);
    expect(comparison.disagreements).to.deep.equal([
      { image_id: 2, a_errors: 1, b_errors: 0 },
      { image_id: 3, a_errors: 1, b_errors: 0 },
    ]);
  });

  it('gives nothing a model was not labelled for, and no matrix difference across class lists', () => {
    const empty = detectionFigures(['car'], []);
    expect(empty.per_class[0]).to.include({ support: 0, precision: null, recall: null, ap50: null });
    expect(empty.overall.map50).to.equal(null);
    expect(compareFigures(figures, empty).confusion).to.equal(null);
  });
});

/** An outline from [x, y] points, flattened as the contract carries it. */
const outline = (...points: [number, number][]) => points.flat();
/** The square (x, y)-(x + side, y + side). */
const square = (x: number, y: number, side: number) =>
  outline([x, y], [x + side, y], [x + side, y + side], [x, y + side]);
/** That square less its top right corner of `notch` x `notch` (an L), or `notchW` x `notchH`. */
const ell = (side: number, notchW: number, notchH = notchW) =>
  outline([0, 0], [side - notchW, 0], [side - notchW, notchH], [side, notchH], [side, side], [0, side]);

describe('mask IoU of two outlines', () => {
  it('is the share of the union the masks cover together, exactly for edges on the grid', () => {
    // The thin L covers 0.25 - 0.375^2 = 0.109375 of the 0.25 square around it: IoU 0.4375.
    close(outlineIou(ell(0.5, 0.375), square(0, 0, 0.5)), 0.4375);
    close(outlineIou(square(0, 0, 0.5), square(0, 0, 0.5)), 1);
    close(outlineIou(square(0, 0, 0.5), square(0.5, 0.5, 0.5)), 0);
    // Two halves of an image overlapping by a quarter of it: 0.25 / 0.75.
    close(outlineIou(outline([0, 0], [1, 0], [1, 0.5], [0, 0.5]), outline([0.5, 0], [1, 0], [1, 1], [0.5, 1])), 1 / 3);
  });

  it('measures slanted edges and self-crossing outlines too (even-odd)', () => {
    // A triangle on half the square: the row midpoints give its area exactly.
    expect(outlineIou(outline([0, 0], [1, 0], [0, 1]), square(0, 0, 1))).to.be.closeTo(0.5, 1e-9);
    // A bow tie: two triangles of a quarter each, half the square.
    expect(outlineIou(outline([0, 0], [1, 1], [1, 0], [0, 1]), square(0, 0, 1))).to.be.closeTo(0.5, 1e-9);
    // Fewer than three points is an empty mask.
    expect(outlineIou([0, 0, 1, 1], square(0, 0, 1))).to.equal(0);
  });
});

const PART = 0;
/** A labelled instance of the class with its outline, and its outline's box. */
const labelledOutline = (polygon: number[]) => {
  const xs = polygon.filter((_, i) => i % 2 === 0);
  const ys = polygon.filter((_, i) => i % 2 === 1);
  return {
    classIndex: PART,
    x1: Math.min(...xs),
    y1: Math.min(...ys),
    x2: Math.max(...xs),
    y2: Math.max(...ys),
    polygon,
  };
};
const detectedOutline = (polygon: number[], score: number) => ({ ...labelledOutline(polygon), score });

describe('the figures of a segmentation evaluation, worked out by hand', () => {
  /**
   * Three images, one class, three labelled outlines, three detections whose boxes all match
   * their label exactly (box AP 1 at every threshold) but whose masks do not:
   *
   *   image 1: a thin L (arms 0.125 of a 0.5 square); the model outlines the whole square (0.9).
   *            Mask IoU 0.109375 / 0.25 = 0.4375: a false positive at every threshold.
   *   image 2: a square, outlined exactly (0.8): mask IoU 1.
   *   image 3: a thick L (the 0.5 square less a 0.25 x 0.125 notch); the model outlines the
   *            square (0.7): mask IoU 0.21875 / 0.25 = 0.875, a match at IoU 0.50 ... 0.85.
   *
   * Masks ranked 0.9 FP, 0.8 TP, 0.7 TP (thresholds up to 0.85): (P, R) = (0, 0), (1/2, 1/3),
   *   (2/3, 2/3); the envelope is 2/3 up to recall 2/3: AP = 2/3 * 2/3 = 4/9.
   * At 0.90 and 0.95 the 0.7 detection misses too: (1/2, 1/3) only, AP = 1/6.
   * Mask AP50 = 4/9; mask AP50-95 = (8 * 4/9 + 2 * 1/6) / 10 = 7/18.
   */
  const images: DetectionImage[] = [
    { imageId: 1, truths: [labelledOutline(ell(0.5, 0.375))], predictions: [detectedOutline(square(0, 0, 0.5), 0.9)] },
    {
      imageId: 2,
      truths: [labelledOutline(square(0.5, 0.5, 0.5))],
      predictions: [detectedOutline(square(0.5, 0.5, 0.5), 0.8)],
    },
    {
      imageId: 3,
      truths: [labelledOutline(ell(0.5, 0.25, 0.125))],
      predictions: [detectedOutline(square(0, 0, 0.5), 0.7)],
    },
  ];
  const figures = detectionFigures(['part'], images, 'segment');

  it('gives box and mask AP side by side: the boxes all match, the masks do not', () => {
    const [part] = figures.per_class;
    close(part!.ap50, 1);
    close(part!.ap50_95, 1);
    close(part!.mask_ap50!, 4 / 9);
    close(part!.mask_ap50_95!, 7 / 18);
    close(figures.overall.map50, 1);
    close(figures.overall.mask_map50!, 4 / 9);
    close(figures.overall.mask_map50_95!, 7 / 18);
    // A detector's figures have no mask keys at all.
    expect(detectionFigures(['part'], images).overall).not.to.have.property('mask_map50');
  });

  it('scores what the evaluator posts: outlines by the contract, a labelled box as its rectangle', () => {
    const labelled = images.map((image) => ({
      imageId: image.imageId,
      file: `${image.imageId}.jpg`,
      truths: image.truths.map(({ x1, y1, x2, y2, polygon }) => ({
        classValue: 'part',
        box: { x1, y1, x2, y2 },
        polygon,
      })),
    }));
    // Image 2's label is a box, not a polygon: its mask is its rectangle, which the square matches.
    delete labelled[1]!.truths[0]!.polygon;
    const posted = (withPolygons: boolean) => ({
      images: images.map((image) => ({
        file: `${image.imageId}.jpg`,
        boxes: image.predictions.map(({ x1, y1, x2, y2, score, polygon }) => ({
          class_index: 0,
          score,
          x1,
          y1,
          x2,
          y2,
          ...(withPolygons ? { polygon } : {}),
        })),
      })),
    });
    const scored = scorePredictions('segment', ['part'], ['part'], labelled, posted(true));
    if (!('figures' in scored)) throw new Error(scored.refusal);
    close(scored.figures.overall.mask_map50!, 4 / 9);
    close(scored.figures.overall.mask_map50_95!, 7 / 18);
    // An evaluator that sent no outline measured no mask: null, not an AP of 0.
    const boxesOnly = scorePredictions('segment', ['part'], ['part'], labelled, posted(false));
    if (!('figures' in boxesOnly)) throw new Error(boxesOnly.refusal);
    expect(boxesOnly.figures.overall).to.include({ map50: 1, mask_map50: null, mask_map50_95: null });
    expect(boxesOnly.figures.per_class[0]).to.include({ mask_ap50: null });
  });

  it('compares mask figures too, against null for a detector', () => {
    const detector = detectionFigures(['part'], images);
    const comparison = compareFigures(detector, figures);
    expect(comparison.overall.mask_map50).to.deep.include({ a: null, difference: null });
    close(comparison.overall.mask_map50!.b, 4 / 9);
    close(comparison.per_class[0]!.mask_ap50_95!.b, 7 / 18);
  });
});

describe('the figures of a classification evaluation, worked out by hand', () => {
  /**
   * Four images: red (top-1 red), red (top-1 green, red second), green (green), blue (top-1 red).
   * Accuracy 2/4; top-5 3/4 (blue never scored). Matrix rows truth, columns prediction:
   *   red   [1, 1, 0]   precision 1/2 (red predicted twice, once right), recall 1/2
   *   green [0, 1, 0]   precision 1/2, recall 1
   *   blue  [1, 0, 0]   precision null (never predicted), recall 0
   */
  const figures = classificationFigures(
    ['red', 'green', 'blue'],
    [
      { imageId: 1, truth: 0, scores: [{ classIndex: 0, score: 0.9 }] },
      {
        imageId: 2,
        truth: 0,
        scores: [
          { classIndex: 0, score: 0.4 },
          { classIndex: 1, score: 0.6 },
        ],
      },
      { imageId: 3, truth: 1, scores: [{ classIndex: 1, score: 0.8 }] },
      { imageId: 4, truth: 2, scores: [{ classIndex: 0, score: 0.7 }] },
    ],
  );

  it('gives accuracy, top-5 accuracy, per-class precision and recall and the matrix', () => {
    expect(figures.overall).to.include({ accuracy: 0.5, top5_accuracy: 0.75, map50: null });
    expect(figures.confusion.matrix).to.deep.equal([
      [1, 1, 0],
      [0, 1, 0],
      [1, 0, 0],
    ]);
    expect(figures.per_class.map((c) => [c.precision, c.recall, c.support])).to.deep.equal([
      [0.5, 0.5, 2],
      [0.5, 1, 1],
      [null, 0, 1],
    ]);
    expect(figures.confusion.cells['2,0']).to.deep.equal([4]);
    expect(figures.image_errors.map((e) => e.errors)).to.deep.equal([0, 1, 0, 1]);
  });

  /**
   * Each class's top-1 answers by score: red 0.9 (image 1, right), 0.7 (image 4, wrong);
   * green 0.8 (image 3, right), 0.6 (image 2, wrong); blue none.
   *   red, support 2:   (P, R) = (1, 1/2), (1/2, 1/2)
   *   green, support 1: (1, 1), (1/2, 1)
   * F1 by confidence c (red | green | blue | mean), an image under c unanswered:
   *   c <= 0.6        1/2 | 2/3 | 0 | 7/18
   *   0.6 < c <= 0.7  1/2 | 1   | 0 | 1/2
   *   0.7 < c <= 0.8  2/3 | 1   | 0 | 5/9   <- the best; its lowest grid point is 0.71
   *   0.8 < c <= 0.9  2/3 | 0   | 0 | 2/9
   * PR envelopes: red 1 up to recall 1/2 then 0; green 1 everywhere; blue 0.
   */
  it('gives PR curves and the F1-by-confidence curve of the top-1 answers, and the threshold where F1 peaks', () => {
    close(figures.confidence_threshold, 0.71);
    const f1At = (confidence: number) => figures.f1_curve.find((p) => Math.abs(p.confidence - confidence) < 1e-9)!.f1;
    close(f1At(0.5), 7 / 18);
    close(f1At(0.65), 1 / 2);
    close(f1At(0.75), 5 / 9);
    close(f1At(0.85), 2 / 9);
    close(f1At(0.95), 0);
    const [red, green, blue] = figures.pr_curves;
    expect(red!.precision).to.deep.equal([...Array(51).fill(1), ...Array(50).fill(0)]);
    expect(green!.precision).to.deep.equal(Array(101).fill(1));
    expect(blue!.precision).to.deep.equal(Array(101).fill(0));
  });
});
