import { z } from 'zod';
import { pageQuery, timestamp } from '../../../lib/http/schemas.js';

const ratio = z.number().min(0).max(1);

export const RATIO_TOLERANCE = 1e-6;

const splitCounts = z
  .object({ train: z.number().int(), val: z.number().int(), test: z.number().int() })
  .meta({ id: 'DatasetSplitCounts', description: 'Images per split' });

export const splitRatios = z
  .object({ train: ratio, val: ratio, test: ratio })
  .refine((r) => Math.abs(r.train + r.val + r.test - 1) <= RATIO_TOLERANCE, 'train + val + test must sum to 1')
  .meta({ id: 'SplitRatios', description: 'Shares of train, val and test, each 0 to 1, summing to 1' });

export const createDatasetVersionBody = z
  .object({
    project_id: z.number().int().min(1),
    name: z.string().trim().min(1).max(200),
    batch_ids: z
      .array(z.number().int().min(1))
      .min(1)
      .max(1000)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
      .optional()
      .meta({ description: "Only images of these batches (all of the project's images when absent)" }),
    split: splitRatios.default({ train: 0.7, val: 0.2, test: 0.1 }),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2_147_483_647)
      .default(42)
      .meta({ description: 'The same images, annotations and seed always give the same splits' }),
    only_annotated: z.boolean().default(true).meta({ description: 'Only images whose annotation_status is completed' }),
  })
  .meta({ id: 'CreateDatasetVersion' });

/** The spec's "Dataset version (list item)", field for field. */
export const datasetVersionListItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    version: z.number().int(),
    image_count: z.number().int(),
    batch_count: z.number().int(),
    class_count: z.number().int(),
    created_at: timestamp,
  })
  .meta({ id: 'DatasetVersionListItem' });

export const datasetVersion = datasetVersionListItem
  .extend({
    project_id: z.number().int(),
    classes: z
      .array(z.string())
      .meta({ description: "Class values in the version's annotations; the position is the class index in exports" }),
    split_counts: splitCounts,
    split_ratios: z.object({ train: z.number(), val: z.number(), test: z.number() }),
    seed: z.number().int(),
    only_annotated: z.boolean(),
    batch_ids: z.array(z.number().int()).nullable().meta({ description: 'The batches it was limited to, if any' }),
    splits_locked: z.boolean().meta({
      description:
        'Whether every image of the version is locked in its split yet. The version is usable as soon as it is ' +
        'created; its images are locked right after (seconds, about a minute for 100,000 images on the local ' +
        'database), and the next version of the project waits for that.',
    }),
  })
  .meta({ id: 'DatasetVersion' });

export const listDatasetsQuery = pageQuery.extend({
  project_id: z.coerce.number().int().min(1).optional(),
});

export const listProjectVersionsQuery = pageQuery;

const perSplit = z.object({ train: z.number().int(), val: z.number().int(), test: z.number().int() });

export const classDistribution = z
  .object({
    class_value: z.string(),
    annotations: perSplit.meta({ description: "The version's annotations of this class, per split" }),
    images: perSplit.meta({ description: 'Images of the version showing this class, per split' }),
  })
  .meta({ id: 'DatasetClassDistribution' });

export type ClassDistributionView = z.output<typeof classDistribution>;
export type CreateDatasetVersion = z.output<typeof createDatasetVersionBody>;
export type DatasetVersionView = z.output<typeof datasetVersion>;
export type DatasetVersionListItemView = z.output<typeof datasetVersionListItem>;
export type ListDatasetsQuery = z.output<typeof listDatasetsQuery>;
