/**
 * The model formats this agent runs, sent with every check-in so the API refuses a deployment in
 * a format the device cannot run (400, naming the devices) instead of a rollout that fails on it.
 * ONNX only: ONNX Runtime is the one inference runtime the agent carries (docs/agent.md);
 * OpenVINO IR and TensorRT engines need runtimes it does not ship yet.
 */
export const MODEL_FORMATS = ['onnx'] as const;
