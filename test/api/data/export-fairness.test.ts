import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../../helpers/datasets.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

interface ExportRecord {
  _id: string;
  organization_id: number;
  status: string;
  created_at: Date;
  started_at?: Date | null;
}

describe('dataset exports are fair between organizations', function () {
  this.timeout(180_000);
  let t: TestApi;

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100', QUOTA_PENDING_EXPORTS: '1000' });
  });
  after(async () => t?.stop());

  async function versionOf(user: ApiClient, images: number): Promise<number> {
    const project = await createProject(user, ['car']);
    await addBatch(user, t.client, project.id, classImages({ car: images }));
    return (await createVersion(user, { project_id: project.id, name: 'v' })).id;
  }

  it("500 queued exports of one organization delay another's single export only by those starting as it is queued", async () => {
    const busy = await t.as(freshUser());
    const other = await t.as(freshUser());
    // Long enough that a worker cannot finish one and start another while the request is saved.
    const busyVersion = await versionOf(busy, 24);
    const otherVersion = await versionOf(other, 2);
    for (let batch = 0; batch < 20; batch++) {
      const replies = await Promise.all(
        Array.from({ length: 25 }, () => busy.post(`/data/datasets/versions/${busyVersion}/export?format=yolo`)),
      );
      for (const res of replies) expect(res.status, JSON.stringify(res.body)).to.equal(202);
    }
    const asked = await other.post(`/data/datasets/versions/${otherVersion}/export?format=yolo`);
    expect(asked.status).to.equal(202);
    const jobId = asked.body.data.job_id as string;
    const deadline = Date.now() + 60_000;
    let job: any;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await other.get(`/jobs/${jobId}`)).body.data;
    } while (job.status !== 'completed' && job.status !== 'failed' && Date.now() < deadline);
    expect(job.status).to.equal('completed');

    const records = t.db.collection<ExportRecord>('async_jobs');
    const mine = (await records.findOne({ _id: jobId }))!;
    const busyOrg = (await busy.get('/organization')).body.data.id as number;
    const busyExports = await records.find({ organization_id: busyOrg }).toArray();
    expect(busyExports).to.have.length(500);
    const startedInBetween = busyExports.filter(
      (r) => r.started_at && r.started_at > mine.created_at && r.started_at < mine.started_at!,
    );
    const stillWaitingWhenAsked = busyExports.filter((r) => !r.started_at || r.started_at > mine.created_at);
    expect(stillWaitingWhenAsked.length, 'a backlog when it asked').to.be.greaterThan(100);
    // While the request is saved, given its place and queued (a few writes), the two export
    // workers (runner.ts) go on taking busy exports: on two loaded cores up to three were seen.
    // Once queued, its export is the next any worker takes, ahead of the 470 or so still waiting.
    expect(startedInBetween.length, 'busy exports started between its request and its start').to.be.at.most(5);
  });
});
