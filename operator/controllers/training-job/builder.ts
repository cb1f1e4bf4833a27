import type { V1Job, V1Secret } from '@kubernetes/client-node';
import type { TrainingJob } from '../../../contracts/custom-resources.js';
import type { TrainerEnv } from '../../../contracts/workload-contract.js';
import { buildWorkload, type JobInputs } from '../shared/workload.js';

/**
 * At most ten checkpoints a job: each is a full upload of the weights and optimizer state (about
 * 30 MB for yolov8n) that the epoch waits for, so one per epoch cost short trainings about a
 * fifth of their time (bench:training); a retried pod redoes at most a tenth of the epochs.
 */
export function checkpointEvery(epochs: number): number {
  return Math.max(1, Math.ceil(epochs / 10));
}

/** The pure part of training: a TrainingJob and its inputs become a Secret and a batch/v1 Job. */
export function buildTrainingWorkload(resource: TrainingJob, inputs: JobInputs): { secret: V1Secret; job: V1Job } {
  const spec = resource.spec;
  return buildWorkload(
    resource,
    {
      kind: 'TrainingJob',
      suffix: 'train',
      image: spec.trainerImage,
      args: ['train'],
      env: {
        TASK: spec.task ?? 'detect',
        CHECKPOINT_EVERY: String(checkpointEvery(spec.epochs ?? 100)),
        HEARTBEAT_S: '15',
        BASE_MODEL: spec.baseModel,
        EPOCHS: String(spec.epochs ?? 100),
        IMAGE_SIZE: String(spec.imageSize ?? 640),
        BATCH_SIZE: String(spec.batchSize ?? 16),
        HYPERPARAMETERS: JSON.stringify(spec.hyperparameters ?? {}),
        ORGANIZATION_ID: String(spec.organizationId),
        PROJECT_ID: String(spec.projectId),
        DATASET_VERSION_ID: String(spec.datasetVersionId),
      } satisfies Partial<TrainerEnv>,
      backoffLimit: spec.backoffLimit ?? 2,
      resources: spec.resources,
      activeDeadlineSeconds: spec.activeDeadlineSeconds,
    },
    inputs,
  );
}
