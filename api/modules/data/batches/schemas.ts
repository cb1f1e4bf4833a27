import { z } from 'zod';
import { pageQuery, timestamp } from '../../../lib/http/schemas.js';
import { BATCH_STAGES } from './repository.js';

export const batchStage = z.enum(BATCH_STAGES).meta({
  id: 'BatchStage',
  description:
    "`collecting` -> `complete`: closed by PATCH (stage=complete) or on its own once the organization's batch " +
    'timeout has passed since its last image (when auto-close is on). A closed batch takes no new images; the ' +
    "device's next upload opens a new batch.",
});

export const batch = z
  .object({
    id: z.number().int(),
    name: z.string(),
    stage: batchStage,
    device_id: z.string(),
    project_id: z.number().int().nullable(),
    image_count: z.number().int(),
    labeled_count: z.number().int().meta({
      description: "How many of the batch's images are labeled (annotation_status `completed`)",
    }),
    last_image_at: timestamp.nullable().meta({
      description:
        'When an image last joined the batch, recorded at most every 5 seconds (the timed closure counts ' +
        'from the newest image exactly)',
    }),
    closed_at: timestamp.nullable(),
    closed_reason: z.enum(['manual', 'timeout']).nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Batch' });

export const listBatchesQuery = pageQuery.extend({
  project_id: z.coerce.number().int().min(1).optional(),
  stage: batchStage.optional(),
  device_id: z.string().max(128).optional(),
});

export const updateBatchBody = z
  .object({
    stage: z.literal('complete').optional().meta({ description: '`complete` closes the batch' }),
    name: z.string().trim().min(1).max(200).optional(),
    project_id: z
      .number()
      .int()
      .min(1)
      .nullable()
      .optional()
      .meta({ description: 'Assigns the batch and its images to a project (null unassigns)' }),
  })
  .meta({ id: 'UpdateBatch' });

export const splitSummaryQuery = z.object({
  annotation_status: z.enum(['pending', 'completed']).optional(),
});

export const splitSummary = z
  .object({
    batch_id: z.number().int(),
    total: z.number().int(),
    annotated_total: z.number().int(),
    unsplit: z.number().int(),
    has_annotations: z.boolean(),
    split_counts: z
      .record(z.string(), z.number().int())
      .meta({ description: 'Images per split name (train, val, test, none)' }),
    locked_counts: z
      .record(z.string(), z.number().int())
      .meta({ description: 'Images with a locked split, per split name' }),
    class_distribution: z.record(z.string(), z.number().int()).meta({ description: 'Annotations per class value' }),
  })
  .meta({ id: 'BatchSplitSummary' });

export type BatchView = z.output<typeof batch>;
export type ListBatchesQuery = z.output<typeof listBatchesQuery>;
export type UpdateBatch = z.output<typeof updateBatchBody>;
export type SplitSummary = z.output<typeof splitSummary>;
