import { expect } from 'chai';
import { CoreV1Api, CustomObjectsApi } from '@kubernetes/client-node';
import { GROUP, VERSION } from '../../contracts/custom-resources.js';
import type { ApiClient } from '../helpers/client.js';
import { provisionDevice } from '../helpers/devices.js';
import { eventually } from '../helpers/eventually.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { registerModel, testModels } from '../helpers/onnx-models.js';
import { startOperatedApi, type OperatedApi } from '../helpers/operated-api.js';
import type { TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

const ALL_PHASES = ['download', 'verify', 'install', 'start', 'healthcheck'];

describe('deployments time out: a silent device counts as failed', function () {
  this.timeout(120_000);
  let cluster: TestCluster;
  let namespace: string;
  let t: TestApi;
  let platform: OperatedApi;
  let user: ApiClient;
  let core: CoreV1Api;
  let custom: CustomObjectsApi;
  let modelId: number;

  before(async () => {
    cluster = await startTestCluster();
    core = cluster.kubeConfig.makeApiClient(CoreV1Api);
    custom = cluster.kubeConfig.makeApiClient(CustomObjectsApi);
    // Resync far slower than the deadlines: only the reconciler's own requeue can notice them.
    platform = await startOperatedApi(cluster, {
      operator: { identity: 'timeout-replica', resyncEveryMs: 600_000 },
    });
    ({ t, namespace } = platform);
    user = await t.as(freshUser());
    const models = await testModels();
    modelId = (await registerModel(user, models.detector, { name: 'timeout det', class_names: 'car,person,bike' })).id;
  });

  after(async () => {
    await platform?.stop();
  });

  /** Two fresh devices and one deployment to both with the given rollout. */
  async function deployToTwoDevices(rollout: object, rollbackOnFailure: boolean) {
    const first = await provisionDevice(user, t.client);
    const second = await provisionDevice(user, t.client);
    const created = await user.post('/ml/deployments', {
      model_version_id: modelId,
      device_ids: [first.deviceId, second.deviceId],
      rollout,
      rollback_on_failure: rollbackOnFailure,
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    return { deployment: created.body.data, first, second };
  }

  /** Checks in as the device until the deployment is handed to it. */
  const released = (device: ApiClient) =>
    eventually(
      'the release',
      async () => (await device.post('/device/checkin', {})).body.data.deployments.length === 1,
    );

  /** Two devices; the first takes the deployment and reports every phase, the second stays silent. */
  async function deployToOneReportingOneSilent(rollbackOnFailure: boolean) {
    const rollout = { strategy: 'all', max_unavailable: 0, device_timeout_seconds: 2 };
    const { deployment, first: talker, second: silent } = await deployToTwoDevices(rollout, rollbackOnFailure);
    expect(deployment.rollout.device_timeout_seconds).to.equal(2);
    const device = t.client.withDeviceKey(talker.apiKey);
    await released(device);
    for (const phase of ALL_PHASES) {
      const res = await device.post(`/device/deployment-jobs/${deployment.job_id}/phase`, {
        phase,
        status: 'succeeded',
      });
      expect(res.status).to.equal(200);
    }
    return { deployment, talker, silent, device };
  }

  const deviceState = (view: any, deviceId: string, rollback = false) =>
    view.devices.find((d: any) => d.device_id === deviceId && d.rollback === rollback);

  it('fails the rollout when a device never reports, and a late report does not flip it', async () => {
    const { deployment, talker, silent } = await deployToOneReportingOneSilent(false);
    const failed = await eventually('the deployment to fail', async () => {
      const view = (await user.get(`/ml/deployments/${deployment.id}`)).body.data;
      return view.phase === 'Failed' ? view : null;
    });
    // The device that reported in time keeps its success; the silent one failed with the reason.
    expect(deviceState(failed, talker.deviceId)).to.include({ state: 'Succeeded' });
    expect(deviceState(failed, silent.deviceId)).to.include({ state: 'Failed', message: 'no report within 2 s' });
    expect(failed.message).to.contain(`${silent.deviceId}: no report within 2 s`);

    const resource = (await custom.getNamespacedCustomObject({
      group: GROUP,
      version: VERSION,
      namespace,
      plural: 'deploymentjobs',
      name: deployment.resource.name,
    })) as any;
    expect(resource.status.phase).to.equal('Failed');
    expect(resource.status.devices.find((d: any) => d.deviceId === silent.deviceId)).to.include({
      state: 'Failed',
      message: 'no report within 2 s',
    });
    const events = await eventually('the DeviceTimedOut event', async () => {
      const list = await core.listNamespacedEvent({
        namespace,
        fieldSelector: `involvedObject.name=${deployment.resource.name}`,
      });
      const found = list.items.filter((e) => e.reason === 'DeviceTimedOut');
      return found.length > 0 ? found : null;
    });
    expect(events[0]!.type).to.equal('Warning');
    expect(events[0]!.message).to.contain(silent.deviceId);

    // The silent device wakes up late: its report is recorded, its verdict stays.
    const late = t.client.withDeviceKey(silent.apiKey);
    expect((await late.post('/device/checkin', {})).body.data.deployments).to.deep.equal([]);
    for (const phase of ALL_PHASES) {
      const res = await late.post(`/device/deployment-jobs/${deployment.job_id}/phase`, { phase, status: 'succeeded' });
      expect(res.status).to.equal(200);
    }
    const after = (await user.get(`/ml/deployments/${deployment.id}`)).body.data;
    expect(after.phase).to.equal('Failed');
    expect(deviceState(after, silent.deviceId)).to.include({ state: 'Failed', message: 'no report within 2 s' });
  });

  it('rolls back when a device never reports and rollbackOnFailure is set', async () => {
    const { deployment, talker, silent, device } = await deployToOneReportingOneSilent(true);
    const rollback = await eventually('the rollback for the device that reported', async () => {
      const list = (await device.post('/device/checkin', {})).body.data.deployments as any[];
      return list.find((d) => d.rollback);
    });
    expect(rollback.job_id).to.equal(`${deployment.job_id}-rollback`);
    for (const phase of ['download', 'install', 'start', 'healthcheck']) {
      await device.post(`/device/deployment-jobs/${rollback.job_id}/phase`, { phase, status: 'succeeded' });
    }
    // The silent device was handed the rollback too; its silence times out the same way.
    const done = await eventually('RolledBack', async () => {
      const view = (await user.get(`/ml/deployments/${deployment.id}`)).body.data;
      return view.phase === 'RolledBack' ? view : null;
    });
    expect(deviceState(done, silent.deviceId)).to.include({ state: 'Failed', message: 'no report within 2 s' });
    expect(deviceState(done, talker.deviceId, true)).to.include({ state: 'RolledBack' });
    expect(deviceState(done, silent.deviceId, true)).to.include({ state: 'Failed', message: 'no report within 2 s' });
  });

  it('fails a device that started and then went silent; one that keeps reporting goes on', async () => {
    const rollout = { strategy: 'all', max_unavailable: 1, device_timeout_seconds: 3 };
    const { deployment, first: steady, second: stalled } = await deployToTwoDevices(rollout, false);
    const report = (device: ApiClient, body: object) =>
      device.post(`/device/deployment-jobs/${deployment.job_id}/phase`, body);
    const devices = [steady, stalled].map((d) => t.client.withDeviceKey(d.apiKey));
    for (const device of devices) {
      await released(device);
      expect((await report(device, { phase: 'download', status: 'started', progress: 0.1 })).status).to.equal(200);
    }
    // A slow download: progress every half second for twice the deadline, then the rest.
    for (let i = 1; i <= 12; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(
        (await report(devices[0]!, { phase: 'download', status: 'started', progress: 0.1 + i * 0.05 })).status,
      ).to.equal(200);
    }
    for (const phase of ALL_PHASES) await report(devices[0]!, { phase, status: 'succeeded' });

    const view = await eventually('the stalled device to fail', async () => {
      const current = (await user.get(`/ml/deployments/${deployment.id}`)).body.data;
      return deviceState(current, stalled.deviceId).state === 'Failed' ? current : null;
    });
    expect(deviceState(view, stalled.deviceId)).to.include({ message: 'no report for 3 s during download' });
    expect(deviceState(view, steady.deviceId)).to.include({ state: 'Succeeded' });
  });

  it('the CRD refuses a device timeout below 1 s and defaults a missing one to 1800 s', async () => {
    const resource = (name: string, rollout: object) => ({
      apiVersion: `${GROUP}/${VERSION}`,
      kind: 'DeploymentJob',
      metadata: { name, namespace },
      spec: {
        organizationId: 1,
        exportArtifact: { modelVersionId: 1, format: 'onnx' },
        targets: { deviceIds: ['nobody'] },
        rollout,
      },
    });
    const create = (body: object) =>
      custom.createNamespacedCustomObject({
        group: GROUP,
        version: VERSION,
        namespace,
        plural: 'deploymentjobs',
        body,
      });
    const refused = await create(resource('dj-timeout-zero', { deviceTimeoutSeconds: 0 })).catch((err: any) => err);
    expect(refused.code ?? refused.statusCode, String(refused)).to.equal(422);
    // Dry run: the operator would otherwise start reconciling a resource of an unknown organization.
    const defaulted = (await custom.createNamespacedCustomObject({
      group: GROUP,
      version: VERSION,
      namespace,
      plural: 'deploymentjobs',
      body: resource('dj-timeout-default', { strategy: 'all' }),
      dryRun: 'All',
    })) as any;
    expect(defaulted.spec.rollout.deviceTimeoutSeconds).to.equal(1800);
  });

  it('refuses a device timeout outside 1..604800 s', async () => {
    for (const seconds of [0, 604_801, 1.5]) {
      const res = await user.post('/ml/deployments', {
        model_version_id: modelId,
        device_ids: ['anything'],
        rollout: { device_timeout_seconds: seconds },
      });
      expect(res.status, String(seconds)).to.equal(400);
    }
  });
});
