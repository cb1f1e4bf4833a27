import { z } from 'zod';
import { timestamp } from '../../../lib/http/schemas.js';
import { ANNOTATION_SOURCES, ANNOTATION_TYPES } from './repository.js';

const unit = z.number().min(0).max(1);

export const annotation = z
  .object({
    id: z.number().int(),
    image_id: z.number().int(),
    class_value: z.string(),
    type: z.enum(ANNOTATION_TYPES),
    source: z.enum(ANNOTATION_SOURCES),
    confidence: z.number().nullable(),
    x_center: z.number().nullable(),
    y_center: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    geometry: z.array(z.number()).nullable(),
    z_order: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Annotation' });

const fields = {
  class_value: z.string().trim().min(1).max(100),
  source: z.enum(ANNOTATION_SOURCES),
  confidence: unit.nullable(),
  x_center: unit,
  y_center: unit,
  width: unit,
  height: unit,
  geometry: z
    .array(unit)
    .min(6)
    .max(20_000)
    .refine((g) => g.length % 2 === 0, 'an even number of coordinates (x, y pairs)')
    .meta({ description: 'Flat list of normalised x, y pairs (at least three points)' }),
  z_order: z.number().int().min(-1_000_000).max(1_000_000),
};

/** The geometry each type needs: boxes for bbox, a polygon outline for polygon and mask, nothing for tag. */
export function geometryProblem(a: {
  type: string;
  x_center?: number | null;
  y_center?: number | null;
  width?: number | null;
  height?: number | null;
  geometry?: number[] | null;
}): { field: string; message: string } | null {
  const box = [a.x_center, a.y_center, a.width, a.height];
  const hasBox = box.some((v) => v !== undefined && v !== null);
  if (a.type === 'bbox') {
    if (box.some((v) => v === undefined || v === null)) {
      return { field: 'x_center', message: 'a bbox needs x_center, y_center, width and height' };
    }
  } else if (a.type === 'polygon' || a.type === 'mask') {
    if (!a.geometry) return { field: 'geometry', message: `a ${a.type} needs geometry` };
  } else if (hasBox || a.geometry) {
    return { field: 'type', message: 'a tag carries no box or geometry' };
  }
  return null;
}

export const createAnnotationBody = z
  .object({
    image_id: z.number().int().min(1),
    type: z.enum(ANNOTATION_TYPES).default('bbox'),
    class_value: fields.class_value,
    source: fields.source.default('manual'),
    confidence: fields.confidence.optional(),
    x_center: fields.x_center.optional(),
    y_center: fields.y_center.optional(),
    width: fields.width.optional(),
    height: fields.height.optional(),
    geometry: fields.geometry.optional(),
    z_order: fields.z_order.default(0),
  })
  .superRefine((a, ctx) => {
    const problem = geometryProblem(a);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .meta({ id: 'CreateAnnotation' });

export const updateAnnotationBody = z
  .object({
    class_value: fields.class_value.optional(),
    source: fields.source.optional(),
    confidence: fields.confidence.optional(),
    x_center: fields.x_center.optional(),
    y_center: fields.y_center.optional(),
    width: fields.width.optional(),
    height: fields.height.optional(),
    geometry: fields.geometry.optional(),
    z_order: fields.z_order.optional(),
  })
  .meta({ id: 'UpdateAnnotation' });

export const listAnnotationsQuery = z.object({ image_id: z.coerce.number().int().min(1) });

export type AnnotationView = z.output<typeof annotation>;
export type CreateAnnotation = z.output<typeof createAnnotationBody>;
export type UpdateAnnotation = z.output<typeof updateAnnotationBody>;

/** One annotation of a bulk write: as `CreateAnnotation`, without the image (the item names it). */
const bulkAnnotation = z
  .object({
    type: z.enum(ANNOTATION_TYPES).default('bbox'),
    class_value: fields.class_value,
    source: fields.source.default('manual'),
    confidence: fields.confidence.optional(),
    x_center: fields.x_center.optional(),
    y_center: fields.y_center.optional(),
    width: fields.width.optional(),
    height: fields.height.optional(),
    geometry: fields.geometry.optional(),
    z_order: fields.z_order.optional(),
  })
  .meta({ id: 'BulkAnnotation' });

export const bulkAnnotationsBody = z
  .object({
    items: z
      .array(
        z.object({
          image_id: z.number().int().min(1),
          mode: z
            .enum(['replace', 'append'])
            .default('replace')
            .meta({ description: "`replace` (default): these become the image's only annotations; `append`: added" }),
          annotations: z.array(bulkAnnotation).max(1000),
        }),
      )
      .min(1)
      .max(500),
  })
  .meta({ id: 'BulkAnnotations' });

export const bulkAnnotationsResult = z
  .object({
    written: z.array(
      z.object({ image_id: z.number().int(), annotation_ids: z.array(z.number().int()) }).meta({ id: 'BulkWritten' }),
    ),
    errors: z.array(
      z
        .object({
          index: z.number().int().meta({ description: 'Position of the item in `items`' }),
          image_id: z.number().int(),
          code: z.enum(['NOT_FOUND', 'VALIDATION_ERROR']),
          message: z.string(),
          field: z.string().nullable().meta({ description: 'e.g. `items.3.annotations.0.x_center`' }),
        })
        .meta({ id: 'BulkItemError' }),
    ),
  })
  .meta({ id: 'BulkAnnotationsResult' });

export type BulkAnnotations = z.output<typeof bulkAnnotationsBody>;
export type BulkAnnotationsResult = z.output<typeof bulkAnnotationsResult>;
