import type { EvaluationJob } from '../../../contracts/custom-resources.js';
import type { OperatorApiClient } from '../../runtime/api-client.js';
import type { ClusterReader } from '../../runtime/cache.js';
import type { Cluster } from '../../runtime/kube.js';
import { JobBackedReconciler, type JobBackedOptions } from '../shared/job-backed-reconciler.js';
import { buildEvaluationWorkload } from './builder.js';

/** EvaluationJob -> one batch/v1 Job; the API scores the predictions it posts, and its figures show here. */
export function evaluationJobReconciler(
  cluster: Cluster,
  cache: ClusterReader,
  api: OperatorApiClient,
  options?: JobBackedOptions,
): JobBackedReconciler<EvaluationJob> {
  return new JobBackedReconciler<EvaluationJob>(
    cluster,
    cache,
    api,
    {
      kind: 'EvaluationJob',
      segment: 'evaluation-jobs',
      jobSuffix: 'evaluate',
      build: (resource, inputs) => buildEvaluationWorkload(resource, inputs),
      resultFields: (result) => (Object.keys(result.metrics).length > 0 ? { metrics: result.metrics } : {}),
    },
    options,
  );
}
