import { z } from 'zod';
import { EXPORT_FORMATS, PRECISIONS } from '../../../../contracts/custom-resources.js';
import { pageQuery, timestamp } from '../../../lib/http/schemas.js';
import { MODEL_ROLES } from './repository.js';

export const modelVersion = z
  .object({
    id: z.number().int(),
    project_id: z.number().int().nullable(),
    name: z.string(),
    version: z.number().int(),
    source: z.enum(['training', 'upload']),
    training_job_id: z.number().int().nullable(),
    task: z.string().meta({
      description:
        'What the model predicts: detect (boxes), classify (one class per image), segment (instance outlines; ' +
        'also SAM). Models trained before tasks were recorded read as detect',
    }),
    role: z.enum(MODEL_ROLES),
    class_names: z.array(z.string()),
    input_size: z.number().int(),
    metrics: z.record(z.string(), z.number()),
    artifacts: z.object({ weights: z.string().nullable(), onnx: z.string().nullable() }),
    exports: z
      .array(
        z.object({
          export_job_id: z.number().int(),
          format: z.enum(EXPORT_FORMATS),
          precision: z.enum(PRECISIONS),
          artifact_key: z.string(),
          completed_at: timestamp.nullable(),
          metrics: z.record(z.string(), z.number()).meta({
            description:
              'What the exporter measured on the val split: source_<figure> (the model) next to ' +
              'export_<figure> (this export) for map50, mask_map50 or top1; empty when it did not validate',
          }),
        }),
      )
      .meta({ description: 'Artifacts of the export jobs that succeeded for this model' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'ModelVersion' });

export const downloadQuery = z.object({
  artifact: z.enum(['weights', 'onnx']).default('onnx').meta({
    description: "`onnx` (what inference and deployments run) or `weights` (the trainer's own, to fine-tune)",
  }),
});

/** The signature of a download address (`/ml/models/{id}/file`, `/ml/export-jobs/{id}/file`). */
export const downloadLinkQuery = z.object({
  org: z.coerce.number().int().min(1).meta({ description: "The file's organization" }),
  exp: z.coerce.number().int().min(0).meta({ description: 'Expiry, Unix seconds' }),
  sig: z.string().min(1).max(128).meta({ description: 'The signature' }),
});

export const download = z
  .object({
    url: z.string().meta({
      description: "A signed address on the API's origin; GET it without credentials until expires_at",
    }),
    file_name: z.string(),
    expires_at: timestamp,
  })
  .meta({ id: 'Download' });

export const listModelsQuery = pageQuery.extend({
  project_id: z.coerce.number().int().min(1).optional(),
});

export type ModelVersionView = z.output<typeof modelVersion>;
export type ListModelsQuery = z.output<typeof listModelsQuery>;
