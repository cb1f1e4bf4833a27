import type { DatasetArtifacts } from './ports.js';

/** What the trainer image learns today (workloads/trainer): detection only, so others are refused up front. */
export const TRAINABLE_PROJECT_TYPES = ['object_detection'];

export type TrainingRefusal = { field: 'dataset_version_id' | 'project_id'; message: string; missing?: true };

/**
 * Why a training job of this project and dataset version cannot run, or null. Decided the same
 * way for `POST /ml/training-jobs` (a 400 or 404) and for a TrainingJob applied with kubectl
 * (recorded as Failed before any Job starts): never accepted and then trained as something else.
 */
export async function trainingRefusal(
  datasets: DatasetArtifacts,
  organizationId: number,
  projectId: number,
  datasetVersionId: number,
): Promise<TrainingRefusal | null> {
  const version = await datasets.version(organizationId, datasetVersionId);
  if (!version)
    return { field: 'dataset_version_id', message: `Dataset version ${datasetVersionId} not found`, missing: true };
  if (version.projectId !== projectId)
    return { field: 'dataset_version_id', message: 'The dataset version belongs to another project' };
  if (!TRAINABLE_PROJECT_TYPES.includes(version.projectType))
    return {
      field: 'project_id',
      message: `Projects of type ${version.projectType} cannot be trained yet; the trainer learns ${TRAINABLE_PROJECT_TYPES.join(', ')}`,
    };
  return null;
}
