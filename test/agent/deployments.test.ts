import { expect } from 'chai';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '../helpers/client.js';
import { createProject } from '../helpers/datasets.js';
import { createToken, newDeviceId, provisionDevice } from '../helpers/devices.js';
import { startTestCluster } from '../helpers/kube.js';
import { registerModel, solidJpeg, testModels } from '../helpers/onnx-models.js';
import { startOperatedApi, type OperatedApi } from '../helpers/operated-api.js';
import type { TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { eventually, startAgent, startAgentWithSetupScript, type AgentProcess } from './agent-process.js';

/** A frame written the way a camera spool should: complete under a temporary name, then renamed. */
function dropFrame(agent: AgentProcess, name: string, rgb: [number, number, number]) {
  const tmp = join(agent.dir, `${name}.tmp`);
  writeFileSync(tmp, solidJpeg(96, 64, rgb));
  renameSync(tmp, join(agent.frames, name));
}

describe('the edge agent deploys models and runs them (real API, operator, agent processes)', function () {
  this.timeout(180_000);
  let t: TestApi;
  let platform: OperatedApi;
  let user: ApiClient;
  let project: { id: number };
  let modelA: { id: number };
  let modelB: { id: number };
  let variantB: Buffer;
  const agents: AgentProcess[] = [];

  before(async () => {
    platform = await startOperatedApi(await startTestCluster(), { operator: { identity: 'agent-suite' } });
    t = platform.t;
    user = await t.as(freshUser());
    project = await createProject(user, ['car', 'person', 'bike']);
    const models = await testModels();
    modelA = await registerModel(user, models.detector, { name: 'edge det A', class_names: 'car,person,bike' });
    // B differs from A by its doc_string (a protobuf field appended: the last one wins), so the two
    // artifacts have different checksums.
    variantB = Buffer.concat([readFileSync(models.detector), Buffer.from([0x32, 7]), Buffer.from('model B')]);
    const fileB = join(mkdtempSync(join(tmpdir(), 'agent-model-b-')), 'b.onnx');
    writeFileSync(fileB, variantB);
    modelB = await registerModel(user, fileB, { name: 'edge det B', class_names: 'car,person,bike' });
  });

  afterEach(async () => {
    for (const agent of agents.splice(0)) await agent.kill('SIGKILL');
  });

  after(async () => {
    await platform?.stop();
  });

  const deploy = async (modelId: number, deviceId: string) => {
    const res = await user.post('/ml/deployments', { model_version_id: modelId, device_ids: [deviceId] });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.data as { id: number; job_id: string };
  };
  const deploymentOf = async (id: number) => (await user.get(`/ml/deployments/${id}`)).body.data;
  const deviceRecord = async (id: number) => (await user.get(`/core/devices/${id}`)).body.data;
  const modelObjectKey = async (id: number) =>
    ((await t.db.collection('model_versions').findOne({ _id: id as never })) as any).artifacts.onnx as string;

  it('two agents installed by the setup script: a rollout to both succeeds, detections arrive as model annotations', async () => {
    const script = (await t.client.get('/setup')).text;
    const installed = [];
    for (const _ of [1, 2]) {
      const deviceId = newDeviceId();
      const { token } = await createToken(user);
      const agent = await startAgentWithSetupScript(
        script,
        { token, deviceId },
        {
          AGENT_CHECKIN_INTERVAL_S: '1',
          AGENT_FPS: '10',
          AGENT_UPLOAD_CLASSES: 'car',
          AGENT_UPLOAD_PROJECT_ID: String(project.id),
        },
      );
      agents.push(agent);
      installed.push({ agent, deviceId });
    }
    const deviceIds = installed.map((i) => i.deviceId);
    const res = await user.post('/ml/deployments', { model_version_id: modelA.id, device_ids: deviceIds });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const deployment = res.body.data as { id: number };
    const done = await eventually('the deployment to succeed', async () => {
      const d = await deploymentOf(deployment.id);
      return d.phase === 'Succeeded' && d;
    });
    expect(done.devices.map((d: any) => [d.device_id, d.state, d.phase, d.progress]).sort()).to.deep.equal(
      deviceIds.map((id) => [id, 'Succeeded', 'healthcheck', 1]).sort(),
    );

    installed.forEach(({ agent }, n) => {
      dropFrame(agent, `cam${n}-frame-1.jpg`, [200, 10, 10]);
      dropFrame(agent, `cam${n}-frame-2.jpg`, [10, 10, 200]);
    });
    // An image is listed a moment before its pre-labels are written (the upload answers after both),
    // and one insertMany of them may be read half done: wait for the car and the person on each.
    const images = await eventually('four frames uploaded with their pre-labels', async () => {
      const list = await user.get(`/data/images?project_id=${project.id}&include_annotations=true&limit=100`);
      const labeled = list.body.data.filter(
        (i: any) => i.annotations.filter((a: any) => a.source === 'model').length >= 2,
      );
      return labeled.length === 4 && list.body.data;
    });
    expect(images.map((i: any) => i.filename).sort()).to.deep.equal([
      'cam0-frame-1.jpg',
      'cam0-frame-2.jpg',
      'cam1-frame-1.jpg',
      'cam1-frame-2.jpg',
    ]);
    for (const image of images) {
      const model = image.annotations.filter((a: any) => a.source === 'model');
      // The test detector always finds a car at 0.9 and a person at 0.7 (test/fixtures/make_models.py).
      expect(model.map((a: any) => [a.class_value, a.confidence])).to.deep.include.members([
        ['car', 0.9],
        ['person', 0.7],
      ]);
      const n = Number(/^cam(\d)/.exec(image.filename)![1]);
      expect(image.device_id).to.equal(deviceIds[n]);
    }
    for (const { agent } of installed)
      expect(readdirSync(agent.frames), 'handled frames leave the spool').to.deep.equal([]);

    const devices = (await user.get('/core/devices?per_page=100')).body.data;
    for (const deviceId of deviceIds) {
      const { id } = devices.find((d: any) => d.device_id === deviceId);
      const record = await eventually('telemetry naming the model', async () => {
        const d = await deviceRecord(id);
        return d.last_checkin?.metrics.frames_processed >= 2 && d.last_checkin.metrics.frames_uploaded >= 2 && d;
      });
      expect(record.last_checkin.agent_version).to.match(/^\d+\.\d+\.\d+$/);
      expect(record.last_checkin.metrics).to.include({
        model_version_id: modelA.id,
        deployment_id: deployment.id,
        queue_depth: 0,
        frames_dropped: 0,
      });
      expect(record.last_checkin.metrics.memory_percent).to.be.within(0, 100);
      expect(record.last_checkin.metrics.cpu_percent).to.be.within(0, 100);
      expect(record.last_checkin.metrics.disk_percent).to.be.within(0, 100);
      expect(record.last_checkin.uptime_s).to.be.greaterThan(0);
    }

    // Another organization sees neither the devices nor their images.
    const other = await t.as(freshUser());
    expect((await other.get(`/core/devices/${devices[0].id}`)).status).to.equal(404);
    expect((await other.get(`/data/images/${images[0].id}`)).status).to.equal(404);
  });

  it('a corrupt artifact fails verification, the previous model keeps running, and the rollback restores it', async () => {
    const { device, apiKey, deviceId } = await provisionDevice(user, t.client);
    const agent = await startAgent(`${t.api.url}/api`, apiKey);
    agents.push(agent);
    const first = await deploy(modelA.id, deviceId);
    await eventually('the first deployment', async () => (await deploymentOf(first.id)).phase === 'Succeeded');
    await agent.kill();

    // The deployment records B's checksum; then the stored object changes under it.
    const second = await deploy(modelB.id, deviceId);
    const key = await modelObjectKey(modelB.id);
    const original = variantB;
    const corrupt = Buffer.from(original);
    const last = corrupt.length - 1;
    corrupt.writeUInt8(corrupt.readUInt8(last) ^ 0xff, last);
    try {
      await t.storage.minioClient.putObject(t.storage.bucket, key, corrupt);
      await agent.restart(); // the same device: same key, state and models folders

      const failed = await eventually('the deployment to fail and roll back', async () => {
        const d = await deploymentOf(second.id);
        return d.phase === 'RolledBack' && d;
      });
      const target = failed.devices.find((x: any) => !x.rollback);
      expect(target).to.include({ state: 'Failed', phase: 'verify' });
      expect(target.message).to.match(/SHA-256/);
      const rollback = failed.devices.find((x: any) => x.rollback);
      expect(rollback).to.include({ state: 'RolledBack' });

      const record = await eventually('a check-in after the rollback', async () => {
        const d = await deviceRecord(device.id);
        return d.last_checkin && new Date(d.last_checkin.at) > new Date(Date.now() - 3000) && d;
      });
      expect(record.last_checkin.metrics).to.include({ model_version_id: modelA.id, deployment_id: first.id });
      expect(agent.lines.some((l) => l.msg === 'deployment job failed; the previous model keeps running')).to.equal(
        true,
      );
    } finally {
      await t.storage.minioClient.putObject(t.storage.bucket, key, original);
    }
  });

  it('an agent killed mid-download resumes from the bytes it has and completes', async () => {
    const { apiKey, deviceId } = await provisionDevice(user, t.client);
    const size = statSync((await testModels()).detector).size;
    // Slow enough to be cut off halfway: about four seconds for the whole model.
    const rate = Math.max(64, Math.floor(size / 4));
    const agent = await startAgent(`${t.api.url}/api`, apiKey, { download_rate_bytes_s: rate });
    agents.push(agent);
    const deployment = await deploy(modelA.id, deviceId);
    const downloads = join(JSON.parse(readFileSync(agent.configPath, 'utf8')).state_dir, 'downloads');
    const partial = await eventually(
      'part of the artifact on disk',
      async () => {
        if (!existsSync(downloads)) return null;
        const [name] = readdirSync(downloads);
        if (!name) return null;
        const bytes = statSync(join(downloads, name)).size;
        return bytes > size / 4 && bytes < size && bytes;
      },
      30_000,
    );
    await agent.kill('SIGKILL');
    expect((await deploymentOf(deployment.id)).devices[0].state).to.equal('InProgress');

    await agent.restart();
    await eventually(
      'the deployment to succeed',
      async () => (await deploymentOf(deployment.id)).phase === 'Succeeded',
    );
    const resumed = agent.lines.find((l) => l.msg === 'resuming the download');
    expect(resumed, 'the restarted agent resumed').to.not.equal(undefined);
    expect(resumed!.from_bytes as number).to.be.at.least(partial);
  });
});
