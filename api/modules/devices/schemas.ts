import { z } from 'zod';
import { pageQuery, queryBoolean, timestamp } from '../../lib/http/schemas.js';
import { EXPORT_FORMATS } from '../../../contracts/custom-resources.js';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * Registration and approval. A device provisioned with a token starts `approved` (the token is
 * the operator's approval). Only approved devices' keys authenticate.
 */
export const APPROVAL_TRANSITIONS: Record<ApprovalStatus, readonly ApprovalStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['disabled'],
  disabled: ['approved'],
  rejected: ['approved'],
};

const transitionsText = Object.entries(APPROVAL_TRANSITIONS)
  .map(([from, to]) => `${from} -> ${to.join(' | ')}`)
  .join('; ');

export const approvalStatus = z.enum(APPROVAL_STATUSES).meta({
  id: 'DeviceApprovalStatus',
  description: `Registration and approval state. Transitions: ${transitionsText}. Only approved devices authenticate.`,
});

const labels = z
  .record(
    z
      .string()
      .min(1)
      .max(63)
      .regex(/^[A-Za-z0-9_/-]+$/, 'letters, digits, _ / - (no dots: label keys become document keys)'),
    z.string().max(255),
  )
  .refine((value) => Object.keys(value).length <= 50, 'at most 50 labels')
  .meta({ description: 'Free-form key/value labels (keys: letters, digits, _ / -)' });

export const deviceIdentifier = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'letters, digits and . _ : - only')
  .meta({ description: 'The container engine identifier of the device' });

export const checkinMetrics = z
  .object({
    cpu_percent: z.number().min(0).max(100).optional(),
    memory_percent: z.number().min(0).max(100).optional(),
    disk_percent: z.number().min(0).max(100).optional(),
    temperature_c: z.number().min(-100).max(200).optional(),
    // Sent by the edge agent (agent/); older devices leave them out.
    memory_used_bytes: z.number().int().min(0).optional(),
    model_version_id: z.number().int().min(1).nullable().optional().meta({ description: 'The model it runs' }),
    deployment_id: z.number().int().min(1).nullable().optional().meta({ description: 'The deployment it came by' }),
    frames_processed: z.number().int().min(0).optional().meta({ description: 'Frames run through the model' }),
    frames_uploaded: z.number().int().min(0).optional(),
    frames_dropped: z
      .number()
      .int()
      .min(0)
      .optional()
      .meta({ description: 'Queued frames dropped, oldest first, to stay within the disk budget' }),
    queue_depth: z.number().int().min(0).optional().meta({ description: 'Frames waiting to be uploaded' }),
  })
  .meta({ id: 'CheckinMetrics' });

/** What a device can run; a device that never said is taken to run ONNX only, as every agent before did. */
const modelFormats = z
  .array(z.enum(EXPORT_FORMATS))
  .max(EXPORT_FORMATS.length)
  .meta({ description: 'The model formats the device runs; deployments in another format are refused' });

export const lastCheckin = z
  .object({
    at: timestamp,
    status: z.string().nullable(),
    agent_version: z.string().nullable(),
    uptime_s: z.number().nullable(),
    model_formats: modelFormats.nullable().optional(),
    metrics: checkinMetrics,
  })
  .meta({ id: 'LastCheckin' });

export const device = z
  .object({
    id: z.number().int(),
    device_id: deviceIdentifier,
    name: z.string(),
    hostname: z.string().nullable(),
    platform: z.string().nullable(),
    labels: z.record(z.string(), z.string()),
    status: approvalStatus,
    online: z.boolean().meta({ description: 'A check-in arrived within DEVICE_OFFLINE_AFTER_S' }),
    last_seen_at: timestamp.nullable(),
    last_checkin: lastCheckin.nullable(),
    api_key_hint: z.string(),
    edge_environment_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The Edge Agent environment, when configured' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Device' });

export const edgeSettings = z
  .object({
    environment_id: z.number().int(),
    edge_id: z.string(),
    edge_key: z.string().meta({ description: 'The Edge Agent key (EDGE_KEY); shown once' }),
    portainer_url: z.string(),
  })
  .meta({ id: 'EdgeSettings' });

export const provisionBody = z
  .object({
    token: z.string().min(1).max(512),
    device_id: deviceIdentifier,
    name: z.string().trim().min(1).max(200),
    hostname: z.string().max(253).optional(),
    platform: z.string().max(100).optional(),
    labels: labels.optional(),
  })
  .meta({ id: 'ProvisionDevice' });

export const provisioned = z
  .object({
    device,
    api_key: z.string().meta({ description: 'The device key (`adk_...`): shown once, send it as X-Device-Key' }),
    edge: edgeSettings.nullable().meta({ description: 'Edge Agent settings when container management is configured' }),
  })
  .meta({ id: 'ProvisionedDevice' });

export const checkinBody = z
  .object({
    status: z.string().max(64).optional(),
    agent_version: z.string().max(64).optional(),
    uptime_s: z.number().min(0).optional(),
    model_formats: modelFormats.optional(),
    metrics: checkinMetrics.optional(),
  })
  .meta({ id: 'Checkin' });

export const checkinReply = z
  .object({
    device_id: z.string(),
    server_time: timestamp,
    next_checkin_s: z.number().int().meta({ description: 'When the platform expects the next check-in' }),
    deployments: z
      .array(
        z.object({
          job_id: z.string(),
          deployment_id: z.number().int(),
          rollback: z.boolean(),
          model_version_id: z.number().int().nullable(),
          format: z.string(),
          artifact_url: z.string().nullable(),
          artifact_sha256: z.string().nullable(),
          class_names: z.array(z.string()),
        }),
      )
      .meta({
        description:
          'Deployment jobs waiting for this device; report phases under their job_id. A rollout released ' +
          'through another API replica appears here at most 5 seconds after its release.',
      }),
  })
  .meta({ id: 'CheckinReply' });

/** A check-in history entry has the same shape as the device's last check-in. */
export const checkinEntry = lastCheckin;

export const listCheckinsQuery = pageQuery
  .extend({
    since: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'Only check-ins at or after this time (RFC 3339)' }),
    until: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'Only check-ins before this time (RFC 3339)' }),
  })
  .refine((q) => !q.since || !q.until || new Date(q.since) < new Date(q.until), {
    path: ['until'],
    message: 'until must be after since',
  });

export const listDevicesQuery = pageQuery.extend({
  status: approvalStatus.optional(),
  online: queryBoolean.optional(),
  search: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'Substring of the name or device_id (literal, case-insensitive)' }),
});

export const updateDeviceBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    labels: labels.optional(),
    status: approvalStatus.optional(),
  })
  .meta({ id: 'UpdateDevice' });

export type DeviceView = z.output<typeof device>;
export type ProvisionInput = z.output<typeof provisionBody>;
export type CheckinInput = z.output<typeof checkinBody>;
export type ListDevicesQuery = z.output<typeof listDevicesQuery>;
export type UpdateDevice = z.output<typeof updateDeviceBody>;
export type CheckinMetrics = z.output<typeof checkinMetrics>;
export type ListCheckinsQuery = z.output<typeof listCheckinsQuery>;
export type CheckinEntry = z.output<typeof checkinEntry>;
