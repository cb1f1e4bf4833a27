/**
 * The training benchmark: wall time of one training job through the platform (POST
 * /ml/training-jobs -> queue -> TrainingJob -> operator -> Job -> local node -> the real trainer
 * -> model version) against the same Ultralytics training run directly (the workloads venv's
 * Python, the trainer's arguments) on the same dataset archive the platform exported, in the
 * same run, taking turns; and the wall time of each export format through the platform next to
 * Ultralytics' own model.export. Prints the verdict table, writes
 * bench/results/training-<timestamp>.json, exits 1 when the target (<= 1.1x direct) is missed.
 * `runTrainingBench` is the same run for `npm run bench`.
 *
 *   npx tsx bench/training/run.ts [--images 40] [--epochs 10] [--rounds 2]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pythonVenv } from '../../scripts/stack/python-venv.js';
import { benchCommand, isEntryPoint, runCommand } from '../lib/cli.js';
import { atMostRatio, context, type Figure } from '../lib/figure.js';
import type { BenchReport } from '../lib/report.js';
import { round } from '../lib/stats.js';
import { DIRECT_FORMATS, runDirect, type DirectFormat, type DirectRun } from './direct.js';
import { parseBenchArgs, USAGE, type TrainingBenchOptions } from './options.js';
import { exportThroughPlatform, trainThroughPlatform, type PlatformExport, type PlatformTraining } from './platform.js';
import { prepareDataset, startTrainingPlatform } from './setup.js';

const log = (line: string) => console.error(`[bench:training] ${line}`);
const REQUIREMENTS = fileURLToPath(new URL('../../workloads/requirements.txt', import.meta.url));
/** Training through the platform may take at most this many times the direct run. */
const TARGET = 1.1;

const EXPORTS: { label: string; request: PlatformExport; direct: DirectFormat }[] = [
  { label: 'onnx fp32', request: { format: 'onnx', precision: 'fp32' }, direct: 'onnx' },
  { label: 'openvino fp32', request: { format: 'openvino', precision: 'fp32' }, direct: 'openvino' },
  { label: 'openvino int8', request: { format: 'openvino', precision: 'int8' }, direct: 'openvino-int8' },
];

const sec = (ms: number) => ms / 1000;

const fastest = <T extends { elapsedMs: number }>(runs: T[]): T =>
  runs.reduce((a, b) => (b.elapsedMs < a.elapsedMs ? b : a));

