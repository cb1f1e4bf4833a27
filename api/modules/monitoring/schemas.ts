import { z } from 'zod';
import { pageQuery, timestamp } from '../../lib/http/schemas.js';

export const ALERT_STATUSES = ['firing', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Bounds that keep one notification from filling the database; Alertmanager stays far below them. */
export const WEBHOOK_LIMITS = { alerts: 1000, labels: 100, nameLength: 256, valueLength: 16_384 } as const;

/** RFC 3339 as Alertmanager writes it: nanoseconds and offsets allowed. */
const rfc3339 = z.iso.datetime({ offset: true }).meta({ description: 'RFC 3339 timestamp' });

/**
 * Label and annotation sets. Keys may hold any character (Prometheus 3 allows UTF-8 label names,
 * dots included), which is why they are stored as name/value pairs rather than document keys.
 */
const stringMap = (what: string) =>
  z
    .record(z.string().min(1).max(WEBHOOK_LIMITS.nameLength), z.string().max(WEBHOOK_LIMITS.valueLength))
    .refine((value) => Object.keys(value).length <= WEBHOOK_LIMITS.labels, `at most ${WEBHOOK_LIMITS.labels} ${what}`);

const webhookAlert = z
  .object({
    status: z.enum(ALERT_STATUSES),
    labels: stringMap('labels'),
    annotations: stringMap('annotations').default({}),
    startsAt: rfc3339,
    endsAt: rfc3339.optional(),
    generatorURL: z.string().max(4096).default(''),
    fingerprint: z
      .string()
      .regex(/^[0-9A-Fa-f]{1,64}$/, "Alertmanager's hexadecimal alert fingerprint")
      .meta({ description: 'The alert identity Alertmanager derives from its labels' }),
  })
  .meta({ id: 'AlertmanagerAlert' });

/** Alertmanager's webhook payload, version 4 (its only version since 0.x). Unknown fields are ignored. */
export const alertmanagerWebhookBody = z
  .object({
    version: z.literal('4').meta({ description: 'Payload version; only "4" exists' }),
    groupKey: z.string().max(WEBHOOK_LIMITS.valueLength),
    truncatedAlerts: z.number().int().min(0).default(0),
    status: z.enum(ALERT_STATUSES),
    receiver: z.string().max(WEBHOOK_LIMITS.nameLength),
    groupLabels: stringMap('group labels').default({}),
    commonLabels: stringMap('common labels').default({}),
    commonAnnotations: stringMap('common annotations').default({}),
    externalURL: z.string().max(4096).default(''),
    alerts: z.array(webhookAlert).max(WEBHOOK_LIMITS.alerts),
  })
  .meta({ id: 'AlertmanagerWebhook' });

export const ingestResult = z
  .object({
    received: z.number().int().meta({ description: 'Alerts in the notification' }),
    created: z.number().int().meta({ description: 'Alerts seen for the first time' }),
    resolved: z.number().int().meta({ description: 'Stored firing alerts that turned resolved' }),
    unchanged: z.number().int().meta({ description: 'Repeats and replays: already stored in this or a later state' }),
    unattributed: z
      .number()
      .int()
      .meta({ description: 'Alerts without a known organization_id label (kept, visible to no organization)' }),
  })
  .meta({ id: 'AlertIngestResult' });

const pair = z.object({ name: z.string(), value: z.string() });

export const alert = z
  .object({
    id: z.number().int(),
    fingerprint: z.string(),
    status: z.enum(ALERT_STATUSES),
    alertname: z.string().nullable().meta({ description: 'The `alertname` label' }),
    severity: z.string().nullable().meta({ description: 'The `severity` label' }),
    device_id: z.string().nullable().meta({ description: 'The `device_id` label, when the alert names a device' }),
    labels: z.array(pair).meta({ description: 'Every label, sorted by name' }),
    annotations: z.array(pair).meta({ description: 'Every annotation, sorted by name' }),
    starts_at: timestamp,
    ends_at: timestamp.nullable().meta({ description: 'When the alert resolved; null while firing' }),
    generator_url: z.string(),
    receiver: z.string(),
    first_received_at: timestamp,
    last_received_at: timestamp,
  })
  .meta({ id: 'Alert' });

export const listAlertsQuery = pageQuery.extend({
  status: z.enum(ALERT_STATUSES).optional().meta({ description: 'Only alerts in this state' }),
  device_id: z.string().min(1).max(128).optional().meta({ description: 'Only alerts labelled with this device' }),
});

export type AlertmanagerWebhook = z.output<typeof alertmanagerWebhookBody>;
export type WebhookAlert = AlertmanagerWebhook['alerts'][number];
export type IngestResult = z.output<typeof ingestResult>;
export type AlertView = z.output<typeof alert>;
export type ListAlertsQuery = z.output<typeof listAlertsQuery>;
