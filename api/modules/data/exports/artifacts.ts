import type { DatasetArtifacts } from '../../ml/index.js';
import type { DatasetRepository } from '../datasets/repository.js';
import type { ProjectRepository } from '../projects/repository.js';
import type { AsyncJobRepository, ExportFormat } from './repository.js';
import type { ExportService } from './service.js';
import { evaluationItems } from './evaluation-items.js';

/** Calibration archives for int8 exports hold this many images (the calibration export's default). */
const CALIBRATION_IMAGES = 50;

/**
 * The data pipeline's answer to "which archive does this training or export job read": the
 * newest completed export of the version, or, when there is none, a new export started on the
 * platform's behalf (the caller asks again later).
 */
export function datasetArtifacts(
  versions: DatasetRepository,
  projects: ProjectRepository,
  jobs: AsyncJobRepository,
  exports: ExportService,
): DatasetArtifacts {
  /** The layout the trainer reads for the version's project: class folders for classification. */
  async function trainingFormat(organizationId: number, versionId: number): Promise<ExportFormat> {
    const version = await versions.findVersion(organizationId, versionId);
    const project = version ? await projects.find(organizationId, version.project_id) : null;
    return project?.project_type === 'classification' ? 'classification' : 'yolo';
  }

  return {
    async version(organizationId, versionId) {
      const version = await versions.findVersion(organizationId, versionId);
      if (!version) return null;
      const project = await projects.find(organizationId, version.project_id);
      return {
        projectId: version.project_id,
        projectType: project?.project_type ?? 'object_detection',
        classes: version.classes,
        splitCounts: version.split_counts,
      };
    },

    async splitItems(organizationId, versionId, split) {
      const version = await versions.findVersion(organizationId, versionId);
      const classification =
        version && (await trainingFormat(organizationId, versionId)) === 'classification'
          ? { classes: version.classes }
          : null;
      return evaluationItems(versions, organizationId, versionId, split, classification);
    },

    async archive(organizationId, versionId, purpose) {
      const type = purpose === 'training' ? 'dataset_export' : 'calibration_export';
      // Calibration uses only the images, which the YOLO layout holds for every task.
      const format = purpose === 'training' ? await trainingFormat(organizationId, versionId) : 'yolo';
      const latest = await jobs.latestUsable(organizationId, versionId, type, format);
      if (latest?.status === 'completed' && latest.result) return { key: latest.result.artifact_key };
      if (latest) return 'pending';
      const platform = { organizationId, sub: 'platform' };
      if (purpose === 'training') await exports.enqueueExport(platform, versionId, format);
      else await exports.enqueueCalibration(platform, versionId, CALIBRATION_IMAGES);
      return 'pending';
    },
  };
}
