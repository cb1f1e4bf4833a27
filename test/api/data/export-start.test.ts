import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../../helpers/datasets.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { makeJpeg } from '../../helpers/images.js';
import { makeZip } from '../../helpers/zip.js';

/** Ten minutes: an export that waited for the poll would stay queued for the whole test. */
const SLOW_POLL = { QUEUE_POLL_INTERVAL_MS: '600000' };
/**
 * The goal is "within a second" (bench/data measures it); on two loaded cores shared by other
 * suites a start still takes far less than this, and a start at the poll far more.
 */
const START_BOUND_MS = 8_000;

interface JobView {
  status: string;
  error?: string;
  created_at: string;
  started_at: string | null;
}

async function jobOf(user: ApiClient, jobId: string): Promise<JobView> {
  return (await user.get(`/jobs/${jobId}`)).body.data as JobView;
}

/** Polls the job until it is no longer queued, or the bound has passed. */
async function untilStarted(user: ApiClient, jobId: string): Promise<JobView> {
  const deadline = performance.now() + START_BOUND_MS;
  let job = await jobOf(user, jobId);
  while (job.status === 'queued' && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = await jobOf(user, jobId);
  }
  return job;
}

/** How long the record waited in the queue, by the API's own clock. */
function queuedMs(job: JobView): number {
  return Date.parse(job.started_at!) - Date.parse(job.created_at);
}

async function queueExport(user: ApiClient, client: ApiClient): Promise<string> {
  const project = await createProject(user, ['car', 'person']);
  await addBatch(user, client, project.id, classImages({ car: 3, person: 2 }));
  const version = await createVersion(user, { project_id: project.id, name: 'soon' });
  // The poll that ran at start is past; the next is ten minutes away.
  const queued = await user.post(`/data/datasets/versions/${version.id}/export?format=yolo`);
  expect(queued.status, JSON.stringify(queued.body)).to.equal(202);
  return queued.body.data.job_id as string;
}

/**
 * A queued export starts when it is queued, told by the change stream on the job queue, not at
 * the queue's next poll, whichever API process queued it.
 */
describe('a queued export (or import) starts without waiting for the queue poll', function () {
  this.timeout(90_000);
  let a: TestApi;
  let b: TestApi | undefined;

  before(async () => {
    a = await startTestApi(SLOW_POLL);
  });
  after(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('an export queued on this process leaves queued within seconds though the poll is ten minutes away', async () => {
    const owner = await a.as(freshUser());
    const jobId = await queueExport(owner, a.client);
    const job = await untilStarted(owner, jobId);
    expect(job.status, 'still queued: the export waited for the poll').to.not.equal('queued');
    expect(queuedMs(job)).to.be.below(START_BOUND_MS);

    const deadline = performance.now() + 30_000;
    let done = job;
    while (done.status !== 'completed' && done.status !== 'failed' && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = await jobOf(owner, jobId);
    }
    expect(done.status, done.error).to.equal('completed');
  });

  it('an import queued on this process leaves queued within seconds though the poll is ten minutes away', async () => {
    const owner = await a.as(freshUser());
    const project = await createProject(owner, []);
    const form = new FormData();
    form.set('format', 'yolo');
    const zip = makeZip([
      ['data.yaml', 'names: [car]\n'],
      ['images/train/a.jpg', makeJpeg(64, 48, 77)],
    ]);
    form.set('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'soon.zip');
    const queued = await owner.raw('POST', `/data/projects/${project.id}/import`, form);
    expect(queued.status, JSON.stringify(queued.body)).to.equal(202);
    const job = await untilStarted(owner, queued.body.data.job_id as string);
    expect(job.status, 'still queued: the import waited for the poll').to.not.equal('queued');
    expect(queuedMs(job)).to.be.below(START_BOUND_MS);
  });

  it('an export queued on a replica that runs no jobs is started by another replica within seconds', async () => {
    b = await startTestApi({ ...SLOW_POLL, MONGODB_DB: a.config.MONGODB_DB, S3_BUCKET: a.config.S3_BUCKET });
    // Replica A still takes requests and queues jobs but runs none: only B's change stream can
    // start this export before the poll.
    await a.api.app.queue.stop();
    const owner = await a.as(freshUser());
    const jobId = await queueExport(owner, a.client);
    const job = await untilStarted(owner, jobId);
    expect(job.status, 'still queued: replica B waited for its poll').to.not.equal('queued');
    expect(queuedMs(job)).to.be.below(START_BOUND_MS);
  });
});
