import { PERMANENT_FAILURE_EXIT_CODE as PERMANENT_FAILURE } from '../../contracts/workload-contract.js';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { decodeYoloOutput } from '../../api/modules/inference/onnx/yolo-decode.js';
import { iou } from '../../api/lib/box-iou.js';
import { nonMaxSuppression, type ScoredBox } from '../../api/modules/inference/nms.js';
import {
  Bucket,
  CLASSES,
  ReportSink,
  runWorkload,
  sha256,
  syntheticDataset,
  syntheticImage,
  workloadPython,
  type Report,
  type Signer,
} from './harness.js';

const run = promisify(execFile);
const SIZE = 64;
const OPENVINO_INFER = fileURLToPath(new URL('openvino_infer.py', import.meta.url));

interface Output {
  data: Float32Array;
  dims: number[];
}

/**
 * The exporter as the operator's Job runs it, on a model the trainer made in `before` (3 epochs
 * at 64 px). Every export is run on the same input as the trainer's ONNX model and must give the
 * same boxes.
 */
describe('the exporter workload', function () {
  this.timeout(300_000);
  const sink = new ReportSink();
  const dir = mkdtempSync(join(tmpdir(), 'exporter-test-'));
  let bucket: Bucket;
  let input: Float32Array;
  let source: Output;

  before(async () => {
    await sink.start();
    bucket = await new Bucket('exporter').create();
    await bucket.put('datasets/1.zip', await syntheticDataset({ images: 24, size: 96 }));
    const trainerJob = sink.job({
      DATASET_URL: bucket.signedGet('datasets/1.zip'),
      CHECKPOINT_URL: bucket.signedGet('models/1/checkpoint.pt'),
      CHECKPOINT_UPLOAD_URL: bucket.signedPut('models/1/checkpoint.pt'),
      WEIGHTS_UPLOAD_URL: bucket.signedPut('models/1/best.pt'),
      ONNX_UPLOAD_URL: bucket.signedPut('models/1/model.onnx'),
    });
    const trainer = await runWorkload('trainer', 'train', {
      ...trainerJob.env,
      ORGANIZATION_ID: '1',
      TASK: 'detect',
      PROJECT_ID: '1',
      DATASET_VERSION_ID: '1',
      BASE_MODEL: 'yolov8n.yaml',
      EPOCHS: '3',
      IMAGE_SIZE: String(SIZE),
      BATCH_SIZE: '8',
      HYPERPARAMETERS: '{}',
      CHECKPOINT_EVERY: '10',
    });
    expect((await trainer.exited).code, trainer.output()).to.equal(0);

    // A held-out image: square, so the letterbox is a plain resize.
    let seed = 99;
    const { jpeg } = await syntheticImage(96, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31));
    const rgb = await sharp(jpeg).resize(SIZE, SIZE).removeAlpha().raw().toBuffer();
    input = new Float32Array(3 * SIZE * SIZE);
    for (let i = 0; i < SIZE * SIZE; i++)
      for (let c = 0; c < 3; c++) input[c * SIZE * SIZE + i] = rgb[i * 3 + c]! / 255;
    writeFileSync(join(dir, 'input.f32'), Buffer.from(input.buffer));
    source = await onnxOutput(await bucket.bytes('models/1/model.onnx'), 'source');
  });
  after(() => sink.stop());

  async function onnxOutput(model: Buffer, name: string): Promise<Output> {
    const path = join(dir, `${name}.onnx`);
    writeFileSync(path, model);
    const session = await ort.InferenceSession.create(path);
    const result = await session.run({
      [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, SIZE, SIZE]),
    });
    const tensor = result[session.outputNames[0]!]!;
    return { data: tensor.data as Float32Array, dims: [...tensor.dims] };
  }

  async function openvinoOutput(archive: Buffer, name: string): Promise<Output> {
    const path = join(dir, `${name}.zip`);
    writeFileSync(path, archive);
    const out = join(dir, `${name}.out.f32`);
    const { stdout } = await run(await workloadPython(), [
      OPENVINO_INFER,
      path,
      join(dir, 'input.f32'),
      String(SIZE),
      out,
    ]);
    const bytes = readFileSync(out);
    return {
      data: new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4),
      dims: JSON.parse(stdout) as number[],
    };
  }

  /** The five best boxes after NMS, as the platform's inference decodes them. */
  function topBoxes(output: Output): ScoredBox[] {
    return nonMaxSuppression(decodeYoloOutput(output.data, output.dims, CLASSES.length, 0), 0.45, 5);
  }

  function expectSameBoxes(exported: Output, tolerance: { pixels: number; score: number }) {
    expect(exported.dims).to.deep.equal(source.dims);
    const anchors = source.dims[2]!;
    let worstBox = 0;
    let worstScore = 0;
    for (let c = 0; c < 4 + CLASSES.length; c++) {
      for (let a = 0; a < anchors; a++) {
        const diff = Math.abs(exported.data[c * anchors + a]! - source.data[c * anchors + a]!);
        if (c < 4) worstBox = Math.max(worstBox, diff);
        else worstScore = Math.max(worstScore, diff);
      }
    }
    expect(worstBox, 'largest box coordinate difference (px)').to.be.at.most(tolerance.pixels);
    expect(worstScore, 'largest score difference').to.be.at.most(tolerance.score);
    // Each of the source's three best boxes is among the export's five best (near-equal scores
    // of a 3-epoch model may swap places).
    const got = topBoxes(exported);
    for (const box of topBoxes(source).slice(0, 3)) {
      const match = got.find((b) => b.classIndex === box.classIndex && iou(b, box) > 0.9);
      expect(match, `a box like ${JSON.stringify(box)}`).to.not.equal(undefined);
    }
  }

  async function exportJob(job: string, env: Record<string, string>, urls: Record<string, Signer> = {}) {
    const { token, env: callback } = sink.job({
      MODEL_URL: bucket.signedGet('models/1/best.pt'),
      ARTIFACT_UPLOAD_URL: bucket.signedPut(`exports/${job}`),
      ...urls,
    });
    const run = await runWorkload('exporter', 'export', {
      ...callback,
      ORGANIZATION_ID: '1',
      MODEL_VERSION_ID: '1',
      IMAGE_SIZE: String(SIZE),
      CLASS_NAMES: JSON.stringify(CLASSES),
      MODEL_FILE_NAME: 'best.pt',
      ...env,
    });
    const exited = await run.exited;
    const reports = sink.reports(token);
    return { ...exited, output: run.output(), reports, last: reports.at(-1) as Report | undefined };
  }

  async function exported(job: string, last: Report | undefined): Promise<Buffer> {
    const body = await bucket.bytes(`exports/${job}`);
    expect(last?.artifacts?.exported).to.deep.equal({ size: body.length, sha256: sha256(body) });
    return body;
  }

  it('exports ONNX FP32 that gives the same boxes as the trainer ONNX, with validation mAP', async () => {
    const job = await exportJob(
      'onnx-fp32',
      { FORMAT: 'onnx', PRECISION: 'fp32' },
      { VALIDATION_DATASET_URL: bucket.signedGet('datasets/1.zip') },
    );
    expect(job.code, job.output).to.equal(0);
    console.log(`      (ONNX FP32 with validation: ${job.seconds.toFixed(1)} s)`);
    expect(sink.invalid).to.deep.equal([]);
    expect(job.last?.outcome).to.deep.equal({ status: 'succeeded' });
    expect(job.last?.metrics).to.have.all.keys('source_map50', 'source_map50_95', 'export_map50', 'export_map50_95');
    expectSameBoxes(await onnxOutput(await exported('onnx-fp32', job.last), 'onnx-fp32'), {
      pixels: 0.01,
      score: 1e-4,
    });
  });

  for (const [precision, tolerance] of [
    ['fp32', { pixels: 0.05, score: 1e-3 }],
    ['fp16', { pixels: 1, score: 0.02 }],
  ] as const) {
    it(`exports OpenVINO ${precision.toUpperCase()} that OpenVINO runs with the same boxes`, async () => {
      const job = await exportJob(`openvino-${precision}`, { FORMAT: 'openvino', PRECISION: precision });
      expect(job.code, job.output).to.equal(0);
      console.log(`      (OpenVINO ${precision}: ${job.seconds.toFixed(1)} s)`);
      expect(job.last?.outcome).to.deep.equal({ status: 'succeeded' });
      const archive = await exported(`openvino-${precision}`, job.last);
      expectSameBoxes(await openvinoOutput(archive, `openvino-${precision}`), tolerance);
    });
  }

  it('exports an ONNX-only model version (MODEL_FILE_NAME model.onnx) to OpenVINO at its own size, same boxes', async () => {
    const job = await exportJob(
      'from-onnx',
      {
        FORMAT: 'openvino',
        PRECISION: 'fp32',
        MODEL_FILE_NAME: 'model.onnx',
        IMAGE_SIZE: '96', // a static ONNX model keeps its own input size (64)
      },
      { MODEL_URL: bucket.signedGet('models/1/model.onnx') },
    );
    expect(job.code, job.output).to.equal(0);
    expect(job.reports.map((r) => r.message)).to.include('The source ONNX takes 64 px input; exporting at 64, not 96');
    const archive = await exported('from-onnx', job.last);
    expectSameBoxes(await openvinoOutput(archive, 'from-onnx'), { pixels: 0.05, score: 1e-3 });
  });

  it('exports OpenVINO INT8 from the calibration images and reports its mAP next to the source', async () => {
    const dataset = bucket.signedGet('datasets/1.zip');
    const job = await exportJob(
      'openvino-int8',
      { FORMAT: 'openvino', PRECISION: 'int8' },
      { CALIBRATION_URL: dataset, VALIDATION_DATASET_URL: dataset },
    );
    expect(job.code, job.output).to.equal(0);
    console.log(`      (OpenVINO INT8 with calibration and validation: ${job.seconds.toFixed(1)} s)`);
    expect(sink.invalid).to.deep.equal([]);
    const metrics = job.last?.metrics ?? {};
    expect(metrics).to.have.all.keys('source_map50', 'source_map50_95', 'export_map50', 'export_map50_95');
    for (const value of Object.values(metrics)) expect(value).to.be.within(0, 1);
    const output = await openvinoOutput(await exported('openvino-int8', job.last), 'openvino-int8');
    expect(output.dims).to.deep.equal(source.dims);
    expect(output.data.every(Number.isFinite)).to.equal(true);
  });

  for (const [format, precision] of [
    ['tflite', 'fp32'],
    ['tensorrt', 'int8'],
    ['onnx', 'int8'],
  ] as const) {
    it(`fails ${format} ${precision} with FormatUnsupported, listing what it can produce`, async () => {
      const job = await exportJob(`${format}-${precision}`, { FORMAT: format, PRECISION: precision });
      expect(job.code, job.output).to.equal(PERMANENT_FAILURE);
      expect(job.last?.outcome).to.include({ status: 'failed', reason: 'FormatUnsupported' });
      expect(job.last?.outcome?.message).to.contain('openvino: fp32, fp16, int8');
      expect(await bucket.exists(`exports/${format}-${precision}`)).to.equal(false);
    });
  }

  it('fails a TensorRT export on a node without a GPU with GpuUnavailable, before downloading anything', async () => {
    const job = await exportJob('tensorrt-fp16', { FORMAT: 'tensorrt', PRECISION: 'fp16' });
    expect(job.code, job.output).to.equal(PERMANENT_FAILURE);
    expect(job.last?.outcome).to.include({ status: 'failed', reason: 'GpuUnavailable' });
    expect(job.last?.outcome?.message).to.equal('tensorrt needs a GPU and this node has none');
    expect(job.output).to.not.match(/downloaded the source model/i);
    expect(await bucket.exists('exports/tensorrt-fp16')).to.equal(false);
  });

  it('formats.json says exactly what the API accepts (EXPORTER_CAPABILITIES of the contract)', async () => {
    const { EXPORTER_CAPABILITIES } = await import('../../contracts/workload-contract.js');
    const listed = JSON.parse(
      readFileSync(new URL('../../workloads/exporter/formats.json', import.meta.url), 'utf8'),
    ) as {
      formats: Record<string, { precisions: string[]; needs_gpu: boolean }>;
    };
    const offered = Object.fromEntries(
      Object.entries(listed.formats).map(([format, spec]) => [
        format,
        { precisions: spec.precisions, gpu: spec.needs_gpu },
      ]),
    );
    expect(offered).to.deep.equal(JSON.parse(JSON.stringify(EXPORTER_CAPABILITIES)));
  });
});
