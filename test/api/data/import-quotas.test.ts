import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { createProject } from '../../helpers/datasets.js';
import { makeJpeg } from '../../helpers/images.js';
import { objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { makeZip } from '../../helpers/zip.js';

describe('imports count against the images and stored-bytes quotas', function () {
  this.timeout(120_000);
  let t: TestApi;
  let owner: ApiClient;
  let orgId: number;
  let seed = 5000;
  const nextJpeg = () => makeJpeg(64, 48, seed++);

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100', QUOTA_IMAGES: '3' });
    owner = await t.as(freshUser());
    orgId = (await owner.get('/organization')).body.data.id;
  });
  after(async () => t?.stop());

  async function importFolders(projectId: number, count: number): Promise<any> {
    const entries: [string, Buffer][] = Array.from({ length: count }, (_, i) => [
      `pets/train/cat/${seed}-${i}.jpg`,
      nextJpeg(),
    ]);
    const form = new FormData();
    form.set('format', 'yolo');
    form.set('file', new Blob([new Uint8Array(makeZip(entries))], { type: 'application/zip' }), 'pets.zip');
    const res = await owner.raw('POST', `/data/projects/${projectId}/import`, form);
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = (await owner.get(`/jobs/${res.body.data.job_id}`)).body.data;
      if (job.status === 'completed' || job.status === 'failed') return job;
      expect(Date.now(), `job still ${job.status}`).to.be.below(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** Images and their bytes are counted in one document, `<org>:images` (see Quotas). */
  const used = async (quota: 'images' | 'stored_bytes') => {
    const counter = await t.db.collection('quota_counters').findOne({ _id: `${orgId}:images` as any });
    return ((quota === 'images' ? counter?.used : counter?.stored_bytes) as number) ?? 0;
  };

  it('counts imported images and bytes; an import past QUOTA_IMAGES fails naming it and keeps nothing', async () => {
    const project = await createProject(owner, [], undefined, 'classification');
    const first = await importFolders(project.id, 2);
    expect(first.status, first.error).to.equal('completed');
    const images = await t.db.collection('images').find({ organization_id: orgId }).toArray();
    expect(images).to.have.length(2);
    expect(await used('images')).to.equal(2);
    expect(await used('stored_bytes')).to.equal(images.reduce((sum, i) => sum + (i.size_bytes as number), 0));

    const second = await importFolders(project.id, 2);
    expect(second.status).to.equal('failed');
    expect(second.error).to.include('images=3 (QUOTA_IMAGES)');
    expect(await t.db.collection('images').countDocuments({ organization_id: orgId })).to.equal(2);
    expect(await objectKeys(t.storage, `orgs/${orgId}/images/imports/${second.job_id}/`)).to.deep.equal([]);
    expect(await used('images'), 'the failed import gave its counts back').to.equal(2);

    const third = await importFolders(project.id, 1);
    expect(third.status, 'the last image of the quota').to.equal('completed');
    expect(await used('images')).to.equal(3);
  });
});

describe('an import counts against the quota batch by batch, exactly', function () {
  this.timeout(180_000);
  const QUOTA = 120;
  let t: TestApi;
  let owner: ApiClient;
  let orgId: number;
  let seed = 9000;

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100', QUOTA_IMAGES: String(QUOTA) });
    owner = await t.as(freshUser());
    orgId = (await owner.get('/organization')).body.data.id;
  });
  after(async () => t?.stop());

  async function importImages(projectId: number, count: number): Promise<any> {
    const entries: [string, Buffer][] = Array.from({ length: count }, (_, i) => [
      `pets/train/cat/${i}.jpg`,
      makeJpeg(64, 48, seed++),
    ]);
    const form = new FormData();
    form.set('format', 'yolo');
    form.set('file', new Blob([new Uint8Array(makeZip(entries))], { type: 'application/zip' }), 'pets.zip');
    const res = await owner.raw('POST', `/data/projects/${projectId}/import`, form);
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const job = (await owner.get(`/jobs/${res.body.data.job_id}`)).body.data;
      if (job.status === 'completed' || job.status === 'failed') return job;
      expect(Date.now(), `job still ${job.status}`).to.be.below(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** Images and their bytes are counted in one document, `<org>:images` (see Quotas). */
  const used = async (quota: 'images' | 'stored_bytes') => {
    const counter = await t.db.collection('quota_counters').findOne({ _id: `${orgId}:images` as any });
    return ((quota === 'images' ? counter?.used : counter?.stored_bytes) as number) ?? 0;
  };

  it('refuses an import whose second batch passes the quota, keeping nothing; one that ends at it completes', async () => {
    const project = await createProject(owner, [], undefined, 'classification');
    const over = await importImages(project.id, QUOTA + 10);
    expect(over.status).to.equal('failed');
    expect(over.error).to.include(`images=${QUOTA} (QUOTA_IMAGES)`);
    expect(await t.db.collection('images').countDocuments({ organization_id: orgId })).to.equal(0);
    expect(await objectKeys(t.storage, `orgs/${orgId}/images/imports/${over.job_id}/`)).to.deep.equal([]);
    expect(await used('images'), 'the first batch, stored, was given back').to.equal(0);
    expect(await used('stored_bytes')).to.equal(0);

    const exact = await importImages(project.id, QUOTA);
    expect(exact.status, exact.error).to.equal('completed');
    expect(exact.result.images_added).to.equal(QUOTA);
    expect(await used('images')).to.equal(QUOTA);
  });
});
