/**
 * The contract between the API and the operator: the custom resources' spec and status, and
 * the names both sides use. The YAML beside this file is the schema the cluster enforces;
 * test/operator/crd-types.test.ts fails when the two disagree on a field's type, requiredness or
 * enum values, so change both together.
 */
export const GROUP = 'edgevision.io';
export const VERSION = 'v1alpha1';
export const API_VERSION = `${GROUP}/${VERSION}`;

export const KINDS = {
  TrainingJob: { kind: 'TrainingJob', plural: 'trainingjobs' },
  ExportJob: { kind: 'ExportJob', plural: 'exportjobs' },
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

export type Phase = 'Pending' | 'Running' | 'Succeeded' | 'Failed';

export interface Condition {
  type: string;
  status: 'True' | 'False' | 'Unknown';
  reason?: string;
  message?: string;
  lastTransitionTime: string;
  observedGeneration?: number;
}

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

export interface JobStatusBase {
  phase?: Phase;
  progress?: number;
  message?: string;
  observedGeneration?: number;
  jobName?: string;
  attempts?: number;
  startTime?: string;
  completionTime?: string;
  recordId?: number;
  conditions?: Condition[];
}

export interface TrainingJobSpec {
  organizationId: number;
  projectId: number;
  datasetVersionId: number;
  /** What the model learns (default detect); the API sets the project's task. */
  task?: 'detect' | 'classify' | 'segment';
  baseModel: string;
  epochs?: number;
  imageSize?: number;
  batchSize?: number;
  hyperparameters?: Record<string, string | number | boolean>;
  trainerImage: string;
  resources?: { cpu?: string; memory?: string; gpu?: number };
  /** The Job's activeDeadlineSeconds (default 86400). */
  activeDeadlineSeconds?: number;
  backoffLimit?: number;
  ttlSecondsAfterFinished?: number;
}

export interface TrainingJobStatus extends JobStatusBase {
  modelVersionId?: number;
  /** The last finished epoch of all, e.g. `3/10` (a printer column). */
  epoch?: string;
  /** That epoch's figures (map50 is a printer column). */
  metrics?: Record<string, number>;
}

export type TrainingJob = CustomResource<TrainingJobSpec, TrainingJobStatus>;

export const EXPORT_FORMATS = ['onnx', 'tensorrt', 'openvino', 'tflite', 'hailo'] as const;
export const PRECISIONS = ['fp32', 'fp16', 'int8'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type Precision = (typeof PRECISIONS)[number];

export interface ExportJobSpec {
  organizationId: number;
  modelVersionId: number;
  format: ExportFormat;
  precision?: Precision;
  calibrationDatasetVersionId?: number;
  imageSize?: number;
  exporterImage: string;
  /** Set for formats bound to GPU hardware. */
  resources?: { cpu?: string; memory?: string; gpu?: number };
  /** The Job's activeDeadlineSeconds (default 86400). */
  activeDeadlineSeconds?: number;
  backoffLimit?: number;
  ttlSecondsAfterFinished?: number;
}

export interface ExportJobStatus extends JobStatusBase {
  artifactKey?: string;
}

export type ExportJob = CustomResource<ExportJobSpec, ExportJobStatus>;

export type DeviceRolloutState = 'Waiting' | 'InProgress' | 'Succeeded' | 'Failed' | 'RolledBack';

export interface DeploymentJobSpec {
  organizationId: number;
  exportArtifact: { modelVersionId: number; exportJobId?: number; format: ExportFormat; artifactKey?: string };
  targets: { deviceIds?: string[]; selector?: { matchLabels?: Record<string, string> } };
  rollout?: {
    strategy?: 'all' | 'batched';
    batchSize?: number;
    maxUnavailable?: number;
    /** Seconds a released device may go without a phase report (before its first, or since its last) before it counts as failed. */
    deviceTimeoutSeconds?: number;
  };
  rollbackOnFailure?: boolean;
}

export interface DeploymentJobStatus {
  phase?: Phase | 'RolledBack';
  progress?: number;
  message?: string;
  observedGeneration?: number;
  recordId?: number;
  targetCount?: number;
  devices?: { deviceId: string; state: DeviceRolloutState; phase?: string; message?: string; updatedAt?: string }[];
  conditions?: Condition[];
}

export type DeploymentJob = CustomResource<DeploymentJobSpec, DeploymentJobStatus>;
