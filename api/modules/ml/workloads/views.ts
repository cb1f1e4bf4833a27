import type { ExportJobSpec, TrainingJobSpec } from '../../../../contracts/custom-resources.js';
import type { EpochDoc, WorkloadDoc } from './repository.js';
import type { EpochView, ExportJobView, TrainingJobView } from './schemas.js';

function common(doc: WorkloadDoc) {
  return {
    id: doc._id,
    resource: { namespace: doc.namespace, name: doc.name },
    phase: doc.phase,
    progress: doc.progress,
    message: doc.message,
    attempts: doc.attempts,
    conditions: doc.conditions,
    metrics: doc.metrics,
    log_tail: doc.log_tail ?? null,
    created_via: doc.created_via,
    started_at: doc.start_time?.toISOString() ?? null,
    completed_at: doc.completion_time?.toISOString() ?? null,
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
  };
}

export function toTrainingView(doc: WorkloadDoc): TrainingJobView {
  const spec = doc.spec as TrainingJobSpec;
  return {
    ...common(doc),
    project_id: spec.projectId,
    dataset_version_id: spec.datasetVersionId,
    task: spec.task ?? 'detect',
    base_model: spec.baseModel,
    epochs: spec.epochs ?? 100,
    image_size: spec.imageSize ?? 640,
    batch_size: spec.batchSize ?? 16,
    hyperparameters: spec.hyperparameters ?? {},
    model_version_id: doc.model_version_id,
    epoch: doc.epoch ?? null,
    warnings: doc.warnings ?? [],
  };
}

export function toEpochView(doc: EpochDoc): EpochView {
  return { epoch: doc.epoch, epochs: doc.epochs, metrics: doc.metrics, reported_at: doc.reported_at.toISOString() };
}

export function toExportView(doc: WorkloadDoc): ExportJobView {
  const spec = doc.spec as ExportJobSpec;
  return {
    ...common(doc),
    model_version_id: spec.modelVersionId,
    format: spec.format,
    precision: spec.precision ?? 'fp32',
    calibration_dataset_version_id: spec.calibrationDatasetVersionId ?? null,
    artifact_key: doc.artifact_key,
  };
}

/** The exported file's extension per format: one file, or a zip of a folder format's files. */
const EXPORT_EXTENSIONS: Record<string, string> = {
  onnx: 'onnx',
  openvino: 'openvino.zip',
  tflite: 'tflite',
  tensorrt: 'engine',
  hailo: 'hef',
};

/**
 * Object keys of a workload's outputs; deterministic, so a retried status report finds them.
 * The Job gets PUT URLs for these; what a success records is their verified copy
 * (`verified`), under a prefix no Job is ever given a URL for.
 */
export const artifactKeys = {
  verified: (key: string) => key.replace(/^(orgs\/\d+\/models\/)/, '$1verified/'),
  trainingPrefix: (doc: WorkloadDoc) => `orgs/${doc.organization_id}/models/training-${doc._id}/`,
  weights: (doc: WorkloadDoc) => `orgs/${doc.organization_id}/models/training-${doc._id}/best.pt`,
  onnx: (doc: WorkloadDoc) => `orgs/${doc.organization_id}/models/training-${doc._id}/model.onnx`,
  checkpoint: (doc: WorkloadDoc) => `orgs/${doc.organization_id}/models/training-${doc._id}/checkpoint.pt`,
  exportPrefix: (doc: WorkloadDoc) => `orgs/${doc.organization_id}/models/exports/export-${doc._id}/`,
  exported: (doc: WorkloadDoc) => {
    const spec = doc.spec as ExportJobSpec;
    const extension = EXPORT_EXTENSIONS[spec.format] ?? spec.format;
    return `orgs/${doc.organization_id}/models/exports/export-${doc._id}/model-${spec.precision ?? 'fp32'}.${extension}`;
  },
};
