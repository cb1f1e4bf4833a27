import { z } from 'zod';
import { defineRoute, ok, type AnyRoute } from '../../lib/http/route.js';
import { alert, alertmanagerWebhookBody, ingestResult, listAlertsQuery, WEBHOOK_LIMITS } from './schemas.js';
import { DEVICE_LABEL, ORGANIZATION_LABEL, type MonitoringService } from './service.js';

const tags = ['Monitoring'];

export function monitoringRoutes(service: MonitoringService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/webhooks/alertmanager',
      tags,
      summary: "Alertmanager's webhook receiver",
      description:
        'Point an Alertmanager `webhook_configs` entry here with `send_resolved: true` and ' +
        '`http_config.authorization.credentials` set to ALERT_WEBHOOK_TOKEN (401 otherwise, and nothing is stored). ' +
        'Each alert is stored once per fingerprint and startsAt; repeated and replayed notifications change ' +
        'nothing but the delivery time, and a resolved notification closes the alert. Alerts are attributed ' +
        `to the organization in their \`${ORGANIZATION_LABEL}\` label and the device in their \`${DEVICE_LABEL}\` ` +
        'label; alerts without a known organization are kept for platform operators and shown to no organization. ' +
        `A notification holds at most ${WEBHOOK_LIMITS.alerts} alerts; larger bodies than JSON_BODY_LIMIT are 413.`,
      auth: 'alertmanager',
      body: alertmanagerWebhookBody,
      errors: ['PAYLOAD_TOO_LARGE'],
      responses: { 200: { description: 'What the notification changed', data: ingestResult } },
      handler: async ({ body }) => ok(await service.ingest(body)),
    }),
    defineRoute({
      method: 'get',
      path: '/monitoring/alerts',
      tags,
      summary: "List the organization's alerts, newest first",
      description: `Alerts whose \`${ORGANIZATION_LABEL}\` label names this organization, by start time.`,
      auth: 'user',
      permission: 'organization:read',
      query: listAlertsQuery,
      responses: { 200: { description: 'Alerts', data: z.array(alert), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return ok(items, meta);
      },
    }),
  ];
}
