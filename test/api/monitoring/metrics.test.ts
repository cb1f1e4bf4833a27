/**
 * What `/metrics` on the API reports after real traffic, and that docs/metrics.md lists every
 * metric the API and the operator register, with its type and labels.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { provisionDevice } from '../../helpers/devices.js';
import { makeJpeg, uploadForm } from '../../helpers/images.js';
import { organizationId, webhookAlert, webhookPayload, webhookToken } from '../../helpers/alerts.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { OperatorMetrics } from '../../../operator/metrics.js';
import { eventually } from '../../helpers/eventually.js';

const DOC = new URL('../../../docs/metrics.md', import.meta.url);

/** The value of one sample of the text exposition, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(' ').pop());
  }
  return undefined;
}

/** Rows of the doc's tables: name -> {type, labels}. */
function documented(): Map<string, { type: string; labels: string[] }> {
  const rows = new Map<string, { type: string; labels: string[] }>();
  for (const line of readFileSync(DOC, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([a-z_:]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!name) continue;
    const labels = (cells[3] ?? '').split(',').flatMap((l) => (l.trim() ? [l.trim().replace(/`/g, '')] : []));
    rows.set(name, { type: cells[2] ?? '', labels });
  }
  return rows;
}

describe('API metrics', function () {
  this.timeout(30_000);
  let t: TestApi;
  let user: ApiClient;
  let org: number;
  const metrics = async () => (await t.root.get('/metrics')).text;

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100', ALERT_WEBHOOK_TOKEN: webhookToken() });
    user = await t.as(freshUser());
    org = await organizationId(user);
  });
  after(async () => t?.stop());

  it('times requests by route template and status', async () => {
    await user.get('/data/projects/123456');
    const text = await metrics();
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/data/projects/:id',
        status: '404',
      }),
    ).to.equal(1);
    expect(sample(text, 'http_requests_total', { route: '/api/organization', status: '200' })).to.be.at.least(1);
  });

  it("counts a device's check-ins, uploads and uploaded bytes per organization, and who is online", async () => {
    const { apiKey } = await provisionDevice(user, t.client);
    const device = t.client.withDeviceKey(apiKey);
    const organization = { organization_id: String(org) };
    expect((await device.post('/device/checkin', { uptime_s: 1 })).status).to.equal(200);
    expect((await device.post('/device/checkin', { uptime_s: 2 })).status).to.equal(200);
    const sizes: number[] = [];
    for (const seed of [1, 2]) {
      const res = await device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(48, 32, seed)));
      expect(res.status).to.equal(201);
      sizes.push(res.body.data.size_bytes);
    }
    const text = await metrics();
    expect(sample(text, 'edge_vision_device_checkins_total', organization)).to.equal(2);
    expect(sample(text, 'edge_vision_device_uploads_total', organization)).to.equal(2);
    expect(sample(text, 'edge_vision_device_upload_bytes_total', organization)).to.equal(sizes[0]! + sizes[1]!);
    expect(sample(text, 'edge_vision_devices', { ...organization, state: 'online' })).to.equal(1);
    expect(sample(text, 'edge_vision_devices', { ...organization, state: 'offline' })).to.equal(0);

    const batches = await user.get('/data/batches');
    const closed = await user.patch(`/data/batches/${batches.body.data[0].id}`, { stage: 'complete' });
    expect(closed.status).to.equal(200);
    expect(sample(await metrics(), 'edge_vision_batch_closures_total', { reason: 'manual' })).to.equal(1);
  });

  it('reports queue depth, running jobs and the oldest wait from the jobs collection', async () => {
    const jobs = t.db.collection('jobs');
    const minuteAgo = new Date(Date.now() - 60_000);
    // Names no process defines, so no worker picks them up.
    await jobs.insertMany([
      { name: 'probe.waiting', type: 'normal', priority: 0, data: {}, nextRunAt: minuteAgo },
      { name: 'probe.waiting', type: 'normal', priority: 0, data: {}, nextRunAt: new Date(), lockedAt: null },
      { name: 'probe.later', type: 'normal', priority: 0, data: {}, nextRunAt: new Date(Date.now() + 3_600_000) },
      { name: 'probe.running', type: 'normal', priority: 0, data: {}, nextRunAt: minuteAgo, lockedAt: new Date() },
    ]);
    const text = await metrics();
    expect(sample(text, 'edge_vision_queue_depth', { name: 'probe.waiting' })).to.equal(2);
    expect(sample(text, 'edge_vision_queue_depth', { name: 'probe.later' })).to.equal(undefined);
    expect(sample(text, 'edge_vision_queue_depth', { name: 'probe.running' })).to.equal(undefined);
    expect(sample(text, 'edge_vision_queue_running', { name: 'probe.running' })).to.equal(1);
    expect(sample(text, 'edge_vision_queue_oldest_due_seconds')).to.be.within(59, 120);
    await jobs.deleteMany({ name: { $in: ['probe.waiting', 'probe.later', 'probe.running'] } });
    expect(sample(await metrics(), 'edge_vision_queue_depth', { name: 'probe.waiting' })).to.equal(undefined);
  });

  it('times queued jobs by name and result', async () => {
    const agenda = t.api.app.queue.agenda;
    agenda.define('probe.failing', async () => {
      throw new Error('this job always fails');
    });
    await agenda.now('devices.prune-checkin-history');
    await agenda.now('probe.failing');
    const count = (name: string, result: string) => async () =>
      sample(await metrics(), 'edge_vision_job_duration_seconds_count', { name, result });
    expect(await eventually('a successful run', count('devices.prune-checkin-history', 'success'))).to.equal(1);
    expect(await eventually('a failed run', count('probe.failing', 'failure'))).to.equal(1);
  });

  it('counts alerts received through the webhook by status', async () => {
    const alertmanager = t.client.as(t.config.ALERT_WEBHOOK_TOKEN!);
    const labels = { alertname: 'Counted', organization_id: String(org) };
    await alertmanager.post('/webhooks/alertmanager', webhookPayload([webhookAlert({ labels })]));
    await alertmanager.post(
      '/webhooks/alertmanager',
      webhookPayload([webhookAlert({ labels, status: 'resolved' }), webhookAlert({ labels: { x: 'y' } })]),
    );
    const text = await metrics();
    expect(sample(text, 'edge_vision_alerts_received_total', { status: 'firing' })).to.equal(2);
    expect(sample(text, 'edge_vision_alerts_received_total', { status: 'resolved' })).to.equal(1);
  });

  it('docs/metrics.md lists every API and operator metric with its type and labels', async () => {
    const doc = documented();
    // Metric objects keep the labelNames they were configured with (not in prom-client's types).
    const registered = [
      ...t.api.app.metrics.registry.getMetricsAsArray(),
      ...new OperatorMetrics().registry.getMetricsAsArray(),
    ]
      .map((m) => m as unknown as { name: string; type: string; labelNames?: string[] })
      .filter((m) => m.name.startsWith('edge_vision_') || m.name.startsWith('http_'));
    expect(registered.length).to.be.greaterThan(15);
    for (const metric of registered) {
      const row = doc.get(metric.name);
      expect(row, `${metric.name} is missing from docs/metrics.md`).to.not.equal(undefined);
      expect(row!.type, metric.name).to.equal(metric.type);
      expect([...row!.labels].sort(), metric.name).to.deep.equal([...(metric.labelNames ?? [])].sort());
    }
    const names = new Set(registered.map((m) => m.name));
    for (const name of doc.keys()) expect(names.has(name), `${name} is documented but not registered`).to.equal(true);
  });
});
