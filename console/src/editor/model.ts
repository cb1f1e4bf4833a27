/**
 * The annotation editor's state without React or the canvas: boxes in the API's normalized
 * centre form, and the undo/redo history as invertible operations, so undo of a create is a
 * delete that the autosave sends like any other change.
 */
export interface Box {
  /** Stable while the editor is open; the server id arrives later for new boxes. */
  key: string;
  cls: string;
  /** Normalized to the image: centre and size in 0..1, as the API stores them. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** A polygon's outline, flat normalized x, y pairs (the API's `geometry`); x..h are its bounds. */
  points?: number[];
  /** A model's prediction not yet accepted (source `model` or `sam`): drawn dashed. */
  predicted?: boolean;
  /**
   * What else the annotation is: a `mask` (an outline in `points`, drawn filled) or a `tag` (the
   * whole image's class: no shape, never drawn, x..h the whole image). Absent: a box or polygon.
   */
  kind?: 'mask' | 'tag';
}

/** A tag of a class on the image: not a shape, so it covers the whole image. */
export function tag(key: string, cls: string, predicted = false): Box {
  return { key, cls, x: 0.5, y: 0.5, w: 1, h: 1, kind: 'tag', predicted };
}

/**
 * The change that toggles a class's tag on the image (a classification label): deleting the
 * tag when the image has it, creating one (with `key`) when it has not.
 */
export function toggleTag(boxes: Box[], cls: string, key: string): Operation {
  const existing = boxes.find((box) => box.kind === 'tag' && box.cls === cls);
  return existing ? { kind: 'delete', box: existing } : { kind: 'create', box: tag(key, cls) };
}

/** The annotations drawn on the canvas: every one but the tags. */
export function shapesOf(boxes: Box[]): Box[] {
  return boxes.filter((box) => box.kind !== 'tag');
}

export type Operation =
  { kind: 'create'; box: Box } | { kind: 'delete'; box: Box } | { kind: 'update'; before: Box; after: Box };

export function apply(boxes: Box[], op: Operation): Box[] {
  switch (op.kind) {
    case 'create':
      return [...boxes, op.box];
    case 'delete':
      return boxes.filter((box) => box.key !== op.box.key);
    case 'update':
      return boxes.map((box) => (box.key === op.before.key ? op.after : box));
  }
}

export function invert(op: Operation): Operation {
  switch (op.kind) {
    case 'create':
      return { kind: 'delete', box: op.box };
    case 'delete':
      return { kind: 'create', box: op.box };
    case 'update':
      return { kind: 'update', before: op.after, after: op.before };
  }
}

export interface History {
  done: Operation[];
  undone: Operation[];
}

export const emptyHistory: History = { done: [], undone: [] };

/** A new change clears what was undone, as in every editor. */
export function record(history: History, op: Operation): History {
  return { done: [...history.done, op].slice(-500), undone: [] };
}

/** The operation that undoes the latest change (to apply and save), or null. */
export function undo(history: History): { history: History; op: Operation } | null {
  const last = history.done.at(-1);
  if (!last) return null;
  return { history: { done: history.done.slice(0, -1), undone: [...history.undone, last] }, op: invert(last) };
}

export function redo(history: History): { history: History; op: Operation } | null {
  const last = history.undone.at(-1);
  if (!last) return null;
  return { history: { done: [...history.done, last], undone: history.undone.slice(0, -1) }, op: last };
}

/** Two corners in image pixels to a normalized box, clamped to the image. */
export function boxFromCorners(
  a: { x: number; y: number },
  b: { x: number; y: number },
  image: { width: number; height: number },
): { x: number; y: number; w: number; h: number } {
  const clampX = (v: number) => Math.min(image.width, Math.max(0, v));
  const clampY = (v: number) => Math.min(image.height, Math.max(0, v));
  const left = clampX(Math.min(a.x, b.x));
  const right = clampX(Math.max(a.x, b.x));
  const top = clampY(Math.min(a.y, b.y));
  const bottom = clampY(Math.max(a.y, b.y));
  return {
    x: (left + right) / 2 / image.width,
    y: (top + bottom) / 2 / image.height,
    w: (right - left) / image.width,
    h: (bottom - top) / image.height,
  };
}

