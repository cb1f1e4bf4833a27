import type { ModelRole } from '../ml/index.js';

/** A model version as inference runs it. */
export interface CatalogModel {
  id: number;
  organizationId: number;
  projectId: number | null;
  role: ModelRole;
  task: string;
  classNames: string[];
  inputSize: number;
  /** The ONNX file's object key; null for a version without one. */
  onnxKey: string | null;
}

/**
 * Model versions as inference reads them (the ml module's, implemented there); every call is
 * scoped to one organization.
 */
export interface ModelCatalog {
  get(organizationId: number, id: number): Promise<CatalogModel | null>;
  /** The newest version of the role with an ONNX file; only the project's when `projectId` is given. */
  newestWithOnnx(organizationId: number, role: ModelRole, projectId?: number): Promise<CatalogModel | null>;
}

/** The annotation sources machine annotations carry (a subset of the data module's). */
export type MachineSource = 'model' | 'sam';

/** What inference reads of an image. */
export interface ImageRecord {
  id: number;
  project_id: number | null;
  width: number;
  height: number;
  storage_key: string;
}

/** A box normalised to the image ([0, 1]), with a polygon's flat x, y pairs when it outlines one. */
export interface NormalisedShape {
  x_center: number;
  y_center: number;
  width: number;
  height: number;
  geometry: number[] | null;
}

/** A machine annotation to write: a box, a polygon with its bounding box, or a tag (no shape: all null). */
export interface NewAnnotation {
  x_center: number | null;
  y_center: number | null;
  width: number | null;
  height: number | null;
  geometry: number[] | null;
  image_id: number;
  class_value: string;
  type: 'bbox' | 'polygon' | 'tag';
  source: MachineSource;
  confidence: number;
  /** Marks what this request wrote (`inference-request:<id>`), so a restarted run can remove it. */
  created_by: string;
}

/**
 * The data pipeline as inference sees it: projects, batches and images to select from, image
 * bytes, and annotations to write. Implemented by the data module (data/inference-data.ts);
 * every call is scoped to one organization.
 */
export interface InferenceData {
  projectExists(organizationId: number, projectId: number): Promise<boolean>;
  batchExists(organizationId: number, batchId: number): Promise<boolean>;
  /** The given images that exist and belong to the project. */
  imagesInProject(organizationId: number, projectId: number, ids: number[]): Promise<number[]>;
  /** Ids of the batch's images in the project, oldest first. */
  batchImageIds(organizationId: number, projectId: number, batchId: number, limit: number): Promise<number[]>;
  /** Ids of the project's images whose annotation status is pending, oldest first. */
  pendingImageIds(organizationId: number, projectId: number, limit: number): Promise<number[]>;
  /** The images of these ids that exist (any order). */
  images(organizationId: number, ids: number[]): Promise<ImageRecord[]>;
  readImage(storageKey: string): Promise<Buffer>;
  countAnnotations(organizationId: number, imageId: number): Promise<number>;
  /** Removes the image's annotations with one of `sources`, or written by `createdBy`; returns how many. */
  removeAnnotations(
    organizationId: number,
    imageId: number,
    which: { sources?: MachineSource[]; createdBy?: string },
  ): Promise<number>;
  /** Images with annotations written by `createdBy`. */
  imagesAnnotatedBy(organizationId: number, createdBy: string): Promise<number[]>;
  /** Inserts the annotations (one image's) and refreshes the image's derived fields; returns their ids. */
  addAnnotations(organizationId: number, imageId: number, annotations: NewAnnotation[]): Promise<number[]>;
  /** Brings the image's class list and annotation status in step after removals. */
  refreshImage(organizationId: number, imageId: number): Promise<void>;
}
