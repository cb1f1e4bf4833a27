import type { V1Job, V1Secret } from '@kubernetes/client-node';
import type { TrainingJob } from '../../../crds/types.js';
import type { TrainerEnv } from '../../../crds/workload-contract.js';
import { buildWorkload, type JobInputs } from '../shared/workload.js';

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
        // Only detection trains today; the API refuses other project types (workloads/trainer).
        TASK: 'detect',
        CHECKPOINT_EVERY: '1',
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
    },
    inputs,
  );
}
