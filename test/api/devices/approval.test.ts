import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { provisionDevice } from '../../helpers/devices.js';
import { makeJpeg, uploadForm } from '../../helpers/images.js';
import { objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('device approval (organization setting devices_require_approval)', function () {
  this.timeout(30_000);
  let t: TestApi;
  let admin: ApiClient;

  before(async () => {
    t = await startTestApi();
    admin = await t.as(freshUser());
  });
  after(async () => t?.stop());

  const upload = (device: ApiClient) =>
    device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(32, 24), 'frame.jpg'));

  it('is off by default: a provisioned device is approved and uploads', async () => {
    expect((await admin.get('/organization')).body.data.settings.devices_require_approval).to.equal(false);
    const { device, apiKey } = await provisionDevice(admin, t.client);
    expect(device.status).to.equal('approved');
    expect((await upload(t.client.withDeviceKey(apiKey))).status).to.equal(201);
  });

  it('when on, a new device is pending: it checks in, its uploads answer 403 DEVICE_NOT_APPROVED until approved', async () => {
    const set = await admin.patch('/organization', { settings: { devices_require_approval: true } });
    expect(set.status, JSON.stringify(set.body)).to.equal(200);
    expect(set.body.data.settings).to.include({ devices_require_approval: true, batch_auto_close: true });

    const { device, apiKey } = await provisionDevice(admin, t.client);
    expect(device.status).to.equal('pending');
    const client = t.client.withDeviceKey(apiKey);
    const checkin = await client.post('/device/checkin', { status: 'ok' });
    expect(checkin.status, JSON.stringify(checkin.body)).to.equal(200);
    expect(checkin.body.data.deployments).to.deep.equal([]);
    expect((await client.get('/device/self')).body.data.status).to.equal('pending');

    const orgId = (await admin.get('/organization')).body.data.id;
    const objectsBefore = await objectKeys(t.storage, `orgs/${orgId}/`);
    const refused = await upload(client);
    expect(refused.status).to.equal(403);
    expect(refused.body.success).to.equal(false);
    expect(refused.body.error.code).to.equal('DEVICE_NOT_APPROVED');
    expect(refused.body.error.details).to.contain('PATCH /core/devices/');
    expect(await objectKeys(t.storage, `orgs/${orgId}/`)).to.deep.equal(objectsBefore);
    const phase = await client.post('/device/deployment-jobs/dep-1/phase', { phase: 'download', status: 'started' });
    expect(phase.status).to.equal(403);

    const approved = await admin.patch(`/core/devices/${device.id}`, { status: 'approved' });
    expect(approved.body.data.status).to.equal('approved');
    expect((await upload(client)).status).to.equal(201);
  });

  it('a rejected device is refused, also for check-ins', async () => {
    const { device, apiKey } = await provisionDevice(admin, t.client);
    expect(device.status).to.equal('pending');
    expect((await admin.patch(`/core/devices/${device.id}`, { status: 'rejected' })).status).to.equal(200);
    const res = await t.client.withDeviceKey(apiKey).post('/device/checkin', {});
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
  });

  it('another organization cannot approve the device (404)', async () => {
    const { device } = await provisionDevice(admin, t.client);
    const other = await t.as(freshUser());
    const res = await other.patch(`/core/devices/${device.id}`, { status: 'approved' });
    expect(res.status).to.equal(404);
    expect((await admin.get(`/core/devices/${device.id}`)).body.data.status).to.equal('pending');
  });
});
