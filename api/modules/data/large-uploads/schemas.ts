import { z } from 'zod';
import { timestamp } from '../../../lib/http/schemas.js';

export const createLargeUploadBody = z
  .object({
    filename: z.string().min(1).max(255).meta({ description: 'The file as the user named it (kept for messages)' }),
    size_bytes: z.number().int().min(1).meta({ description: "The file's exact size; at most MAX_IMPORT_BYTES" }),
  })
  .meta({ id: 'CreateLargeUpload' });

export const largeUpload = z
  .object({
    id: z.string().meta({ description: 'Pass it as `upload_id` to POST /data/projects/{id}/import once complete' }),
    filename: z.string(),
    size_bytes: z.number().int(),
    part_size: z
      .number()
      .int()
      .meta({
        description:
          'Every part but the last has exactly this size; part n holds bytes (n-1)*part_size onwards ' +
          '(at least 5 MiB, LARGE_UPLOAD_PART_BYTES)',
      }),
    part_count: z.number().int(),
    parts_received: z
      .array(z.number().int())
      .meta({ description: 'Part numbers stored so far: after a dropped connection, send the others' }),
    bytes_received: z.number().int(),
    status: z.enum(['open', 'complete']),
    expires_at: timestamp.meta({
      description:
        'Without a new part (or, once complete, without an import) by then the upload is abandoned: ' +
        'its parts are removed (LARGE_UPLOAD_EXPIRY_S after the last part)',
    }),
    created_at: timestamp,
  })
  .meta({ id: 'LargeUpload' });

export const largeUploadParams = z.object({ id: z.string().uuid() });

export const partParams = z.object({
  id: z.string().uuid(),
  number: z.coerce.number().int().min(1).max(10_000),
});

export const partFields = z
  .object({
    part: z.string().optional().meta({ format: 'binary', description: "The part's bytes (required)" }),
  })
  .meta({ id: 'LargeUploadPart' });

export type CreateLargeUpload = z.output<typeof createLargeUploadBody>;
export type LargeUploadView = z.output<typeof largeUpload>;
