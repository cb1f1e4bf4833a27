import { expect } from 'chai';
import {
  accuracyOf,
  classificationConfusion,
  detectionConfusion,
  type DetectionImage,
} from '../../../api/modules/ml/evaluation/confusion.js';

const box = (classIndex: number, x1: number, y1: number, x2: number, y2: number) => ({ classIndex, x1, y1, x2, y2 });
const scored = (classIndex: number, score: number, x1: number, y1: number, x2: number, y2: number) => ({
  ...box(classIndex, x1, y1, x2, y2),
  score,
});

/**
 * The figures of an evaluation on tiny fixed sets, each count worked out by hand in the
 * comments: rows are the truth, columns the prediction, the last of each the background.
 */
describe('the confusion matrix of a model evaluation', () => {
  const CAR = 0;
  const PERSON = 1;
  const images: DetectionImage[] = [
    {
      imageId: 1,
      truths: [box(CAR, 0, 0, 10, 10), box(PERSON, 20, 20, 30, 30)],
      predictions: [
        scored(CAR, 0.9, 0, 0, 10, 10), // car found: (car, car)
        scored(PERSON, 0.8, 21, 21, 30, 30), // IoU 0.81: (person, person)
        scored(CAR, 0.7, 50, 50, 60, 60), // over nothing: (background, car)
        scored(CAR, 0.1, 20, 20, 30, 30), // under the 0.25 confidence: not counted
      ],
    },
    {
      imageId: 2,
      truths: [box(CAR, 0, 0, 10, 10), box(CAR, 40, 40, 50, 50)],
      // The right place, the wrong class: (car, person), not a miss and a false detection; the
      // second car is missed: (car, background).
      predictions: [scored(PERSON, 0.9, 0, 0, 10, 10)],
    },
    {
      imageId: 3,
      truths: [box(PERSON, 0, 0, 10, 10)],
      // The best overlap takes the person; the duplicate is a false detection (background, person).
      predictions: [scored(PERSON, 0.6, 1, 0, 10, 10), scored(PERSON, 0.95, 0, 0, 10, 10)],
    },
  ];

  it('counts matches, confusions, misses and false detections, with the images behind each cell', () => {
    const confusion = detectionConfusion(['car', 'person'], images);
    expect(confusion.background).to.equal(true);
    expect(confusion.matrix).to.deep.equal([
      [1, 1, 1],
      [0, 2, 0],
      [1, 1, 0],
    ]);
    expect(confusion.cells).to.deep.equal({
      '0,0': [1],
      '0,1': [2],
      '0,2': [2],
      '1,1': [1, 3],
      '2,0': [1],
      '2,1': [3],
    });
    // car: predicted twice (one right), labelled three times; person: predicted 4 times (2 right), labelled twice.
    expect(confusion.perClass).to.deep.equal([
      { name: 'car', precision: 0.5, recall: 1 / 3, support: 3 },
      { name: 'person', precision: 0.5, recall: 1, support: 2 },
    ]);
  });

  it('takes the IoU threshold and the confidence the caller chose', () => {
    // At IoU 0.9 the shifted person of image 1 (0.81) is a miss plus a false detection.
    const strict = detectionConfusion(['car', 'person'], images, { iouThreshold: 0.9 });
    expect(strict.matrix[PERSON]).to.deep.equal([0, 1, 1]);
    // At confidence 0.05 the 0.1 car over the person is a confusion: its box is the person's.
    const low = detectionConfusion(['car', 'person'], images, { confidence: 0.05, iouThreshold: 0.9 });
    expect(low.matrix[PERSON]).to.deep.equal([1, 1, 0]);
    expect(low.cells['1,0']).to.deep.equal([1]);
  });

  it('gives a class never predicted or never labelled no precision or no recall rather than 0', () => {
    const confusion = detectionConfusion(['car', 'person', 'bike'], images);
    expect(confusion.perClass[2]).to.deep.equal({ name: 'bike', precision: null, recall: null, support: 0 });
    expect(detectionConfusion(['car'], []).matrix).to.deep.equal([
      [0, 0],
      [0, 0],
    ]);
  });

  it('counts images for classification, label against top-1, with accuracy and no background', () => {
    const [RED, GREEN, BLUE] = [0, 1, 2];
    const confusion = classificationConfusion(
      ['red', 'green', 'blue'],
      [
        { imageId: 1, truth: RED, predicted: RED },
        { imageId: 2, truth: RED, predicted: GREEN },
        { imageId: 3, truth: GREEN, predicted: GREEN },
        { imageId: 4, truth: BLUE, predicted: BLUE },
        { imageId: 5, truth: BLUE, predicted: RED },
      ],
    );
    expect(confusion.background).to.equal(false);
    expect(confusion.matrix).to.deep.equal([
      [1, 1, 0],
      [0, 1, 0],
      [1, 0, 1],
    ]);
    expect(confusion.cells['2,0']).to.deep.equal([5]);
    expect(accuracyOf(confusion)).to.equal(3 / 5);
    expect(confusion.perClass.map((c) => [c.precision, c.recall])).to.deep.equal([
      [0.5, 0.5],
      [0.5, 1],
      [1, 0.5],
    ]);
    expect(accuracyOf(classificationConfusion(['red'], []))).to.equal(null);
  });
});
