import { z } from 'zod';
import { timestamp } from '../../../lib/http/schemas.js';
import { IMPORT_FORMATS } from '../imports/formats/index.js';
import { EXPORT_FORMATS, JOB_STATUSES, JOB_TYPES } from './repository.js';

export const jobStatus = z.enum(JOB_STATUSES).meta({
  id: 'AsyncJobStatus',
  description:
    '`queued` -> `running` -> `completed` or `failed`. A failed job leaves nothing behind (no artifact; ' +
    'for an import, no image, annotation, batch or object of it).',
});

/** What a job's `format` can be: an export's or an import's layout (one list, each name once). */
const JOB_FORMATS = [...new Set([...EXPORT_FORMATS, ...IMPORT_FORMATS])] as [
  (typeof EXPORT_FORMATS)[number] | (typeof IMPORT_FORMATS)[number],
  ...((typeof EXPORT_FORMATS)[number] | (typeof IMPORT_FORMATS)[number])[],
];

/** The spec's "Asynchronous job response". */
export const asyncJobResponse = z
  .object({
    job_id: z.string().meta({ description: 'Poll GET /jobs/{job_id}' }),
    status: jobStatus,
    message: z.string(),
    created_at: timestamp,
  })
  .meta({ id: 'AsyncJobResponse' });

const exportResult = z
  .object({
    artifact_key: z.string().meta({ description: 'Object key of the zip archive' }),
    download_url: z.string().meta({
      description:
        "A signed address on the API's origin (`GET /jobs/{job_id}/file?...`); GET it without credentials until " +
        'expires_at',
    }),
    expires_at: timestamp,
    size_bytes: z.number().int(),
    image_count: z.number().int(),
  })
  .meta({ id: 'ExportResult' });

const importResult = z
  .object({
    images_added: z.number().int(),
    annotations_added: z.number().int(),
    duplicates_skipped: z
      .number()
      .int()
      .meta({ description: 'Images whose bytes (SHA-256) the project already held, or the archive held twice' }),
    classes_added: z.array(z.string()).meta({ description: "Class names appended to the project's class list" }),
    batch_id: z.number().int().nullable().meta({ description: 'The batch holding the added images' }),
  })
  .meta({ id: 'ImportResult' });

export const asyncJob = z
  .object({
    job_id: z.string(),
    type: z.enum([...JOB_TYPES, 'dataset_import']),
    status: jobStatus,
    progress: z.number().min(0).max(1).meta({ description: 'Share done, 0 to 1' }),
    message: z.string(),
    dataset_version_id: z.number().int().nullable().meta({ description: 'Exports only' }),
    project_id: z.number().int().nullable().meta({ description: 'Imports only: the project imported into' }),
    format: z.enum(JOB_FORMATS),
    max_images: z.number().int().nullable().meta({ description: 'Calibration exports only' }),
    result: z
      .union([exportResult, importResult])
      .nullable()
      .meta({ description: 'Present once completed: ExportResult for exports, ImportResult for imports' }),
    error: z.string().nullable().meta({ description: 'Why the job failed' }),
    created_at: timestamp,
    updated_at: timestamp,
    started_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
  })
  .meta({ id: 'AsyncJob' });

export const jobIdParam = z.object({
  job_id: z.string().min(1).max(128).meta({ description: 'The job id (a UUID)' }),
});

/** The signed part of an export archive's address. */
export const exportLinkQuery = z.object({
  org: z.coerce.number().int().min(1).meta({ description: "The archive's organization" }),
  exp: z.coerce.number().int().min(0).meta({ description: 'Expiry, Unix seconds' }),
  sig: z.string().min(1).max(128).meta({ description: 'The signature' }),
});

export const calibrationQuery = z.object({
  max_images: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(50)
    .meta({ description: 'Most images in the artifact, 1 to 1000 (default 50)' }),
});

export const exportQuery = z.object({
  format: z
    .enum(EXPORT_FORMATS)
    .default('yolo')
    .meta({
      description:
        'Archive layout (default yolo; polygons and masks as YOLO segmentation lines; a version holding only ' +
        'tags gets the classification layout). `coco`: polygons and masks as segmentation, tags in ' +
        '`annotations/labels_<split>.json`. `classification`: ' +
        '`<split>/<class>/<file name>` with data.yaml, an image under each of its classes, unlabelled images left out',
    }),
});

export type AsyncJobView = z.output<typeof asyncJob>;
export type ImportResultView = z.output<typeof importResult>;
export type AsyncJobResponse = z.output<typeof asyncJobResponse>;
