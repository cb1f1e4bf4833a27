/**
 * The inference runtimes the agent runs models with, behind one small interface: ONNX Runtime
 * for `.onnx` files (always there) and OpenVINO for IR (`.xml` beside its `.bin`), when the
 * device has OpenVINO's runtime (openvino-runtime.ts says how it is found).
 */
export interface OutputTensor {
  data: Float32Array;
  dims: number[];
}

export interface ModelRuntime {
  /** The first input's shape as the model declares it, e.g. [1, 3, 640, 640]. */
  readonly inputShape: readonly (number | string)[];
  /** Each output's shape as the model declares it (a dimension may be symbolic). */
  readonly outputShapes: readonly (readonly (number | string)[])[];
  /** Runs one float32 NCHW input; the outputs in the model's order. */
  run(input: Float32Array, dims: number[]): Promise<OutputTensor[]>;
  release(): Promise<void>;
}

export type ModelFormat = 'onnx' | 'openvino';

/** The format of an installed model file: OpenVINO IR is its `.xml`, anything else ONNX. */
export function formatOfModel(modelPath: string): ModelFormat {
  return modelPath.toLowerCase().endsWith('.xml') ? 'openvino' : 'onnx';
}

export async function loadRuntime(modelPath: string): Promise<ModelRuntime> {
  if (formatOfModel(modelPath) === 'openvino') {
    const { OpenVinoRuntime } = await import('./openvino-runtime.js');
    return OpenVinoRuntime.load(modelPath);
  }
  const { OnnxRuntime } = await import('./onnx-runtime.js');
  return OnnxRuntime.load(modelPath);
}
