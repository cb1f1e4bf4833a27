/**
 * The agent benchmark: frames per second of edge inference in the packaged agent
 * (dist/agent/edge-agent.mjs, its own process: camera folder, JPEG decoding and letterboxing,
 * ONNX Runtime, YOLO decoding and NMS, its frame loop) against onnxruntime-node directly in this
 * process on the same frames and model, in the same run; and the agent's resident memory. The
 * model has YOLOv8n's input, output layout and order of compute (random weights, built by
 * test/fixtures/make_models.py) and reaches the agent as a deployment job. Target: >= 90% of
 * direct. Then the same for OpenVINO IR: a second agent given the model as an OpenVINO export
 * against OpenVINO's C API called directly (openvino-side.ts), also >= 90%. `runAgentBench` is
 * the same run for `npm run bench`.
 *
 *   npx tsx bench/agent/run.ts [--frames 100] [--size 1280x720]
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_OPTIONS } from '../../agent/inference/detector.js';
import { buildAgent } from '../../scripts/build-agent.js';
import { benchModel } from '../../test/helpers/onnx-models.js';
import { renderFrames } from '../inference/setup.js';
import { benchCommand, isEntryPoint, runCommand } from '../lib/cli.js';
import { atLeastRatio, context } from '../lib/figure.js';
import type { BenchReport } from '../lib/report.js';
import { perSecond, round } from '../lib/stats.js';
import { AgentUnderBench, type AgentRound } from './agent-run.js';
import { DeviceApiDouble } from './device-api-double.js';
import { DirectProcess } from './direct-process.js';
import { openVinoSide } from './openvino-side.js';
import { parseBenchArgs, USAGE, type AgentBenchOptions } from './options.js';
import { addDirect, best, CHUNK, roundInTurns, type TimedRun } from './turns.js';

const log = (line: string) => console.error(`[bench:agent] ${line}`);
/** The agent's defaults (detection.confidence, detection.iou), so both sides keep the same boxes. */
const THRESHOLDS = { confidence: 0.25, iou: 0.45 };
const CLASS_NAMES = Array.from({ length: 80 }, (_, i) => `class${i}`);
const WARMUP_FRAMES = 5;
const MiB = 1024 * 1024;

