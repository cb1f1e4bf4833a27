import { z } from 'zod';
import { timestamp } from '../../../lib/http/schemas.js';

export const SPLITS = ['train', 'val', 'test', 'none'] as const;
export const ANNOTATION_STATUSES = ['pending', 'completed'] as const;

export const image = z
  .object({
    id: z.number().int(),
    filename: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    sha256: z.string(),
    batch_id: z.number().int(),
    batch_name: z.string().nullable(),
    project_id: z.number().int().nullable(),
    project_name: z.string().nullable(),
    device_id: z.string(),
    annotation_status: z.enum(ANNOTATION_STATUSES),
    split: z.enum(SPLITS),
    split_locked: z.boolean(),
    storage_key: z.string(),
    captured_at: timestamp.nullable(),
    metadata: z.record(z.string(), z.unknown()),
    image_url: z.string().optional().meta({ description: 'Signed URL, present only when requested' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Image' });

const metadataField = z
  .string()
  .max(16_384)
  .transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return z.NEVER;
  });

/** The text fields of the multipart upload (the file itself is the `image` field). */
export const uploadFields = z
  .object({
    image: z.string().optional().meta({ format: 'binary', description: 'The JPEG, PNG or WebP file (required)' }),
    project_id: z.coerce.number().int().min(1).optional(),
    captured_at: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'When the camera took it (RFC 3339)' }),
    metadata: metadataField.optional().meta({ description: 'A JSON object, as text' }),
  })
  .meta({ id: 'ImageUpload' });

export const signedUrl = z.object({ url: z.string(), expires_at: timestamp }).meta({ id: 'SignedUrl' });

export type ImageView = z.output<typeof image>;
export type UploadFields = z.output<typeof uploadFields>;
