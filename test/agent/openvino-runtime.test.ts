import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { readIrArchive } from '../../agent/deploy/ir-archive.js';
import { ModelStore } from '../../agent/deploy/model-store.js';
import { modelFormats } from '../../agent/checkin/formats.js';
import { Detector } from '../../agent/inference/detector.js';
import { openVinoAvailable } from '../../agent/inference/openvino-runtime.js';
import { REPO_ROOT } from '../../scripts/images/paths.js';
import { pythonVenv } from '../../scripts/stack/python-venv.js';
import { solidJpeg, testModels } from '../helpers/onnx-models.js';
import { makeZip } from '../helpers/zip.js';

const run = promisify(execFile);
const OPTIONS = { confidence: 0.25, iou: 0.45 };

/**
 * The agent running OpenVINO IR through OpenVINO's C API, the runtime taken from PyPI's
 * `openvino` wheel (here the workloads' virtualenv has it, at the version a device installs).
 * The IR is the suites' ONNX models converted by OpenVINO's own converter, so both runtimes must
 * find the same things.
 */
describe('the edge agent on OpenVINO IR', function () {
  this.timeout(120_000);
  let ir: { detector: string; classifier: string };
  let onnx: { detector: string; classifier: string };

  before(async () => {
    const venv = await pythonVenv(join(REPO_ROOT, 'workloads', 'requirements.txt'));
    const lib = readdirSync(join(venv.dir, 'lib')).find((name) => name.startsWith('python3'));
    process.env.OPENVINO_LIBS = join(venv.dir, 'lib', lib as string, 'site-packages', 'openvino', 'libs');
    const models = await testModels();
    onnx = { detector: models.detector, classifier: models.classifier };
    ir = { detector: join(models.dir, 'detector.xml'), classifier: join(models.dir, 'classifier.xml') };
    for (const name of ['detector', 'classifier'] as const) {
      await run(venv.python, [
        '-c',
        'import sys, openvino as ov; ov.save_model(ov.convert_model(sys.argv[1]), sys.argv[2], compress_to_fp16=False)',
        onnx[name],
        ir[name],
      ]);
    }
  });

  after(() => {
    delete process.env.OPENVINO_LIBS;
  });

  it('finds the runtime the wheel ships, and says so in its check-ins', async () => {
    expect(await openVinoAvailable()).to.equal(true);
    expect(await modelFormats()).to.deep.equal(['onnx', 'openvino']);
  });

  it('detects in an IR model what ONNX Runtime finds in the same model', async () => {
    const [fromOnnx, fromIr] = [await Detector.load(onnx.detector), await Detector.load(ir.detector)];
    try {
      expect(fromIr.size).to.equal(fromOnnx.size);
      await fromIr.selfTest();
      const frame = solidJpeg(96, 64, [120, 90, 60]);
      const [expected, found] = [await fromOnnx.detect(frame, OPTIONS), await fromIr.detect(frame, OPTIONS)];
      expect(expected.length).to.be.greaterThan(0);
      expect(found.length).to.equal(expected.length);
      found.forEach((detection, i) => {
        const other = expected[i]!;
        expect(detection.class_index).to.equal(other.class_index);
        for (const key of ['x_center', 'y_center', 'width', 'height', 'confidence'] as const)
          expect(detection[key]).to.be.closeTo(other[key], 1e-4);
      });
    } finally {
      await Promise.all([fromOnnx.close(), fromIr.close()]);
    }
  });

  it('runs an INT8 IR quantized by NNCF as the exporter quantizes, finding what the FP32 model finds', async function () {
    this.timeout(300_000);
    const venv = await pythonVenv(join(REPO_ROOT, 'workloads', 'requirements.txt'));
    const int8 = ir.detector.replace(/\.xml$/, '-int8.xml');
    // workloads/exporter/openvino_ir.py's call, with random frames standing in for calibration images.
    const quantize = [
      'import sys, numpy as np, openvino as ov, nncf',
      'rng = np.random.default_rng(0)',
      'frames = [rng.random((1, 3, 64, 64), dtype=np.float32) for _ in range(8)]',
      'model = nncf.quantize(ov.Core().read_model(sys.argv[1]), nncf.Dataset(frames), preset=nncf.QuantizationPreset.MIXED, subset_size=8)',
      'ov.save_model(model, sys.argv[2], compress_to_fp16=False)',
    ].join('\n');
    await run(venv.python, ['-c', quantize, ir.detector, int8]);
    expect(readFileSync(int8, 'utf8')).to.contain('type="FakeQuantize"');
    const [fp32, quantized] = [await Detector.load(ir.detector), await Detector.load(int8)];
    try {
      const frame = solidJpeg(96, 64, [120, 90, 60]);
      const [expected, found] = [await fp32.detect(frame, OPTIONS), await quantized.detect(frame, OPTIONS)];
      expect(expected.length).to.be.greaterThan(0);
      expect(found.map((d) => d.class_index)).to.deep.equal(expected.map((d) => d.class_index));
      found.forEach((detection, i) => {
        // 8-bit steps on the input move the model's outputs by about a percent.
        for (const key of ['x_center', 'y_center', 'width', 'height', 'confidence'] as const)
          expect(detection[key]).to.be.closeTo(expected[i]![key], 0.02);
      });
    } finally {
      await Promise.all([fp32.close(), quantized.close()]);
    }
  });

  it("tells a classifier IR by its output shape and tags the frame's colour", async () => {
    const classifier = await Detector.load(ir.classifier, ['red', 'green', 'blue']);
    try {
      expect(classifier.task).to.equal('classify');
      const [tag] = await classifier.detect(solidJpeg(96, 64, [30, 40, 220]), OPTIONS);
      expect(tag).to.include({ class_name: 'blue', class_index: 2 });
    } finally {
      await classifier.close();
    }
  });

  it('installs an OpenVINO export (a zip of the IR) as a deployment does, and runs it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-ir-'));
    const archive = join(dir, 'artifact.part');
    // As the exporter packs it: the IR in a folder, beside Ultralytics' metadata.
    writeFileSync(
      archive,
      makeZip([
        ['best_openvino_model/metadata.yaml', 'imgsz: [64, 64]\n'],
        ['best_openvino_model/best.xml', readFileSync(ir.detector)],
        ['best_openvino_model/best.bin', readFileSync(ir.detector.replace(/\.xml$/, '.bin'))],
      ]),
    );
    const store = new ModelStore(join(dir, 'models'));
    const meta = { job_id: 'j', deployment_id: 1, model_version_id: 2, sha256: 'sha', class_names: [] };
    const installed = store.install('mv2', { ir: await readIrArchive(archive) }, meta);
    expect(installed.modelPath).to.equal(join(installed.folder, 'model.xml'));
    expect(store.findBySha('sha')?.modelPath).to.equal(installed.modelPath);
    const detector = await Detector.load(installed.modelPath);
    try {
      await detector.selfTest();
    } finally {
      await detector.close();
    }
  });

  it('refuses an IR file it cannot read with what OpenVINO said', async () => {
    const refused = await Detector.load(join(REPO_ROOT, 'package.json').replace(/\.json$/, '.xml')).then(
      () => 'loaded',
      (err: Error) => err.message,
    );
    expect(refused).to.match(/OpenVINO could not read .*package\.xml/);
  });
});
