import type { Task } from '../../../../contracts/workload-contract.js';
import { PROJECT_TASKS, projectTask } from '../tasks.js';
import type { DatasetArtifacts } from './ports.js';

export type TrainingRefusal = { field: 'dataset_version_id' | 'project_id'; message: string; missing?: true };

/**
 * What a training job of this project and dataset version learns, or why it cannot run. Decided
 * the same way for `POST /ml/training-jobs` (a 400 or 404) and for a TrainingJob applied with
 * kubectl (recorded as Failed before any Job starts): never accepted and then trained as
 * something else. `requested` is a TrainingJob's own `task`, which must be its project's.
 */
export async function trainingTask(
  datasets: DatasetArtifacts,
  organizationId: number,
  projectId: number,
  datasetVersionId: number,
  requested?: Task,
): Promise<{ task: Task } | { refusal: TrainingRefusal }> {
  const version = await datasets.version(organizationId, datasetVersionId);
  if (!version)
    return {
      refusal: { field: 'dataset_version_id', message: `Dataset version ${datasetVersionId} not found`, missing: true },
    };
  if (version.projectId !== projectId)
    return { refusal: { field: 'dataset_version_id', message: 'The dataset version belongs to another project' } };
  const task = projectTask(version.projectType);
  if (!task)
    return {
      refusal: {
        field: 'project_id',
        message: `Projects of type ${version.projectType} cannot be trained; the trainer learns ${Object.keys(PROJECT_TASKS).join(', ')}`,
      },
    };
  if (requested && requested !== task)
    return {
      refusal: {
        field: 'project_id',
        message: `The job asks for task ${requested} but the project is ${version.projectType} (task ${task})`,
      },
    };
  return { task };
}
