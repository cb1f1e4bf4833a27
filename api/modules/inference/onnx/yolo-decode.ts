import type { ScoredBox } from '../nms.js';

/**
 * Candidate boxes from a YOLOv8-style output: `[1, 4 + classes, anchors]` (or its transpose
 * `[1, anchors, 4 + classes]`), each anchor `cx, cy, w, h` in input pixels followed by one score
 * per class. An anchor becomes a candidate of its best class when that score is at least
 * `confidence` (and the class is allowed).
 */
export function decodeYoloOutput(
  data: Float32Array,
  dims: readonly number[],
  classCount: number,
  confidence: number,
  allowed: ReadonlySet<number> | null = null,
): ScoredBox[] {
  if (dims.length !== 3 || dims[0] !== 1) throw new Error(`expected an output of shape [1, C, N], got [${dims}]`);
  const channels = 4 + classCount;
  let anchors: number;
  let at: (anchor: number, channel: number) => number;
  if (dims[1] === channels) {
    anchors = dims[2]!;
    at = (a, c) => data[c * anchors + a]!;
  } else if (dims[2] === channels) {
    anchors = dims[1]!;
    at = (a, c) => data[a * channels + c]!;
  } else {
    throw new Error(`output [${dims}] does not fit ${classCount} classes (4 box values + one score per class)`);
  }
  // Scores are float32: compare with the threshold as float32, so a score of exactly 0.35 passes 0.35.
  const threshold = Math.fround(confidence);
  const found: ScoredBox[] = [];
  for (let a = 0; a < anchors; a++) {
    let best = -1;
    let score = -Infinity;
    for (let c = 0; c < classCount; c++) {
      if (allowed && !allowed.has(c)) continue;
      const s = at(a, 4 + c);
      if (s > score) {
        score = s;
        best = c;
      }
    }
    if (best < 0 || !(score >= threshold)) continue;
    const w = at(a, 2);
    const h = at(a, 3);
    if (!(w > 0 && h > 0)) continue;
    const cx = at(a, 0);
    const cy = at(a, 1);
    found.push({ x1: cx - w / 2, y1: cy - h / 2, x2: cx + w / 2, y2: cy + h / 2, score, classIndex: best });
  }
  return found;
}
