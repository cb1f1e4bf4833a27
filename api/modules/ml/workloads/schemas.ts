import { z } from 'zod';
import { EXPORT_FORMATS, PRECISIONS } from '../../../../contracts/custom-resources.js';
import { producibleFormat, TASKS } from '../../../../contracts/workload-contract.js';
import {
  conditionSchema as condition,
  inputsReply,
  recordPhase,
  statusBody,
  statusReply,
  syncBody,
} from '../../../../contracts/operator-contract.js';
import { workloadReport } from '../../../../contracts/workload-contract.js';
import { pageQuery, timestamp } from '../../../lib/http/schemas.js';

/** The input size a training, export or evaluation job may ask for: a multiple of 32 (YOLO's stride). */
export const jobImageSize = z.number().int().min(32).max(4096).multipleOf(32);

export const workloadFields = {
  id: z.number().int(),
  resource: z
    .object({ namespace: z.string(), name: z.string() })
    .meta({ description: 'The custom resource in the cluster' }),
  phase: recordPhase,
  progress: z.number().min(0).max(1),
  message: z.string().nullable(),
  attempts: z.number().int(),
  conditions: z.array(condition),
  metrics: z.record(z.string(), z.number()),
  log_tail: z
    .string()
    .nullable()
    .meta({
      description:
        "A failed job's last words: the failed pod's termination message, which Kubernetes fills with the " +
        'tail of its log (the last 80 lines or 2048 bytes, whichever is smaller); null otherwise',
    }),
  created_via: z.enum(['api', 'kubectl']),
  started_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
};

export const trainingJob = z
  .object({
    ...workloadFields,
    project_id: z.number().int(),
    dataset_version_id: z.number().int(),
    task: z.enum(TASKS).meta({ description: "What the model learns: the project's task (detect, classify, segment)" }),
    base_model: z.string(),
    epochs: z.number().int(),
    image_size: z.number().int(),
    batch_size: z.number().int(),
    hyperparameters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    model_version_id: z.number().int().nullable().meta({ description: 'The model version created when it succeeded' }),
    epoch: z
      .object({ epoch: z.number().int(), epochs: z.number().int() })
      .nullable()
      .meta({ description: 'The last finished epoch; its figures are in metrics, every epoch in /metrics' }),
    warnings: z.array(z.string()).meta({
      description:
        "What the epochs so far call for, e.g. the task's accuracy (mAP50, mask mAP50, top-1) still 0 after " +
        'several epochs; empty when all is well',
    }),
  })
  .meta({ id: 'TrainingJob' });

export const exportJob = z
  .object({
    ...workloadFields,
    model_version_id: z.number().int(),
    format: z.enum(EXPORT_FORMATS),
    precision: z.enum(PRECISIONS),
    calibration_dataset_version_id: z.number().int().nullable(),
    artifact_key: z.string().nullable(),
  })
  .meta({ id: 'ExportJob' });

export const epochFigures = z
  .object({
    epoch: z.number().int(),
    epochs: z.number().int(),
    metrics: z.record(z.string(), z.number()).meta({
      description: 'As the trainer reported them: box_loss, cls_loss, dfl_loss, precision, recall, map50, map50_95',
    }),
    reported_at: timestamp,
  })
  .meta({ id: 'TrainingEpoch' });

export const createTrainingBody = z
  .object({
    project_id: z.number().int().min(1),
    dataset_version_id: z.number().int().min(1),
    base_model: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .meta({
        description:
          'model-version:<id> fine-tunes a model version of this platform (of the same task); an architecture such ' +
          'as yolov8n.yaml (yolov8n-cls.yaml, yolov8n-seg.yaml) trains from scratch; a hub checkpoint such as ' +
          'yolov8n.pt needs the cluster to reach the hub and a SHA-256 pin in WORKLOAD_HUB_SHA256 (else 400). ' +
          "Default: the smallest architecture of the project's task (yolov8n.yaml, yolov8n-cls.yaml or yolov8n-seg.yaml)",
      }),
    epochs: z.number().int().min(1).max(10_000).default(100),
    image_size: jobImageSize.default(640),
    batch_size: z.number().int().min(1).max(1024).default(16),
    hyperparameters: z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean()])).default({}),
    resources: z
      .object({
        cpu: z
          .string()
          .regex(/^[0-9]+(\.[0-9]+)?m?$/)
          .optional(),
        memory: z
          .string()
          .regex(/^[0-9]+(Ki|Mi|Gi|Ti)?$/)
          .optional(),
        gpu: z.number().int().min(0).max(16).optional(),
      })
      .optional(),
  })
  .meta({ id: 'CreateTrainingJob' });

