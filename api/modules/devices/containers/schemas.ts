import { z } from 'zod';
import { idParam, pageQuery, queryBoolean, timestamp } from '../../../lib/http/schemas.js';

export const CONTAINER_ACTIONS = ['start', 'stop', 'restart'] as const;
/** What the audit records: the three actions, and reading a container's logs (they may hold data). */
export const AUDITED_ACTIONS = [...CONTAINER_ACTIONS, 'logs'] as const;
export type AuditedAction = (typeof AUDITED_ACTIONS)[number];

export const containerParams = idParam.extend({
  // Docker's own rule for names, which also covers ids and id prefixes; nothing else reaches Portainer's URL.
  container: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/)
    .meta({ description: 'Container id, id prefix or name (as Docker accepts them)' }),
});

export const container = z
  .object({
    id: z.string(),
    name: z.string().nullable().meta({ description: "Docker's first name, without the leading slash" }),
    image: z.string().nullable(),
    command: z.string().nullable(),
    state: z
      .string()
      .nullable()
      .meta({ description: "Docker's state: created, running, paused, restarting, exited..." }),
    status: z.string().nullable().meta({ description: 'Human-readable, e.g. "Up 2 hours"' }),
    created_at: timestamp.nullable(),
    labels: z.record(z.string(), z.string()),
  })
  .meta({ id: 'DeviceContainer' });

export const logsQuery = z.object({
  tail: z.coerce.number().int().min(1).max(5000).default(200).meta({ description: 'Last lines, 1 to 5000' }),
  since: z.iso.datetime({ offset: true }).optional().meta({ description: 'Only lines from this time (RFC 3339)' }),
  timestamps: queryBoolean.optional().meta({ description: "Prefix each line with Docker's time (default true)" }),
});

export const logLine = z.object({
  stream: z.enum(['stdout', 'stderr']),
  timestamp: z.string().nullable(),
  text: z.string(),
});

export const containerLogs = z
  .object({
    container: z.string(),
    lines: z.array(logLine),
    truncated: z.boolean().meta({ description: 'The output was over 1 MiB and was cut; ask for fewer lines' }),
  })
  .meta({ id: 'ContainerLogs' });

export const actionResult = z
  .object({
    container: z.string(),
    action: z.enum(CONTAINER_ACTIONS),
    changed: z.boolean().meta({ description: 'false when the container was in that state already' }),
    at: timestamp,
  })
  .meta({ id: 'ContainerActionResult' });

export const auditEntry = z
  .object({
    id: z.string(),
    device_id: z.number().int(),
    container: z.string(),
    action: z.enum(AUDITED_ACTIONS),
    outcome: z
      .enum(['started', 'done', 'unchanged', 'failed'])
      .meta({ description: '`started` stays when the API stopped before the answer came' }),
    error_code: z.string().nullable(),
    user: z.object({ sub: z.string(), email: z.string().nullable() }),
    at: timestamp,
  })
  .meta({ id: 'ContainerAuditEntry' });

export const auditQuery = pageQuery;

export type ContainerView = z.output<typeof container>;
export type LogsQuery = z.output<typeof logsQuery>;
export type AuditEntry = z.output<typeof auditEntry>;
