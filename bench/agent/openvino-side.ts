/**
 * The agent bench's OpenVINO side: the bench model converted to IR by OpenVINO's own converter,
 * deployed to a second agent as an OpenVINO export (a zip of the IR), against OpenVINO's C API
 * called directly on the same frames, in turns as the ONNX side is. The runtime is PyPI's
 * `openvino` wheel from the workloads' virtualenv, the version a device installs. With `int8`,
 * the IR is quantized by NNCF as workloads/exporter/openvino_ir.py does (random calibration
 * frames: what the model finds does not change what a frame costs).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../scripts/images/paths.js';
import { pythonVenv } from '../../scripts/stack/python-venv.js';
import { makeZip } from '../../test/helpers/zip.js';
import { atLeastRatio, context, type Figure } from '../lib/figure.js';
import { perSecond, round } from '../lib/stats.js';
import { AgentUnderBench, type AgentRound } from './agent-run.js';
import { DeviceApiDouble } from './device-api-double.js';
import { DirectProcess } from './direct-process.js';
import { best, roundInTurns, type TimedRun } from './turns.js';

const run = promisify(execFile);

const CONVERT =
  'import sys, openvino as ov; ov.save_model(ov.convert_model(sys.argv[1]), sys.argv[2], compress_to_fp16=False)';
const QUANTIZE = [
  'import sys, numpy as np, openvino as ov, nncf',
  'model = ov.convert_model(sys.argv[1])',
  'size = model.inputs[0].get_partial_shape()[2].get_length()',
  'rng = np.random.default_rng(0)',
  'frames = [rng.random((1, 3, size, size), dtype=np.float32) for _ in range(16)]',
  'model = nncf.quantize(model, nncf.Dataset(frames), preset=nncf.QuantizationPreset.MIXED, subset_size=16)',
  'ov.save_model(model, sys.argv[2], compress_to_fp16=False)',
].join('\n');

export async function openVinoSide(options: {
  work: string;
  bundle: string;
  onnxModel: string;
  frames: Buffer[];
  framesDir: string;
  rounds: number;
  classNames: string[];
  thresholds: { confidence: number; iou: number };
  warmupFrames: number;
  precision: 'fp32' | 'int8';
  /** The ONNX side's agent rate, frames/s: what the IR gains over it. */
  onnxAgentRate: number;
  log: (line: string) => void;
}): Promise<{ figures: Figure[]; details: Record<string, unknown> }> {
  const { log } = options;
  const venv = await pythonVenv(join(REPO_ROOT, 'workloads', 'requirements.txt'));
  const python = readdirSync(join(venv.dir, 'lib')).find((name) => name.startsWith('python3')) ?? 'python3';
  // The agent process inherits it: where a device's pip put the wheel's libraries.
  process.env.OPENVINO_LIBS ??= join(venv.dir, 'lib', python, 'site-packages', 'openvino', 'libs');
  const xml = join(options.work, 'bench_openvino_model', 'bench.xml');
  const label = `OpenVINO IR ${options.precision.toUpperCase()}`;
  log(`converting the model to ${label} ...`);
  await run(venv.python, ['-c', options.precision === 'int8' ? QUANTIZE : CONVERT, options.onnxModel, xml], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const archive = makeZip(
    [
      ['bench_openvino_model/bench.xml', readFileSync(xml)],
      ['bench_openvino_model/bench.bin', readFileSync(xml.replace(/\.xml$/, '.bin'))],
    ],
    { store: true },
  );
  const api = new DeviceApiDouble(archive, options.classNames, 'openvino');
  await api.start();
  const agent = new AgentUnderBench(join(options.work, 'device-openvino'), options.bundle, api);
  let direct: DirectProcess | undefined;
  try {
    log('starting a second agent; its OpenVINO export comes as a deployment job ...');
    await agent.start();
    direct = await DirectProcess.start(xml, options.framesDir, {}, options.classNames.length, 'openvino');
    await agent.round(options.frames.slice(0, options.warmupFrames));
    await direct.run(0, options.warmupFrames, options.thresholds);
    const agentRuns: AgentRound[] = [];
    const directRuns: TimedRun[] = [];
    for (let round_ = 1; round_ <= options.rounds; round_++) {
      log(`OpenVINO round ${round_}: ${options.frames.length} frames through each side in turn ...`);
      const turns = await roundInTurns(agent, direct, options.frames, options.thresholds);
      agentRuns.push(turns.agent);
      directRuns.push(turns.direct);
    }
    const inAgent = best(agentRuns);
    const same = best(directRuns);
    return {
      figures: [
        atLeastRatio(
          `edge inference rate on ${label}, agent vs the OpenVINO C API`,
          'frames/s',
          perSecond(inAgent.frames, inAgent.elapsedMs),
          perSecond(same.images, same.elapsedMs),
          0.9,
        ),
        context(
          `CPU time per frame on ${label}, agent vs the OpenVINO C API`,
          'ms',
          inAgent.cpuMs / inAgent.frames,
          same.cpuMs / same.images,
        ),
        context(
          `edge inference rate, agent on ${label} vs agent on ONNX Runtime`,
          'frames/s',
          perSecond(inAgent.frames, inAgent.elapsedMs),
          options.onnxAgentRate,
        ),
      ],
      details: {
        openvino_agent_runs: agentRuns.map((r) => ({ frames: r.frames, elapsed_s: round(r.elapsedMs / 1000) })),
        openvino_direct_runs: directRuns.map((r) => ({ images: r.images, elapsed_s: round(r.elapsedMs / 1000) })),
      },
    };
  } catch (err) {
    const tail = agent.log().split('\n').slice(-20).join('\n');
    if (tail.trim()) log(`the OpenVINO agent's last log lines:\n${tail}`);
    throw err;
  } finally {
    direct?.stop();
    await agent.stop();
    await api.stop();
  }
}