export const trainingOptionsQuery = z.object({
  dataset_version_id: z.coerce.number().int().min(1).meta({ description: 'The dataset version to train on' }),
});

export const trainingOptions = z
  .object({
    task: z.enum(TASKS),
    default_base_model: z.string().meta({
      description:
        "The project's latest model version when it has one (fine-tuned), else a pinned pretrained hub " +
        "checkpoint of the task, else the task's smallest architecture",
    }),
    base_models: z
      .array(
        z.object({
          value: z.string().meta({ description: 'What base_model takes' }),
          kind: z.enum(['model-version', 'architecture', 'hub']),
          label: z.string(),
        }),
      )
      .meta({
        description:
          "This organization's model versions of the task with weights (the project's first), hub checkpoints " +
          'pinned in WORKLOAD_HUB_SHA256 (only those: the cluster reaches the hub for them), then architectures',
      }),
    presets: z
      .array(
        z.object({
          name: z.enum(['cpu', 'gpu']),
          label: z.string(),
          epochs: z.number().int(),
          image_size: z.number().int(),
          batch_size: z.number().int(),
          resources: z.object({ gpu: z.number().int().optional() }),
        }),
      )
      .meta({ description: 'Sized for a CPU node and, when JOB_MAX_GPU allows one, a GPU node; within the caps' }),
  })
  .meta({ id: 'TrainingOptions' });

export const createExportBody = z
  .object({
    model_version_id: z.number().int().min(1),
    format: producibleFormat,
    precision: z.enum(PRECISIONS).default('fp32'),
    calibration_dataset_version_id: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: 'Required for int8: the dataset version whose calibration export calibrates it' }),
    image_size: jobImageSize
      .optional()
      .meta({ description: "Default: the model version's input_size (a fixed-size ONNX model exports at its own)" }),
  })
  .refine((b) => b.precision !== 'int8' || b.calibration_dataset_version_id !== undefined, {
    path: ['calibration_dataset_version_id'],
    message: 'int8 needs calibration_dataset_version_id',
  })
  .meta({ id: 'CreateExportJob' });

export const exportFormatOptions = z
  .array(
    z.object({
      format: producibleFormat,
      precisions: z
        .array(z.enum(PRECISIONS))
        .meta({ description: 'What the format comes in; the first is the default' }),
      needs_gpu: z.boolean(),
      available: z
        .boolean()
        .meta({ description: "False when the format needs a GPU node and the server's caps allow none (JOB_MAX_GPU)" }),
    }),
  )
  .meta({ id: 'ExportFormatOptions' });

export const listWorkloadsQuery = pageQuery.extend({
  project_id: z.coerce.number().int().min(1).optional(),
  phase: recordPhase.optional(),
});

/** What a running workload reports (contracts/workload-contract.ts is the one definition). */
export const workloadReportBody = workloadReport;

export type TrainingJobView = z.output<typeof trainingJob>;
export type EpochView = z.output<typeof epochFigures>;
export type ExportJobView = z.output<typeof exportJob>;
export type CreateTraining = z.output<typeof createTrainingBody>;
export type CreateExport = z.output<typeof createExportBody>;
export type ListWorkloadsQuery = z.output<typeof listWorkloadsQuery>;
export type SyncInput = z.output<typeof syncBody>;
export type StatusInput = z.output<typeof statusBody>;
export type WorkloadReport = z.output<typeof workloadReportBody>;
export type InputsReply = z.output<typeof inputsReply>;
export type StatusReply = z.output<typeof statusReply>;
