import * as ort from 'onnxruntime-node';
import type { ModelRuntime, OutputTensor } from './runtime.js';

/**
 * One thread per inference: a device's other cores stay free for decoding, the camera and the
 * services next to the agent, and on a busy machine one thread loses less to contention.
 */
export const SESSION_OPTIONS = { intraOpNumThreads: 1 } as const satisfies ort.InferenceSession.SessionOptions;

/** An ONNX model in ONNX Runtime (its CPU provider, which the npm package ships). */
export class OnnxRuntime implements ModelRuntime {
  readonly inputShape: readonly (number | string)[];
  readonly outputShapes: readonly (readonly (number | string)[])[];

  private constructor(private readonly session: ort.InferenceSession) {
    const input = session.inputMetadata[0];
    this.inputShape = input && 'shape' in input ? input.shape : [];
    this.outputShapes = session.outputMetadata.map((m) => ('shape' in m ? m.shape : []));
  }

  static async load(modelPath: string): Promise<OnnxRuntime> {
    return new OnnxRuntime(await ort.InferenceSession.create(modelPath, { ...SESSION_OPTIONS }));
  }

  async run(input: Float32Array, dims: number[]): Promise<OutputTensor[]> {
    const results = await this.session.run({ [this.session.inputNames[0]!]: new ort.Tensor('float32', input, dims) });
    return this.session.outputNames.map((name) => ({
      data: results[name]!.data as Float32Array,
      dims: [...results[name]!.dims],
    }));
  }

  async release(): Promise<void> {
    await this.session.release();
  }
}
