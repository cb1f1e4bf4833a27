import { z } from 'zod';
import { image } from '../images/schemas.js';

export const MAX_FILES_PER_UPLOAD = 100;

/** The text fields of a person's upload (the files are the `images` fields). */
export const userUploadFields = z
  .object({
    images: z
      .array(z.string().meta({ format: 'binary' }))
      .optional()
      .meta({ description: `The JPEG, PNG or WebP files, at most ${MAX_FILES_PER_UPLOAD} per request (required)` }),
    project_id: z.coerce.number().int().min(1).optional().meta({ description: 'The project the images join' }),
    batch_id: z.coerce
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: 'Add to this batch (one an earlier request answered); a new batch is made otherwise' }),
  })
  .meta({ id: 'UserImageUpload' });

export const userUploadResult = z
  .object({
    batch_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The batch holding the images; null when none was stored' }),
    images: z.array(image).meta({ description: 'The images stored by this request' }),
    duplicates: z
      .array(z.object({ filename: z.string(), image_id: z.number().int() }))
      .meta({ description: 'Files whose bytes (SHA-256) the project already holds: not stored again' }),
    errors: z
      .array(z.object({ filename: z.string(), code: z.string(), message: z.string() }))
      .meta({ description: 'Files refused (not an image, cut off, too large): nothing of them is kept' }),
  })
  .meta({ id: 'UserUploadResult' });

export type UserUploadFields = z.output<typeof userUploadFields>;
export type UserUploadResult = z.output<typeof userUploadResult>;
