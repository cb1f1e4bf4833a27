/**
 * YOLOv8-layout detector output ([1, 4 + classes, anchors]: cx, cy, w, h in input pixels, then
 * one score per class) to boxes normalised to the source image, after per-class NMS.
 */
export interface Detection {
  class_index: number;
  class_name: string | null;
  confidence: number;
  /** Normalised to the image, [0, 1]. */
  x_center: number;
  y_center: number;
  width: number;
  height: number;
}

export interface Letterbox {
  size: number;
  sourceWidth: number;
  sourceHeight: number;
  scale: number;
  padLeft: number;
  padTop: number;
}

/** Scales the image to fit the square and centres it, as YOLO models are trained. */
export function letterbox(sourceWidth: number, sourceHeight: number, size: number) {
  const scale = Math.min(size / sourceWidth, size / sourceHeight);
  const width = Math.min(size, Math.max(1, Math.round(sourceWidth * scale)));
  const height = Math.min(size, Math.max(1, Math.round(sourceHeight * scale)));
  const padLeft = Math.floor((size - width) / 2);
  const padTop = Math.floor((size - height) / 2);
  return {
    geometry: { size, sourceWidth, sourceHeight, scale, padLeft, padTop } satisfies Letterbox,
    width,
    height,
    padRight: size - width - padLeft,
    padBottom: size - height - padTop,
  };
}

function iou(a: Detection, b: Detection): number {
  const ax1 = a.x_center - a.width / 2,
    ax2 = a.x_center + a.width / 2,
    ay1 = a.y_center - a.height / 2,
    ay2 = a.y_center + a.height / 2;
  const bx1 = b.x_center - b.width / 2,
    bx2 = b.x_center + b.width / 2,
    by1 = b.y_center - b.height / 2,
    by2 = b.y_center + b.height / 2;
  const w = Math.max(0, Math.min(ax2, bx2) - Math.max(ax1, bx1));
  const h = Math.max(0, Math.min(ay2, by2) - Math.max(ay1, by1));
  const inter = w * h;
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

export function decodeYolo(
  output: Float32Array,
  dims: readonly number[],
  box: Letterbox,
  names: string[],
  options: { confidence: number; iou: number },
): Detection[] {
  const rows = dims[1] ?? 0;
  const anchors = dims[2] ?? 0;
  const classes = rows - 4;
  const candidates: Detection[] = [];
  for (let a = 0; a < anchors; a++) {
    let best = -1;
    let score = -Infinity;
    for (let c = 0; c < classes; c++) {
      const s = output[(4 + c) * anchors + a]!;
      if (s > score) [best, score] = [c, s];
    }
    if (best < 0 || score < options.confidence) continue;
    // From letterboxed input pixels to the source image, clipped to it, normalised.
    const cx = (output[a]! - box.padLeft) / box.scale;
    const cy = (output[anchors + a]! - box.padTop) / box.scale;
    const w = output[2 * anchors + a]! / box.scale;
    const h = output[3 * anchors + a]! / box.scale;
    const x1 = clamp01((cx - w / 2) / box.sourceWidth),
      x2 = clamp01((cx + w / 2) / box.sourceWidth);
    const y1 = clamp01((cy - h / 2) / box.sourceHeight),
      y2 = clamp01((cy + h / 2) / box.sourceHeight);
    if (x2 <= x1 || y2 <= y1) continue;
    candidates.push({
      class_index: best,
      class_name: names[best] ?? null,
      confidence: Math.round(score * 1e4) / 1e4,
      x_center: (x1 + x2) / 2,
      y_center: (y1 + y2) / 2,
      width: x2 - x1,
      height: y2 - y1,
    });
  }
  candidates.sort((p, q) => q.confidence - p.confidence);
  const kept: Detection[] = [];
  for (const d of candidates) {
    if (kept.every((k) => k.class_index !== d.class_index || iou(k, d) <= options.iou)) kept.push(d);
  }
  return kept;
}
