import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { EXPORT_JOB } from '../../api/modules/data/exports/runner.js';
import type { ApiClient } from '../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../helpers/datasets.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { eventually } from './consistency.js';

const MAX_ATTEMPTS = 2;

describe('an export whose every run was interrupted', function () {
  this.timeout(30_000);
  let t: TestApi;
  let owner: ApiClient;

  before(async () => {
    t = await startTestApi({
      EXPORT_JOB_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      EXPORT_JOB_STALE_S: '2',
      QUEUE_POLL_INTERVAL_MS: '100',
    });
    owner = await t.as(freshUser());
  });
  after(async () => t?.stop());

  it(`is marked failed after EXPORT_JOB_MAX_ATTEMPTS (${MAX_ATTEMPTS}) runs, never left running`, async () => {
    const organizationId: number = (await owner.get('/organization')).body.data.id;
    const project = await createProject(owner, ['car']);
    await addBatch(owner, t.client, project.id, classImages({ car: 2 }));
    const version = await createVersion(owner, { project_id: project.id });

    // What an API process killed during the last allowed run leaves behind: the record says
    // running, its heartbeat has stopped, and its queued job is free to be locked again.
    const jobId = randomUUID();
    const longAgo = new Date(Date.now() - 60_000);
    await t.db.collection('async_jobs').insertOne({
      _id: jobId as never,
      organization_id: organizationId,
      type: 'dataset_export',
      status: 'running',
      progress: 0.4,
      message: `Restarted (attempt ${MAX_ATTEMPTS})`,
      dataset_version_id: version.id,
      format: 'yolo',
      max_images: null,
      artifact_key: `orgs/${organizationId}/exports/${jobId}.zip`,
      result: null,
      error: null,
      attempt: MAX_ATTEMPTS,
      heartbeat_at: longAgo,
      created_by: 'test',
      created_at: longAgo,
      updated_at: longAgo,
      started_at: longAgo,
      completed_at: null,
    });
    await t.api.app.queue.agenda.now(EXPORT_JOB, { organization_id: organizationId, id: jobId });

    const job = await eventually(
      'the export is decided',
      async () => (await owner.get(`/jobs/${jobId}`)).body.data,
      (j) => j.status !== 'running',
      10_000,
    );
    expect(job.status).to.equal('failed');
    expect(job.error).to.equal(
      `The export was interrupted ${MAX_ATTEMPTS} times (its API process stopped); request it again`,
    );
    expect(job.completed_at).to.be.a('string');
  });
});
