import { expect } from 'chai';
import { parseLogs } from '../../../api/modules/devices/containers/log-stream.js';
import type { ApiClient } from '../../helpers/client.js';
import { provisionDevice } from '../../helpers/devices.js';
import type { DockerEngineDouble, FakeContainer } from '../../helpers/doubles/docker-engine.js';
import { PortainerDouble } from '../../helpers/doubles/portainer.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { joinOrganization } from '../../helpers/members.js';

describe('container-management proxy (Portainer Docker proxy)', function () {
  let portainer: PortainerDouble;
  let t: TestApi;
  let owner: ApiClient;
  let device: { id: number; edge_environment_id: number };
  let engine: DockerEngineDouble;
  let detector: FakeContainer;
  let shell: FakeContainer;

  before(async () => {
    portainer = new PortainerDouble();
    await portainer.start();
    t = await startTestApi({ EDGE_MANAGER_URL: portainer.url, EDGE_MANAGER_API_KEY: portainer.apiKey });
    owner = await t.as(freshUser());
    ({ device } = await provisionDevice(owner, t.client));
    engine = portainer.docker(device.edge_environment_id);
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000);
    detector = engine.add({
      name: 'detector',
      image: 'ghcr.io/edge-vision/edge-agent:0.1.0',
      labels: { app: 'edge-vision' },
      output: [
        { stream: 1, text: 'loaded model 7 (yolo, 3 classes)', at: at(1) },
        { stream: 2, text: 'camera /dev/video0 busy, retrying in 5 s', at: at(2) },
        { stream: 1, text: 'frame 1: 2 detections (person 0.91, car 0.55)', at: at(3) },
      ],
    });
    shell = engine.add({ name: 'shell', tty: true, output: [{ stream: 1, text: 'root@edge:/# ls', at: at(4) }] });
    engine.add({ name: 'old-job', state: 'exited' });
  });
  after(async () => {
    await t?.stop();
    await portainer?.stop();
  });
  beforeEach(() => {
    portainer.failWith = null;
    portainer.unreachable.clear();
  });

  const base = () => `/core/devices/${device.id}/containers`;

  it("lists the device's containers, stopped ones included, through the device's environment", async () => {
    const res = await owner.get(base());
    expect(res.status, res.text).to.equal(200);
    const byName = Object.fromEntries(res.body.data.map((c: any) => [c.name, c]));
    expect(Object.keys(byName).sort()).to.deep.equal(['detector', 'old-job', 'portainer_edge_agent', 'shell']);
    expect(byName.detector).to.deep.include({
      id: detector.id,
      image: 'ghcr.io/edge-vision/edge-agent:0.1.0',
      state: 'running',
      labels: { app: 'edge-vision' },
    });
    expect(byName['old-job'].state).to.equal('exited');
    expect(byName.detector.created_at).to.equal(new Date(detector.created * 1000).toISOString());
    expect(portainer.requests.at(-1)).to.deep.include({
      method: 'GET',
      path: `/api/endpoints/${device.edge_environment_id}/docker/containers/json?all=1`,
      apiKey: portainer.apiKey,
    });
  });

  it('reads logs as lines with their stream and time, rejoining lines Docker sent in several frames', async () => {
    const res = await owner.get(`${base()}/detector/logs`);
    expect(res.status, res.text).to.equal(200);
    expect(res.body.data.truncated).to.equal(false);
    const lines = res.body.data.lines;
    expect(lines.map((l: any) => [l.stream, l.text])).to.deep.equal([
      ['stdout', 'loaded model 7 (yolo, 3 classes)'],
      ['stderr', 'camera /dev/video0 busy, retrying in 5 s'],
      ['stdout', 'frame 1: 2 detections (person 0.91, car 0.55)'],
    ]);
    expect(new Date(lines[0].timestamp).getTime()).to.equal(detector.output[0]!.at.getTime());

    const last = await owner.get(`${base()}/${detector.id.slice(0, 12)}/logs?tail=1&timestamps=false`);
    expect(last.body.data.lines).to.deep.equal([
      { stream: 'stdout', timestamp: null, text: 'frame 1: 2 detections (person 0.91, car 0.55)' },
    ]);
    const tty = await owner.get(`${base()}/shell/logs`);
    expect(tty.body.data.lines.map((l: any) => l.text)).to.deep.equal(['root@edge:/# ls']);
  });

  it("cuts a very chatty container's logs at 1 MiB and says so", async () => {
    const at = new Date();
    const line = 'x'.repeat(1000);
    engine.add({
      name: 'chatty',
      output: Array.from({ length: 1500 }, (_, i) => ({ stream: 1 as const, text: `${i} ${line}`, at })),
    });
    const res = await owner.get(`${base()}/chatty/logs?tail=5000&timestamps=false`);
    expect(res.status, res.text).to.equal(200);
    expect(res.body.data.truncated).to.equal(true);
    const lines = res.body.data.lines;
    expect(lines.length).to.be.within(1000, 1100);
    expect(lines[0].text).to.equal(`0 ${line}`);
    expect((await owner.get(`${base()}/chatty/logs?tail=10`)).body.data.truncated).to.equal(false);
  });

  it("stops, starts and restarts a container on the device; Docker's 'already so' is changed: false", async () => {
    const stop = await owner.post(`${base()}/detector/stop`);
    expect(stop.status, stop.text).to.equal(200);
    expect(stop.body.data).to.include({ container: 'detector', action: 'stop', changed: true });
    expect(detector.state).to.equal('exited');
    expect(portainer.requests.at(-1)).to.deep.include({
      method: 'POST',
      path: `/api/endpoints/${device.edge_environment_id}/docker/containers/detector/stop`,
    });
    expect((await owner.post(`${base()}/detector/stop`)).body.data.changed).to.equal(false);
    expect((await owner.post(`${base()}/detector/start`)).body.data.changed).to.equal(true);
    expect(detector.state).to.equal('running');
    expect((await owner.post(`${base()}/shell/restart`)).body.data).to.include({ action: 'restart', changed: true });
    expect(shell.output.at(-1)!.text).to.equal('restart by the engine');
  });

  it('an unknown container is 404 NOT_FOUND; a name Docker would refuse never reaches Portainer', async () => {
    const missing = await owner.post(`${base()}/no-such-thing/restart`);
    expect(missing.status).to.equal(404);
    expect(missing.body.error.code).to.equal('NOT_FOUND');
    const sent = portainer.requests.length;
    const bad = await owner.get(`${base()}/..%2F..%2Fversion/logs`);
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('VALIDATION_ERROR');
    expect(portainer.requests.length).to.equal(sent);
  });

  it('a viewer may list containers but not read logs, stop, start or restart (403, nothing done, nothing sent)', async () => {
    const viewerEmail = freshUser();
    const viewer = await joinOrganization(owner, await t.as(viewerEmail), viewerEmail, 'viewer');
    expect((await viewer.get(base())).status).to.equal(200);
    const sent = portainer.requests.length;
    const logs = await viewer.get(`${base()}/detector/logs`);
    expect(logs.status).to.equal(403);
    expect(logs.body.error.code).to.equal('FORBIDDEN');
    for (const action of ['stop', 'start', 'restart']) {
      const res = await viewer.post(`${base()}/detector/${action}`);
      expect(res.status).to.equal(403);
      expect(res.body.error.code).to.equal('FORBIDDEN');
    }
    expect(portainer.requests.length).to.equal(sent);
    expect(detector.state).to.equal('running');
  });

  it("another organization's device is 404 on every route, and Portainer is never asked", async () => {
    const stranger = await t.as(freshUser());
    const sent = portainer.requests.length;
    for (const res of [
      await stranger.get(base()),
      await stranger.get(`${base()}/detector/logs`),
      await stranger.post(`${base()}/detector/stop`),
      await stranger.get(`/core/devices/${device.id}/container-audit`),
    ]) {
      expect(res.status).to.equal(404);
      expect(res.body.error.code).to.equal('NOT_FOUND');
    }
    expect(portainer.requests.length).to.equal(sent);
    expect(detector.state).to.equal('running');
  });

  it('the audit trail says who did what to which container and when, failures included, newest first', async () => {
    const adminEmail = freshUser();
    const admin = await joinOrganization(owner, await t.as(adminEmail), adminEmail, 'admin');
    const before = Date.now();
    expect((await admin.post(`${base()}/old-job/start`)).status).to.equal(200);
    expect((await admin.post(`${base()}/ghost/stop`)).status).to.equal(404);
    const res = await owner.get(`/core/devices/${device.id}/container-audit?per_page=3`);
    expect(res.status, res.text).to.equal(200);
    const [ghost, started] = res.body.data;
    expect(ghost).to.deep.include({
      device_id: device.id,
      container: 'ghost',
      action: 'stop',
      outcome: 'failed',
      error_code: 'NOT_FOUND',
    });
    expect(ghost.user.email).to.equal(adminEmail);
    expect(started).to.deep.include({ container: 'old-job', action: 'start', outcome: 'done', error_code: null });
    expect(new Date(started.at).getTime()).to.be.within(before - 1000, Date.now());
    expect(res.body.meta.total).to.be.greaterThan(5); // the earlier tests' logs reads and actions
    const all = await owner.get(`/core/devices/${device.id}/container-audit?per_page=100`);
    const actions = all.body.data.map((e: any) => `${e.action} ${e.container} ${e.outcome}`);
    expect(actions).to.include.members(['stop detector done', 'stop detector unchanged', 'logs detector done']);
    expect(actions.some((a: string) => a.startsWith('restart detector'))).to.equal(false); // the viewer's 403s
  });

  it('503 SERVICE_UNAVAILABLE when the device cannot be reached or Portainer fails; 409 without an environment', async () => {
    portainer.unreachable.add(device.edge_environment_id);
    const unreachable = await owner.post(`${base()}/detector/restart`);
    expect(unreachable.status).to.equal(503);
    expect(unreachable.body.error.code).to.equal('SERVICE_UNAVAILABLE');
    expect(unreachable.text).not.to.include(portainer.apiKey);
    portainer.unreachable.clear();
    portainer.failWith = 500;
    expect((await owner.get(base())).status).to.equal(503);
    portainer.failWith = null;

    const { device: bare } = await provisionDevice(owner, t.client);
    await t.db.collection('devices').updateOne({ _id: bare.id }, { $set: { edge_environment_id: null } });
    const res = await owner.get(`/core/devices/${bare.id}/containers`);
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('CONFLICT');
  });

  it('503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has no container-management service', async () => {
    const plain = await startTestApi();
    try {
      const user = await plain.as(freshUser());
      const { device: mine } = await provisionDevice(user, plain.client);
      const res = await user.get(`/core/devices/${mine.id}/containers`);
      expect(res.status).to.equal(503);
      expect(res.body.error.code).to.equal('CONTAINER_MANAGEMENT_NOT_CONFIGURED');
      expect(res.body.error.details).to.include('EDGE_MANAGER_URL');
      expect((await user.get('/core/devices/999999/containers')).status).to.equal(404);
    } finally {
      await plain.stop();
    }
  });

  it('parses both log framings: multiplexed frames (cut mid-frame too) and a raw TTY stream', () => {
    const frame = (stream: number, text: string) => {
      const header = Buffer.alloc(8);
      header[0] = stream;
      header.writeUInt32BE(Buffer.byteLength(text), 4);
      return Buffer.concat([header, Buffer.from(text)]);
    };
    const body = Buffer.concat([frame(1, 'one\ntw'), frame(2, 'err\n'), frame(1, 'o\n'), frame(1, 'cut off here')]);
    const lines = parseLogs('application/octet-stream', body.subarray(0, body.length - 4), false);
    expect(lines.map((l) => `${l.stream}:${l.text}`)).to.deep.equal([
      'stdout:one',
      'stderr:err',
      'stdout:two',
      'stdout:cut off ',
    ]);
    const raw = parseLogs('application/vnd.docker.raw-stream', Buffer.from('2026-11-25T04:00:00.1Z a b\r\n'), true);
    expect(raw).to.deep.equal([{ stream: 'stdout', timestamp: '2026-11-25T04:00:00.1Z', text: 'a b' }]);
  });
});
