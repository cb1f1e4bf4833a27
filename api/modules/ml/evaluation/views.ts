import type { EvaluationJobSpec } from '../../../../contracts/custom-resources.js';
import type { WorkloadDoc } from '../workloads/repository.js';
import { workloadView } from '../workloads/views.js';
import type { EvaluationView } from './schemas.js';

/** An evaluation as the API shows it; lists leave the figures out (they can be large). */
export function toEvaluationView(doc: WorkloadDoc): EvaluationView {
  const spec = doc.spec as EvaluationJobSpec;
  return {
    ...workloadView(doc),
    project_id: spec.projectId,
    model_version_id: spec.modelVersionId,
    dataset_version_id: spec.datasetVersionId,
    split: spec.split ?? 'test',
    image_size: spec.imageSize ?? 640,
    figures: doc.evaluation ?? null,
  };
}

export function toEvaluationSummary(doc: WorkloadDoc): Omit<EvaluationView, 'figures'> {
  const { figures: _figures, ...summary } = toEvaluationView(doc);
  return summary;
}
