import { z } from 'zod';
// A deployment's devices have the shape the operator reads too.
import { deploymentTarget } from '../../../contracts/operator-contract.js';
import { EXPORT_FORMATS } from '../../../contracts/custom-resources.js';
import { producibleFormat } from '../../../contracts/workload-contract.js';
import { pageQuery, timestamp } from '../../lib/http/schemas.js';

export const DEPLOYMENT_PHASES = ['download', 'verify', 'install', 'start', 'healthcheck'] as const;
export const REPORT_STATUSES = ['started', 'succeeded', 'failed'] as const;

export const deployment = z
  .object({
    id: z.number().int(),
    job_id: z
      .string()
      .meta({ description: 'The id devices report phases under: POST /device/deployment-jobs/{job_id}/phase' }),
    resource: z.object({ namespace: z.string(), name: z.string() }),
    model_version_id: z.number().int(),
    export_job_id: z.number().int().nullable(),
    format: z.enum(EXPORT_FORMATS),
    targets: z.object({
      device_ids: z.array(z.string()).nullable(),
      match_labels: z.record(z.string(), z.string()).nullable(),
    }),
    rollout: z.object({
      strategy: z.enum(['all', 'batched']),
      batch_size: z.number().int(),
      max_unavailable: z.number().int(),
      device_timeout_seconds: z.number().int(),
    }),
    rollback_on_failure: z.boolean(),
    phase: z.enum(['Pending', 'Running', 'Succeeded', 'Failed', 'RolledBack', 'Cancelled']).meta({
      description: 'Pending -> Running -> Succeeded | Failed; RolledBack when a failure triggered the rollback',
    }),
    progress: z.number(),
    message: z.string().nullable(),
    devices: z.array(deploymentTarget).optional().meta({ description: 'Per-device progress (in GET by id)' }),
    created_via: z.enum(['api', 'kubectl']),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Deployment' });

const labelKey = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[A-Za-z0-9_/-]+$/);

export const createDeploymentBody = z
  .object({
    model_version_id: z.number().int().min(1),
    export_job_id: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: 'A specific export; default: the newest of the format' }),
    format: producibleFormat.default('onnx'),
    device_ids: z.array(z.string().min(1).max(128)).min(1).max(10_000).optional(),
    match_labels: z
      .record(labelKey, z.string().max(255))
      .optional()
      .meta({ description: 'Devices with all these labels' }),
    rollout: z
      .object({
        strategy: z.enum(['all', 'batched']).default('all'),
        batch_size: z.number().int().min(1).max(10_000).default(10),
        max_unavailable: z.number().int().min(0).max(10_000).default(0),
        device_timeout_seconds: z.number().int().min(1).max(604_800).default(1800).meta({
          description:
            'A released device with no phase report this long (before its first or since its last) counts as failed',
        }),
      })
      .default({ strategy: 'all', batch_size: 10, max_unavailable: 0, device_timeout_seconds: 1800 }),
    rollback_on_failure: z.boolean().default(true),
    accept_accuracy_drop: z
      .boolean()
      .default(false)
      .meta({
        description:
          'Deploy an export whose validated accuracy (mAP50, mask mAP50 or top-1 on the val split) dropped more ' +
          "than the organization's deployment_max_accuracy_drop below its source model; refused (400) otherwise",
      }),
  })
  .refine((b) => (b.device_ids === undefined) !== (b.match_labels === undefined), {
    path: ['device_ids'],
    message: 'give either device_ids or match_labels',
  })
  .meta({ id: 'CreateDeployment' });

export const listDeploymentsQuery = pageQuery;

export const phaseReportBody = z
  .object({
    phase: z.enum(DEPLOYMENT_PHASES),
    status: z.enum(REPORT_STATUSES),
    started_at: z.iso.datetime({ offset: true }).optional().meta({ description: 'RFC 3339' }),
    completed_at: z.iso.datetime({ offset: true }).optional().meta({ description: 'RFC 3339' }),
    error: z.object({ code: z.string().max(100), message: z.string().max(4000) }).optional(),
    progress: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .meta({ description: 'How far the phase is (0 to 1); a repeated `started` report with a new value updates it' }),
    device_id: z
      .string()
      .max(128)
      .optional()
      .meta({ description: 'The reporting device, required when a user (not the device) reports' }),
  })
  .meta({ id: 'DeploymentPhaseReport' });

export const deploymentJobIdParam = z.object({
  id: z
    .string()
    .regex(/^dep-[1-9]\d{0,15}(-rollback)?$/, 'a job id from the check-in response, e.g. dep-12')
    .meta({ description: 'The deployment job id the device got in its check-in response' }),
});

export const pendingDeployment = z.object({
  job_id: z.string(),
  deployment_id: z.number().int(),
  rollback: z.boolean(),
  model_version_id: z.number().int().nullable(),
  format: z.string(),
  artifact_url: z
    .string()
    .nullable()
    .meta({ description: 'Signed URL of the artifact to install (null: remove the model)' }),
  artifact_sha256: z
    .string()
    .nullable()
    .meta({ description: 'SHA-256 (hex) the downloaded artifact must have; null when there is no artifact' }),
  class_names: z.array(z.string()).meta({ description: "The model's class names by output index" }),
});

export type DeploymentView = z.output<typeof deployment>;
export type CreateDeployment = z.output<typeof createDeploymentBody>;
export type PhaseReport = z.output<typeof phaseReportBody>;
export type PendingDeployment = z.output<typeof pendingDeployment>;
