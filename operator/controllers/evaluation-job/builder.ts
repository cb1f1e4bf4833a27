import type { V1Job, V1Secret } from '@kubernetes/client-node';
import type { EvaluationJob } from '../../../contracts/custom-resources.js';
import type { EvaluatorEnv } from '../../../contracts/workload-contract.js';
import { buildWorkload, type JobInputs } from '../shared/workload.js';

/** An EvaluationJob and its inputs become a Secret and a batch/v1 Job running the evaluator. */
export function buildEvaluationWorkload(resource: EvaluationJob, inputs: JobInputs): { secret: V1Secret; job: V1Job } {
  const spec = resource.spec;
  return buildWorkload(
    resource,
    {
      kind: 'EvaluationJob',
      suffix: 'evaluate',
      image: spec.evaluatorImage,
      args: ['evaluate'],
      env: {
        ORGANIZATION_ID: String(spec.organizationId),
        MODEL_VERSION_ID: String(spec.modelVersionId),
        DATASET_VERSION_ID: String(spec.datasetVersionId),
        SPLIT: spec.split ?? 'test',
        IMAGE_SIZE: String(spec.imageSize ?? 640),
        HEARTBEAT_S: '15',
      } satisfies Partial<EvaluatorEnv> & Record<string, string>,
      backoffLimit: spec.backoffLimit ?? 1,
      resources: spec.resources,
      activeDeadlineSeconds: spec.activeDeadlineSeconds,
    },
    inputs,
  );
}
