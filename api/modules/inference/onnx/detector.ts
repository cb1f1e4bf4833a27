import ort from 'onnxruntime-node';
import { toImageBox } from '../letterbox.js';
import { nonMaxSuppression } from '../nms.js';
import type { Detection, DetectJob } from './protocol.js';
import { decodeYoloOutput } from './yolo-decode.js';

/**
 * One detector pass on an inference thread: the letterboxed tensor in, YOLO decoding with the
 * confidence filter, class-wise NMS in input pixels, boxes mapped back to the image.
 */
export async function detect(session: ort.InferenceSession, job: DetectJob): Promise<Detection[]> {
  const size = job.letterbox.size;
  const input = new ort.Tensor('float32', job.tensor, [1, 3, size, size]);
  const outputs = await session.run({ [session.inputNames[0]!]: input });
  const output = outputs[session.outputNames[0]!];
  try {
    if (!output || output.type !== 'float32') throw new Error('the detector must output float32 scores');
    const candidates = decodeYoloOutput(
      output.data as Float32Array,
      output.dims,
      job.classCount,
      job.confidence,
      job.allowedClasses ? new Set(job.allowedClasses) : null,
    );
    const detections: Detection[] = [];
    for (const b of nonMaxSuppression(candidates, job.iou, job.maxDetections)) {
      const box = toImageBox(
        { x_center: (b.x1 + b.x2) / 2, y_center: (b.y1 + b.y2) / 2, width: b.x2 - b.x1, height: b.y2 - b.y1 },
        job.letterbox,
      );
      if (box) detections.push({ classIndex: b.classIndex, confidence: b.score, box });
    }
    return detections;
  } finally {
    for (const tensor of Object.values(outputs)) tensor.dispose();
  }
}
