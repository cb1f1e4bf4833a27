import type { MutableRefObject } from 'react';
import type { View } from './draw.js';
import type { Box, Operation } from './model.js';

/** Box and polygon draw wherever the drag starts, over other shapes too; move selects, moves and reshapes. */
export type Tool = 'box' | 'polygon' | 'move' | 'tag';

// Clicking this close to the first vertex (screen px) closes a polygon.
export const CLOSE_DISTANCE_PX = 8;
// Pressing this close to a selected shape's vertex or corner (screen px) drags that handle.
export const HANDLE_REACH_PX = 7;
// A box reshaped smaller than this (image px) on either side is not kept.
export const MIN_BOX_PX = 3;

export interface EditorCommands {
  selected(): Box | null;
}

export interface CanvasProps {
  imageUrl: string;
  imageSize: { width: number; height: number };
  /** The shapes drawn on the image (boxes, polygons, masks; tags are not shapes). */
  boxes: Box[];
  classes: string[];
  currentClass: string;
  tool: Tool;
  commandsRef: MutableRefObject<EditorCommands | null>;
  onOperation: (op: Operation) => void;
  /** Keys the screen handles (classes, undo, next); true when it did. */
  onKey: (event: KeyboardEvent) => boolean;
}

export type Point = { x: number; y: number };

export type Gesture =
  | { kind: 'draw'; from: Point; to: Point }
  | { kind: 'move'; box: Box; from: Point; current: Box }
  | { kind: 'reshape'; box: Box; handle: number; current: Box }
  | { kind: 'pan'; from: Point; view: View };

/** A polygon being drawn: vertices in normalized coordinates, and where the pointer is. */
export interface Outline {
  points: number[];
  pointer: Point | null;
}

/**
 * What the canvas's handlers share, in one mutable object that lives as long as the canvas:
 * pointer and key events change it and ask for a frame, React renders do not.
 */
export interface CanvasState {
  canvas: HTMLCanvasElement | null;
  image: HTMLImageElement | null;
  view: View;
  gesture: Gesture | null;
  selected: string | null;
  outline: Outline | null;
  /** Space is held: a drag pans. */
  space: boolean;
  /** The latest props (handlers attached once read them here). */
  props: CanvasProps;
  redraw(): void;
}

/** The canvas's size in CSS pixels. */
export function sizeOf(state: CanvasState): { width: number; height: number } {
  const canvas = state.canvas!;
  return { width: canvas.clientWidth, height: canvas.clientHeight };
}

let nextKey = 0;

/** A key for a shape made here (its server id arrives later). */
export function newKey(): string {
  return `n${nextKey++}`;
}
