import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../../helpers/datasets.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/**
 * A queued export starts when it is queued, told by the change stream on the job queue, not at
 * the queue's next poll: here the poll comes once a minute, and the export is done long before.
 */
describe('a queued export starts without waiting for the queue poll', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '60000' });
    owner = await t.as(freshUser());
  });
  after(async () => t?.stop());

  it('a YOLO export queued with a one-minute poll completes within seconds', async () => {
    const project = await createProject(owner, ['car', 'person']);
    await addBatch(owner, t.client, project.id, classImages({ car: 3, person: 2 }));
    const version = await createVersion(owner, { project_id: project.id, name: 'soon' });
    // The poll that ran at start is past; the next is a minute away.
    const queued = await owner.post(`/data/datasets/versions/${version.id}/export?format=yolo`);
    expect(queued.status, JSON.stringify(queued.body)).to.equal(202);
    const deadline = Date.now() + 15_000;
    let job: { status: string; error?: string } = { status: 'queued' };
    while (Date.now() < deadline) {
      job = (await owner.get(`/jobs/${queued.body.data.job_id}`)).body.data;
      if (job.status === 'completed' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job.status, job.error).to.equal('completed');
  });
});
