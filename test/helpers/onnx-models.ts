import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import jpeg from 'jpeg-js';
import type { ApiClient } from './client.js';
import { uploadForm } from './images.js';
import { pythonVenv } from '../../scripts/stack/python-venv.js';

const run = promisify(execFile);
const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const REQUIREMENTS = join(FIXTURES, 'requirements-onnx.txt');
const GENERATOR = join(FIXTURES, 'make_models.py');

/** Python with the pinned `onnx` package (test/fixtures/requirements-onnx.txt). */
async function python(): Promise<string> {
  return (await pythonVenv(REQUIREMENTS)).python;
}

export interface TestModels {
  dir: string;
  /** 64x64 input; classes car, person, bike; six known anchors (see make_models.py). */
  detector: string;
  /** 64x64 input, [1, 8, 4, 4] embeddings. */
  samEncoder: string;
  /** Masks = the prompt box, on a 32x32 grid over a square frame. */
  samDecoder: string;
  /** 64x64 input; classes red, green, blue; softmax of 10 x the channel means (task_models.py). */
  classifier: string;
  /** 64x64 input; classes shape, other; one `shape` instance whose mask is the square 24..40 px. */
  segmenter: string;
}

let made: Promise<TestModels> | null = null;

/** The suites' ONNX models, written by test/fixtures/make_models.py into a temporary folder (once per process). */
export function testModels(): Promise<TestModels> {
  made ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-vision-models-'));
    await run(await python(), [GENERATOR, 'test', dir]);
    return {
      dir,
      detector: join(dir, 'detector.onnx'),
      samEncoder: join(dir, 'sam-encoder.onnx'),
      samDecoder: join(dir, 'sam-decoder.onnx'),
      classifier: join(dir, 'classifier.onnx'),
      segmenter: join(dir, 'segmenter.onnx'),
    };
  })();
  return made;
}

/**
 * The test detector as two tools hand it over (test/fixtures/plain_detector.py): `ultralytics`
 * with Ultralytics' metadata, `plain` with none, a symbolic input and the anchors-first output.
 */
export async function plainDetectors(): Promise<{ ultralytics: string; plain: string }> {
  const { dir, detector } = await testModels();
  await run(await python(), [join(FIXTURES, 'plain_detector.py'), detector, dir]);
  return { ultralytics: join(dir, 'ultralytics-detector.onnx'), plain: join(dir, 'plain-detector.onnx') };
}

/** The benchmark's detector: YOLOv8n-sized compute, 640 input, 80 classes. */
export async function benchModel(dir: string): Promise<string> {
  await run(await python(), [GENERATOR, 'bench', dir], { maxBuffer: 16 * 1024 * 1024 });
  return join(dir, 'bench-detector.onnx');
}

/** Registers an ONNX file through POST /ml/models; returns the raw response. */
export async function uploadModel(user: ApiClient, file: Buffer, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(file)], { type: 'application/octet-stream' }), 'model.onnx');
  return user.raw('POST', '/ml/models', form);
}

/** Registers a model that must be accepted; returns the model version. */
export async function registerModel(user: ApiClient, path: string, fields: Record<string, string>): Promise<any> {
  const res = await uploadModel(user, readFileSync(path), fields);
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data;
}

/** A JPEG of one colour (JPEG keeps a flat colour exact). */
export function solidJpeg(width: number, height: number, rgb: [number, number, number]): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([...rgb, 255], i * 4);
  return Buffer.from(jpeg.encode({ data, width, height }, 95).data);
}

/** Uploads a flat-colour JPEG into the project from a device; returns the image. */
export async function uploadSolid(
  device: ApiClient,
  projectId: number,
  size: [number, number],
  rgb: [number, number, number],
  filename = 'frame.jpg',
): Promise<any> {
  return uploadJpeg(device, projectId, solidJpeg(size[0], size[1], rgb), filename);
}

/** Uploads JPEG bytes into the project from a device; returns the image. */
export async function uploadJpeg(device: ApiClient, projectId: number, jpegBytes: Buffer, filename = 'frame.jpg') {
  const form = uploadForm(jpegBytes, filename, { project_id: String(projectId) });
  const res = await device.raw('POST', '/device/images/upload', form);
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data;
}

/** Polls an inference request until its status is one of `until`; returns it. */
export async function waitForRequest(
  user: ApiClient,
  id: number,
  until: string[] = ['completed', 'failed', 'cancelled'],
  timeoutMs = 30_000,
): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await user.get(`/ml/inference-requests/${id}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    if (until.includes(res.body.data.status)) return res.body.data;
    if (Date.now() > deadline) throw new Error(`request ${id} still ${res.body.data.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
