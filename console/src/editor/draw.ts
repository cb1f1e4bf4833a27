import { colorOf, handlesOf, type Box } from './model.js';

/** How opaque a mask's fill is: the image stays visible under it. */
const MASK_ALPHA = 0.4;

export interface View {
  /** Screen pixels per image pixel. */
  scale: number;
  /** Where the image's top-left corner is on the canvas, in CSS pixels. */
  tx: number;
  ty: number;
}

export function toImage(view: View, point: { x: number; y: number }) {
  return { x: (point.x - view.tx) / view.scale, y: (point.y - view.ty) / view.scale };
}

/** Fits the image into the canvas with a margin. */
export function fit(canvas: { width: number; height: number }, image: { width: number; height: number }): View {
  const scale = Math.min((canvas.width - 20) / image.width, (canvas.height - 20) / image.height);
  return { scale, tx: (canvas.width - image.width * scale) / 2, ty: (canvas.height - image.height * scale) / 2 };
}

/**
 * One frame: the image, then every box of a class as one path and one stroke (a thousand boxes
 * are a handful of draw calls, not a thousand DOM nodes). Returns the time it took in ms.
 */
export function drawFrame(
  ctx: CanvasRenderingContext2D,
  size: { width: number; height: number },
  image: HTMLImageElement | null,
  view: View,
  boxes: Box[],
  classes: string[],
  highlight: { selected: string | null; draft: Box | null; outline?: number[] | null },
): number {
  const started = performance.now();
  const { width: iw, height: ih } = image ? { width: image.naturalWidth, height: image.naturalHeight } : size;
  ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
  ctx.fillStyle = '#1e1e24';
  ctx.fillRect(0, 0, size.width, size.height);
  if (image) ctx.drawImage(image, view.tx, view.ty, iw * view.scale, ih * view.scale);
  // One path per class and kind: a model's predictions are dashed, a person's boxes solid,
  // masks filled with their class's colour.
  const byClass = new Map<string, Box[]>();
  for (const box of boxes) {
    const group = `${box.predicted ? 'p' : 'm'}${box.kind === 'mask' ? 'k' : 's'}${box.cls}`;
    const list = byClass.get(group);
    if (list) list.push(box);
    else byClass.set(group, [box]);
  }
  const rect = (box: Box) => {
    if (box.points) {
      const px = (i: number) => view.tx + box.points![i]! * iw * view.scale;
      const py = (i: number) => view.ty + box.points![i + 1]! * ih * view.scale;
      ctx.moveTo(px(0), py(0));
      for (let i = 2; i < box.points.length; i += 2) ctx.lineTo(px(i), py(i));
      ctx.closePath();
      return;
    }
    const w = box.w * iw * view.scale;
    const h = box.h * ih * view.scale;
    ctx.rect(view.tx + box.x * iw * view.scale - w / 2, view.ty + box.y * ih * view.scale - h / 2, w, h);
  };
  ctx.lineWidth = 2;
  for (const list of byClass.values()) {
    ctx.beginPath();
    for (const box of list) rect(box);
    ctx.strokeStyle = colorOf(list[0]!.cls, classes);
    ctx.setLineDash(list[0]!.predicted ? [6, 4] : []);
    ctx.stroke();
    if (list[0]!.kind === 'mask') {
      ctx.globalAlpha = MASK_ALPHA;
      ctx.fillStyle = ctx.strokeStyle;
      ctx.fill('evenodd');
      ctx.globalAlpha = 1;
    }
  }
  ctx.setLineDash([]);
  const selected = highlight.selected ? boxes.find((box) => box.key === highlight.selected) : undefined;
  for (const box of [selected, highlight.draft]) {
    if (!box) continue;
    ctx.beginPath();
    rect(box);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.18)';
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
  if (selected) {
    // The selected shape's vertices or corners, to drag.
    ctx.fillStyle = '#ffffff';
    ctx.strokeStyle = '#1e1e24';
    ctx.lineWidth = 1;
    for (const handle of handlesOf(selected)) {
      const hx = view.tx + handle.x * iw * view.scale;
      const hy = view.ty + handle.y * ih * view.scale;
      ctx.fillRect(hx - 4, hy - 4, 8, 8);
      ctx.strokeRect(hx - 4, hy - 4, 8, 8);
    }
  }
  if (highlight.outline && highlight.outline.length >= 2) {
    // A polygon being drawn: its vertices so far and the rubber band to the pointer, left open.
    const o = highlight.outline;
    ctx.beginPath();
    ctx.moveTo(view.tx + o[0]! * iw * view.scale, view.ty + o[1]! * ih * view.scale);
    for (let i = 2; i < o.length; i += 2)
      ctx.lineTo(view.tx + o[i]! * iw * view.scale, view.ty + o[i + 1]! * ih * view.scale);
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.setLineDash([]);
  }
  return performance.now() - started;
}
