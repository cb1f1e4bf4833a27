/**
 * End to end with a real Alertmanager: alerts pushed to its v2 API reach the platform through
 * its webhook receiver (bearer secret in `http_config.authorization`), are stored once however
 * often Alertmanager repeats them, and turn resolved when pushed again with an end.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { listAlerts, organizationId, webhookToken } from '../../helpers/alerts.js';
import { startAlertmanager, webhookConfig, type RunningAlertmanager } from '../../helpers/alertmanager.js';
import type { ApiClient } from '../../helpers/client.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { eventually } from '../../helpers/eventually.js';

const CHART_README = new URL('../../../helm/edge-vision/README.md', import.meta.url);

/** The chart README's `# alertmanager.yml` example, as an object. */
function readmeAlertmanagerConfig(): any {
  const block = /```yaml\n(# alertmanager\.yml\n[\s\S]*?)```/.exec(readFileSync(CHART_README, 'utf8'));
  if (!block) throw new Error('helm/edge-vision/README.md has no ```yaml block starting with # alertmanager.yml');
  return parse(block[1]!);
}

/** Webhook deliveries the API answered with this status, from its own /metrics. */
async function deliveries(t: TestApi, status: number): Promise<number> {
  const text = (await t.root.get('/metrics')).text;
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('http_requests_total{') &&
        l.includes('route="/api/webhooks/alertmanager"') &&
        l.includes(`status="${status}"`),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('Alertmanager to the platform, end to end', function () {
  this.timeout(60_000);
  const token = webhookToken();
  let t: TestApi;
  let alertmanager: RunningAlertmanager;
  let user: ApiClient;
  let org: number;

  before(async function () {
    this.timeout(300_000); // the first run builds Alertmanager
    t = await startTestApi({ ALERT_WEBHOOK_TOKEN: token });
    // Repeats an unchanged firing alert every second, so deduplication sees real repeats.
    alertmanager = await startAlertmanager(
      webhookConfig({ webhookUrl: `${t.api.url}/api/webhooks/alertmanager`, token, repeatInterval: '1s' }),
    );
    user = await t.as(freshUser());
    org = await organizationId(user);
  });
  after(async () => {
    await alertmanager?.stop();
    await t?.stop();
  });

  it('delivers a pushed alert, stores it once across repeats, and resolves it when pushed with endsAt', async () => {
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const labels = {
      alertname: 'EdgeVisionDevicesOffline',
      severity: 'warning',
      organization_id: String(org),
      device_id: 'engine-e2e',
      namespace: 'edge-vision',
      // Prometheus 3 label names may hold dots (stored as name/value pairs, not as keys).
      'k8s.node.name': 'worker-1',
    };
    await alertmanager.push([
      { labels, annotations: { summary: 'a device stopped checking in' }, startsAt, generatorURL: 'http://prom/x' },
    ]);

    const firing = await eventually('the firing alert', async () => {
      const [alert] = await listAlerts(user, '&device_id=engine-e2e');
      return alert;
    });
    expect(firing).to.include({
      status: 'firing',
      alertname: 'EdgeVisionDevicesOffline',
      device_id: 'engine-e2e',
      starts_at: startsAt,
      ends_at: null,
      receiver: 'edge-vision',
      generator_url: 'http://prom/x',
    });
    expect(firing.fingerprint).to.match(/^[0-9a-f]{16}$/);
    expect(firing.labels).to.deep.include({ name: 'namespace', value: 'edge-vision' });
    expect(firing.labels).to.deep.include({ name: 'k8s.node.name', value: 'worker-1' });

    // Alertmanager notifies again (repeat_interval 1s); Prometheus re-sends the same alert too.
    const delivered = await deliveries(t, 200);
    await alertmanager.push([{ labels, annotations: { summary: 'a device stopped checking in' }, startsAt }]);
    await eventually('two more deliveries', async () =>
      (await deliveries(t, 200)) >= delivered + 2 ? true : undefined,
    );
    const repeated = await listAlerts(user, '&device_id=engine-e2e');
    expect(repeated).to.have.length(1);
    expect(repeated[0].id).to.equal(firing.id);
    expect(repeated[0].first_received_at).to.equal(firing.first_received_at);
    expect(Date.parse(repeated[0].last_received_at)).to.be.greaterThan(Date.parse(firing.last_received_at));

    const endsAt = new Date(Date.now() - 1000).toISOString();
    await alertmanager.push([{ labels, startsAt, endsAt }]);
    const resolved = await eventually('the resolved alert', async () => {
      const [alert] = await listAlerts(user, '&device_id=engine-e2e&status=resolved');
      return alert;
    });
    expect(resolved).to.include({ id: firing.id, status: 'resolved', ends_at: endsAt });
    expect(await listAlerts(user, '&device_id=engine-e2e')).to.have.length(1);
    expect(await t.db.collection('alerts').countDocuments({ device_id: 'engine-e2e' })).to.equal(1);
  });

  it("routes each organization's alerts to it alone, and keeps platform alerts out of every organization", async () => {
    const other = await t.as(freshUser());
    const otherOrg = await organizationId(other);
    const startsAt = new Date(Date.now() - 5_000).toISOString();
    await alertmanager.push([
      { labels: { alertname: 'QueueBacklog', organization_id: String(org), device_id: 'cam-mine' }, startsAt },
      { labels: { alertname: 'QueueBacklog', organization_id: String(otherOrg), device_id: 'cam-theirs' }, startsAt },
      { labels: { alertname: 'EdgeVisionApiErrorRate', severity: 'critical' }, startsAt },
    ]);
    await eventually('all three alerts stored', async () =>
      (await t.db.collection('alerts').countDocuments({ starts_at: new Date(startsAt) })) === 3 ? true : undefined,
    );
    const mine = (await listAlerts(user)).filter((a) => a.starts_at === startsAt);
    const theirs = (await listAlerts(other)).filter((a) => a.starts_at === startsAt);
    expect(mine.map((a) => a.device_id)).to.deep.equal(['cam-mine']);
    expect(theirs.map((a) => a.device_id)).to.deep.equal(['cam-theirs']);
    const platform = await t.db.collection('alerts').findOne({ alertname: 'EdgeVisionApiErrorRate' });
    expect(platform).to.include({ organization_id: null, status: 'firing' });
  });

  it('a receiver with the wrong secret gets 401 and stores nothing; Alertmanager counts the failure', async () => {
    const wrong = await startAlertmanager(
      webhookConfig({ webhookUrl: `${t.api.url}/api/webhooks/alertmanager`, token: webhookToken() }),
    );
    try {
      const before = await t.db.collection('alerts').countDocuments({});
      const refused = await deliveries(t, 401);
      await wrong.push([{ labels: { alertname: 'WrongSecret', organization_id: String(org) } }]);
      await eventually('a refused delivery', async () => ((await deliveries(t, 401)) > refused ? true : undefined));
      await eventually('Alertmanager to count the failure', async () =>
        (await wrong.metric('alertmanager_notifications_failed_total', 'integration="webhook"')) > 0 ? true : undefined,
      );
      expect(await t.db.collection('alerts').countDocuments({})).to.equal(before);
      expect(await t.db.collection('alerts').countDocuments({ alertname: 'WrongSecret' })).to.equal(0);
    } finally {
      await wrong.stop();
    }
  });

  it("the chart README's receiver example works as written: platform alerts arrive, others do not", async () => {
    const config = readmeAlertmanagerConfig();
    const receiver = config.receivers.find((r: any) => r.name === 'edge-vision');
    const webhook = receiver.webhook_configs[0];
    expect(webhook.url).to.match(/\/api\/webhooks\/alertmanager$/);
    expect(webhook.send_resolved).to.equal(true);
    // The deployment-specific parts: where the API is, and where the token file is mounted.
    const secrets = mkdtempSync(join(tmpdir(), 'alert-token-'));
    const tokenFile = join(secrets, 'ALERT_WEBHOOK_TOKEN');
    writeFileSync(tokenFile, token, { mode: 0o600 });
    webhook.url = `${t.api.url}/api/webhooks/alertmanager`;
    webhook.http_config.authorization.credentials_file = tokenFile;
    const route = config.route.routes.find((r: any) => r.receiver === 'edge-vision');
    Object.assign(route, { group_wait: '100ms', group_interval: '500ms' });

    const fromReadme = await startAlertmanager(config);
    try {
      const startsAt = new Date(Date.now() - 2_000).toISOString();
      await fromReadme.push([
        { labels: { alertname: 'EdgeVisionDevicesOffline', organization_id: String(org) }, startsAt },
        { labels: { alertname: 'NodeDiskFull', organization_id: String(org) }, startsAt },
      ]);
      await eventually('the platform alert', async () => {
        const found = (await listAlerts(user)).find((a) => a.starts_at === startsAt);
        return found?.alertname === 'EdgeVisionDevicesOffline' ? found : undefined;
      });
      await new Promise((r) => setTimeout(r, 1_500));
      const stored = (await listAlerts(user)).filter((a) => a.starts_at === startsAt);
      expect(stored.map((a) => a.alertname)).to.deep.equal(['EdgeVisionDevicesOffline']);
    } finally {
      await fromReadme.stop();
      rmSync(secrets, { recursive: true, force: true });
    }
  });
});
