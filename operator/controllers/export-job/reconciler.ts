import type { ExportJob } from '../../../contracts/custom-resources.js';
import type { OperatorApiClient } from '../../runtime/api-client.js';
import type { ClusterReader } from '../../runtime/cache.js';
import type { Cluster } from '../../runtime/kube.js';
import { JobBackedReconciler, type JobBackedOptions } from '../shared/job-backed-reconciler.js';
import { buildExportWorkload } from './builder.js';

/** ExportJob -> one batch/v1 Job; a success records the exported artifact on the model version. */
export function exportJobReconciler(
  cluster: Cluster,
  cache: ClusterReader,
  api: OperatorApiClient,
  options?: JobBackedOptions,
): JobBackedReconciler<ExportJob> {
  return new JobBackedReconciler<ExportJob>(
    cluster,
    cache,
    api,
    {
      kind: 'ExportJob',
      segment: 'export-jobs',
      jobSuffix: 'export',
      build: (resource, inputs) => buildExportWorkload(resource, inputs),
      resultFields: (result) => (result.artifact_key ? { artifactKey: result.artifact_key } : {}),
    },
    options,
  );
}
