/**
 * Whether a model version can be evaluated on a dataset version, and on which split, without
 * I/O: the service gathers the facts, this decides (and says why not, naming the field).
 */
import type { Task } from '../../../../contracts/workload-contract.js';

export type EvaluationSplit = 'test' | 'val' | 'train';

export interface EvaluationFacts {
  model: { id: number; projectId: number | null; task: Task; hasArtifact: boolean };
  version: { id: number; projectId: number; task: Task | null; splitCounts: Record<EvaluationSplit, number> };
  /** The split asked for; absent: test, or val when the test split is empty. */
  split?: EvaluationSplit | undefined;
}

export type EvaluationPlan = { split: EvaluationSplit } | { refusal: { field: string; message: string } };

export function evaluationPlan({ model, version, split }: EvaluationFacts): EvaluationPlan {
  const refuse = (field: string, message: string) => ({ refusal: { field, message } });
  if (!model.hasArtifact)
    return refuse('model_version_id', `Model version ${model.id} has no weights or ONNX file to evaluate`);
  // An uploaded model without a project may be measured on any of the organization's versions.
  if (model.projectId !== null && model.projectId !== version.projectId)
    return refuse(
      'dataset_version_id',
      `Dataset version ${version.id} belongs to project ${version.projectId}; model version ${model.id} to project ` +
        `${model.projectId} (evaluate it on a version of its own project)`,
    );
  if (version.task !== null && version.task !== model.task)
    return refuse(
      'dataset_version_id',
      `Model version ${model.id} is a ${model.task} model; dataset version ${version.id} is labelled for ${version.task}`,
    );
  if (split) {
    if (version.splitCounts[split] > 0) return { split };
    return refuse('split', `The ${split} split of dataset version ${version.id} has no images`);
  }
  if (version.splitCounts.test > 0) return { split: 'test' };
  if (version.splitCounts.val > 0) return { split: 'val' };
  return refuse(
    'dataset_version_id',
    `Dataset version ${version.id} has no test or val images; give split: train, or version the dataset with a test split`,
  );
}
