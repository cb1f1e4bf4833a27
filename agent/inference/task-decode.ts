/**
 * The two other kinds of model a device may run (Ultralytics' ONNX layouts), decoded into the
 * agent's detections: a classifier's top class as a tag of the whole frame, and an instance
 * segmenter's boxes with their masks' outlines. Told apart by their outputs' shapes, as the
 * deployment carries only the file and the class names.
 */
import { contours } from 'd3-contour';
import simplify from 'simplify-js';
import type { Detection, Letterbox } from './decode.js';

export type ModelTask = 'detect' | 'classify' | 'segment';

/** A detection as uploaded: a box, a classifier's tag (its box the whole frame), or an outline. */
export interface TaskDetection extends Detection {
  type: 'bbox' | 'tag' | 'polygon';
  /** Outlines only: flat x, y pairs normalised to the frame. */
  geometry?: number[];
}

const MASK_COEFFICIENTS = 32;

/** classify: one output [1, classes]; segment: [1, 4 + classes + 32, anchors] and [1, 32, h, w]. */
export function taskOf(outputShapes: readonly (readonly (number | string)[])[]): ModelTask {
  const [first, second] = outputShapes;
  if (first?.length === 2) return 'classify';
  if (second?.length === 4 && Number(second[1]) === MASK_COEFFICIENTS) return 'segment';
  return 'detect';
}

/** The most probable class (a classifier always answers: the upload policy judges its confidence). */
export function decodeClassification(probabilities: Float32Array, names: string[]): TaskDetection[] {
  let best = 0;
  for (let c = 1; c < probabilities.length; c++) if (probabilities[c]! > probabilities[best]!) best = c;
  if (probabilities.length === 0) return [];
  return [
    {
      type: 'tag',
      class_index: best,
      class_name: names[best] ?? null,
      confidence: Math.round(probabilities[best]! * 1e4) / 1e4,
      x_center: 0.5,
      y_center: 0.5,
      width: 1,
      height: 1,
    },
  ];
}

/**
 * Instances: the boxes decoded and suppressed as a detector's, then each box's mask =
 * sigmoid(coefficients . prototypes) inside the box, traced at 0.5 to its largest outline.
 */
