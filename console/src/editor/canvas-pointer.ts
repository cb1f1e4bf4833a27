import type { PointerEvent as ReactPointerEvent } from 'react';
import { toImage } from './draw.js';
import { boxFromCorners, handleAt, hitTest, moved, polygon, reshaped } from './model.js';
import {
  CLOSE_DISTANCE_PX,
  HANDLE_REACH_PX,
  MIN_BOX_PX,
  newKey,
  type CanvasState,
  type Point,
} from './canvas-state.js';

/**
 * The canvas's pointer gestures: drawing boxes and polygons, selecting, moving and reshaping
 * shapes, panning. Each handler changes the shared state and asks for a frame; a finished
 * gesture becomes one operation for the screen (and its undo history and autosave).
 */
export function pointerHandlers(state: CanvasState) {
  const point = (event: ReactPointerEvent): Point => ({ x: event.nativeEvent.offsetX, y: event.nativeEvent.offsetY });
  const normalized = (p: Point): Point => {
    const { width, height } = state.props.imageSize;
    const at = toImage(state.view, p);
    return { x: at.x / width, y: at.y / height };
  };

  /** How far from a handle a press still takes it, normalized per axis. */
  const reach = (): Point => {
    const { width, height } = state.props.imageSize;
    const s = state.view.scale;
    return { x: HANDLE_REACH_PX / s / width, y: HANDLE_REACH_PX / s / height };
  };

  const addVertex = (p: Point) => {
    const o = (state.outline ??= { points: [], pointer: null });
    const { width, height } = state.props.imageSize;
    const s = state.view.scale;
    const near =
      o.points.length >= 6 &&
      Math.hypot((p.x - o.points[0]!) * width * s, (p.y - o.points[1]!) * height * s) <= CLOSE_DISTANCE_PX;
    if (near) return closeOutline(state);
    o.points.push(Math.min(1, Math.max(0, p.x)), Math.min(1, Math.max(0, p.y)));
    state.redraw();
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = point(event);
    const { tool, boxes } = state.props;
    if (event.button === 2 || event.button === 1 || state.space) {
      state.gesture = { kind: 'pan', from: p, view: state.view };
      return;
    }
    if (tool === 'polygon') {
      state.selected = null;
      addVertex(normalized(p));
      return;
    }
    const at = normalized(p);
    // The box tool draws wherever the drag starts (Alt+drag moves the shape under the pointer).
    if (tool === 'box' && !event.altKey) {
      const from = toImage(state.view, p);
      state.gesture = { kind: 'draw', from, to: from };
      state.redraw();
      return;
    }
    // A selected shape's vertex or corner reshapes it (checked first: handles sit on its edge).
    const current = boxes.find((box) => box.key === state.selected);
    const handle = current ? handleAt(current, at, reach()) : -1;
    if (current && handle >= 0) {
      state.gesture = { kind: 'reshape', box: current, handle, current };
      state.redraw();
      return;
    }
    const hit = hitTest(boxes, at);
    state.selected = hit?.key ?? null;
    if (hit) state.gesture = { kind: 'move', box: hit, from: p, current: hit };
    state.redraw();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const g = state.gesture;
    const p = point(event);
    if (!g && state.outline) {
      state.outline.pointer = normalized(p);
      state.redraw();
    }
    if (!g) return;
    if (g.kind === 'pan') state.view = { ...g.view, tx: g.view.tx + p.x - g.from.x, ty: g.view.ty + p.y - g.from.y };
    else if (g.kind === 'draw') g.to = toImage(state.view, p);
    else if (g.kind === 'reshape') g.current = reshaped(g.box, g.handle, normalized(p));
    else {
      const { width, height } = state.props.imageSize;
      const s = state.view.scale;
      g.current = moved(g.box, (p.x - g.from.x) / s / width, (p.y - g.from.y) / s / height);
    }
    state.redraw();
  };

  const onPointerUp = () => {
    const g = state.gesture;
    state.gesture = null;
    const { imageSize, currentClass, onOperation, boxes } = state.props;
    if (g?.kind === 'draw') {
      const box = { key: newKey(), cls: currentClass, ...boxFromCorners(g.from, g.to, imageSize) };
      // A click (or a box of a few pixels) is not a box: it selects the shape under it.
      if (box.w * imageSize.width >= MIN_BOX_PX && box.h * imageSize.height >= MIN_BOX_PX) {
        state.selected = box.key;
        onOperation({ kind: 'create', box });
      } else {
        const at = { x: g.to.x / imageSize.width, y: g.to.y / imageSize.height };
        state.selected = hitTest(boxes, at)?.key ?? null;
      }
    } else if (g?.kind === 'move' && (g.current.x !== g.box.x || g.current.y !== g.box.y)) {
      onOperation({ kind: 'update', before: g.box, after: g.current });
    } else if (g?.kind === 'reshape' && g.current !== g.box) {
      const kept =
        g.current.points ||
        (g.current.w * imageSize.width >= MIN_BOX_PX && g.current.h * imageSize.height >= MIN_BOX_PX);
      if (kept) onOperation({ kind: 'update', before: g.box, after: g.current });
    }
    state.redraw();
  };

  return { onPointerDown, onPointerMove, onPointerUp };
}

/** Three vertices or more make a polygon; fewer are dropped. */
export function closeOutline(state: CanvasState): void {
  const o = state.outline;
  state.outline = null;
  if (o && o.points.length >= 6) {
    const shape = polygon(newKey(), state.props.currentClass, o.points);
    state.selected = shape.key;
    state.props.onOperation({ kind: 'create', box: shape });
  }
  state.redraw();
}