/** Runs the training bench on a private stack and cluster of its own and returns its figures. */
export async function runTrainingBench(options: TrainingBenchOptions): Promise<BenchReport> {
  if (options.imageSize % 32 !== 0) throw new Error(`--image-size must be a multiple of 32, got ${options.imageSize}`);
  const startedAt = new Date();
  const python = (await pythonVenv(REQUIREMENTS)).python;
  const work = mkdtempSync(join(tmpdir(), 'edge-vision-bench-training-'));
  log('starting MongoDB, MinIO, Dex, the API, a local control plane and node, and the operator ...');
  const platform = await startTrainingPlatform({ dir: work, logLevel: options.logLevel, keep: options.keep, log });
  const interrupted = () => {
    log('interrupted; stopping the servers');
    void platform.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    log(`making a dataset version of ${options.images} synthetic ${options.imageSize} px pictures and its export ...`);
    const fixture = await prepareDataset(platform.stack.apiUrl, await platform.stack.token(), {
      images: options.images,
      imageSize: options.imageSize,
      dir: work,
    });
    const train = { epochs: options.epochs, imageSize: options.imageSize, batch: options.batch };
    const platformRuns: PlatformTraining[] = [];
    const directRuns: DirectRun[] = [];
    for (let r = 1; r <= options.rounds; r++) {
      // Taking turns, the side that goes first alternates, so a noisy stretch lands on both.
      const sides = ['platform', 'direct'] as const;
      for (const side of r % 2 === 1 ? sides : [...sides].reverse()) {
        log(`round ${r}: ${options.epochs} epochs ${side === 'platform' ? 'through the platform' : 'directly'} ...`);
        if (side === 'platform') {
          platformRuns.push(await trainThroughPlatform(fixture.user, { ...fixture, ...train }, platform.nodeEvents));
        } else {
          const last = r === options.rounds && options.exports;
          const dir = join(work, `direct-${r}`);
          directRuns.push(await runDirect(python, fixture.archive, dir, train, last ? DIRECT_FORMATS : []));
        }
        log(
          `round ${r}: ${side} took ${round((side === 'platform' ? platformRuns : directRuns).at(-1)!.elapsedMs / 1000)} s`,
        );
      }
    }
    const platformBest = fastest(platformRuns);
    const directBest = fastest(directRuns);

    const exportTimes: { label: string; platformS: number; directS: number | null }[] = [];
    if (options.exports) {
      const exportedDirect = directRuns.at(-1)!.exportsS;
      for (const { label, request, direct } of EXPORTS) {
        log(`exporting ${label} through the platform ...`);
        const ms = await exportThroughPlatform(fixture.user, {
          ...request,
          modelVersionId: platformRuns.at(-1)!.modelVersionId,
          imageSize: options.imageSize,
          calibrationVersionId: fixture.versionId,
        });
        exportTimes.push({ label, platformS: ms / 1000, directS: exportedDirect[direct] ?? null });
      }
    }

    const [p, d] = [platformBest, directBest];
    const platformS = sec(p.elapsedMs);
    const directS = sec(d.elapsedMs);
    const figures: Figure[] = [
      atMostRatio('training, POST to model version', 's', platformS, directS, TARGET),
      context('training, platform time beyond direct', 's', platformS - directS, null),
      // Where the difference goes: getting the pod started (queue, operator, Job controller, local
      // node), the process's start (download, checks), the epochs (reports, checkpoint uploads),
      // its end (ONNX, uploads, the verified success report; direct: "trained" printed).
      context('training, POST to the pod process started', 's', sec(p.podStartedMs), null),
      context(
        'training, process start to first epoch done',
        's',
        sec(p.firstEpochMs - p.podStartedMs),
        sec(d.firstEpochMs),
      ),
      context(
        'training, first to last epoch done',
        's',
        sec(p.lastEpochMs - p.firstEpochMs),
        sec(d.lastEpochMs - d.firstEpochMs),
      ),
      context(
        'training, last epoch done to model version (direct: trained)',
        's',
        sec(p.elapsedMs - p.lastEpochMs),
        sec(d.elapsedMs - d.lastEpochMs),
      ),
      context('training, model version to pod process exit', 's', sec(p.podExitedMs - p.elapsedMs), null),
      context('dataset export (YOLO zip) before training', 's', fixture.exportS, null),
      ...exportTimes.map(({ label, platformS: value, directS: baseline }) =>
        context(`export ${label}, POST to Succeeded`, 's', value, baseline),
      ),
    ];
    return {
      bench: 'training',
      startedAt,
      finishedAt: new Date(),
      setting:
        `Training bench: yolov8n.yaml from scratch, ${options.epochs} epochs, imgsz ${options.imageSize}, ` +
        `batch ${options.batch}, CPU, on ${options.images} synthetic pictures (2 classes, 3/4 train); ` +
        `through the platform (API process, in-process operator, local control plane and node, the ` +
        `trainer as the Job's pod) vs the same Ultralytics run directly on the same archive; ` +
        `${cpus().length} CPUs shared with the servers; fastest of ${options.rounds} round(s) each, in turns. ` +
        `Exports: through the exporter (converts and validates on the val split; int8 waits for a ` +
        `calibration export) vs Ultralytics' model.export`,
      figures,
      notes: [],
      details: {
        platform_runs: platformRuns.map((r) => ({
          elapsed_s: round(r.elapsedMs / 1000),
          model_version_id: r.modelVersionId,
        })),
        direct_runs: directRuns.map((r) => ({
          elapsed_s: round(sec(r.elapsedMs)),
          first_epoch_s: round(sec(r.firstEpochMs)),
          last_epoch_s: round(sec(r.lastEpochMs)),
          import_s: round(r.importS),
          train_s: round(r.trainS),
          exports_s: r.exportsS,
        })),
        exports: exportTimes.map((e) => ({
          format: e.label,
          platform_s: round(e.platformS),
          direct_s: e.directS === null ? null : round(e.directS),
        })),
        dataset_export_s: round(fixture.exportS),
      },
      options: { ...options },
    };
  } finally {
    process.off('SIGINT', interrupted);
    log(
      options.keep
        ? `stopping the servers (data and logs kept in ${work} and ${platform.stack.dir})`
        : 'stopping the servers ...',
    );
    await platform.stop();
    if (!options.keep) rmSync(work, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) {
  runCommand(() => benchCommand({ parse: parseBenchArgs, usage: USAGE, run: runTrainingBench }));
}
