import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../../helpers/datasets.js';
import { eventually } from '../../helpers/eventually.js';
import { stackEnv } from '../../helpers/stack-env.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { unzip } from '../../helpers/zip.js';

/**
 * A dataset export's zip as a user on an HTTPS console or with `curl -O` gets it: the job's
 * `download_url` is on the API's own origin (never the object store's host, often private or
 * plain HTTP) and carries its permission; the API streams the archive from the store.
 */
describe('dataset export downloads on the API origin', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  let organizationId: number;
  let versionId: number;

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    owner = await t.as(freshUser());
    organizationId = (await owner.get('/organization')).body.data.id;
    const project = await createProject(owner, ['car', 'person']);
    await addBatch(owner, t.client, project.id, classImages({ car: 3, person: 2 }));
    versionId = (await createVersion(owner, { project_id: project.id })).id;
  });
  after(() => t?.stop());

  async function finishedExport(format = 'coco'): Promise<any> {
    const queued = await owner.post(`/data/datasets/versions/${versionId}/export?format=${format}`);
    expect(queued.status, JSON.stringify(queued.body)).to.equal(202);
    return eventually('the export', async () => {
      const job = (await owner.get(`/jobs/${queued.body.data.job_id}`)).body.data;
      if (job.status === 'failed') throw new Error(job.error);
      return job.status === 'completed' ? job : null;
    });
  }

  it('links the zip on the API origin; the link alone downloads it, as a named attachment', async () => {
    const job = await finishedExport();
    const { download_url: url, expires_at, size_bytes } = job.result;
    expect(url.startsWith(`${t.api.url}/api/jobs/${job.job_id}/file?`), url).to.equal(true);
    expect(url).to.not.contain(new URL(stackEnv.s3Endpoint).host);
    expect(Date.parse(expires_at)).to.be.greaterThan(Date.now());

    const file = await fetch(url); // no Authorization header
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.equal('application/zip');
    expect(file.headers.get('content-disposition')).to.equal(`attachment; filename="dataset-v${versionId}-coco.zip"`);
    expect(file.headers.get('content-length')).to.equal(String(size_bytes));
    const files = await unzip(Buffer.from(await file.arrayBuffer()));
    expect([...files.keys()].filter((name) => name.endsWith('.jpg'))).to.have.length(5);
  });

  it('answers 404 to an altered, expired or re-targeted link, and to another organization', async () => {
    const [first, second] = [await finishedExport(), await finishedExport('yolo')];
    const link = new URL(first.result.download_url);
    const sig = link.searchParams.get('sig')!;
    const altered = new URL(link);
    altered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await fetch(altered)).status, 'an altered signature').to.equal(404);
    const retargeted = new URL(`${t.api.url}/api/jobs/${second.job_id}/file${link.search}`);
    expect((await fetch(retargeted)).status, "another job's archive under this signature").to.equal(404);
    const otherOrg = new URL(link);
    otherOrg.searchParams.set('org', String(organizationId + 1));
    expect((await fetch(otherOrg)).status, 'another organization').to.equal(404);

    // Signed with the API's own key (an HMAC of the store's secret and the links' purpose) but expired.
    const exp = Math.floor(Date.now() / 1000) - 1;
    const key = createHmac('sha256', t.config.S3_SECRET_KEY).update('edge-vision dataset export links v1').digest();
    const expiredSig = createHmac('sha256', key)
      .update(`dataset-export:${organizationId}:${first.job_id}:${exp}`)
      .digest('base64url');
    const expired = new URL(link);
    expired.searchParams.set('exp', String(exp));
    expired.searchParams.set('sig', expiredSig);
    expect((await fetch(expired)).status, 'an expired link').to.equal(404);
    expired.searchParams.set('exp', String(exp + 3600));
    expect((await fetch(expired)).status, 'a later expiry under an old signature').to.equal(404);
    const body = (await (await fetch(expired)).json()) as { success: boolean; error: { code: string } };
    expect(body).to.include({ success: false });
    expect(body.error.code).to.equal('NOT_FOUND');

    const stranger = await t.as(freshUser());
    expect((await stranger.get(`/jobs/${first.job_id}`)).status, "another organization's job").to.equal(404);
    expect((await fetch(link)).status, 'the untouched link still works').to.equal(200);
  });
});
