import { z } from 'zod';
import { storedJsonProblem } from '../../../lib/http/input-guards.js';
import { queryBoolean, timestamp } from '../../../lib/http/schemas.js';
import { annotation } from '../annotations/schemas.js';

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
    version_name: z
      .string()
      .nullable()
      .meta({ description: 'Name of the newest dataset version holding the image; null when none does' }),
    device_id: z.string(),
    annotation_status: z.enum(ANNOTATION_STATUSES),
    split: z.enum(SPLITS),
    split_locked: z.boolean(),
    storage_key: z.string(),
    captured_at: timestamp.nullable(),
    metadata: z.record(z.string(), z.unknown()),
    image_url: z
      .string()
      .optional()
      .meta({ description: "Signed address on the API's origin (GET /images/{id}/content), only when requested" }),
    thumbnail_url: z.string().optional().meta({
      description: 'Signed address of a JPEG fitting 320x240 (GET /images/{id}/thumbnail), only when requested',
    }),
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
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        // Stored as document keys: operator-like or dotted keys would fail the insert or change its meaning.
        const problem = storedJsonProblem(value);
        if (!problem) return value as Record<string, unknown>;
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return z.NEVER;
  });

const unit = z.number().min(0).max(1);

/** The edge model's boxes sent with a frame: they become model annotations (pre-labels). */
const edgeDetections = z.object({
  model_version_id: z.number().int().min(1).nullable().optional(),
  boxes: z
    .array(
      z
        .object({
          class_name: z.string().trim().min(1).max(200).nullable().optional(),
          class_index: z.number().int().min(0).max(100_000).optional(),
          confidence: unit,
          x_center: unit,
          y_center: unit,
          width: unit,
          height: unit,
          type: z.enum(['bbox', 'polygon', 'tag']).default('bbox'),
          geometry: z
            .array(unit)
            .min(6)
            .max(2000)
            .refine((g) => g.length % 2 === 0, 'x, y pairs')
            .optional(),
        })
        .refine((b) => (b.type === 'polygon') === (b.geometry !== undefined), {
          message: 'a polygon needs its geometry (flat normalised x, y pairs); a box or tag has none',
          path: ['geometry'],
        }),
    )
    .max(500),
});

const detectionsField = z
  .string()
  .max(200_000)
  .transform((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: {"boxes": [{class_name, confidence, x_center, ...}]}' });
      return z.NEVER;
    }
    const parsed = edgeDetections.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: `${issue.path.join('.')}: ${issue.message}` });
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
    metadata: metadataField.optional().meta({
      description: 'A JSON object, as text (keys without a leading $, dots or NUL; at most 16 levels deep)',
    }),
    idempotency_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,128}$/, '8 to 128 letters, digits, _ or -')
      .optional()
      .meta({
        description:
          "The device's key for this frame: an upload repeating a key the device already used answers 200 with " +
          'the image stored the first time and stores nothing new',
      }),
    detections: detectionsField.optional().meta({
      description:
        'The edge model\'s detections as JSON text, `{"model_version_id": 3, "boxes": [{"class_name": "car", ' +
        '"confidence": 0.9, "x_center": 0.5, "y_center": 0.5, "width": 0.2, "height": 0.1}]}` (normalised ' +
        'to the image; at most 500): stored as `source: model` annotations with their confidence. A box may say ' +
        '`"type": "polygon"` with `geometry` (an instance outline, flat normalised x, y pairs; its box the ' +
        'bounds) or `"type": "tag"` (a classifier\'s class of the whole image; its box is ignored)',
    }),
  })
  .meta({ id: 'ImageUpload' });

export const signedUrl = z.object({ url: z.string(), expires_at: timestamp }).meta({ id: 'SignedUrl' });

export type ImageView = z.output<typeof image>;
export type UploadFields = z.output<typeof uploadFields>;

const commaSeparated = z
  .string()
  .max(20_000)
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

/** `GET /data/images` query, names and order as in API-DECISIONS.md. */
export const listImagesQuery = z.object({
  project_id: z
    .union([z.literal('null'), z.coerce.number().int().min(1)])
    .optional()
    .meta({ description: 'A project id, or the literal `null` for images in no project' }),
  ids: commaSeparated
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[1-9]\d{0,15}$/, 'positive integer ids')
            .transform(Number),
        )
        .max(1000),
    )
    .optional()
    .meta({ description: 'Comma-separated image ids (at most 1000)' }),
  batch_id: z.coerce.number().int().min(1).optional(),
  device_id: z.string().max(128).optional(),
  pipeline_id: z.string().max(128).optional().meta({ description: 'The `pipeline_id` in the upload metadata' }),
  batch_stage: z
    .enum(['collecting', 'complete'])
    .optional()
    .meta({ description: "Stage of the image's batch; applies when project_id is given" }),
  annotation_status: z.enum(ANNOTATION_STATUSES).optional(),
  split: z
    .enum([...SPLITS, 'all'])
    .optional()
    .meta({ description: '`all` (the default) applies no split filter' }),
  classes: commaSeparated
    .pipe(z.array(z.string().max(100)).max(100))
    .optional()
    .meta({ description: 'Images with any of these class values' }),
  search: z.string().max(200).optional().meta({ description: 'Filename substring (literal, case-insensitive)' }),
  filename: z.string().max(255).optional().meta({ description: 'Exact filename' }),
  include_url: queryBoolean.optional(),
  include_annotations: queryBoolean.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  cursor: z
    .string()
    .max(1024)
    .optional()
    .meta({
      description:
        "The previous page's `meta.next_cursor`: the page after it, found by a seek (as fast at the end of the " +
        'list as at its start). Send the same filters, sort and order; not with `offset`.',
    }),
  sort: z.enum(['created_at', 'updated_at', 'filename']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const imageWithAnnotations = image
  .extend({ annotations: z.array(annotation).optional().meta({ description: 'Present only when requested' }) })
  .meta({ id: 'ImageListItem' });

export const getImageQuery = z.object({
  include_url: queryBoolean.optional(),
  include_annotations: queryBoolean.optional(),
});

export const updateImageBody = z
  .object({
    project_id: z.number().int().min(1).nullable().optional(),
    split: z.enum(SPLITS).optional(),
    split_locked: z.boolean().optional(),
    annotation_status: z
      .enum(ANNOTATION_STATUSES)
      .optional()
      .meta({ description: 'Set explicitly; annotation changes no longer move it' }),
  })
  .meta({ id: 'UpdateImage' });

export type ListImagesQuery = z.output<typeof listImagesQuery>;
export type UpdateImage = z.output<typeof updateImageBody>;

/** A signed image address's query (see ImageLinks). */
export const imageLinkQuery = z.object({
  org: z.coerce.number().int().min(1).meta({ description: "The image's organization" }),
  exp: z.coerce.number().int().min(0).meta({ description: 'Expiry, Unix seconds' }),
  sig: z.string().min(1).max(128).meta({ description: 'The signature' }),
});
