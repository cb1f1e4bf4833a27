import { expect } from 'chai';
import { createHash, randomBytes } from 'node:crypto';
import type { ApiClient } from '../../helpers/client.js';
import { addBatch, classImages, createProject, createVersion, type SeededImage } from '../../helpers/datasets.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { download, unzip } from '../../helpers/zip.js';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * An export reads small images into memory and streams large ones (more than 1 MiB) from the
 * store into the archive (issue 29); either way the archive holds each image's exact bytes.
 */
describe('dataset exports hold every image byte for byte, small or large', function () {
  this.timeout(90_000);
  let t: TestApi;
  let owner: ApiClient;
  let images: SeededImage[];
  let version: { id: number };
  /** What the store holds for the image made large, 3 MiB of incompressible bytes. */
  const large = randomBytes(3 * 1024 * 1024);

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    owner = await t.as(freshUser());
    const project = await createProject(owner, ['car', 'person']);
    ({ images } = await addBatch(owner, t.client, project.id, classImages({ car: 3, person: 2 })));
    // Replaced in the store behind the API's back: the export copies bytes, it does not decode them.
    await t.storage.minioClient.putObject(t.storage.bucket, images[1]!.storage_key, large, large.length);
    version = await createVersion(owner, { project_id: project.id, name: 'sizes' });
  });
  after(async () => t?.stop());

  async function exported(format: string): Promise<Map<string, Buffer>> {
    const queued = await owner.post(`/data/datasets/versions/${version.id}/export?format=${format}`);
    expect(queued.status, JSON.stringify(queued.body)).to.equal(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = (await owner.get(`/jobs/${queued.body.data.job_id}`)).body.data;
      if (job.status === 'completed') return unzip(await download(job.result.download_url));
      expect(job.status, job.error ?? '').to.not.equal('failed');
      if (Date.now() > deadline) throw new Error(`export still ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  for (const format of ['yolo', 'coco']) {
    it(`${format}: each image entry is the stored object, and every image has its entry`, async () => {
      const files = await exported(format);
      const entries = [...files.entries()].filter(([name]) => /^images\/(train|val|test)\/[^/]+\.jpg$/.test(name));
      expect(entries).to.have.length(images.length);
      for (const image of images) {
        const found = entries.filter(([name]) => name.endsWith(`/${image.filename}`));
        expect(found, image.filename).to.have.length(1);
        const expected = image === images[1] ? sha256(large) : image.sha256;
        expect(sha256(found[0]![1]), image.filename).to.equal(expected);
      }
    });
  }

  it('yolo: every image has its label file with its box', async () => {
    const files = await exported('yolo');
    for (const image of images) {
      const label = [...files.entries()].find(([name]) =>
        name.endsWith(`/${image.filename.replace(/\.jpg$/, '.txt')}`),
      );
      expect(label, image.filename).to.not.equal(undefined);
      expect(label![1].toString('utf8').trim().split('\n'), image.filename).to.have.length(1);
    }
  });
});
