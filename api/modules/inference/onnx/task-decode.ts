import { toImageBox, type CenterBox, type LetterboxGeometry } from '../letterbox.js';
import { nonMaxSuppression, type ScoredBox } from '../nms.js';
import { maskToPolygon } from '../polygons.js';

/** The mask coefficients per anchor of a YOLOv8 segmentation head (and its prototype count). */
export const MASK_COEFFICIENTS = 32;

export interface Tensor {
  data: Float32Array;
  dims: readonly number[];
}

/**
 * A classifier's answer: its most probable class among the allowed ones when that probability
 * reaches `confidence`, else null. The output is `[1, classes]` probabilities (Ultralytics'
 * classification export ends in a softmax).
 */
export function topClass(
  output: Tensor,
  classCount: number,
  confidence: number,
  allowed: ReadonlySet<number> | null = null,
): { classIndex: number; confidence: number } | null {
  if (output.dims.length !== 2 || output.dims[0] !== 1 || output.dims[1] !== classCount) {
    throw new Error(`expected a classifier output of shape [1, ${classCount}], got [${output.dims}]`);
  }
  let best = -1;
  for (let c = 0; c < classCount; c++) {
    if (allowed && !allowed.has(c)) continue;
    if (best < 0 || output.data[c]! > output.data[best]!) best = c;
  }
  if (best < 0 || !(output.data[best]! >= Math.fround(confidence))) return null;
  return { classIndex: best, confidence: output.data[best]! };
}

interface Candidate extends ScoredBox {
  anchor: number;
}

export interface SegmentedDetection {
  classIndex: number;
  confidence: number;
  /** The mask's bounding box, normalised to the image. */
  box: CenterBox;
  /** The mask's outline: flat normalised x, y pairs. */
  geometry: number[];
}

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

/**
 * Instances from a YOLOv8 segmentation model: `detections` `[1, 4 + classes + 32, anchors]`
 * (boxes and scores as a detector's, then mask coefficients), `prototypes` `[1, 32, h, w]` over
 * the letterboxed input. Boxes are filtered and suppressed like a detector's; each kept box's
 * mask is sigmoid(coefficients . prototypes) inside the box, thresholded at 0.5 and traced to
 * one polygon in image coordinates. A box whose mask is empty is dropped.
 */
export function decodeSegmentation(
  detections: Tensor,
  prototypes: Tensor,
  classCount: number,
  letterbox: LetterboxGeometry,
  options: { confidence: number; iou: number; maxDetections: number; allowed: ReadonlySet<number> | null },
): SegmentedDetection[] {
  const channels = 4 + classCount + MASK_COEFFICIENTS;
  const [one, rows, anchors] = detections.dims as [number, number, number];
  if (detections.dims.length !== 3 || one !== 1 || rows !== channels) {
    throw new Error(`expected detections of shape [1, ${channels}, anchors], got [${detections.dims}]`);
  }
  const [, protoCount, mh, mw] = prototypes.dims as [number, number, number, number];
  if (prototypes.dims.length !== 4 || protoCount !== MASK_COEFFICIENTS) {
    throw new Error(`expected prototypes of shape [1, ${MASK_COEFFICIENTS}, h, w], got [${prototypes.dims}]`);
  }
  const at = (a: number, c: number) => detections.data[c * anchors + a]!;
  const threshold = Math.fround(options.confidence);
  const candidates: Candidate[] = [];
  for (let a = 0; a < anchors; a++) {
    let best = -1;
    let score = -Infinity;
    for (let c = 0; c < classCount; c++) {
      if (options.allowed && !options.allowed.has(c)) continue;
      if (at(a, 4 + c) > score) {
        score = at(a, 4 + c);
        best = c;
      }
    }
    const [cx, cy, w, h] = [at(a, 0), at(a, 1), at(a, 2), at(a, 3)];
    if (best < 0 || !(score >= threshold) || !(w > 0 && h > 0)) continue;
    candidates.push({
      x1: cx - w / 2,
      y1: cy - h / 2,
      x2: cx + w / 2,
      y2: cy + h / 2,
      score,
      classIndex: best,
      anchor: a,
    });
  }
  const size = letterbox.size;
  const out: SegmentedDetection[] = [];
  const mask = new Float32Array(mw * mh);
  for (const box of nonMaxSuppression(candidates, options.iou, options.maxDetections)) {
    // The box in prototype cells; outside it the mask is empty (as Ultralytics crops it).
    const [gx1, gy1] = [Math.max(0, Math.floor((box.x1 * mw) / size)), Math.max(0, Math.floor((box.y1 * mh) / size))];
    const [gx2, gy2] = [Math.min(mw, Math.ceil((box.x2 * mw) / size)), Math.min(mh, Math.ceil((box.y2 * mh) / size))];
    mask.fill(0);
    for (let y = gy1; y < gy2; y++) {
      for (let x = gx1; x < gx2; x++) {
        let sum = 0;
        for (let k = 0; k < MASK_COEFFICIENTS; k++) {
          sum += at(box.anchor, 4 + classCount + k) * prototypes.data[(k * mh + y) * mw + x]!;
        }
        mask[y * mw + x] = sigmoid(sum);
      }
    }
    const traced = maskToPolygon(mask, mw, mh, 0.5, 0.5);
    if (!traced) continue;
    const geometry = toImageGeometry(traced.geometry, letterbox);
    const imageBox = toImageBox(
      {
        x_center: traced.box.x_center * size,
        y_center: traced.box.y_center * size,
        width: traced.box.width * size,
        height: traced.box.height * size,
      },
      letterbox,
    );
    if (!imageBox || geometry.length < 6) continue;
    out.push({ classIndex: box.classIndex, confidence: box.score, box: imageBox, geometry });
  }
  return out;
}

/** Points normalised to the letterboxed square, as points normalised to the source image. */
function toImageGeometry(points: number[], g: LetterboxGeometry): number[] {
  const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
  const out: number[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    out.push(
      clamp01((points[i]! * g.size - g.padLeft) / g.width),
      clamp01((points[i + 1]! * g.size - g.padTop) / g.height),
    );
  }
  return out;
}
