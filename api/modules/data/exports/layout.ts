import type { DatasetItemDoc, Split } from '../datasets/repository.js';
import type { ImageSource } from './image-source.js';
import type { ZipUpload } from './zip-upload.js';

/** What an archive layout needs: where to write, the version's classes, and its items. */
export interface LayoutContext {
  zip: ZipUpload;
  /** The version's classes; a class's position is its index (YOLO) or its id minus one (COCO). */
  classes: string[];
  /** A heading for human-readable files. */
  title: string;
  /** The items of one split in image id order (each call starts a new pass). */
  items(split: Split): AsyncIterable<DatasetItemDoc>;
  /** The items of one split with their images' bytes from the object store, in order. */
  withImages(split: Split): AsyncIterable<{ item: DatasetItemDoc; source: ImageSource }>;
  /** Called after each image entry, for progress. */
  imageWritten(): Promise<void>;
}

/** Six decimals, no exponent notation, no trailing zeros. */
export function formatNumber(value: number): string {
  return String(Number(value.toFixed(6)));
}
