import { useEffect, useRef, useState } from 'react';
import { canvasKeyDown, canvasKeyUp } from './canvas-keys.js';
import { pointerHandlers } from './canvas-pointer.js';
import { sizeOf, type CanvasProps, type CanvasState } from './canvas-state.js';
import { drawFrame, fit } from './draw.js';
import { boxFromCorners } from './model.js';

export type { EditorCommands, Tool } from './canvas-state.js';

/** The frame times the benchmark and the browser tests read (ms, most recent last). */
declare global {
  interface Window {
    __editorFrames?: number[];
  }
}

/** One frame of the current state: the shape being changed or drawn in its place. */
function paint(state: CanvasState): void {
  const ctx = state.canvas?.getContext('2d');
  if (!state.canvas || !ctx) return;
  const g = state.gesture;
  const { boxes, classes, currentClass, imageSize } = state.props;
  const changing = g?.kind === 'move' || g?.kind === 'reshape' ? g : null;
  const shown = changing ? boxes.map((box) => (box.key === changing.box.key ? changing.current : box)) : boxes;
  const draft =
    g?.kind === 'draw' ? { key: 'draft', cls: currentClass, ...boxFromCorners(g.from, g.to, imageSize) } : null;
  const o = state.outline;
  const ms = drawFrame(ctx, sizeOf(state), state.image, state.view, shown, classes, {
    selected: state.selected,
    draft,
    outline: o ? [...o.points, ...(o.pointer ? [o.pointer.x, o.pointer.y] : [])] : null,
  });
  (window.__editorFrames ??= []).push(ms);
  if (window.__editorFrames.length > 200) window.__editorFrames.shift();
}

/**
 * The canvas: the image and every shape drawn in one frame per change (requestAnimationFrame),
 * pointer gestures (canvas-pointer.ts) and keys (canvas-keys.ts) for drawing, moving, panning
 * and zooming. Nothing per shape lives in the DOM.
 */
export function EditorCanvas(props: CanvasProps) {
  const frame = useRef(0);
  const stateRef = useRef<CanvasState | null>(null);
  const state = (stateRef.current ??= {
    canvas: null,
    image: null,
    view: { scale: 1, tx: 0, ty: 0 },
    gesture: null,
    selected: null,
    outline: null,
    space: false,
    props,
    redraw: () => {
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        paint(state);
      });
    },
  });
  state.props = props;
  props.commandsRef.current = {
    selected: () => state.props.boxes.find((box) => box.key === state.selected) ?? null,
  };
  const [handlers] = useState(() => pointerHandlers(state));

  // Size the backing store to the element and the screen's pixel ratio; fit the image.
  useEffect(() => {
    const canvas = state.canvas!;
    const resize = () => {
      canvas.width = Math.round(canvas.clientWidth * devicePixelRatio);
      canvas.height = Math.round(canvas.clientHeight * devicePixelRatio);
      state.view = fit(sizeOf(state), state.props.imageSize);
      state.redraw();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [state]);

  useEffect(() => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => {
      state.image = img;
      state.redraw();
    };
    img.src = props.imageUrl;
    return () => {
      img.onload = null;
    };
  }, [state, props.imageUrl]);

  useEffect(() => state.redraw());

  // Zoom at the pointer; non-passive so the page does not scroll.
  useEffect(() => {
    const canvas = state.canvas!;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * 0.0015);
      const v = state.view;
      const scale = Math.min(40, Math.max(0.05, v.scale * factor));
      const at = { x: event.offsetX, y: event.offsetY };
      state.view = {
        scale,
        tx: at.x - ((at.x - v.tx) * scale) / v.scale,
        ty: at.y - ((at.y - v.ty) * scale) / v.scale,
      };
      state.redraw();
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [state]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => canvasKeyDown(state, event);
    const onKeyUp = (event: KeyboardEvent) => canvasKeyUp(state, event);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [state]);

  return (
    <canvas
      ref={(canvas) => {
        state.canvas = canvas;
      }}
      className="canvas"
      data-testid="editor-canvas"
      onPointerDown={handlers.onPointerDown}
      onPointerMove={handlers.onPointerMove}
      onPointerUp={handlers.onPointerUp}
      onContextMenu={(e) => e.preventDefault()}
    />
  );
}
