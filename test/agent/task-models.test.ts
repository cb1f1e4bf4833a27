import { expect } from 'chai';
import { Detector } from '../../agent/inference/detector.js';
import type { TaskDetection } from '../../agent/inference/task-decode.js';
import { uploadReason, type UploadPolicy } from '../../agent/uploads/policy.js';
import { solidJpeg, testModels } from '../helpers/onnx-models.js';

const OPTIONS = { confidence: 0.25, iou: 0.45 };

/**
 * The agent running a classifier and an instance segmenter (test/fixtures/task_models.py, whose
 * outputs are known): what it decodes, and when its upload policy sends a frame up.
 */
describe('the edge agent on classification and segmentation models', () => {
  it('tags a frame with the classifier’s top class, told apart by the output shape', async () => {
    const classifier = await Detector.load((await testModels()).classifier, ['red', 'green', 'blue']);
    try {
      expect(classifier.task).to.equal('classify');
      await classifier.selfTest();
      const [tag, ...more] = (await classifier.detect(solidJpeg(96, 64, [30, 40, 220]), OPTIONS)) as TaskDetection[];
      expect(more).to.deep.equal([]);
      expect(tag).to.include({ type: 'tag', class_name: 'blue', class_index: 2, width: 1, height: 1 });
      expect(tag!.confidence).to.be.greaterThan(0.99);
    } finally {
      await classifier.close();
    }
  });

  it('uploads a frame whose top-1 confidence is low (the uncertainty band), not a confident one', async () => {
    const classifier = await Detector.load((await testModels()).classifier, ['red', 'green', 'blue']);
    const policy: UploadPolicy = { every_s: null, classes: [], uncertain: [0.2, 0.6] };
    try {
      // Grey: the three channel means are equal, so each class has a third.
      const unsure = await classifier.detect(solidJpeg(64, 64, [128, 128, 128]), OPTIONS);
      expect(unsure[0]!.confidence).to.be.closeTo(1 / 3, 0.01);
      expect(uploadReason(policy, unsure, Date.now(), Date.now())).to.equal('uncertain');
      const sure = await classifier.detect(solidJpeg(64, 64, [220, 30, 30]), OPTIONS);
      expect(uploadReason(policy, sure, Date.now(), Date.now())).to.equal(null);
    } finally {
      await classifier.close();
    }
  });

  it('outlines each instance of the segmenter over the threshold, in frame coordinates', async () => {
    const segmenter = await Detector.load((await testModels()).segmenter, ['shape', 'other']);
    try {
      expect(segmenter.task).to.equal('segment');
      await segmenter.selfTest();
      const found = (await segmenter.detect(solidJpeg(64, 64, [255, 255, 255]), OPTIONS)) as TaskDetection[];
      expect(found.map((d) => [d.type, d.class_name, d.confidence])).to.deep.equal([['polygon', 'shape', 0.9]]);
      const xs = found[0]!.geometry!.filter((_, i) => i % 2 === 0);
      const ys = found[0]!.geometry!.filter((_, i) => i % 2 === 1);
      // Prototype cells 6..9 of 16 over 64 px: the square 24..40 px, 0.375..0.625 of the frame.
      for (const v of [Math.min(...xs), Math.min(...ys)]) expect(v).to.be.closeTo(0.375, 0.035);
      for (const v of [Math.max(...xs), Math.max(...ys)]) expect(v).to.be.closeTo(0.625, 0.035);
      // The band sees instances as it sees boxes: 0.9 is sure, a band reaching it uploads.
      expect(uploadReason({ every_s: null, classes: [], uncertain: [0.3, 0.6] }, found, 0, 0)).to.equal(null);
      expect(uploadReason({ every_s: null, classes: [], uncertain: [0.8, 0.95] }, found, 0, 0)).to.equal('uncertain');
    } finally {
      await segmenter.close();
    }
  });
});