/** A polygon from its outline (normalized, flat x, y pairs): its bounds become x, y, w, h. */
export function polygon(key: string, cls: string, points: number[]): Box {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { key, cls, x: (left + right) / 2, y: (top + bottom) / 2, w: right - left, h: bottom - top, points };
}

/** Even-odd ray casting: is the point inside the outline? */
function insideOutline(points: number[], p: { x: number; y: number }): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [points[i]!, points[i + 1]!, points[j]!, points[j + 1]!];
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The topmost shape under a point in normalized coordinates (the last drawn wins), or null. */
export function hitTest(boxes: Box[], point: { x: number; y: number }): Box | null {
  for (let i = boxes.length - 1; i >= 0; i--) {
    const box = boxes[i]!;
    if (Math.abs(point.x - box.x) > box.w / 2 || Math.abs(point.y - box.y) > box.h / 2) continue;
    if (!box.points || insideOutline(box.points, point)) return box;
  }
  return null;
}

/** Moves a shape by a normalized offset, keeping its bounds inside the image. */
export function moved(box: Box, dx: number, dy: number): Box {
  const x = Math.min(1 - box.w / 2, Math.max(box.w / 2, box.x + dx));
  const y = Math.min(1 - box.h / 2, Math.max(box.h / 2, box.y + dy));
  if (!box.points) return { ...box, x, y };
  const [mx, my] = [x - box.x, y - box.y];
  return { ...box, x, y, points: box.points.map((v, i) => v + (i % 2 === 0 ? mx : my)) };
}

type Point = { x: number; y: number };

/**
 * Where a selected shape can be reshaped from, normalized: a polygon's vertices, a box's four
 * corners (top-left, top-right, bottom-right, bottom-left).
 */
export function handlesOf(box: Box): Point[] {
  if (box.points) return box.points.flatMap((v, i) => (i % 2 === 0 ? [{ x: v, y: box.points![i + 1]! }] : []));
  const [left, right, top, bottom] = [box.x - box.w / 2, box.x + box.w / 2, box.y - box.h / 2, box.y + box.h / 2];
  return [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
}

/**
 * The handle under the point, or -1: the nearest one within `reach` (normalized per axis, since
 * a screen pixel covers different fractions of a wide image's width and height).
 */
export function handleAt(box: Box, point: Point, reach: Point): number {
  let best = -1;
  let bestDistance = Infinity;
  handlesOf(box).forEach((handle, i) => {
    const dx = (handle.x - point.x) / reach.x;
    const dy = (handle.y - point.y) / reach.y;
    const distance = Math.hypot(dx, dy);
    if (distance <= 1 && distance < bestDistance) [best, bestDistance] = [i, distance];
  });
  return best;
}

/**
 * The shape with one handle dragged to `to`, inside the image: a polygon's vertex moves (its
 * bounds follow); a box's corner moves while the opposite corner stays, whichever way it crosses.
 */
export function reshaped(box: Box, handle: number, to: Point): Box {
  const at = { x: Math.min(1, Math.max(0, to.x)), y: Math.min(1, Math.max(0, to.y)) };
  if (box.points) {
    const points = [...box.points];
    points[handle * 2] = at.x;
    points[handle * 2 + 1] = at.y;
    // A mask stays a mask, a prediction a prediction.
    return { ...box, ...polygon(box.key, box.cls, points) };
  }
  const opposite = handlesOf(box)[(handle + 2) % 4]!;
  return { ...box, ...boxFromCorners(opposite, at, { width: 1, height: 1 }) };
}

export const PALETTE = [
  '#e6194b',
  '#3cb44b',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#42d4f4',
  '#f032e6',
  '#bfef45',
  '#fabed4',
];

export function colorOf(cls: string, classes: string[]): string {
  const index = classes.indexOf(cls);
  return PALETTE[(index < 0 ? 0 : index) % PALETTE.length]!;
}