export async function runAgentBench(options: AgentBenchOptions): Promise<BenchReport> {
  const startedAt = new Date();
  const work = mkdtempSync(join(tmpdir(), 'edge-vision-bench-agent-'));
  log('building the agent bundle and the benchmark model (YOLOv8n-sized, random weights) ...');
  const bundle = await buildAgent();
  const modelPath = await benchModel(work);
  log(`rendering ${options.frames} ${options.width}x${options.height} JPEG frames ...`);
  const frames = await renderFrames(options.frames, options.width, options.height);

  const api = new DeviceApiDouble(readFileSync(modelPath), CLASS_NAMES);
  await api.start();
  const agent = new AgentUnderBench(join(work, 'device'), bundle, api);
  let sameSettings: DirectProcess | undefined;
  let defaults: DirectProcess | undefined;
  try {
    log('starting the agent; its model comes as a deployment job ...');
    await agent.start();
    const idleRss = agent.memory()?.rss ?? Number.NaN;

    log('warming up both sides ...');
    await agent.round(frames.slice(0, WARMUP_FRAMES));
    // The baseline runs the model as the agent configures ONNX Runtime (so the ratio is what the
    // agent itself costs), and with ONNX Runtime's own defaults (a thread per core) beside it;
    // each in a process of its own, as the agent is, so all three meet the machine alike.
    const framesDir = join(work, 'frames');
    mkdirSync(framesDir);
    frames.forEach((frame, i) => writeFileSync(join(framesDir, `frame-${String(i).padStart(6, '0')}.jpg`), frame));
    sameSettings = await DirectProcess.start(modelPath, framesDir, SESSION_OPTIONS, CLASS_NAMES.length);
    defaults = await DirectProcess.start(modelPath, framesDir, {}, CLASS_NAMES.length);
    const inputSize = sameSettings.inputSize;
    await sameSettings.run(0, WARMUP_FRAMES, THRESHOLDS);
    await defaults.run(0, WARMUP_FRAMES, THRESHOLDS);

    const agentRuns: AgentRound[] = [];
    const directRuns: TimedRun[] = [];
    const defaultRuns: TimedRun[] = [];
    const processedBefore = await agent.processedCount();
    for (let round_ = 1; round_ <= options.rounds; round_++) {
      log(`round ${round_}: ${options.frames} frames, ${CHUNK} at a time through each side in turn ...`);
      const turns = await roundInTurns(agent, sameSettings, frames, THRESHOLDS);
      const defaultRound: TimedRun = { images: 0, detections: 0, elapsedMs: 0, cpuMs: 0 };
      // Apart from the turns: ONNX Runtime's thread pool spins for a while after a run, which
      // would slow whichever side came next.
      addDirect(defaultRound, await defaults.run(0, frames.length, THRESHOLDS));
      agentRuns.push(turns.agent);
      directRuns.push(turns.direct);
      defaultRuns.push(defaultRound);
    }
    const processed = (await agent.processedCount()) - processedBefore;
    const inAgent = best(agentRuns);
    const agentRate = perSecond(inAgent.frames, inAgent.elapsedMs);
    const same = best(directRuns);
    const byDefault = best(defaultRuns);
    const memory = agent.memory();
    // The ONNX side's processes go first: the OpenVINO side meets the machine as they did.
    sameSettings.stop();
    defaults.stop();
    await agent.stop();
    const openvino = await openVinoSide({
      work,
      bundle,
      onnxModel: modelPath,
      frames,
      framesDir,
      rounds: options.rounds,
      classNames: CLASS_NAMES,
      thresholds: THRESHOLDS,
      warmupFrames: WARMUP_FRAMES,
      precision: options.openvinoPrecision,
      onnxAgentRate: agentRate,
      log,
    });
    const figures = [
      atLeastRatio(
        'edge inference rate, agent vs onnxruntime-node',
        'frames/s',
        agentRate,
        perSecond(same.images, same.elapsedMs),
        0.9,
      ),
      context(
        'edge inference rate, agent vs onnxruntime-node with its default threads',
        'frames/s',
        agentRate,
        perSecond(byDefault.images, byDefault.elapsedMs),
      ),
      // The machine is shared: CPU time per frame says what the agent adds whatever the load.
      context(
        'CPU time per frame, agent vs onnxruntime-node',
        'ms',
        inAgent.cpuMs / inAgent.frames,
        same.cpuMs / same.images,
      ),
      context(
        'frames the agent ran through the model (of those given)',
        'count',
        processed,
        options.frames * options.rounds,
      ),
      context('agent RSS with the model loaded, idle', 'MiB', idleRss / MiB, null),
      context('agent peak RSS while running frames', 'MiB', inAgent.peakRss / MiB, null),
      context('agent peak RSS since start (VmHWM)', 'MiB', (memory?.peak ?? Number.NaN) / MiB, null),
      ...openvino.figures,
    ];
    return {
      bench: 'agent',
      startedAt,
      finishedAt: new Date(),
      setting:
        `Agent bench: ${options.frames} ${options.width}x${options.height} JPEGs through the packaged agent ` +
        `(own process, camera folder, model deployed by a check-in reply) vs onnxruntime-node directly in ` +
        `a process of its own, with the agent's session options (intraOpNumThreads ${SESSION_OPTIONS.intraOpNumThreads}) ` +
        `and with its defaults; model input ${inputSize}, ${CLASS_NAMES.length} classes; ${cpus().length} CPUs; ` +
        `best of ${options.rounds} round(s)`,
      figures,
      notes: [],
      details: {
        agent_runs: agentRuns.map((r) => ({
          frames: r.frames,
          elapsed_s: round(r.elapsedMs / 1000),
          cpu_s: round(r.cpuMs / 1000),
          peak_rss_mib: round(r.peakRss / MiB, 1),
        })),
        direct_runs: directRuns.map((r) => ({
          images: r.images,
          detections: r.detections,
          elapsed_s: round(r.elapsedMs / 1000),
          cpu_s: round(r.cpuMs / 1000),
        })),
        direct_default_threads_runs: defaultRuns.map((r) => ({
          images: r.images,
          elapsed_s: round(r.elapsedMs / 1000),
        })),
        ...openvino.details,
      },
      options: { ...options },
    };
  } catch (err) {
    const tail = agent.log().split('\n').slice(-20).join('\n');
    if (tail.trim()) log(`the agent's last log lines:\n${tail}`);
    throw err;
  } finally {
    sameSettings?.stop();
    defaults?.stop();
    await agent.stop();
    await api.stop();
    if (options.keep) log(`the agent's folder is kept: ${join(work, 'device')}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) {
  runCommand(() => benchCommand({ parse: parseBenchArgs, usage: USAGE, run: runAgentBench }));
}
