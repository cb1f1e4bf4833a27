import type { WorkloadUrlName } from '../../../../contracts/workload-contract.js';
import type { WorkloadDoc } from './repository.js';
import { artifactKeys } from './views.js';

/** One object a job may transfer: read with a GET URL, or written with a PUT URL. */
export interface JobObject {
  method: 'GET' | 'PUT';
  key: string;
}

export type JobObjects = Partial<Record<WorkloadUrlName, JobObject>>;

/**
 * Exactly the objects a job may read or write, by the URL names of the workload contract: its
 * inputs as recorded when its Job was made (`input_keys`: dataset archive, base model, source
 * model, calibration and validation archives) and its own outputs under its record's prefix.
 * Nothing else of the organization (another job's outputs, verified copies) is ever signed for it.
 */
export function jobObjects(record: WorkloadDoc): JobObjects {
  const objects: JobObjects = {};
  for (const [name, key] of Object.entries(record.input_keys ?? {}) as [WorkloadUrlName, string][])
    objects[name] = { method: 'GET', key };
  if (record.kind === 'TrainingJob') {
    objects.CHECKPOINT_URL = { method: 'GET', key: artifactKeys.checkpoint(record) };
    objects.CHECKPOINT_UPLOAD_URL = { method: 'PUT', key: artifactKeys.checkpoint(record) };
    objects.WEIGHTS_UPLOAD_URL = { method: 'PUT', key: artifactKeys.weights(record) };
    objects.ONNX_UPLOAD_URL = { method: 'PUT', key: artifactKeys.onnx(record) };
  } else if (record.kind === 'EvaluationJob') {
    objects.PREDICTIONS_UPLOAD_URL = { method: 'PUT', key: artifactKeys.predictions(record) };
  } else {
    objects.ARTIFACT_UPLOAD_URL = { method: 'PUT', key: artifactKeys.exported(record) };
  }
  return objects;
}
