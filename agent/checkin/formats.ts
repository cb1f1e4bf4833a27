import { openVinoAvailable } from '../inference/openvino-runtime.js';
import type { ModelFormat } from '../inference/runtime.js';

/**
 * The model formats this agent runs, sent with every check-in so the API refuses a deployment in
 * a format the device cannot run (400, naming the devices) instead of a rollout that fails on it.
 * ONNX always (ONNX Runtime ships with the agent); OpenVINO IR where the device has OpenVINO's
 * runtime (docs/agent.md). TensorRT engines need a runtime the agent does not carry.
 */
export async function modelFormats(): Promise<ModelFormat[]> {
  return (await openVinoAvailable()) ? ['onnx', 'openvino'] : ['onnx'];
}
