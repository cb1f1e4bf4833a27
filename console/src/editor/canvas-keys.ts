import { fit } from './draw.js';
import { closeOutline } from './canvas-pointer.js';
import { sizeOf, type CanvasState } from './canvas-state.js';

/**
 * The keys the canvas itself owns (Space to pan, Delete, Enter to close a polygon, Esc, 0 to
 * fit); every other key goes to the screen's `onKey`. Keys typed into a form field are theirs.
 */
export function canvasKeyDown(state: CanvasState, event: KeyboardEvent): void {
  const target = event.target as HTMLElement | null;
  if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
  const { boxes, onOperation, onKey, imageSize } = state.props;
  if (event.key === ' ') {
    state.space = true;
    event.preventDefault();
    return;
  }
  if ((event.key === 'Delete' || event.key === 'Backspace') && state.selected) {
    const box = boxes.find((b) => b.key === state.selected);
    state.selected = null;
    if (box) onOperation({ kind: 'delete', box });
    event.preventDefault();
    return;
  }
  if (event.key === 'Enter' && state.outline) {
    closeOutline(state);
    event.preventDefault();
    return;
  }
  if (event.key === 'Escape') {
    state.selected = null;
    state.outline = null;
  }
  if (event.key === '0' && !event.ctrlKey) {
    state.view = fit(sizeOf(state), imageSize);
    state.redraw();
    return;
  }
  if (onKey(event)) event.preventDefault();
  state.redraw();
}

export function canvasKeyUp(state: CanvasState, event: KeyboardEvent): void {
  if (event.key === ' ') state.space = false;
}
