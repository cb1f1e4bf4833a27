import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { TestClock } from '../../helpers/clock.js';
import { provisionDevice } from '../../helpers/devices.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('device check-in history (GET /core/devices/{id}/checkins)', function () {
  this.timeout(30_000);
  let t: TestApi;
  let user: ApiClient;
  let deviceRecordId: number;
  const times: string[] = [];
  const clock = new TestClock();

  before(async () => {
    t = await startTestApi({}, { clock });
    user = await t.as(freshUser());
    const { device, apiKey } = await provisionDevice(user, t.client);
    deviceRecordId = device.id;
    const client = t.client.withDeviceKey(apiKey);
    for (const cpu of [10, 20, 30]) {
      const res = await client.post('/device/checkin', {
        agent_version: '0.1.0',
        uptime_s: cpu * 10,
        metrics: { cpu_percent: cpu, frames_processed: cpu * 2, queue_depth: 1, model_version_id: null },
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      times.push(res.body.data.server_time);
      // Check-ins a second apart, so their order is their time.
      clock.advance(1_000);
    }
  });
  after(async () => t?.stop());

  it('lists check-ins newest first with their telemetry, paged', async () => {
    const res = await user.get(`/core/devices/${deviceRecordId}/checkins?per_page=2`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data.map((c: any) => c.metrics.cpu_percent)).to.deep.equal([30, 20]);
    expect(res.body.data[0]).to.deep.include({ agent_version: '0.1.0', uptime_s: 300 });
    expect(res.body.data[0].metrics).to.include({ frames_processed: 60, queue_depth: 1 });
    expect(res.body.meta).to.include({ total: 3, page: 1, per_page: 2, total_pages: 2 });
    const second = await user.get(`/core/devices/${deviceRecordId}/checkins?per_page=2&page=2`);
    expect(second.body.data.map((c: any) => c.metrics.cpu_percent)).to.deep.equal([10]);
  });

  it('filters by a time range: since inclusive, until exclusive', async () => {
    const res = await user.get(
      `/core/devices/${deviceRecordId}/checkins?since=${encodeURIComponent(times[1]!)}&until=${encodeURIComponent(times[2]!)}`,
    );
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data.map((c: any) => c.metrics.cpu_percent)).to.deep.equal([20]);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await user.get(
      `/core/devices/${deviceRecordId}/checkins?since=${encodeURIComponent(times[2]!)}&until=${encodeURIComponent(times[0]!)}`,
    );
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
  });

  it('/metrics carries organization-level telemetry gauges, no per-device series', async () => {
    const orgId = (await user.get('/organization')).body.data.id;
    const text = (await t.root.get('/metrics')).text;
    const series = (measure: string) =>
      new RegExp(
        `^edge_vision_device_telemetry\\{organization_id="${orgId}",measure="${measure}"\\} (\\S+)$`,
        'm',
      ).exec(text)?.[1];
    expect(series('queue_frames')).to.equal('1');
    expect(series('frames_dropped')).to.equal('0'); // no device reported any
    expect(series('cpu_percent_max')).to.equal('30');
    expect(text).not.to.match(/edge_vision_device_telemetry\{[^}]*device/);
  });

  it("another organization's device is 404", async () => {
    const other = await t.as(freshUser());
    const res = await other.get(`/core/devices/${deviceRecordId}/checkins`);
    expect(res.status).to.equal(404);
    expect(res.body.error.code).to.equal('NOT_FOUND');
  });
});
