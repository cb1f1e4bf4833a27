import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../../helpers/datasets.js';
import { provisionDevice } from '../../helpers/devices.js';
import { eventually } from '../../helpers/eventually.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('deletes take what they own with them', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    owner = await t.as(freshUser());
  });
  after(async () => t?.stop());

  it("a force-deleted project's export jobs and zips are gone, not downloadable through old job ids", async () => {
    const project = await createProject(owner, ['car']);
    await addBatch(owner, t.client, project.id, classImages({ car: 3 }));
    const version = await createVersion(owner, { project_id: project.id });
    const queued = await owner.post(`/data/datasets/versions/${version.id}/export?format=yolo`);
    expect(queued.status, JSON.stringify(queued.body)).to.equal(202);
    const jobId = queued.body.data.job_id;
    const done = await eventually('the export', async () => {
      const job = (await owner.get(`/jobs/${jobId}`)).body.data;
      return job.status === 'completed' ? job : null;
    });
    const key = (await t.db.collection('async_jobs').findOne({ _id: jobId } as object))!.artifact_key as string;
    expect(await t.storage.objectExists(key)).to.equal(true);
    expect((await fetch(done.result.download_url)).status).to.equal(200);

    expect((await owner.delete(`/data/projects/${project.id}?force=true`)).status).to.equal(200);
    expect((await owner.get(`/jobs/${jobId}`)).status).to.equal(404);
    expect((await fetch(done.result.download_url)).status, 'the link handed out before').to.equal(404);
    expect(await t.storage.objectExists(key)).to.equal(false);
  });

  it("a deleted device's check-in history is gone", async () => {
    const { device, apiKey } = await provisionDevice(owner, t.client);
    const camera = t.client.withDeviceKey(apiKey);
    for (let i = 0; i < 3; i++) expect((await camera.post('/device/checkin', { uptime_s: i })).status).to.equal(200);
    expect(await t.db.collection('device_checkins').countDocuments({ device: device.id })).to.equal(3);
    expect((await owner.delete(`/core/devices/${device.id}`)).status).to.equal(200);
    expect(await t.db.collection('device_checkins').countDocuments({ device: device.id })).to.equal(0);
  });
});
