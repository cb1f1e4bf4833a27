import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { ApiClient } from './client.js';

/** A webhook bearer secret in the characters ALERT_WEBHOOK_TOKEN allows. */
export function webhookToken(): string {
  return `awt_${randomBytes(24).toString('hex')}`;
}

/** The id of the user's organization (created on their first request). */
export async function organizationId(user: ApiClient): Promise<number> {
  const res = await user.get('/organization');
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data.id;
}

/** A stand-in for Alertmanager's label-set fingerprint: stable per label set, 16 hex digits. */
export function fingerprintOf(labels: Record<string, string>): string {
  const canonical = Object.keys(labels)
    .sort()
    .map((name) => `${name}=${labels[name]}`)
    .join('\u0000');
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

export interface AlertSpec {
  labels: Record<string, string>;
  status?: 'firing' | 'resolved';
  annotations?: Record<string, string>;
  startsAt?: string;
  endsAt?: string;
}

/** One alert of a webhook notification, as Alertmanager writes it. */
export function webhookAlert(spec: AlertSpec) {
  const status = spec.status ?? 'firing';
  return {
    status,
    labels: spec.labels,
    annotations: spec.annotations ?? { summary: 'something is wrong' },
    startsAt: spec.startsAt ?? '2026-11-21T10:00:00.123456789Z',
    endsAt: spec.endsAt ?? (status === 'resolved' ? '2026-11-21T10:30:00Z' : '0001-01-01T00:00:00Z'),
    generatorURL: 'http://prometheus.example/graph?g0.expr=up',
    fingerprint: fingerprintOf(spec.labels),
  };
}

/** A version-4 webhook notification carrying these alerts. */
export function webhookPayload(alerts: { status: string }[], overrides: Record<string, unknown> = {}) {
  return {
    version: '4',
    groupKey: '{}:{alertname="EdgeVisionTest"}',
    truncatedAlerts: 0,
    status: alerts.some((a) => a.status === 'firing') ? 'firing' : 'resolved',
    receiver: 'edge-vision',
    groupLabels: { alertname: 'EdgeVisionTest' },
    commonLabels: {},
    commonAnnotations: {},
    externalURL: 'http://alertmanager.example',
    alerts,
    ...overrides,
  };
}

/** The first 100 alerts the user's organization sees, newest first. */
export async function listAlerts(user: ApiClient, query = ''): Promise<any[]> {
  const res = await user.get(`/monitoring/alerts?per_page=100${query}`);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.data;
}
