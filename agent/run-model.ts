import { readFileSync } from 'node:fs';
import { Detector } from './inference/detector.js';
import { formatOfModel } from './inference/runtime.js';

/**
 * `node edge-agent.mjs --run-model <model.onnx|model.xml> <frame.jpg> [class,names]`: runs one
 * model on one frame with the runtime a deployment would use, and prints what it found as JSON.
 * It tells on the device itself whether a model (an OpenVINO IR in particular) runs there,
 * without the platform; the agent's settings are not read.
 */
export async function runModelOnce(args: string[]): Promise<string> {
  const [model, frame, names] = args;
  if (!model || !frame) throw new Error('usage: --run-model <model.onnx|model.xml> <frame.jpg> [class,names]');
  const detector = await Detector.load(model, names ? names.split(',') : []);
  try {
    const detections = await detector.detect(readFileSync(frame), { confidence: 0.25, iou: 0.45 });
    return JSON.stringify({ runtime: formatOfModel(model), task: detector.task, detections });
  } finally {
    await detector.close();
  }
}
