/**
 * The baseline as a process of its own, like the agent: onnxruntime-node on the bench's frames
 * with nothing else around it. Started by DirectProcess with the model, the frame folder and the
 * session options; each IPC message `{ start, count }` runs those frames and answers a DirectRun.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { runDirect } from '../inference/direct.js';

const [modelPath, framesDir, optionsJson, classCount] = process.argv.slice(2);
const frames = readdirSync(framesDir!)
  .sort()
  .map((name) => readFileSync(join(framesDir!, name)));
const session = await ort.InferenceSession.create(modelPath!, {
  executionProviders: ['cpu'],
  graphOptimizationLevel: 'all',
  ...(JSON.parse(optionsJson!) as ort.InferenceSession.SessionOptions),
});
const input = session.inputMetadata[0];
const inputSize = Number(input && 'shape' in input ? input.shape[3] : 640);

process.on('message', (message: { start: number; count: number; confidence: number; iou: number }) => {
  const batch = frames.slice(message.start, message.start + message.count);
  const cpu = process.cpuUsage();
  void runDirect(session, batch, inputSize, Number(classCount), message).then((run) => {
    const used = process.cpuUsage(cpu);
    process.send!({ ...run, cpuMs: (used.user + used.system) / 1000, inputSize });
  });
});
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true, inputSize });
