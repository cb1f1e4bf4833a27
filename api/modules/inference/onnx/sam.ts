import ort from 'onnxruntime-node';
import { maskToPolygon } from '../polygons.js';
import type { Segment, SegmentJob } from './protocol.js';

/** The mask-input side SAM's decoder expects when its model does not say (4x the 64x64 embedding). */
const DEFAULT_MASK_INPUT = 256;

function staticDim(session: ort.InferenceSession, name: string, axis: number, fallback: number): number {
  const meta = session.inputMetadata.find((m) => m.name === name);
  const dim = meta?.isTensor ? meta.shape[axis] : undefined;
  return typeof dim === 'number' && dim > 0 ? dim : fallback;
}

const f32 = (values: number[], dims: number[]) => new ort.Tensor('float32', Float32Array.from(values), dims);

/**
 * SAM on an inference thread: the image encoder once, then the mask decoder once per prompt box
 * (the box as SAM's two corner points, labels 2 and 3, plus the padding point), keeping the mask
 * the decoder scores highest, thresholded at logit 0 and traced to a polygon. Masks come back at
 * `orig_im_size`, which is the scaled frame, so they cover the whole image.
 */
export async function segment(
  encoder: ort.InferenceSession,
  decoder: ort.InferenceSession,
  job: SegmentJob,
): Promise<(Segment | null)[]> {
  if (job.prompts.length === 0) return [];
  const { frame } = job;
  const image = new ort.Tensor('float32', job.tensor, [1, 3, frame.size, frame.size]);
  const encoded = await encoder.run({ [encoder.inputNames[0]!]: image });
  const embeddings = encoded[encoder.outputNames[0]!]!;
  const maskSide = staticDim(decoder, 'mask_input', 2, DEFAULT_MASK_INPUT);
  const shared: Record<string, ort.Tensor> = {
    image_embeddings: embeddings,
    mask_input: new ort.Tensor('float32', new Float32Array(maskSide * maskSide), [1, 1, maskSide, maskSide]),
    has_mask_input: f32([0], [1]),
    orig_im_size: f32([frame.height, frame.width], [2]),
  };
  const results: (Segment | null)[] = [];
  try {
    for (const box of job.prompts) {
      const x1 = (box.x_center - box.width / 2) * frame.width;
      const y1 = (box.y_center - box.height / 2) * frame.height;
      const x2 = (box.x_center + box.width / 2) * frame.width;
      const y2 = (box.y_center + box.height / 2) * frame.height;
      const feeds: Record<string, ort.Tensor> = {
        point_coords: f32([x1, y1, x2, y2, 0, 0], [1, 3, 2]),
        point_labels: f32([2, 3, -1], [1, 3]),
      };
      for (const name of decoder.inputNames) if (shared[name] && !feeds[name]) feeds[name] = shared[name];
      const out = await decoder.run(feeds);
      try {
        results.push(bestMask(out, decoder));
      } finally {
        for (const tensor of Object.values(out)) tensor.dispose();
      }
    }
  } finally {
    for (const tensor of Object.values(encoded)) tensor.dispose();
  }
  return results;
}

function bestMask(out: ort.InferenceSession.OnnxValueMapType, decoder: ort.InferenceSession): Segment | null {
  const masks = out.masks ?? out[decoder.outputNames[0]!];
  const scores = out.iou_predictions ?? out[decoder.outputNames[1]!];
  if (!masks || masks.dims.length !== 4) throw new Error('the SAM decoder must output masks of shape [1, M, H, W]');
  const [, count, height, width] = masks.dims as [number, number, number, number];
  const iou = scores ? (scores.data as Float32Array) : new Float32Array(count);
  let best = 0;
  for (let m = 1; m < count; m++) if (iou[m]! > iou[best]!) best = m;
  const plane = (masks.data as Float32Array).subarray(best * width * height, (best + 1) * width * height);
  const polygon = maskToPolygon(plane, width, height, 0, Math.max(0.5, Math.max(width, height) / 512));
  return polygon ? { ...polygon, score: iou[best] ?? 0 } : null;
}
