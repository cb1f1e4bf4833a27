/**
 * The inference benchmark: images per second of one inference request through the API and its
 * worker (queue pick-up, object store reads, ONNX Runtime on the worker's thread, prediction
 * writes) against the same model run directly with onnxruntime-node in this process, in the
 * same run, on the same frames; and the API process's peak memory. The model has YOLOv8n's
 * input, output layout and order of compute (random weights, built by test/fixtures/make_models.py).
 * Prints the verdict table, writes bench/results/inference-<timestamp>.json, exits 1 when the
 * target (>= 80% of direct) is missed.
 *
 *   npx tsx bench/inference/run.ts [--images 100] [--size 1280x720]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { benchModel } from '../../test/helpers/onnx-models.js';
import { atLeastRatio, comparisonJson, comparisonTable, context } from '../lib/comparison.js';
import { startPrivateStack } from '../lib/private-stack.js';
import { writeResults } from '../lib/results.js';
import { perSecond, round } from '../lib/stats.js';
import { runThroughApi, type ApiRun } from './api-run.js';
import { runDirect, type DirectRun } from './direct.js';
import { readBenchArgs } from '../lib/cli.js';
import { parseBenchArgs, USAGE } from './options.js';
import { findChild, memoryOf } from './process-memory.js';
import { prepareFixture, renderFrames } from './setup.js';

const log = (line: string) => console.error(`[bench:inference] ${line}`);
const THRESHOLDS = { confidence: 0.25, iou: 0.45 };
const WARMUP_IMAGES = 5;
const MiB = 1024 * 1024;

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

const best = <T extends { elapsedMs: number }>(runs: T[]): T =>
  runs.reduce((a, b) => (b.elapsedMs < a.elapsedMs ? b : a));

async function main(): Promise<number> {
  const options = readBenchArgs(parseBenchArgs, USAGE);
  if (typeof options === 'number') return options;
  const startedAt = new Date();
  const work = mkdtempSync(join(tmpdir(), 'edge-vision-bench-inference-'));
  log('building the benchmark model (YOLOv8n-sized, random weights) ...');
  const modelPath = await benchModel(work);
  log(`rendering ${options.images} ${options.width}x${options.height} JPEG frames ...`);
  const frames = await renderFrames(options.images, options.width, options.height);

  log('starting FerretDB, MinIO, Dex and the API on free ports ...');
  const stack = await startPrivateStack({
    name: 'inference',
    apiEnv: {
      LOG_LEVEL: options.logLevel,
      QUEUE_POLL_INTERVAL_MS: String(options.pollMs),
      INFERENCE_MODEL_DIR: join(work, 'model-cache'),
    },
    keep: options.keep,
  });
  process.once('SIGINT', () => {
    log('interrupted; stopping the servers');
    void stack.stop().finally(() => process.exit(130));
  });
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
      atLeastRatio('images/s, request POST to completed', apiRate, directRate, 0.8),
      context('images/s, worker running time only', perSecond(api.images, api.runningMs), directRate),
      context('predictions (API) vs detections (direct)', api.predictions, direct.detections),
      context('API process RSS before any inference, MiB', idleRss / MiB, null),
      context('API process peak RSS during the request, MiB', api.peakRss / MiB, null),
      context('API process peak RSS since start (VmHWM), MiB', lifetimePeak / MiB, null),
    ];
    const pass = figures.every((f) => f.pass !== false);
    const cpu = cpus();
    console.log(
      `\nInference bench: one ${options.images}-image request through the API (own process, queue poll ` +
        `${options.pollMs} ms, INFERENCE_CONCURRENCY 1) vs onnxruntime-node directly in this process; ` +
        `${options.width}x${options.height} JPEGs, model input ${inputSize}, ${classCount} classes; ` +
        `${cpu.length} CPUs shared with FerretDB and MinIO; best of ${options.rounds} round(s)\n`,
    );
    console.log(comparisonTable(figures));
    const file = writeResults(
      'inference',
      {
        bench: 'inference',
        started_at: startedAt.toISOString(),
        finished_at: new Date().toISOString(),
        pass,
        environment: { node: process.version, cpus: cpu.length, cpu_model: cpu[0]?.model ?? null, commit: commit() },
        options: { ...options, help: undefined },
        figures: comparisonJson(figures),
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
      undefined,
      startedAt,
    );
    console.log(`\n${pass ? 'All targets met.' : 'Some targets were missed.'} Results: ${file}`);
    return pass ? 0 : 1;
  } finally {
    await session?.release();
    log(options.keep ? `stopping the servers (data and logs kept in ${stack.dir})` : 'stopping the servers ...');
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
