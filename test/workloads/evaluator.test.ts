import { expect } from 'chai';
import { MAX_POLYGON_POINTS, PERMANENT_FAILURE_EXIT_CODE, predictionsBody } from '../../contracts/workload-contract.js';
import { Bucket, ReportSink, runWorkload, sha256, syntheticDataset } from './harness.js';
import { segmentationDataset } from './task-datasets.js';

const SIZE = 64;

/**
 * The evaluator as the operator's Job runs it: on a model the trainer made in `before` (1 epoch
 * at 64 px), it runs the model on one split of the archive and uploads what it saw. It decides no
 * figure; the API's scoring is tested in test/api/ml/evaluation-figures.test.ts.
 */
describe('the evaluator workload', function () {
  this.timeout(300_000);
  const sink = new ReportSink();
  let bucket: Bucket;

  /** The trainer's 1-epoch model of `task` on datasets/<id>.zip, uploaded under models/<id>/. */
  async function train(id: number, task: 'detect' | 'segment') {
    const trainerJob = sink.job({
      DATASET_URL: bucket.signedGet(`datasets/${id}.zip`),
      CHECKPOINT_URL: bucket.signedGet(`models/${id}/checkpoint.pt`),
      CHECKPOINT_UPLOAD_URL: bucket.signedPut(`models/${id}/checkpoint.pt`),
      WEIGHTS_UPLOAD_URL: bucket.signedPut(`models/${id}/best.pt`),
      ONNX_UPLOAD_URL: bucket.signedPut(`models/${id}/model.onnx`),
    });
    const trainer = await runWorkload('trainer', 'train', {
      ...trainerJob.env,
      ORGANIZATION_ID: '1',
      TASK: task,
      PROJECT_ID: '1',
      DATASET_VERSION_ID: String(id),
      BASE_MODEL: task === 'segment' ? 'yolov8n-seg.yaml' : 'yolov8n.yaml',
      EPOCHS: '1',
      IMAGE_SIZE: String(SIZE),
      BATCH_SIZE: '8',
      HYPERPARAMETERS: '{}',
      CHECKPOINT_EVERY: '10',
    });
    expect((await trainer.exited).code, trainer.output()).to.equal(0);
  }

  before(async () => {
    await sink.start();
    bucket = await new Bucket('evaluator').create();
    // 12 images: 4, 8 and 12 in val (the harness puts every 4th there), no test split.
    await bucket.put('datasets/1.zip', await syntheticDataset({ images: 12, size: 96 }));
    await train(1, 'detect');
  });

  after(() => sink.stop());

  let runs = 0;
  function evaluator(split: string, modelFile = 'best.pt', task: 'detect' | 'segment' = 'detect') {
    const key = `evaluations/${++runs}/predictions.json`;
    const id = task === 'segment' ? 2 : 1;
    const job = sink.job({
      MODEL_URL: bucket.signedGet(`models/${id}/${modelFile}`),
      DATASET_URL: bucket.signedGet(`datasets/${id}.zip`),
      PREDICTIONS_UPLOAD_URL: bucket.signedPut(key),
    });
    const env = {
      ...job.env,
      ORGANIZATION_ID: '1',
      MODEL_VERSION_ID: '1',
      DATASET_VERSION_ID: String(id),
      TASK: task,
      SPLIT: split,
      IMAGE_SIZE: String(SIZE),
      CLASS_NAMES: '["red","blue"]',
      MODEL_FILE_NAME: modelFile,
    };
    return { token: job.token, key, run: runWorkload('evaluator', 'evaluate', env) };
  }

  for (const modelFile of ['best.pt', 'model.onnx']) {
    it(`runs ${modelFile} on every image of the split and uploads its boxes, as the contract says`, async () => {
      const { token, key, run } = evaluator('val', modelFile);
      const evaluation = await run;
      expect((await evaluation.exited).code, evaluation.output()).to.equal(0);
      const uploaded = await bucket.bytes(key);
      const body = predictionsBody.parse(JSON.parse(uploaded.toString('utf8')));
      expect(body.images.map((i) => i.file).sort()).to.deep.equal(['12.jpg', '4.jpg', '8.jpg']);
      for (const box of body.images.flatMap((i) => i.boxes ?? [])) {
        expect(box.class_index).to.be.oneOf([0, 1]);
        for (const v of [box.x1, box.y1, box.x2, box.y2]) expect(v).to.be.within(0, 1);
        expect(box.x2).to.be.at.least(box.x1);
      }
      const last = sink.reports(token).at(-1)!;
      expect(last.outcome).to.deep.equal({ status: 'succeeded' });
      // Reported as uploaded, so the API can tell the file it scores is the one the job wrote.
      expect(last.artifacts?.predictions).to.deep.equal({ size: uploaded.length, sha256: sha256(uploaded) });
    });
  }

  it("posts each instance's outline for a segmentation model, within the contract's point cap", async () => {
    // The same images with their rectangles labelled as outlines.
    await bucket.put('datasets/2.zip', await segmentationDataset({ images: 12, size: 96 }));
    await train(2, 'segment');
    const { key, run } = evaluator('val', 'best.pt', 'segment');
    const evaluation = await run;
    expect((await evaluation.exited).code, evaluation.output()).to.equal(0);
    const body = predictionsBody.parse(JSON.parse((await bucket.bytes(key)).toString('utf8')));
    const instances = body.images.flatMap((i) => i.boxes ?? []);
    const outlined = instances.filter((b) => b.polygon);
    // A 1-epoch model at confidence 0.001 still draws masks; a few may be empty (no outline).
    expect(outlined.length, JSON.stringify(body).slice(0, 500)).to.be.greaterThan(0);
    for (const { polygon, x1, y1, x2, y2 } of outlined) {
      expect(polygon!.length % 2).to.equal(0);
      expect(polygon!.length).to.be.within(6, 2 * MAX_POLYGON_POINTS);
      // Ultralytics crops each mask to its box: the outline lies in it (a mask pixel and the simplification aside).
      polygon!.forEach((v, i) => {
        const [low, high] = i % 2 === 0 ? [x1, x2] : [y1, y2];
        expect(v).to.be.within(Math.max(0, low - 0.05), Math.min(1, high + 0.05));
      });
    }
  });

  it('fails with DatasetInvalid, uploading nothing, when the split has no images', async () => {
    const { token, key, run } = evaluator('test');
    const evaluation = await run;
    expect((await evaluation.exited).code, evaluation.output()).to.equal(PERMANENT_FAILURE_EXIT_CODE);
    expect(await bucket.bytes(key).catch(() => null)).to.equal(null);
    expect(sink.reports(token).at(-1)!.outcome).to.include({ status: 'failed', reason: 'DatasetInvalid' });
  });
});
