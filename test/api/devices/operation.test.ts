import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { TestClock } from '../../helpers/clock.js';
import { provisionDevice } from '../../helpers/devices.js';
import { makeJpeg, uploadForm } from '../../helpers/images.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('device operation and management', function () {
  this.timeout(30_000);
  let t: TestApi;
  let operator: ApiClient;
  const clock = new TestClock();

  before(async () => {
    t = await startTestApi(
      { DEVICE_OFFLINE_AFTER_S: '2', CHECKIN_HISTORY_LIMIT: '3', QUEUE_POLL_INTERVAL_MS: '100' },
      { clock },
    );
    operator = await t.as(freshUser());
  });
  after(async () => t?.stop());

  it('a device reads itself with its key; no key or a wrong key is 401', async () => {
    const { apiKey, deviceId } = await provisionDevice(operator, t.client);
    const self = await t.client.withDeviceKey(apiKey).get('/device/self');
    expect(self.status).to.equal(200);
    expect(self.body.data).to.include({ device_id: deviceId, status: 'approved' });
    expect(self.body.data).not.to.have.property('api_key_hash');
    for (const client of [t.client, t.client.withDeviceKey('adk_wrong'), t.client.withDeviceKey('not-a-key')]) {
      const res = await client.get('/device/self');
      expect(res.status).to.equal(401);
      expect(res.body.error.code).to.equal('UNAUTHORIZED');
    }
    // A user token is not a device key.
    expect((await operator.get('/device/self')).status).to.equal(401);
  });

  it('a check-in records last-seen, status and metrics; the device is online until it goes quiet', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    const device_ = t.client.withDeviceKey(apiKey);
    const res = await device_.post('/device/checkin', {
      status: 'ok',
      agent_version: '1.2.3',
      uptime_s: 3600,
      metrics: { cpu_percent: 12.5, memory_percent: 40, disk_percent: 71, temperature_c: 48.2 },
    });
    expect(res.status).to.equal(200);
    expect(res.body.data.next_checkin_s).to.be.a('number');

    const seen = (await operator.get(`/core/devices/${device.id}`)).body.data;
    expect(seen.online).to.equal(true);
    expect(seen.last_checkin).to.deep.include({ status: 'ok', agent_version: '1.2.3', uptime_s: 3600 });
    expect(seen.last_checkin.metrics).to.deep.equal({
      cpu_percent: 12.5,
      memory_percent: 40,
      disk_percent: 71,
      temperature_c: 48.2,
    });
    expect((await operator.get('/core/devices?online=true&per_page=100')).body.data.map((d: any) => d.id)).to.include(
      device.id,
    );

    // Quiet for longer than DEVICE_OFFLINE_AFTER_S.
    clock.advance(2_001);
    expect((await operator.get(`/core/devices/${device.id}`)).body.data.online).to.equal(false);
    expect((await operator.get('/core/devices?online=false&per_page=100')).body.data.map((d: any) => d.id)).to.include(
      device.id,
    );
    expect((await operator.get('/core/devices?online=1&per_page=100')).body.data.map((d: any) => d.id)).not.to.include(
      device.id,
    );
  });

  it('refuses out-of-range check-in metrics with 400 naming the field, and records nothing', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    const res = await t.client.withDeviceKey(apiKey).post('/device/checkin', { metrics: { cpu_percent: 150 } });
    expect(res.status).to.equal(400);
    expect(res.body.error.details).to.include('body.metrics.cpu_percent');
    expect((await operator.get(`/core/devices/${device.id}`)).body.data.last_seen_at).to.equal(null);
  });

  it('keeps a bounded check-in history, pruned by the scheduled job', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    for (let i = 0; i < 6; i++) await t.client.withDeviceKey(apiKey).post('/device/checkin', { uptime_s: i });
    const history = t.db.collection('device_checkins');
    expect(await history.countDocuments({ device: device.id })).to.equal(6);
    await t.api.app.queue.agenda.now('devices.prune-checkin-history');
    const deadline = Date.now() + 10_000;
    while ((await history.countDocuments({ device: device.id })) > 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const kept = await history.find({ device: device.id }).sort({ at: 1 }).toArray();
    expect(kept).to.have.length(3);
    expect(kept.map((k) => k.at.getTime())).to.deep.equal([...kept.map((k) => k.at.getTime())].sort());
  });

  it('lists devices with status and literal search filters, newest first', async () => {
    const user = await t.as(freshUser());
    const a = await provisionDevice(user, t.client, { name: 'abc north' });
    const b = await provisionDevice(user, t.client, { name: 'a.c south' });
    const all = await user.get('/core/devices');
    expect(all.body.data.map((d: any) => d.id)).to.deep.equal([b.device.id, a.device.id]);
    expect(all.body.meta).to.include({ total: 2, page: 1, per_page: 20, total_pages: 1 });
    const literal = await user.get(`/core/devices?search=${encodeURIComponent('a.c')}`);
    expect(literal.body.data.map((d: any) => d.id)).to.deep.equal([b.device.id]);
    const byDeviceId = await user.get(`/core/devices?search=${encodeURIComponent(a.deviceId.toUpperCase())}`);
    expect(byDeviceId.body.data.map((d: any) => d.id)).to.deep.equal([a.device.id]);
    await user.patch(`/core/devices/${a.device.id}`, { status: 'disabled' });
    expect((await user.get('/core/devices?status=disabled')).body.data.map((d: any) => d.id)).to.deep.equal([
      a.device.id,
    ]);
    expect((await user.get('/core/devices?status=nonsense')).status).to.equal(400);
  });

  it('renames and relabels; approval follows the documented transitions; a disabled key stops working', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    const renamed = await operator.patch(`/core/devices/${device.id}`, { name: 'Dock 4', labels: { zone: 'b' } });
    expect(renamed.body.data).to.include({ name: 'Dock 4' });
    expect(renamed.body.data.labels).to.deep.equal({ zone: 'b' });

    const invalid = await operator.patch(`/core/devices/${device.id}`, { status: 'pending' });
    expect(invalid.status).to.equal(409);
    expect(invalid.body.error.code).to.equal('CONFLICT');

    expect((await operator.patch(`/core/devices/${device.id}`, { status: 'disabled' })).body.data.status).to.equal(
      'disabled',
    );
    expect((await t.client.withDeviceKey(apiKey).get('/device/self')).status).to.equal(401);
    expect((await operator.patch(`/core/devices/${device.id}`, { status: 'approved' })).body.data.status).to.equal(
      'approved',
    );
    expect((await t.client.withDeviceKey(apiKey).get('/device/self')).status).to.equal(200);
  });

  it('deleting a device stops its key at once and keeps its images', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    const key = t.client.withDeviceKey(apiKey);
    const uploaded = await key.raw('POST', '/device/images/upload', uploadForm(makeJpeg()));
    expect(uploaded.status).to.equal(201);
    expect((await operator.delete(`/core/devices/${device.id}`)).status).to.equal(200);
    expect((await key.get('/device/self')).status).to.equal(401);
    expect((await key.post('/device/checkin', {})).status).to.equal(401);
    expect((await operator.get(`/core/devices/${device.id}`)).status).to.equal(404);
    expect(await t.db.collection('images').countDocuments({ _id: uploaded.body.data.id })).to.equal(1);
    expect((await operator.get(`/images/${uploaded.body.data.id}/url`)).status).to.equal(200);
  });

  it("another organization's devices are 404 for every id route and absent from lists", async () => {
    const { device, apiKey } = await provisionDevice(operator, t.client);
    const image = (await t.client.withDeviceKey(apiKey).raw('POST', '/device/images/upload', uploadForm(makeJpeg())))
      .body.data;
    const other = await t.as(freshUser());
    expect((await other.get(`/core/devices/${device.id}`)).status).to.equal(404);
    expect((await other.patch(`/core/devices/${device.id}`, { name: 'mine now' })).status).to.equal(404);
    expect((await other.delete(`/core/devices/${device.id}`)).status).to.equal(404);
    expect((await other.get(`/images/${image.id}/url`)).status).to.equal(404);
    expect((await other.get('/core/devices')).body.data).to.deep.equal([]);
    expect((await operator.get(`/core/devices/${device.id}`)).body.data.name).not.to.equal('mine now');
  });

  it('exposes online and offline devices per organization on /metrics', async () => {
    const user = await t.as(freshUser());
    const orgId = (await user.get('/organization')).body.data.id;
    const { apiKey } = await provisionDevice(user, t.client);
    await provisionDevice(user, t.client);
    await t.client.withDeviceKey(apiKey).post('/device/checkin', {});
    const metrics = (await t.root.get('/metrics')).text;
    expect(metrics).to.include(`edge_vision_devices{organization_id="${orgId}",state="online"} 1`);
    expect(metrics).to.include(`edge_vision_devices{organization_id="${orgId}",state="offline"} 1`);
  });
});
