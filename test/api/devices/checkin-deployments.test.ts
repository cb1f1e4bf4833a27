import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { provisionDevice } from '../../helpers/devices.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/**
 * A check-in finds its device by the key in the same write that records it, and looks for
 * deployment jobs only while the device record says a deployment was handed to it since it last
 * found none (issue 29): what a device is told, and when its key stops working, must not change
 * with that. The operator's side is driven through its internal routes, as the operator calls them.
 */
describe('deployment jobs in check-ins', function () {
  this.timeout(60_000);
  const operatorToken = randomBytes(24).toString('hex');
  let t: TestApi;
  let user: ApiClient;
  let operator: ApiClient;
  let organizationId: number;
  let deployments = 0;

  before(async () => {
    t = await startTestApi({ OPERATOR_TOKEN: operatorToken });
    user = await t.as(freshUser());
    operator = t.internal.as(operatorToken);
    organizationId = (await user.get('/organization')).body.data.id;
  });
  after(async () => t?.stop());

  const jobsOf = async (device: ApiClient) => {
    const res = await device.post('/device/checkin', { status: 'ok' });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.data.deployments as { deployment_id: number; rollback: boolean; job_id: string }[];
  };

  /** A deployment record for these devices, as the operator makes one, with its targets resolved. */
  async function deploymentTo(deviceIds: string[], resolved = deviceIds.length): Promise<string> {
    deployments += 1;
    const synced = await operator.post('/internal/operator/deployments/sync', {
      namespace: 'edge-vision',
      name: `checkin-deployment-${process.pid}-${deployments}`,
      uid: randomBytes(8).toString('hex'),
      spec: {
        organizationId,
        exportArtifact: { modelVersionId: 1, format: 'onnx' },
        targets: { deviceIds },
        rollout: { strategy: 'all', batchSize: 10, maxUnavailable: 0, deviceTimeoutSeconds: 1800 },
        rollbackOnFailure: false,
      },
    });
    expect(synced.status, JSON.stringify(synced.body)).to.equal(200);
    const path = `/internal/operator/deployments/${organizationId}/${synced.body.data.record_id}`;
    const targets = await operator.post(`${path}/targets`, {});
    expect(targets.status, JSON.stringify(targets.body)).to.equal(200);
    expect(targets.body.data).to.have.length(resolved);
    return path;
  }

  const release = async (path: string, deviceIds: string[], rollback = false) => {
    const res = await operator.post(`${path}/release-devices`, { device_ids: deviceIds, rollback });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  };

  const reportDone = async (device: ApiClient, jobId: string) => {
    const res = await device.post(`/device/deployment-jobs/${jobId}/phase`, {
      phase: 'healthcheck',
      status: 'succeeded',
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
  };

  it('lists a deployment from its release until the device reports it done, then its rollback', async () => {
    const { apiKey, deviceId } = await provisionDevice(user, t.client);
    const device = t.client.withDeviceKey(apiKey);
    expect(await jobsOf(device)).to.deep.equal([]);

    const path = await deploymentTo([deviceId]);
    expect(await jobsOf(device), 'resolved but not yet released').to.deep.equal([]);

    await release(path, [deviceId]);
    const [job] = await jobsOf(device);
    expect(job).to.include({ rollback: false });
    expect(await jobsOf(device), 'still listed while open').to.have.length(1);

    await reportDone(device, job!.job_id);
    expect(await jobsOf(device)).to.deep.equal([]);
    expect(await jobsOf(device)).to.deep.equal([]);

    await release(path, [deviceId], true);
    const [rollback] = await jobsOf(device);
    expect(rollback).to.include({ deployment_id: job!.deployment_id, rollback: true });
  });

  it('a second deployment released after the first is done reaches the device too', async () => {
    const { apiKey, deviceId } = await provisionDevice(user, t.client);
    const device = t.client.withDeviceKey(apiKey);
    const first = await deploymentTo([deviceId]);
    await release(first, [deviceId]);
    const [job] = await jobsOf(device);
    await reportDone(device, job!.job_id);
    expect(await jobsOf(device)).to.deep.equal([]);

    const second = await deploymentTo([deviceId]);
    await release(second, [deviceId]);
    const [next] = await jobsOf(device);
    expect(next?.deployment_id).to.be.greaterThan(job!.deployment_id);
  });

  it('a device recorded before check-ins kept the release count still gets its deployment', async () => {
    const { apiKey, deviceId, device: view } = await provisionDevice(user, t.client);
    const device = t.client.withDeviceKey(apiKey);
    const path = await deploymentTo([deviceId]);
    await release(path, [deviceId]);
    await t.db
      .collection('devices')
      .updateOne({ _id: view.id as never }, { $unset: { deployment_releases: '', deployment_releases_seen: '' } });

    const [job] = await jobsOf(device);
    expect(job).to.include({ rollback: false });
    await reportDone(device, job!.job_id);
    expect(await jobsOf(device)).to.deep.equal([]);
  });

  it('a disabled device is refused at its very next check-in, and accepted again once approved', async () => {
    const { apiKey, device: view } = await provisionDevice(user, t.client);
    const device = t.client.withDeviceKey(apiKey);
    expect(await jobsOf(device)).to.deep.equal([]);
    expect((await user.patch(`/core/devices/${view.id}`, { status: 'disabled' })).status).to.equal(200);
    const refused = await device.post('/device/checkin', { status: 'ok' });
    expect(refused.status).to.equal(401);
    expect(refused.body.error.code).to.equal('UNAUTHORIZED');
    expect((await user.patch(`/core/devices/${view.id}`, { status: 'approved' })).status).to.equal(200);
    expect(await jobsOf(device)).to.deep.equal([]);
  });

  it('a deleted device is refused at its very next check-in; a bad body or key writes nothing', async () => {
    const { apiKey, device: view } = await provisionDevice(user, t.client);
    const device = t.client.withDeviceKey(apiKey);
    const history = () => t.db.collection('device_checkins').countDocuments({ device: view.id });
    expect(await jobsOf(device)).to.deep.equal([]);
    expect(await history()).to.equal(1);

    const invalid = await device.post('/device/checkin', { uptime_s: -1 });
    expect(invalid.status).to.equal(400);
    expect(invalid.body.error.code).to.equal('VALIDATION_ERROR');
    const wrongKey = await t.client.withDeviceKey(`${apiKey}x`).post('/device/checkin', { status: 'ok' });
    expect(wrongKey.status).to.equal(401);
    expect(await history()).to.equal(1);

    expect((await user.delete(`/core/devices/${view.id}`)).status).to.be.oneOf([200, 204]);
    const refused = await device.post('/device/checkin', { status: 'ok' });
    expect(refused.status).to.equal(401);
    expect(refused.body.error.code).to.equal('UNAUTHORIZED');
  });

  it("another organization's device is not told of the deployment", async () => {
    const { apiKey, deviceId } = await provisionDevice(user, t.client);
    const stranger = await t.as(freshUser());
    const other = await provisionDevice(stranger, t.client);
    const path = await deploymentTo([deviceId, other.deviceId], 1);
    await release(path, [deviceId, other.deviceId]);
    expect(await jobsOf(t.client.withDeviceKey(apiKey))).to.have.length(1);
    expect(await jobsOf(t.client.withDeviceKey(other.apiKey))).to.deep.equal([]);
  });
});
