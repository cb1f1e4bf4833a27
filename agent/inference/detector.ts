import sharp from 'sharp';
import { decodeYolo, letterbox, type Detection } from './decode.js';
import { loadRuntime, type ModelRuntime, type OutputTensor } from './runtime.js';
import { decodeClassification, decodeInstances, taskOf, type ModelTask } from './task-decode.js';

const FILL = 114;

export { SESSION_OPTIONS } from './onnx-runtime.js';

/**
 * A loaded model: letterbox with sharp, run with ONNX Runtime (`.onnx`) or OpenVINO (IR `.xml`),
 * decode YOLO output. A classifier (centre-cropped input, a tag of its top class) or an instance
 * segmenter (boxes with outlines) is decoded by task-decode.ts.
 */
export class Detector {
  readonly task: ModelTask;

  private constructor(
    private readonly runtime: ModelRuntime,
    readonly size: number,
    private readonly names: string[],
  ) {
    this.task = taskOf(runtime.outputShapes);
  }

  static async load(modelPath: string, names: string[] = []): Promise<Detector> {
    const runtime = await loadRuntime(modelPath);
    const shape = runtime.inputShape;
    const side = Number(shape[3] ?? shape[2] ?? 640);
    return new Detector(runtime, Number.isFinite(side) && side > 0 ? side : 640, names);
  }

  async detect(image: Buffer, options: { confidence: number; iou: number }): Promise<Detection[]> {
    const meta = await sharp(image).metadata();
    if (!meta.width || !meta.height) throw new Error('the frame has no dimensions');
    const fit = letterbox(meta.width, meta.height, this.size);
    if (this.task === 'classify') {
      const { data } = await sharp(image)
        .resize(this.size, this.size, { fit: 'cover', position: 'centre', kernel: 'linear' })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const output = await this.raw(planar(data, this.size));
      return decodeClassification(output.data as Float32Array, this.names);
    }
    const { data } = await sharp(image)
      .resize(fit.width, fit.height, { fit: 'fill', kernel: 'linear' })
      .extend({
        top: fit.geometry.padTop,
        bottom: fit.padBottom,
        left: fit.geometry.padLeft,
        right: fit.padRight,
        background: { r: FILL, g: FILL, b: FILL },
      })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return this.run(planar(data, this.size), fit.geometry, options);
  }

  /** The healthcheck: a grey frame through the model must give a well-formed, finite output. */
  async selfTest(): Promise<void> {
    const grey = new Float32Array(3 * this.size * this.size).fill(FILL / 255);
    const output = await this.raw(grey);
    if (this.task === 'classify') {
      if (!(output.data as Float32Array).every(Number.isFinite))
        throw new Error('the model produced non-finite values');
      return;
    }
    if (output.dims.length !== 3 || (output.dims[1] ?? 0) < 5) {
      throw new Error(
        `the model's output has shape [${output.dims.join(', ')}], not a detector's [1, 4 + classes, anchors]`,
      );
    }
    if (!(output.data as Float32Array).every(Number.isFinite)) throw new Error('the model produced non-finite values');
  }

  private async raw(tensor: Float32Array, output = 0): Promise<OutputTensor> {
    return (await this.outputs(tensor))[output]!;
  }

  private outputs(tensor: Float32Array): Promise<OutputTensor[]> {
    return this.runtime.run(tensor, [1, 3, this.size, this.size]);
  }

  private async run(
    tensor: Float32Array,
    geometry: ReturnType<typeof letterbox>['geometry'],
    options: { confidence: number; iou: number },
  ) {
    if (this.task === 'segment') {
      const [boxes, prototypes] = await this.outputs(tensor);
      return decodeInstances(
        boxes!.data as Float32Array,
        boxes!.dims,
        prototypes!.data as Float32Array,
        prototypes!.dims,
        geometry,
        this.names,
        options,
      );
    }
    const output = await this.raw(tensor);
    return decodeYolo(output.data as Float32Array, output.dims, geometry, this.names, options);
  }

  async close(): Promise<void> {
    await this.runtime.release();
  }
}

function planar(rgb: Buffer, side: number): Float32Array {
  const plane = side * side;
  const out = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    out[i] = rgb[i * 3]! / 255;
    out[plane + i] = rgb[i * 3 + 1]! / 255;
    out[2 * plane + i] = rgb[i * 3 + 2]! / 255;
  }
  return out;
}
