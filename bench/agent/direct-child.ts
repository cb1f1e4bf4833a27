/**
 * The baseline as a process of its own, like the agent: the runtime on the bench's frames with
 * nothing else around it. Started by DirectProcess with the model, the frame folder, the session
 * options and the runtime: onnxruntime-node, or OpenVINO's C API (the same koffi calls the agent
 * makes, without the agent around them). Each IPC message `{ start, count }` runs those frames and
 * answers a DirectRun.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { OpenVinoRuntime } from '../../agent/inference/openvino-runtime.js';
import { runDirect, runDirectWith, type DirectRun } from '../inference/direct.js';

const [modelPath, framesDir, optionsJson, classCount, runtime] = process.argv.slice(2);
const frames = readdirSync(framesDir!)
  .sort()
  .map((name) => readFileSync(join(framesDir!, name)));

type Thresholds = { confidence: number; iou: number };
let inputSize: number;
let runFrames: (batch: Buffer[], thresholds: Thresholds) => Promise<DirectRun>;
if (runtime === 'openvino') {
  const model = await OpenVinoRuntime.load(modelPath!);
  inputSize = Number(model.inputShape[3] ?? 640);
  runFrames = (batch, thresholds) =>
    runDirectWith(async (tensor) => (await model.run(tensor))[0]!, batch, inputSize, Number(classCount), thresholds);
} else {
  const session = await ort.InferenceSession.create(modelPath!, {
    executionProviders: ['cpu'],
    graphOptimizationLevel: 'all',
    ...(JSON.parse(optionsJson!) as ort.InferenceSession.SessionOptions),
  });
  const input = session.inputMetadata[0];
  inputSize = Number(input && 'shape' in input ? input.shape[3] : 640);
  runFrames = (batch, thresholds) => runDirect(session, batch, inputSize, Number(classCount), thresholds);
}

process.on('message', (message: { start: number; count: number } & Thresholds) => {
  const batch = frames.slice(message.start, message.start + message.count);
  const cpu = process.cpuUsage();
  void runFrames(batch, message).then((run) => {
    const used = process.cpuUsage(cpu);
    process.send!({ ...run, cpuMs: (used.user + used.system) / 1000, inputSize });
  });
});
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true, inputSize });
