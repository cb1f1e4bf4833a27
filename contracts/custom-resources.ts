/**
 * The contract between the API and the operator: the custom resources' spec and status, and the
 * names both sides use. Written once, here, in zod: the TypeScript types the API and the operator
 * compile against are inferred from these schemas, and `npm run contract:generate` writes the CRD
 * YAML the cluster enforces (helm/edge-vision/crds/) from the same schemas (crd-yaml.ts).
 */
import { z } from 'zod';

export const GROUP = 'edgevision.io';
export const VERSION = 'v1alpha1';
export const API_VERSION = `${GROUP}/${VERSION}`;

export const KINDS = {
  TrainingJob: { kind: 'TrainingJob', plural: 'trainingjobs' },
  ExportJob: { kind: 'ExportJob', plural: 'exportjobs' },
  EvaluationJob: { kind: 'EvaluationJob', plural: 'evaluationjobs' },
  DeploymentJob: { kind: 'DeploymentJob', plural: 'deploymentjobs' },
} as const;

export type KindName = keyof typeof KINDS;

/** Labels on the custom resources and on every Job the operator creates for them. */
export const LABELS = {
  organization: `${GROUP}/organization-id`,
  kind: `${GROUP}/kind`,
  resource: `${GROUP}/resource`,
  managedBy: 'app.kubernetes.io/managed-by',
} as const;

export const MANAGED_BY = 'edge-vision-operator';

/** Finalizer guarding what lives outside the cluster (object store artifacts, API records). */
export const FINALIZER = `${GROUP}/cleanup`;

