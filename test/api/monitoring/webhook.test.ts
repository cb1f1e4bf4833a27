/**
 * The Alertmanager webhook over plain HTTP: authentication, validation, size limits,
 * deduplication, replays and races, and organization isolation of the stored alerts.
 */
import { expect } from 'chai';
import { listAlerts, organizationId, webhookAlert, webhookPayload, webhookToken } from '../../helpers/alerts.js';
import type { ApiClient } from '../../helpers/client.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

const WEBHOOK = '/webhooks/alertmanager';

describe('Alertmanager webhook', function () {
  this.timeout(30_000);
  const token = webhookToken();
  let t: TestApi;
  let alertmanager: ApiClient;
  let user: ApiClient;
  let org: number;

  before(async () => {
    t = await startTestApi({ ALERT_WEBHOOK_TOKEN: token, JSON_BODY_LIMIT: '512kb' });
    alertmanager = t.client.as(token);
    user = await t.as(freshUser());
    org = await organizationId(user);
  });
  after(async () => t?.stop());

  const stored = () => t.db.collection('alerts').countDocuments({});

  it('without the bearer secret, or with a wrong one, answers 401 and stores nothing', async () => {
    const body = webhookPayload([
      webhookAlert({ labels: { alertname: 'Unauthorized', organization_id: String(org) } }),
    ]);
    const before = await stored();
    for (const client of [t.client, t.client.as(webhookToken()), t.client.as('short'), await t.as(freshUser())]) {
      const res = await client.post(WEBHOOK, body);
      expect(res.status).to.equal(401);
      expect(res.body.error.code).to.equal('UNAUTHORIZED');
    }
    expect(await stored()).to.equal(before);
  });

  it('is 401 for every token while ALERT_WEBHOOK_TOKEN is unset', async () => {
    const unset = await startTestApi();
    try {
      const res = await unset.client.as(token).post(WEBHOOK, webhookPayload([webhookAlert({ labels: { a: 'b' } })]));
      expect(res.status).to.equal(401);
      expect(await unset.db.collection('alerts').countDocuments({})).to.equal(0);
    } finally {
      await unset.stop();
    }
  });

  it('stores a firing alert for the organization and device its labels name, labels as name/value pairs', async () => {
    const labels = {
      alertname: 'EdgeVisionDevicesOffline',
      severity: 'warning',
      organization_id: String(org),
      device_id: 'engine-42',
      'app.kubernetes.io/name': 'edge-vision',
      $weird: 'dollar key',
    };
    const res = await alertmanager.post(
      WEBHOOK,
      webhookPayload([webhookAlert({ labels, annotations: { 'runbook.url': 'https://runbooks.example/offline' } })]),
    );
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data).to.deep.equal({ received: 1, created: 1, resolved: 0, unchanged: 0, unattributed: 0 });

    const [alert] = await listAlerts(user, '&device_id=engine-42');
    expect(alert).to.include({
      status: 'firing',
      alertname: 'EdgeVisionDevicesOffline',
      severity: 'warning',
      device_id: 'engine-42',
      starts_at: '2026-11-21T10:00:00.123Z',
      ends_at: null,
      receiver: 'edge-vision',
    });
    expect(alert.id).to.be.a('number');
    expect(alert.labels).to.deep.include({ name: 'app.kubernetes.io/name', value: 'edge-vision' });
    expect(alert.labels).to.deep.include({ name: '$weird', value: 'dollar key' });
    expect(alert.labels.map((l: any) => l.name)).to.deep.equal([...alert.labels.map((l: any) => l.name)].sort());
    expect(alert.annotations).to.deep.equal([{ name: 'runbook.url', value: 'https://runbooks.example/offline' }]);
  });

  it('deduplicates repeats by fingerprint and startsAt; a new startsAt is a new occurrence', async () => {
    const labels = { alertname: 'Repeat', organization_id: String(org) };
    const first = webhookPayload([webhookAlert({ labels })]);
    expect((await alertmanager.post(WEBHOOK, first)).body.data.created).to.equal(1);
    const [before] = await listAlerts(user, '&status=firing');
    await new Promise((r) => setTimeout(r, 20));
    const again = await alertmanager.post(WEBHOOK, first);
    expect(again.body.data).to.include({ created: 0, unchanged: 1 });
    const matching = (await listAlerts(user)).filter((a) => a.alertname === 'Repeat');
    expect(matching).to.have.length(1);
    expect(matching[0].first_received_at).to.equal(before.first_received_at);
    expect(Date.parse(matching[0].last_received_at)).to.be.greaterThan(Date.parse(before.last_received_at));

    const later = webhookPayload([webhookAlert({ labels, startsAt: '2026-11-22T08:00:00Z' })]);
    expect((await alertmanager.post(WEBHOOK, later)).body.data.created).to.equal(1);
    expect((await listAlerts(user)).filter((a) => a.alertname === 'Repeat')).to.have.length(2);
  });

  it('turns an alert resolved with its endsAt; replaying the older firing notification changes nothing', async () => {
    const labels = { alertname: 'Flapping', organization_id: String(org) };
    const firing = webhookPayload([webhookAlert({ labels })]);
    const resolved = webhookPayload([webhookAlert({ labels, status: 'resolved', endsAt: '2026-11-21T10:45:00Z' })]);
    await alertmanager.post(WEBHOOK, firing);
    const res = await alertmanager.post(WEBHOOK, resolved);
    expect(res.body.data).to.include({ created: 0, resolved: 1 });

    expect((await alertmanager.post(WEBHOOK, firing)).body.data).to.include({ resolved: 0, unchanged: 1 });
    expect((await alertmanager.post(WEBHOOK, resolved)).body.data).to.include({ resolved: 0, unchanged: 1 });
    const alerts = (await listAlerts(user)).filter((a) => a.alertname === 'Flapping');
    expect(alerts).to.have.length(1);
    expect(alerts[0]).to.include({ status: 'resolved', ends_at: '2026-11-21T10:45:00.000Z' });
    expect((await listAlerts(user, '&status=firing')).map((a) => a.alertname)).not.to.include('Flapping');
  });

  it('stores an alert first seen as resolved as resolved', async () => {
    const labels = { alertname: 'ShortLived', organization_id: String(org) };
    await alertmanager.post(WEBHOOK, webhookPayload([webhookAlert({ labels, status: 'resolved' })]));
    const [alert] = (await listAlerts(user, '&status=resolved')).filter((a) => a.alertname === 'ShortLived');
    expect(alert).to.include({ status: 'resolved', ends_at: '2026-11-21T10:30:00.000Z' });
  });

  it('concurrent deliveries of the same notification store the alert once', async () => {
    const labels = { alertname: 'Raced', organization_id: String(org), device_id: 'engine-race' };
    const body = webhookPayload([webhookAlert({ labels })]);
    const replies = await Promise.all(Array.from({ length: 12 }, () => alertmanager.post(WEBHOOK, body)));
    expect(replies.map((r) => r.status)).to.deep.equal(Array(12).fill(200));
    expect(replies.reduce((sum, r) => sum + r.body.data.created, 0)).to.equal(1);
    expect(await t.db.collection('alerts').countDocuments({ alertname: 'Raced' })).to.equal(1);
  });

  it('rejects malformed payloads with 400 naming the field, and stores none of their alerts', async () => {
    const good: any = webhookAlert({ labels: { alertname: 'Malformed', organization_id: String(org) } });
    const before = await stored();
    const cases: [unknown, string][] = [
      [{ ...webhookPayload([good]), version: '3' }, 'body.version'],
      [{ ...webhookPayload([good]), alerts: 'nope' }, 'body.alerts'],
      [webhookPayload([good, { ...good, fingerprint: undefined }]), 'body.alerts.1.fingerprint'],
      [webhookPayload([good, { ...good, fingerprint: 'not-hex!' }]), 'body.alerts.1.fingerprint'],
      [webhookPayload([{ ...good, status: 'pending' }]), 'body.alerts.0.status'],
      [webhookPayload([{ ...good, startsAt: 'yesterday' }]), 'body.alerts.0.startsAt'],
      [webhookPayload([{ ...good, labels: { alertname: 42 } }]), 'body.alerts.0.labels.alertname'],
      [webhookPayload([{ ...good, labels: { '': 'empty name' } }]), 'body.alerts.0.labels'],
    ];
    for (const [body, field] of cases) {
      const res = await alertmanager.post(WEBHOOK, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(res.body.error.details).to.include(field);
    }
    const broken = await alertmanager.raw('POST', WEBHOOK, '{"version": "4", "alerts": [', 'application/json');
    expect(broken.status).to.equal(400);
    expect(broken.body.error.code).to.equal('VALIDATION_ERROR');
    expect(await stored()).to.equal(before);
  });

  it('refuses oversized payloads: over JSON_BODY_LIMIT is 413, over the alert or label bounds is 400', async () => {
    const before = await stored();
    const labels = { alertname: 'Oversized', organization_id: String(org) };
    const huge = webhookPayload([webhookAlert({ labels, annotations: { description: 'x'.repeat(600 * 1024) } })]);
    const tooLarge = await alertmanager.post(WEBHOOK, huge);
    expect(tooLarge.status).to.equal(413);
    expect(tooLarge.body.error.code).to.equal('PAYLOAD_TOO_LARGE');

    const many = webhookPayload(
      Array.from({ length: 1001 }, (_, i) => ({ ...webhookAlert({ labels: { i: String(i) } }), annotations: {} })),
    );
    const tooMany = await alertmanager.post(WEBHOOK, many);
    expect(tooMany.status).to.equal(400);
    expect(tooMany.body.error.details).to.include('body.alerts');

    const longValue = webhookPayload([webhookAlert({ labels: { ...labels, detail: 'y'.repeat(16_385) } })]);
    const tooLong = await alertmanager.post(WEBHOOK, longValue);
    expect(tooLong.status).to.equal(400);
    expect(tooLong.body.error.details).to.include('body.alerts.0.labels.detail');
    expect(await stored()).to.equal(before);
  });

  it("keeps alerts of other organizations and without one out of every organization's list", async () => {
    const other = await t.as(freshUser());
    const otherOrg = await organizationId(other);
    const body = webhookPayload([
      webhookAlert({ labels: { alertname: 'Isolation', organization_id: String(org), device_id: 'cam-a' } }),
      webhookAlert({ labels: { alertname: 'Isolation', organization_id: String(otherOrg), device_id: 'cam-b' } }),
      webhookAlert({ labels: { alertname: 'Isolation', scope: 'platform' } }),
      webhookAlert({ labels: { alertname: 'Isolation', organization_id: '999999999' } }),
      webhookAlert({ labels: { alertname: 'Isolation', organization_id: 'not-a-number' } }),
    ]);
    const res = await alertmanager.post(WEBHOOK, body);
    expect(res.body.data).to.include({ received: 5, created: 5, unattributed: 3 });

    const mine = (await listAlerts(user)).filter((a) => a.alertname === 'Isolation');
    const theirs = (await listAlerts(other)).filter((a) => a.alertname === 'Isolation');
    expect(mine.map((a) => a.device_id)).to.deep.equal(['cam-a']);
    expect(theirs.map((a) => a.device_id)).to.deep.equal(['cam-b']);
    expect((await listAlerts(other, '&device_id=cam-a')).length).to.equal(0);
    // Kept for the platform's operators, in the database only.
    expect(await t.db.collection('alerts').countDocuments({ alertname: 'Isolation', organization_id: null })).to.equal(
      3,
    );
  });

  it('lists page style with status and device filters; bad queries are 400; users only', async () => {
    const viewer = await t.as(freshUser());
    const viewerOrg = await organizationId(viewer);
    const alerts = Array.from({ length: 5 }, (_, i) =>
      webhookAlert({
        labels: { alertname: 'Paged', organization_id: String(viewerOrg), device_id: i < 2 ? 'cam-1' : 'cam-2' },
        status: i === 0 ? 'resolved' : 'firing',
        startsAt: `2026-11-21T1${i}:00:00Z`,
      }),
    );
    await alertmanager.post(WEBHOOK, webhookPayload(alerts));

    const page = await viewer.get('/monitoring/alerts?per_page=2&page=2');
    expect(page.status).to.equal(200);
    expect(page.body.meta).to.deep.equal({
      total: 5,
      page: 2,
      per_page: 2,
      total_pages: 3,
      count: 2,
      limit: 2,
      offset: 2,
    });
    expect(page.body.data.map((a: any) => a.starts_at)).to.deep.equal([
      '2026-11-21T12:00:00.000Z',
      '2026-11-21T11:00:00.000Z',
    ]);
    expect((await listAlerts(viewer, '&status=resolved')).map((a) => a.device_id)).to.deep.equal(['cam-1']);
    expect(await listAlerts(viewer, '&status=firing&device_id=cam-1')).to.have.length(1);
    expect(await listAlerts(viewer, '&device_id=cam-2')).to.have.length(3);

    for (const query of ['status=pending', 'per_page=101', 'page=0']) {
      const res = await viewer.get(`/monitoring/alerts?${query}`);
      expect(res.status, query).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    }
    expect((await t.client.get('/monitoring/alerts')).status).to.equal(401);
    expect((await alertmanager.get('/monitoring/alerts')).status).to.equal(401);
  });

  it('is documented in the OpenAPI document with its own security scheme', async () => {
    const doc = (await t.client.get('/openapi.json')).body;
    const webhook = doc.paths['/webhooks/alertmanager'].post;
    expect(webhook.security).to.deep.equal([{ alertmanagerToken: [] }]);
    expect(doc.components.securitySchemes.alertmanagerToken).to.include({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(webhook.responses)).to.include.members(['200', '400', '401', '413']);
    expect(doc.paths['/monitoring/alerts'].get['x-permission']).to.equal('organization:read');
  });
});
