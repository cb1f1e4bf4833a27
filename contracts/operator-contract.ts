/**
 * The contract between the operator and the API's internal routes (`/internal/operator/...`):
 * every request and reply body, written once. The API validates with these schemas (and documents
 * them in its OpenAPI document); the operator's client (operator/runtime/api-client.ts) parses the
 * replies with them, so a change on one side fails the other's type-check instead of a reconcile.
 */
import { z } from 'zod';

/** The segments of the job-backed kinds' routes: /internal/operator/<segment>/... */
export const WORKLOAD_SEGMENTS = ['training-jobs', 'export-jobs', 'evaluation-jobs'] as const;
export type WorkloadSegment = (typeof WORKLOAD_SEGMENTS)[number];

const timestamp = z.string().meta({ description: 'ISO 8601 timestamp in UTC', example: '2026-11-21T10:00:00.000Z' });

export const recordPhase = z.enum(['Pending', 'Running', 'Succeeded', 'Failed', 'Cancelled']).meta({
  id: 'JobPhase',
  description: 'Pending -> Running -> Succeeded | Failed; Cancelled when cancelled or deleted early',
});

export const conditionSchema = z.object({
  type: z.string(),
  status: z.enum(['True', 'False', 'Unknown']),
  reason: z.string().optional(),
  message: z.string().optional(),
  lastTransitionTime: z.string(),
  observedGeneration: z.number().int().optional(),
});

/** POST .../sync (every kind): the resource as the cluster has it; the API finds or creates its record. */
export const syncBody = z.object({
  namespace: z.string().min(1).max(253),
  name: z.string().min(1).max(253),
  uid: z.string().min(1).max(64),
  spec: z.object({ organizationId: z.number().int().min(1) }).passthrough(),
});

export const syncReply = z.object({
  record_id: z.number().int(),
  phase: recordPhase,
  progress: z.number(),
  message: z.string().nullable(),
});

/** POST .../{organization_id}/{record_id}/inputs */
export const inputsReply = z.object({
  ready: z.boolean().meta({ description: 'false while the inputs are being prepared (e.g. a dataset export)' }),
  message: z.string().optional(),
  env: z.record(z.string(), z.string()).meta({
    description:
      "The Job's Secret: its inputs' settings and URLS_URL, where the workload asks for signed URLs (none are here)",
  }),
  callback_url: z.string(),
  callback_token: z.string(),
});

/**
 * The longest log tail a failed job's record keeps, in characters: a termination message is at
 * most 4096 bytes (2048 when the kubelet takes it from the log), so this bound only trims a
 * message a workload wrote itself to /dev/termination-log in multi-byte characters.
 */
export const LOG_TAIL_MAX = 4096;

/** POST .../{organization_id}/{record_id}/status: the status read from the Job. */
export const statusBody = z.object({
  phase: z.enum(['Pending', 'Running', 'Succeeded', 'Failed']),
  message: z.string().max(4000).optional(),
  attempts: z.number().int().min(0).default(0),
  conditions: z.array(conditionSchema).max(20).default([]),
  startTime: z.string().optional(),
  completionTime: z.string().optional(),
  logTail: z
    .string()
    .max(LOG_TAIL_MAX)
    .optional()
    .meta({
      description:
        "Failed only: the failed pod's termination message, with FallbackToLogsOnError the tail of its log " +
        '(the last 80 lines or 2048 bytes, whichever is smaller)',
    }),
});

/** The API's record after a status report: results, and its verdict (Failed when outputs are missing). */
export const statusReply = z.object({
  model_version_id: z.number().int().nullable(),
  artifact_key: z.string().nullable(),
  phase: recordPhase.meta({ description: "The record's phase: Failed when a success's artifacts are missing" }),
  message: z.string().nullable(),
  epoch: z.object({ epoch: z.number().int(), epochs: z.number().int() }).nullable(),
  metrics: z.record(z.string(), z.number()),
});

/** POST .../release (every kind): the resource is being deleted (its finalizer). */
export const releasedReply = z.object({ released: z.literal(true) });

/** POST /internal/operator/deployments/sync */
export const deploymentSyncBody = z.object({
  namespace: z.string().min(1),
  name: z.string().min(1),
  uid: z.string().min(1),
  spec: z.object({ organizationId: z.number().int().min(1) }).passthrough(),
});

export const deploymentSyncReply = z.object({ record_id: z.number().int(), phase: z.string() });

export const deviceRolloutState = z.enum(['Waiting', 'InProgress', 'Succeeded', 'Failed', 'RolledBack']);

/** One device of a deployment (POST .../targets replies with a list; the public API shows them too). */
export const deploymentTarget = z.object({
  device_id: z.string(),
  rollback: z.boolean(),
  released: z.boolean().meta({ description: 'Handed to the device (the rollout reached it)' }),
  state: deviceRolloutState,
  phase: z.string().nullable(),
  progress: z.number().nullable().meta({ description: "The current phase's progress (0 to 1) as last reported" }),
  message: z.string().nullable(),
  released_at: timestamp.nullable().meta({ description: 'When the rollout handed the deployment to the device' }),
  updated_at: timestamp,
});

export const deploymentTargetsReply = z.array(deploymentTarget);

/** POST .../release-devices: hand the deployment (or its rollback) to these devices. */
export const releaseDevicesBody = z.object({
  device_ids: z.array(z.string()).max(10_000),
  rollback: z.boolean().default(false),
});

export const releaseDevicesReply = z.object({ released: z.number().int() });

/** The most devices one time-out-devices call takes: the largest body stays under the 1 MiB limit. */
export const TIME_OUT_BATCH = 1000;
/** The longest message recorded for a timed-out device. */
export const TIME_OUT_MESSAGE_MAX = 500;

/** POST .../time-out-devices: released devices that sent no report in time. */
export const timeOutDevicesBody = z.object({
  devices: z
    .array(
      z.object({
        device_id: z.string().min(1).max(200),
        rollback: z.boolean(),
        message: z.string().max(TIME_OUT_MESSAGE_MAX),
        last_report_at: z.iso
          .datetime()
          .optional()
          .meta({
            description:
              'The last report the operator saw from a device that had started; absent: the device never reported. ' +
              'Either way a report that arrived meanwhile wins.',
          }),
      }),
    )
    .max(TIME_OUT_BATCH),
});

export const timeOutDevicesReply = z.object({ timed_out: z.array(z.string()) });

/** POST .../deployments/{organization_id}/{record_id}/status */
export const deploymentStatusBody = z.object({
  phase: z.enum(['Pending', 'Running', 'Succeeded', 'Failed', 'RolledBack']),
  progress: z.number().min(0).max(1),
  message: z.string().max(4000).optional(),
});

export const recordedReply = z.object({ recorded: z.literal(true) });

export type SyncBody = z.input<typeof syncBody>;
export type SyncReply = z.output<typeof syncReply>;
export type InputsReply = z.output<typeof inputsReply>;
export type StatusBody = z.input<typeof statusBody>;
export type StatusReply = z.output<typeof statusReply>;
export type DeploymentSyncReply = z.output<typeof deploymentSyncReply>;
export type DeploymentTarget = z.output<typeof deploymentTarget>;
export type DeploymentStatusBody = z.input<typeof deploymentStatusBody>;
export type TimeOutDevicesBody = z.input<typeof timeOutDevicesBody>;
