import type { Corners } from '../../../lib/box-iou.js';

/**
 * What the model workflows need from the data pipeline, as a port so the ml module does not
 * reach into the data module's collections.
 */
export interface DatasetArtifacts {
  /** The dataset version's project (and its type) and class names, or null when it is not the org's. */
  version(
    organizationId: number,
    versionId: number,
  ): Promise<{
    projectId: number;
    projectType: string;
    classes: string[];
    /** Images per split. */
    splitCounts?: Record<'train' | 'val' | 'test', number>;
  } | null>;
  /**
   * A split's images with their labels (boxes as fractions of the image; null for tags; the
   * outline of a polygon or mask), named as the version's archives name them (what an
   * evaluator's predictions are keyed by).
   */
  splitItems?(
    organizationId: number,
    versionId: number,
    split: 'train' | 'val' | 'test',
  ): Promise<
    { imageId: number; file: string; truths: { classValue: string; box: Corners | null; polygon?: number[] }[] }[]
  >;
  /**
   * The object key of a finished export of the version (for training and validation the layout
   * of the project's task: `classification` folders or `yolo`; `calibration` for int8 exports),
   * or `pending` after starting one when there is none yet.
   */
  archive(
    organizationId: number,
    versionId: number,
    purpose: 'training' | 'calibration',
  ): Promise<{ key: string } | 'pending'>;
}

export interface ObjectUrls {
  /** How long the signed URLs live (WORKLOAD_URL_TTL_S). */
  ttlS: number;
  presignGet(key: string): Promise<string>;
  presignPut(key: string): Promise<string>;
  removePrefix(prefix: string): Promise<void>;
  /** Copies an object within the bucket (the store copies; nothing passes through the API). */
  copy(source: string, target: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  read(key: string): Promise<Buffer | null>;
  /** The object's size and SHA-256 (read through), or null when there is no such object. */
  digest(key: string): Promise<{ size: number; sha256: string } | null>;
}
