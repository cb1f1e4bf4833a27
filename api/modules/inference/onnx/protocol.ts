import type { CenterBox, LetterboxGeometry, ResizeGeometry } from '../letterbox.js';

/**
 * Messages between the API's event loop and the inference threads (runtime-pool.ts <->
 * runtime-thread.ts). ONNX Runtime for Node runs a model synchronously on the calling thread, so
 * every model call happens on an inference thread and the API keeps answering meanwhile.
 */

/** A model file on local disk; `key` names one version of one artifact (the session cache key). */
export interface ModelRef {
  key: string;
  path: string;
  bytes: number;
}

/** A detection on the image: class index into the model's class names, box normalised to the image. */
export interface Detection {
  classIndex: number;
  confidence: number;
  box: CenterBox;
}

/** A SAM mask outline: flat normalised x, y pairs, and its bounding box. */
export interface Segment {
  geometry: number[];
  box: CenterBox;
  score: number;
}

export interface DetectJob {
  kind: 'detect';
  model: ModelRef;
  classCount: number;
  /** CHW float32 RGB in [0, 1], letterboxed to `letterbox.size`. */
  tensor: Float32Array;
  letterbox: LetterboxGeometry;
  confidence: number;
  iou: number;
  /** Class indexes to keep; null keeps all. */
  allowedClasses: number[] | null;
  maxDetections: number;
}

export interface SegmentJob {
  kind: 'segment';
  encoder: ModelRef;
  decoder: ModelRef;
  /** CHW float32, SAM-normalised, longest side scaled to `frame.size`, padded right and bottom. */
  tensor: Float32Array;
  frame: ResizeGeometry;
  /** Prompt boxes, normalised to the image. */
  prompts: CenterBox[];
}

export type ThreadJob = DetectJob | SegmentJob;

export interface ThreadResults {
  detect: Detection[];
  segment: (Segment | null)[];
}

export type ThreadRequest = { id: number; job: ThreadJob };
export type ThreadReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

/** What each inference thread is started with. */
export interface ThreadSettings {
  /** Budget of the thread's session cache: the model files' sizes, added up. */
  cacheBytes: number;
  cacheEntries: number;
  /** Sessions unused this long are released. */
  idleMs: number;
  /** ONNX Runtime's intra-op threads per session; 0 lets it choose (one per core). */
  intraOpThreads: number;
}