export function decodeInstances(
  detections: Float32Array,
  dims: readonly number[],
  prototypes: Float32Array,
  protoDims: readonly number[],
  box: Letterbox,
  names: string[],
  options: { confidence: number; iou: number },
): TaskDetection[] {
  const rows = dims[1] ?? 0;
  const anchors = dims[2] ?? 0;
  const classes = rows - 4 - MASK_COEFFICIENTS;
  const [mh, mw] = [protoDims[2] ?? 0, protoDims[3] ?? 0];
  if (classes < 1 || mh < 1 || mw < 1) return [];
  const out: TaskDetection[] = [];
  const mask = new Float32Array(mw * mh);
  for (const { detection: d, anchor } of suppressed(candidates(detections, anchors, classes, box, options), options)) {
    // The box in prototype cells (prototypes cover the letterboxed input).
    const toCellX = (x: number) => ((x * box.sourceWidth * box.scale + box.padLeft) * mw) / box.size;
    const toCellY = (y: number) => ((y * box.sourceHeight * box.scale + box.padTop) * mh) / box.size;
    const gx1 = Math.max(0, Math.floor(toCellX(d.x_center - d.width / 2)));
    const gx2 = Math.min(mw, Math.ceil(toCellX(d.x_center + d.width / 2)));
    const gy1 = Math.max(0, Math.floor(toCellY(d.y_center - d.height / 2)));
    const gy2 = Math.min(mh, Math.ceil(toCellY(d.y_center + d.height / 2)));
    mask.fill(0);
    for (let y = gy1; y < gy2; y++) {
      for (let x = gx1; x < gx2; x++) {
        let sum = 0;
        for (let k = 0; k < MASK_COEFFICIENTS; k++) {
          sum += detections[(4 + classes + k) * anchors + anchor]! * prototypes[(k * mh + y) * mw + x]!;
        }
        mask[y * mw + x] = 1 / (1 + Math.exp(-sum));
      }
    }
    const geometry = outline(mask, mw, mh, box);
    if (!geometry) continue;
    out.push({ ...d, class_name: names[d.class_index] ?? null, type: 'polygon', geometry });
  }
  return out;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

interface Candidate {
  detection: Detection;
  anchor: number;
}

/** Each anchor whose best class reaches the confidence, as a box normalised to the frame. */
function candidates(
  data: Float32Array,
  anchors: number,
  classes: number,
  box: Letterbox,
  options: { confidence: number },
): Candidate[] {
  const found: Candidate[] = [];
  for (let a = 0; a < anchors; a++) {
    let best = -1;
    let score = -Infinity;
    for (let c = 0; c < classes; c++) {
      const s = data[(4 + c) * anchors + a]!;
      if (s > score) [best, score] = [c, s];
    }
    if (best < 0 || score < options.confidence) continue;
    const cx = (data[a]! - box.padLeft) / box.scale;
    const cy = (data[anchors + a]! - box.padTop) / box.scale;
    const w = data[2 * anchors + a]! / box.scale;
    const h = data[3 * anchors + a]! / box.scale;
    const x1 = clamp01((cx - w / 2) / box.sourceWidth);
    const x2 = clamp01((cx + w / 2) / box.sourceWidth);
    const y1 = clamp01((cy - h / 2) / box.sourceHeight);
    const y2 = clamp01((cy + h / 2) / box.sourceHeight);
    if (x2 <= x1 || y2 <= y1) continue;
    const detection = {
      class_index: best,
      class_name: null,
      confidence: Math.round(score * 1e4) / 1e4,
      x_center: (x1 + x2) / 2,
      y_center: (y1 + y2) / 2,
      width: x2 - x1,
      height: y2 - y1,
    };
    found.push({ detection, anchor: a });
  }
  return found;
}

function overlap(a: Detection, b: Detection): number {
  const w =
    Math.min(a.x_center + a.width / 2, b.x_center + b.width / 2) -
    Math.max(a.x_center - a.width / 2, b.x_center - b.width / 2);
  const h =
    Math.min(a.y_center + a.height / 2, b.y_center + b.height / 2) -
    Math.max(a.y_center - a.height / 2, b.y_center - b.height / 2);
  if (w <= 0 || h <= 0) return 0;
  const union = a.width * a.height + b.width * b.height - w * h;
  return union > 0 ? (w * h) / union : 0;
}

/** Per-class greedy suppression, the most confident first (as the detector's decoding). */
function suppressed(list: Candidate[], options: { iou: number }): Candidate[] {
  const sorted = [...list].sort((p, q) => q.detection.confidence - p.detection.confidence);
  const kept: Candidate[] = [];
  for (const c of sorted) {
    const clash = kept.some(
      (k) => k.detection.class_index === c.detection.class_index && overlap(k.detection, c.detection) > options.iou,
    );
    if (!clash) kept.push(c);
  }
  return kept;
}

/** The mask's largest outer ring, simplified, as points normalised to the frame. */
function outline(mask: Float32Array, mw: number, mh: number, box: Letterbox): number[] | null {
  const [shape] = contours().size([mw, mh]).thresholds([0.5])(mask as unknown as number[]);
  let ring: number[][] | null = null;
  let area = 0;
  for (const polygon of shape?.coordinates ?? []) {
    const outer = polygon[0];
    if (!outer) continue;
    let sum = 0;
    for (let i = 0, j = outer.length - 1; i < outer.length; j = i++) {
      sum += (outer[j]![0]! + outer[i]![0]!) * (outer[j]![1]! - outer[i]![1]!);
    }
    if (Math.abs(sum / 2) > area) [ring, area] = [outer, Math.abs(sum / 2)];
  }
  if (!ring) return null;
  const points = simplify(
    ring.slice(0, -1).map(([x, y]) => ({ x: x!, y: y! })),
    0.5,
    true,
  );
  if (points.length < 3) return null;
  return points.flatMap((p) => [
    clamp01(((p.x * box.size) / mw - box.padLeft) / box.scale / box.sourceWidth),
    clamp01(((p.y * box.size) / mh - box.padTop) / box.scale / box.sourceHeight),
  ]);
}
