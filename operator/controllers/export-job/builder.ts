import type { V1Job, V1Secret } from '@kubernetes/client-node';
import type { ExportJob } from '../../../contracts/custom-resources.js';
import type { ExporterEnv } from '../../../contracts/workload-contract.js';
import { buildWorkload, type JobInputs } from '../shared/workload.js';

/** An ExportJob and its inputs become a Secret and a batch/v1 Job running the exporter. */
export function buildExportWorkload(resource: ExportJob, inputs: JobInputs): { secret: V1Secret; job: V1Job } {
  const spec = resource.spec;
  return buildWorkload(
    resource,
    {
      kind: 'ExportJob',
      suffix: 'export',
      image: spec.exporterImage,
      args: ['export'],
      env: {
        FORMAT: spec.format,
        PRECISION: spec.precision ?? 'fp32',
        IMAGE_SIZE: String(spec.imageSize ?? 640),
        ORGANIZATION_ID: String(spec.organizationId),
        MODEL_VERSION_ID: String(spec.modelVersionId),
        HEARTBEAT_S: '15',
        ...(spec.calibrationDatasetVersionId
          ? { CALIBRATION_DATASET_VERSION_ID: String(spec.calibrationDatasetVersionId) }
          : {}),
      } satisfies Partial<ExporterEnv> & Record<string, string>,
      backoffLimit: spec.backoffLimit ?? 1,
      resources: spec.resources,
      activeDeadlineSeconds: spec.activeDeadlineSeconds,
    },
    inputs,
  );
}
