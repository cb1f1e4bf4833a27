import ort from 'onnxruntime-node';
import { nonMaxSuppression } from '../../api/modules/inference/nms.js';
import { toImageBox } from '../../api/modules/inference/letterbox.js';
import { decodeYoloOutput } from '../../api/modules/inference/onnx/yolo-decode.js';
import { detectorInput, imageSize } from '../../api/modules/inference/preprocess.js';

export interface DirectRun {
  images: number;
  detections: number;
  elapsedMs: number;
}

/**
 * The baseline: the same model run directly with onnxruntime-node in this process, on the same
 * JPEG bytes, with the same decoding, letterboxing, YOLO decoding and NMS as the worker, one
 * image after another. No HTTP, queue, database or object store.
 */
export function runDirect(
  session: ort.InferenceSession,
  images: Buffer[],
  inputSize: number,
  classCount: number,
  thresholds: { confidence: number; iou: number },
): Promise<DirectRun> {
  return runDirectWith(
    async (tensor) => {
      const outputs = await session.run({
        [session.inputNames[0]!]: new ort.Tensor('float32', tensor, [1, 3, inputSize, inputSize]),
      });
      const output = outputs[session.outputNames[0]!]!;
      return { data: output.data as Float32Array, dims: output.dims, dispose: () => output.dispose() };
    },
    images,
    inputSize,
    classCount,
    thresholds,
  );
}

/** The same loop with any runtime's call: `infer` runs one NCHW float32 input, the first output back. */
export async function runDirectWith(
  infer: (tensor: Float32Array) => Promise<{ data: Float32Array; dims: readonly number[]; dispose?: () => void }>,
  images: Buffer[],
  inputSize: number,
  classCount: number,
  thresholds: { confidence: number; iou: number },
): Promise<DirectRun> {
  let detections = 0;
  const started = performance.now();
  for (const bytes of images) {
    const limit = { maxPixels: 40_000_000 };
    const input = await detectorInput(bytes, await imageSize(bytes, limit), inputSize, limit);
    const output = await infer(input.tensor);
    const candidates = decodeYoloOutput(output.data, output.dims, classCount, thresholds.confidence);
    for (const b of nonMaxSuppression(candidates, thresholds.iou)) {
      const box = { x_center: (b.x1 + b.x2) / 2, y_center: (b.y1 + b.y2) / 2, width: b.x2 - b.x1, height: b.y2 - b.y1 };
      if (toImageBox(box, input.letterbox)) detections++;
    }
    output.dispose?.();
  }
  return { images: images.length, detections, elapsedMs: performance.now() - started };
}
