import { PERMANENT_FAILURE_EXIT_CODE as PERMANENT_FAILURE } from '../../contracts/workload-contract.js';
import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { Bucket, CLASSES, ReportSink, runWorkload, type Report } from './harness.js';
import { COLOUR_CLASSES, classificationDataset, segmentationDataset } from './task-datasets.js';

/**
 * Classification and instance segmentation through the trainer and the exporter, as the
 * operator's Jobs run them: 3 epochs from the architecture files at 64 px, then ONNX and OpenVINO
 * exports validated on the val split.
 */
describe('the workloads on classification and segmentation', function () {
  this.timeout(300_000);
  const sink = new ReportSink();
  const dir = mkdtempSync(join(tmpdir(), 'tasks-test-'));
  let bucket: Bucket;

  before(async () => {
    await sink.start();
    bucket = await new Bucket('tasks').create();
    await bucket.put('datasets/classify.zip', await classificationDataset({ perClass: 8, size: 64 }));
    await bucket.put('datasets/segment.zip', await segmentationDataset({ images: 24, size: 96 }));
  });
  after(async () => {
    await sink.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function train(task: 'classify' | 'segment', job: string, overrides: Record<string, string> = {}) {
    const { token, env } = sink.job({
      DATASET_URL: bucket.signedGet(`datasets/${task}.zip`),
      CHECKPOINT_URL: bucket.signedGet(`${job}/checkpoint.pt`),
      CHECKPOINT_UPLOAD_URL: bucket.signedPut(`${job}/checkpoint.pt`),
      WEIGHTS_UPLOAD_URL: bucket.signedPut(`${job}/best.pt`),
      ONNX_UPLOAD_URL: bucket.signedPut(`${job}/model.onnx`),
    });
    const run = await runWorkload('trainer', 'train', {
      ...env,
      ORGANIZATION_ID: '1',
      TASK: task,
      PROJECT_ID: '1',
      DATASET_VERSION_ID: '1',
      BASE_MODEL: task === 'classify' ? 'yolov8n-cls.yaml' : 'yolov8n-seg.yaml',
      EPOCHS: '3',
      IMAGE_SIZE: '64',
      BATCH_SIZE: '8',
      HYPERPARAMETERS: '{}',
      CHECKPOINT_EVERY: '10',
      ...overrides,
    });
    const exited = await run.exited;
    return { code: exited.code, output: run.output(), reports: sink.reports(token) };
  }

  async function exportModel(task: 'classify' | 'segment', job: string, format: 'onnx' | 'openvino') {
    const { token, env } = sink.job({
      MODEL_URL: bucket.signedGet(`${job}/best.pt`),
      VALIDATION_DATASET_URL: bucket.signedGet(`datasets/${task}.zip`),
      ARTIFACT_UPLOAD_URL: bucket.signedPut(`${job}/export.${format}`),
    });
    const run = await runWorkload('exporter', 'export', {
      ...env,
      ORGANIZATION_ID: '1',
      MODEL_VERSION_ID: '1',
      TASK: task,
      FORMAT: format,
      PRECISION: 'fp32',
      IMAGE_SIZE: '64',
      CLASS_NAMES: JSON.stringify(task === 'classify' ? COLOUR_CLASSES : CLASSES),
      MODEL_FILE_NAME: 'best.pt',
    });
    const exited = await run.exited;
    expect(exited.code, run.output()).to.equal(0);
    return sink.reports(token).at(-1)!;
  }

  async function onnxOutputs(job: string): Promise<number[][]> {
    const path = join(dir, `${job}.onnx`);
    writeFileSync(path, await bucket.bytes(`${job}/model.onnx`));
    const session = await ort.InferenceSession.create(path);
    const result = await session.run({
      [session.inputNames[0]!]: new ort.Tensor('float32', new Float32Array(3 * 64 * 64), [1, 3, 64, 64]),
    });
    return session.outputNames.map((name) => [...result[name]!.dims]);
  }

  const epochFigures = (reports: Report[]) => reports.flatMap((r) => (r.epoch ? [r.epoch] : []));

  it('trains a classifier with top-1/top-5 figures per epoch, classes in the version order', async () => {
    const { code, output, reports } = await train('classify', 'cls');
    expect(code, output).to.equal(0);
    expect(sink.invalid).to.deep.equal([]);
    const epochs = epochFigures(reports);
    expect(epochs.map((e) => e.epoch)).to.deep.equal([1, 2, 3]);
    for (const e of epochs) expect(e.metrics).to.include.keys('loss', 'top1', 'top5');
    expect(epochs[0]!.metrics).to.not.have.any.keys('map50', 'box_loss');
    const last = reports.at(-1)!;
    expect(last.outcome).to.deep.equal({ status: 'succeeded' });
    // red, green, blue: not the alphabetical order Ultralytics would give class folders.
    expect(last.class_names).to.deep.equal([...COLOUR_CLASSES]);
    expect(last.message ?? reports.find((r) => r.epoch)!.message).to.be.a('string');
    expect(reports.find((r) => r.epoch)!.message).to.match(/top-1 \d\.\d{3}/);
    expect(await onnxOutputs('cls')).to.deep.equal([[1, COLOUR_CLASSES.length]]);
  });

  it('exports the classifier to ONNX and OpenVINO, validated by top-1 on the val split', async () => {
    for (const format of ['onnx', 'openvino'] as const) {
      const report = await exportModel('classify', 'cls', format);
      expect(report.outcome, format).to.deep.equal({ status: 'succeeded' });
      expect(report.metrics).to.include.keys('source_top1', 'export_top1', 'source_top5', 'export_top5');
      expect(Math.abs(report.metrics!.source_top1! - report.metrics!.export_top1!), format).to.be.at.most(0.1);
      expect(report.artifacts?.exported?.size).to.be.greaterThan(0);
    }
  });

  it('trains an instance segmenter with box and mask mAP per epoch and a two-output ONNX', async () => {
    const { code, output, reports } = await train('segment', 'seg');
    expect(code, output).to.equal(0);
    const epochs = epochFigures(reports);
    expect(epochs.map((e) => e.epoch)).to.deep.equal([1, 2, 3]);
    for (const e of epochs)
      expect(e.metrics).to.include.keys('seg_loss', 'box_loss', 'map50', 'mask_map50', 'mask_map50_95');
    expect(reports.at(-1)!.class_names).to.deep.equal([...CLASSES]);
    const [detections, prototypes] = await onnxOutputs('seg');
    expect(detections!.slice(0, 2)).to.deep.equal([1, 4 + CLASSES.length + 32]);
    expect(prototypes!.slice(0, 2)).to.deep.equal([1, 32]);
  });

  it('exports the segmenter to OpenVINO, validated by box and mask mAP', async () => {
    const report = await exportModel('segment', 'seg', 'openvino');
    expect(report.outcome).to.deep.equal({ status: 'succeeded' });
    expect(report.metrics).to.include.keys('source_map50', 'export_map50', 'source_mask_map50', 'export_mask_map50');
  });

  it('refuses a detector as the base of a classification job, naming the file to use', async () => {
    const { code, reports } = await train('classify', 'cls-wrong-base', { BASE_MODEL: 'yolov8n.yaml' });
    expect(code).to.equal(PERMANENT_FAILURE);
    const outcome = reports.at(-1)!.outcome;
    expect(outcome).to.include({ status: 'failed', reason: 'BaseModelUnavailable' });
    expect(outcome?.message).to.contain('yolov8n-cls.yaml');
  });
});
