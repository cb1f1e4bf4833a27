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

/** A classifier pass: the image resized and centre-cropped to `size` (as Ultralytics classifies). */
export interface ClassifyJob {
  kind: 'classify';
  model: ModelRef;
  classCount: number;
  /** CHW float32 RGB in [0, 1], `size` x `size`. */
  tensor: Float32Array;
  size: number;
  confidence: number;
  allowedClasses: number[] | null;
}

/** A YOLO instance-segmentation pass: a detector's job whose boxes come with mask outlines. */
export interface InstancesJob extends Omit<DetectJob, 'kind'> {
  kind: 'instances';
}

/** An instance: a detection with its mask outline (flat normalised x, y pairs). */
export interface Instance extends Detection {
  geometry: number[];
}

export type ThreadJob = DetectJob | SegmentJob | ClassifyJob | InstancesJob;

export interface ThreadResults {
  detect: Detection[];
  segment: (Segment | null)[];
  classify: { classIndex: number; confidence: number } | null;
  instances: Instance[];
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
