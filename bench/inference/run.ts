/**
 * The inference benchmark: images per second of one inference request through the API and its
 * worker (queue pick-up, object store reads, ONNX Runtime on the worker's thread, prediction
 * writes) against the same model run directly with onnxruntime-node in this process, in the
 * same run, on the same frames; and the API process's peak memory. The model has YOLOv8n's
 * input, output layout and order of compute (random weights, built by test/fixtures/make_models.py).
 * Prints the verdict table, writes bench/results/inference-<timestamp>.json, exits 1 when the
 * target (>= 80% of direct) is missed. `runInferenceBench` is the same run for `npm run bench`.
 *
 *   npx tsx bench/inference/run.ts [--images 100] [--size 1280x720]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { benchModel } from '../../test/helpers/onnx-models.js';
import { atLeastRatio, context } from '../lib/figure.js';
import type { BenchReport } from '../lib/report.js';
import { startPrivateStack } from '../lib/private-stack.js';
import { perSecond, round } from '../lib/stats.js';
import { runThroughApi, type ApiRun } from './api-run.js';
import { runDirect, type DirectRun } from './direct.js';
import { benchCommand, isEntryPoint, runCommand } from '../lib/cli.js';
import { parseBenchArgs, USAGE, type InferenceBenchOptions } from './options.js';
import { findChild, memoryOf } from './process-memory.js';
import { prepareFixture, renderFrames } from './setup.js';

const log = (line: string) => console.error(`[bench:inference] ${line}`);
const THRESHOLDS = { confidence: 0.25, iou: 0.45 };
const WARMUP_IMAGES = 5;
const MiB = 1024 * 1024;

const best = <T extends { elapsedMs: number }>(runs: T[]): T =>
  runs.reduce((a, b) => (b.elapsedMs < a.elapsedMs ? b : a));

/** Runs the inference bench on a private stack of its own and returns its figures. */
export async function runInferenceBench(options: InferenceBenchOptions): Promise<BenchReport> {
  const startedAt = new Date();
  const work = mkdtempSync(join(tmpdir(), 'edge-vision-bench-inference-'));
  log('building the benchmark model (YOLOv8n-sized, random weights) ...');
  const modelPath = await benchModel(work);
  log(`rendering ${options.images} ${options.width}x${options.height} JPEG frames ...`);
  const frames = await renderFrames(options.images, options.width, options.height);

  log('starting MongoDB, MinIO, Dex and the API on free ports ...');
  const stack = await startPrivateStack({
    name: 'inference',
    apiEnv: {
      LOG_LEVEL: options.logLevel,
      QUEUE_POLL_INTERVAL_MS: String(options.pollMs),
      INFERENCE_MODEL_DIR: join(work, 'model-cache'),
    },
    keep: options.keep,
  });
  const interrupted = () => {
    log('interrupted; stopping the servers');
    void stack.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  let session: ort.InferenceSession | undefined;
  try {
    log('uploading the frames and registering the model ...');
    const fixture = await prepareFixture(stack.apiUrl, await stack.token(), frames, modelPath);
    const apiPid = findChild('api-process');
    if (!apiPid) log('the API process was not found: its memory is not reported');
    const idleRss = apiPid ? (memoryOf(apiPid)?.rss ?? Number.NaN) : Number.NaN;

    log('warming up both sides ...');
    await runThroughApi(fixture, fixture.imageIds.slice(0, WARMUP_IMAGES), apiPid, THRESHOLDS);
    session = await ort.InferenceSession.create(modelPath, {
      executionProviders: ['cpu'],
      graphOptimizationLevel: 'all',
    });
    const inputSize = fixture.model.input_size;
    const classCount = fixture.model.class_names.length;
    await runDirect(session, frames.slice(0, WARMUP_IMAGES), inputSize, classCount, THRESHOLDS);

    const apiRuns: ApiRun[] = [];
    const directRuns: DirectRun[] = [];
    for (let round_ = 1; round_ <= options.rounds; round_++) {
      log(`round ${round_}: ${options.images} images through the API ...`);
      apiRuns.push(await runThroughApi(fixture, fixture.imageIds, apiPid, THRESHOLDS));
      log(`round ${round_}: ${options.images} images directly ...`);
      directRuns.push(await runDirect(session, frames, inputSize, classCount, THRESHOLDS));
    }
    const api = best(apiRuns);
    const direct = best(directRuns);
    const apiRate = perSecond(api.images, api.elapsedMs);
    const directRate = perSecond(direct.images, direct.elapsedMs);
    const lifetimePeak = apiPid ? (memoryOf(apiPid)?.peak ?? Number.NaN) : Number.NaN;
    const figures = [
      atLeastRatio('inference rate, request POST to completed', 'images/s', apiRate, directRate, 0.8),
      context('inference rate, worker running time only', 'images/s', perSecond(api.images, api.runningMs), directRate),
      context('predictions (API) vs detections (direct)', 'count', api.predictions, direct.detections),
      context('API process RSS before any inference', 'MiB', idleRss / MiB, null),
      context('API process peak RSS during the request', 'MiB', api.peakRss / MiB, null),
      context('API process peak RSS since start (VmHWM)', 'MiB', lifetimePeak / MiB, null),
    ];
    return {
      bench: 'inference',
      startedAt,
      finishedAt: new Date(),
      setting:
        `Inference bench: one ${options.images}-image request through the API (own process, queue poll ` +
        `${options.pollMs} ms, INFERENCE_CONCURRENCY 1) vs onnxruntime-node directly in this process; ` +
        `${options.width}x${options.height} JPEGs, model input ${inputSize}, ${classCount} classes; ` +
        `${cpus().length} CPUs shared with MongoDB and MinIO; best of ${options.rounds} round(s)`,
      figures,
      notes: [],
      details: {
        api_runs: apiRuns.map((r) => ({
          images: r.images,
          predictions: r.predictions,
          elapsed_s: round(r.elapsedMs / 1000),
          running_s: round(r.runningMs / 1000),
          peak_rss_mib: round(r.peakRss / MiB, 1),
        })),
        direct_runs: directRuns.map((r) => ({
          images: r.images,
          detections: r.detections,
          elapsed_s: round(r.elapsedMs / 1000),
        })),
      },
      options: { ...options },
    };
  } finally {
    process.off('SIGINT', interrupted);
    await session?.release();
    log(options.keep ? `stopping the servers (data and logs kept in ${stack.dir})` : 'stopping the servers ...');
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) {
  runCommand(() => benchCommand({ parse: parseBenchArgs, usage: USAGE, run: runInferenceBench }));
}
