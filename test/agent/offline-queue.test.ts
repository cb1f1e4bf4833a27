import { expect } from 'chai';
import { readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient } from '../helpers/client.js';
import { createProject } from '../helpers/datasets.js';
import { provisionDevice } from '../helpers/devices.js';
import { solidJpeg } from '../helpers/onnx-models.js';
import { objectKeys } from '../helpers/storage.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import {
  eventually,
  sleep,
  startAgent,
  startNetworkSwitch,
  type AgentProcess,
  type NetworkSwitch,
} from './agent-process.js';

/** Distinct frames (one colour each), written complete and renamed into the spool. */
function dropFrames(agent: AgentProcess, count: number, prefix: string) {
  for (let i = 0; i < count; i++) {
    const tmp = join(agent.dir, 'incoming.tmp');
    writeFileSync(tmp, solidJpeg(64, 48, [20 * i, 255 - 20 * i, 100]));
    renameSync(tmp, join(agent.frames, `${prefix}-${String(i).padStart(2, '0')}.jpg`));
  }
}

describe('the edge agent offline: queue on disk, drain with backoff, exactly once', function () {
  this.timeout(120_000);
  let t: TestApi;
  let user: ApiClient;
  let project: { id: number };
  let net: NetworkSwitch;
  const agents: AgentProcess[] = [];

  before(async () => {
    t = await startTestApi();
    user = await t.as(freshUser());
    project = await createProject(user, ['car']);
  });
  beforeEach(async () => {
    net = await startNetworkSwitch(t.api.url);
  });
  afterEach(async () => {
    for (const agent of agents.splice(0)) await agent.kill('SIGKILL');
    await net.close();
  });
  after(async () => t?.stop());

  const imagesOf = async (deviceId: string) => {
    const res = await user.get(`/data/images?project_id=${project.id}&limit=100`);
    return (res.body.data as Array<{ device_id: string; filename: string; storage_key: string }>).filter(
      (i) => i.device_id === deviceId,
    );
  };

  it('API down for a while: frames wait on disk, then each arrives exactly once, also when a reply is lost', async () => {
    const { apiKey, deviceId, device } = await provisionDevice(user, t.client);
    net.down = true;
    const agent = await startAgent(`${net.url}/api`, apiKey, {
      upload: { every_s: 0.001, project_id: project.id },
      request_timeout_ms: 3000,
    });
    agents.push(agent);
    dropFrames(agent, 6, 'offline');
    await eventually('six frames queued', async () => readdirSync(agent.frames).length === 0);
    // A restart while offline keeps the queue.
    await agent.kill('SIGKILL');
    await agent.restart();
    await sleep(1000);
    expect(await imagesOf(deviceId)).to.have.length(0);

    // Back up, but the first upload's answer is lost after the API stored it: the agent sends it
    // again with the same idempotency key and the API answers with the image it has.
    const lost = net.loseNextReply((method, path) => method === 'POST' && path.endsWith('/device/images/upload'));
    net.down = false;
    await lost;
    const images = await eventually('all six frames uploaded', async () => {
      const found = await imagesOf(deviceId);
      return found.length >= 6 && found;
    });
    await sleep(1500); // time for a duplicate to show up, if there were one
    const final = await imagesOf(deviceId);
    expect(final.map((i) => i.filename).sort()).to.deep.equal(
      Array.from({ length: 6 }, (_, i) => `offline-${String(i).padStart(2, '0')}.jpg`),
    );
    expect(images).to.have.length(6);
    const stored = await objectKeys(t.storage);
    expect(stored.filter((k) => final.some((i) => i.storage_key === k))).to.have.length(6);
    expect(stored, 'no object left behind by the repeated upload').to.have.length(6);

    const record = await eventually('a check-in with an empty queue', async () => {
      const d = (await user.get(`/core/devices/${device.id}`)).body.data;
      return d.last_checkin?.metrics.queue_depth === 0 && d.last_checkin.metrics.frames_uploaded === 6 && d;
    });
    expect(record.last_checkin.metrics.frames_dropped).to.equal(0);
  });

  it('disk budget full: the oldest frames are dropped, counted and reported', async () => {
    const { apiKey, deviceId, device } = await provisionDevice(user, t.client);
    net.down = true;
    const frame = solidJpeg(64, 48, [0, 0, 0]).length;
    // Room for about three queued frames (each frame plus its small description file).
    const agent = await startAgent(`${net.url}/api`, apiKey, {
      upload: { every_s: 0.001, project_id: project.id },
      queue: { budget_bytes: Math.floor((frame + 400) * 3.5) },
    });
    agents.push(agent);
    dropFrames(agent, 8, 'full');
    await eventually('the spool handled', async () => readdirSync(agent.frames).length === 0);
    expect(agent.lines.some((l) => l.msg === 'upload queue full; oldest frames dropped')).to.equal(true);
    net.down = false;
    const record = await eventually('the drops reported in a check-in', async () => {
      const d = (await user.get(`/core/devices/${device.id}`)).body.data;
      return d.last_checkin?.metrics.queue_depth === 0 && d;
    });
    const uploaded = (await imagesOf(deviceId)).map((i) => i.filename).sort();
    const dropped = record.last_checkin.metrics.frames_dropped;
    expect(dropped).to.be.greaterThan(0);
    expect(uploaded.length + dropped).to.equal(8);
    // The newest survive: what went up is the tail of the sequence.
    expect(uploaded).to.deep.equal(
      Array.from({ length: 8 }, (_, i) => `full-${String(i).padStart(2, '0')}.jpg`).slice(8 - uploaded.length),
    );
  });
});
