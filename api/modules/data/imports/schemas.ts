import { z } from 'zod';
import { IMPORT_FORMATS } from './formats/index.js';

/** The multipart fields of an import (the archive itself is the `file` field). */
export const importFields = z
  .object({
    file: z.string().optional().meta({ format: 'binary', description: 'The zip archive (this, or `upload_id`)' }),
    upload_id: z.string().uuid().optional().meta({
      description: 'A completed resumable upload (POST /data/large-uploads) of the zip, instead of `file`',
    }),
    format: z.enum(IMPORT_FORMATS).meta({
      description:
        '`coco`: instances JSON per split; `yolo`: Ultralytics data.yaml with images/<split> and labels/<split> ' +
        '(for classification projects, <split>/<class>/<image> folders); `voc`: Annotations/*.xml, JPEGImages, ' +
        'ImageSets/Main/<split>.txt; `cvat`: CVAT for images 1.1 annotations.xml with images/',
    }),
  })
  .meta({ id: 'ImportUpload' });

export type ImportFields = z.output<typeof importFields>;
