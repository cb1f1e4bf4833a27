import type { FormatInput, ImportPlan } from '../plan.js';
import { readCoco } from './coco.js';
import { readCvat } from './cvat.js';
import { readVoc } from './voc.js';
import { readYolo } from './yolo.js';

export const IMPORT_FORMATS = ['coco', 'yolo', 'voc', 'cvat'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Reads the archive's annotation files into a plan, checking everything that needs no image bytes. */
export function readFormat(format: ImportFormat, input: FormatInput): Promise<ImportPlan> {
  switch (format) {
    case 'coco':
      return readCoco(input);
    case 'yolo':
      return readYolo(input);
    case 'voc':
      return readVoc(input);
    case 'cvat':
      return readCvat(input);
  }
}