export const EXPORT_FORMATS = ['onnx', 'tensorrt', 'openvino', 'tflite', 'hailo'] as const;
export const PRECISIONS = ['fp32', 'fp16', 'int8'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type Precision = (typeof PRECISIONS)[number];

const PHASES = ['Pending', 'Running', 'Succeeded', 'Failed'] as const;
export type Phase = (typeof PHASES)[number];

const DEVICE_ROLLOUT_STATES = ['Waiting', 'InProgress', 'Succeeded', 'Failed', 'RolledBack'] as const;
export type DeviceRolloutState = (typeof DEVICE_ROLLOUT_STATES)[number];

// Building blocks. Integers are ids or counts; `dateTime` is an RFC 3339 string as Kubernetes
// writes them (the format only, so the CRD does not carry zod's long date pattern).
const id = z.number().int().min(1);
const count = z.number().int().min(0);
const dateTime = z.string().meta({ format: 'date-time' });
const share = z.number().min(0).max(1);
const imageSize = z.number().int().min(32).max(4096).multipleOf(32).default(640);
const cpu = z.string().regex(/^[0-9]+(\.[0-9]+)?m?$/);
const memory = z.string().regex(/^[0-9]+(Ki|Mi|Gi|Ti)?$/);
const gpu = z.number().int().min(0).max(16);
const jobLimits = {
  activeDeadlineSeconds: z
    .number()
    .int()
    .min(60)
    .default(86400)
    .meta({ description: 'seconds before Kubernetes stops the Job' }),
  ttlSecondsAfterFinished: z.number().int().min(0).default(86400),
};

const condition = z.object({
  type: z.string(),
  status: z.enum(['True', 'False', 'Unknown']),
  reason: z.string().optional(),
  message: z.string().optional(),
  lastTransitionTime: dateTime,
  observedGeneration: z.number().int().optional(),
});
export type Condition = z.infer<typeof condition>;

/** Conditions merge by type under server-side apply. */
const conditions = z
  .array(condition)
  .meta({ 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['type'] })
  .optional();

const jobStatusBase = {
  phase: z.enum(PHASES).optional(),
  progress: share.optional(),
  message: z.string().optional(),
  observedGeneration: z.number().int().optional(),
  jobName: z.string().optional(),
  attempts: count.optional(),
  startTime: dateTime.optional(),
  completionTime: dateTime.optional(),
  recordId: z.number().int().optional().meta({ description: "The API's record of this job" }),
  conditions,
};
export type JobStatusBase = z.infer<z.ZodObject<typeof jobStatusBase>>;

export const trainingJobSpec = z.object({
  organizationId: id.meta({ description: 'Organization that owns the job' }),
  projectId: id,
  datasetVersionId: id.meta({ description: 'Dataset version to train on' }),
  task: z
    .enum(['detect', 'classify', 'segment'])
    .optional()
    .meta({ description: "What the model learns (default detect); the API sets the project's task" }),
  baseModel: z.string().min(1).max(200).meta({
    description: 'model-version:<id>, an architecture (yolov8n.yaml) or a hub checkpoint (yolov8n.pt)',
  }),
  epochs: z.number().int().min(1).max(10000).default(100),
  imageSize,
  batchSize: z.number().int().min(1).max(1024).default(16),
  hyperparameters: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .meta({
      description: 'Trainer hyperparameters (numbers, strings or booleans), passed through as JSON',
      'x-kubernetes-preserve-unknown-fields': true,
    }),
  trainerImage: z.string().min(1).meta({ description: 'Container image that runs the training' }),
  resources: z.object({ cpu: cpu.default('2'), memory: memory.default('8Gi'), gpu: gpu.default(0) }).optional(),
  ...jobLimits,
  backoffLimit: z.number().int().min(0).max(10).default(2),
});

export const trainingJobStatus = z.object({
  ...jobStatusBase,
  modelVersionId: z.number().int().optional().meta({ description: 'Model version created when the job succeeded' }),
  epoch: z.string().optional().meta({ description: 'The last finished epoch of all, e.g. 3/10' }),
  metrics: z
    .record(z.string(), z.number())
    .optional()
    .meta({ description: 'The figures of the last finished epoch (map50, map50_95, box_loss, ...)' }),
});

export const exportJobSpec = z
  .object({
    organizationId: id,
    modelVersionId: id,
    format: z.enum(EXPORT_FORMATS),
    precision: z.enum(PRECISIONS).default('fp32'),
    calibrationDatasetVersionId: id.optional(),
    imageSize,
    exporterImage: z.string().min(1),
    resources: z
      .object({ cpu: cpu.optional(), memory: memory.optional(), gpu: gpu.optional() })
      .optional()
      .meta({ description: 'Set by the API for formats bound to GPU hardware (e.g. tensorrt asks for one GPU)' }),
    ...jobLimits,
    backoffLimit: z.number().int().min(0).max(10).default(1),
  })
  .meta({
    'x-kubernetes-validations': [
      {
        rule: "self.precision != 'int8' || has(self.calibrationDatasetVersionId)",
        message: 'int8 export needs calibrationDatasetVersionId (a calibration export of a dataset version)',
      },
    ],
  });

export const exportJobStatus = z.object({
  ...jobStatusBase,
  artifactKey: z.string().optional().meta({ description: 'Object key of the exported model' }),
});

export const EVALUATION_SPLITS = ['test', 'val', 'train'] as const;

export const evaluationJobSpec = z.object({
  organizationId: id,
  projectId: id,
  modelVersionId: id.meta({ description: 'The model version evaluated' }),
  datasetVersionId: id.meta({ description: "The dataset version whose split's labels it is measured against" }),
  split: z.enum(EVALUATION_SPLITS).default('test'),
  imageSize: imageSize,
  evaluatorImage: z.string().min(1).meta({ description: 'Container image that runs the model on the images' }),
  resources: z.object({ cpu: cpu.optional(), memory: memory.optional(), gpu: gpu.optional() }).optional(),
  ...jobLimits,
  backoffLimit: z.number().int().min(0).max(10).default(1),
});

export const evaluationJobStatus = z.object({
  ...jobStatusBase,
  metrics: z
    .record(z.string(), z.number())
    .optional()
    .meta({ description: 'The overall figures (map50, map50_95, precision, recall or accuracy)' }),
});

export const deploymentJobSpec = z.object({
  organizationId: id,
  exportArtifact: z.object({
    modelVersionId: id,
    exportJobId: id.optional(),
    format: z.enum(EXPORT_FORMATS),
    artifactKey: z.string().optional(),
  }),
  targets: z
    .object({
      deviceIds: z.array(z.string().min(1)).min(1).max(10000).optional(),
      selector: z.object({ matchLabels: z.record(z.string(), z.string()).optional() }).optional(),
    })
    .meta({
      description: 'Device ids, or a label selector over device labels (exactly one)',
      'x-kubernetes-validations': [
        { rule: 'has(self.deviceIds) != has(self.selector)', message: 'give either deviceIds or selector' },
      ],
    }),
  rollout: z
    .object({
      strategy: z.enum(['all', 'batched']).default('all'),
      batchSize: z.number().int().min(1).default(10),
      maxUnavailable: count.default(0),
      deviceTimeoutSeconds: z.number().int().min(1).max(604800).default(1800).meta({
        description:
          'A released device silent this long (no phase report before its first or since its last) counts as failed',
      }),
    })
    .optional(),
  rollbackOnFailure: z.boolean().default(true),
});

export const deploymentJobStatus = z.object({
  phase: z.enum([...PHASES, 'RolledBack']).optional(),
  progress: share.optional(),
  message: z.string().optional(),
  observedGeneration: z.number().int().optional(),
  recordId: z.number().int().optional(),
  targetCount: count.optional(),
  devices: z
    .array(
      z.object({
        deviceId: z.string(),
        state: z.enum(DEVICE_ROLLOUT_STATES),
        phase: z.string().optional(),
        message: z.string().optional(),
        updatedAt: dateTime.optional(),
      }),
    )
    .optional(),
  conditions,
});

// A spec is what a client writes, so fields with a default are optional (zod's input type); a
// status is what the operator writes, as it is.
export type TrainingJobSpec = z.input<typeof trainingJobSpec>;
export type TrainingJobStatus = z.infer<typeof trainingJobStatus>;
export type ExportJobSpec = z.input<typeof exportJobSpec>;
export type ExportJobStatus = z.infer<typeof exportJobStatus>;
export type EvaluationJobSpec = z.input<typeof evaluationJobSpec>;
export type EvaluationJobStatus = z.infer<typeof evaluationJobStatus>;
export type DeploymentJobSpec = z.input<typeof deploymentJobSpec>;
export type DeploymentJobStatus = z.infer<typeof deploymentJobStatus>;

export interface ObjectMeta {
  name: string;
  namespace?: string;
  uid?: string;
  generation?: number;
  resourceVersion?: string;
  creationTimestamp?: string;
  deletionTimestamp?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  finalizers?: string[];
}

export interface CustomResource<Spec, Status> {
  apiVersion: typeof API_VERSION;
  kind: string;
  metadata: ObjectMeta;
  spec: Spec;
  status?: Status;
}

export type TrainingJob = CustomResource<TrainingJobSpec, TrainingJobStatus>;
export type ExportJob = CustomResource<ExportJobSpec, ExportJobStatus>;
export type EvaluationJob = CustomResource<EvaluationJobSpec, EvaluationJobStatus>;
export type DeploymentJob = CustomResource<DeploymentJobSpec, DeploymentJobStatus>;

interface PrinterColumn {
  name: string;
  type: 'string' | 'number' | 'integer' | 'date';
  jsonPath: string;
  format?: 'float';
  priority?: number;
}

/** What `kubectl get` and the CRD's names say about each kind, beside its schemas. */
export const CUSTOM_RESOURCES: Record<
  KindName,
  { shortName: string; spec: z.ZodType; status: z.ZodType; printerColumns: PrinterColumn[] }
> = {
  TrainingJob: {
    shortName: 'tj',
    spec: trainingJobSpec,
    status: trainingJobStatus,
    printerColumns: [
      { name: 'Phase', type: 'string', jsonPath: '.status.phase' },
      { name: 'Progress', type: 'number', format: 'float', jsonPath: '.status.progress' },
      { name: 'Epoch', type: 'string', jsonPath: '.status.epoch' },
      { name: 'mAP50', type: 'number', format: 'float', jsonPath: '.status.metrics.map50' },
      { name: 'Model', type: 'integer', jsonPath: '.status.modelVersionId', priority: 1 },
      { name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' },
    ],
  },
  ExportJob: {
    shortName: 'ej',
    spec: exportJobSpec,
    status: exportJobStatus,
    printerColumns: [
      { name: 'Format', type: 'string', jsonPath: '.spec.format' },
      { name: 'Precision', type: 'string', jsonPath: '.spec.precision' },
      { name: 'Phase', type: 'string', jsonPath: '.status.phase' },
      { name: 'Progress', type: 'number', format: 'float', jsonPath: '.status.progress' },
      { name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' },
    ],
  },
  EvaluationJob: {
    shortName: 'evj',
    spec: evaluationJobSpec,
    status: evaluationJobStatus,
    printerColumns: [
      { name: 'Model', type: 'integer', jsonPath: '.spec.modelVersionId' },
      { name: 'Split', type: 'string', jsonPath: '.spec.split' },
      { name: 'Phase', type: 'string', jsonPath: '.status.phase' },
      { name: 'mAP50', type: 'number', format: 'float', jsonPath: '.status.metrics.map50' },
      { name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' },
    ],
  },
  DeploymentJob: {
    shortName: 'dj',
    spec: deploymentJobSpec,
    status: deploymentJobStatus,
    printerColumns: [
      { name: 'Phase', type: 'string', jsonPath: '.status.phase' },
      { name: 'Progress', type: 'number', format: 'float', jsonPath: '.status.progress' },
      { name: 'Devices', type: 'integer', jsonPath: '.status.targetCount' },
      { name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' },
    ],
  },
};
