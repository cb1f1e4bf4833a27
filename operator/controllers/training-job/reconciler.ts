import type { TrainingJob } from '../../../contracts/custom-resources.js';
import type { OperatorApiClient } from '../../runtime/api-client.js';
import type { ClusterReader } from '../../runtime/cache.js';
import type { Cluster } from '../../runtime/kube.js';
import { JobBackedReconciler, type JobBackedOptions } from '../shared/job-backed-reconciler.js';
import { buildTrainingWorkload } from './builder.js';

/** TrainingJob -> one batch/v1 Job; a success becomes a model version in the API. */
export function trainingJobReconciler(
  cluster: Cluster,
  cache: ClusterReader,
  api: OperatorApiClient,
  options?: JobBackedOptions,
): JobBackedReconciler<TrainingJob> {
  return new JobBackedReconciler<TrainingJob>(
    cluster,
    cache,
    api,
    {
      kind: 'TrainingJob',
      segment: 'training-jobs',
      jobSuffix: 'train',
      build: (resource, inputs) => buildTrainingWorkload(resource, inputs),
      resultFields: (result) => ({
        ...(result.model_version_id ? { modelVersionId: result.model_version_id } : {}),
        ...(result.epoch ? { epoch: `${result.epoch.epoch}/${result.epoch.epochs}`, metrics: result.metrics } : {}),
      }),
    },
    options,
  );
}
