import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { parse as parseYaml } from 'yaml';
import type { ApiClient } from '../../helpers/client.js';
import {
  addBatch,
  classImages,
  createProject,
  createVersion,
  type ImageSpec,
  type SeededImage,
} from '../../helpers/datasets.js';
import { objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { download, unzip } from '../../helpers/zip.js';

const SPLITS = ['train', 'val', 'test'];
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('dataset exports as asynchronous jobs', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  let stranger: ApiClient;
  let orgId: number;
  let images: SeededImage[];
  let version: any;
  const POLYGON = [0.1, 0.1, 0.5, 0.1, 0.5, 0.4, 0.1, 0.4];

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    owner = await t.as(freshUser());
    stranger = await t.as(freshUser());
    orgId = (await owner.get('/organization')).body.data.id;
    const project = await createProject(owner, ['car', 'person', 'dog']);
    const specs: ImageSpec[] = classImages({ car: 8, person: 4, dog: 2 });
    // One car image also carries a person outline, and a tag (which YOLO label files cannot hold).
    specs[0]!.annotations.push({ class_value: 'person', type: 'polygon', geometry: POLYGON });
    specs[0]!.annotations.push({ class_value: 'car', type: 'tag' });
    ({ images } = await addBatch(owner, t.client, project.id, specs));
    version = await createVersion(owner, { project_id: project.id, name: 'export me' });
  });
  after(async () => t?.stop());

  async function waitForJob(jobId: string, client = owner): Promise<any> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const res = await client.get(`/jobs/${jobId}`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      if (res.body.data.status === 'completed' || res.body.data.status === 'failed') return res.body.data;
      if (Date.now() > deadline) throw new Error(`job ${jobId} still ${res.body.data.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function runExport(path: string): Promise<{ job: any; files: Map<string, Buffer> }> {
    const res = await owner.post(path);
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const job = await waitForJob(res.body.data.job_id);
    expect(job.status, job.error).to.equal('completed');
    return { job, files: await unzip(await download(job.result.download_url)) };
  }

  /** The version's split of each image, as the image records (locked by the version) say. */
  async function imageSplits(): Promise<Map<number, string>> {
    const res = await owner.get(`/data/images?ids=${images.map((i) => i.id).join(',')}&limit=100`);
    return new Map(res.body.data.map((i: any) => [i.id, i.split]));
  }

  const imagesIn = (files: Map<string, Buffer>) =>
    [...files.keys()].filter((name) => /^images\/(train|val|test)\/[^/]+\.jpg$/.test(name));

  describe('POST /data/datasets/versions/{id}/calibration', () => {
    it('answers 202 with the asynchronous job response, and the job reports queued, then completed', async () => {
      const res = await owner.post(`/data/datasets/versions/${version.id}/calibration?max_images=5`);
      expect(res.status).to.equal(202);
      expect(res.body.success).to.equal(true);
      expect(res.body.data).to.have.all.keys('job_id', 'status', 'message', 'created_at');
      expect(res.body.data.status).to.equal('queued');
      expect(res.body.data.job_id).to.match(/^[0-9a-f-]{36}$/);
      expect(new Date(res.body.data.created_at).toISOString()).to.equal(res.body.data.created_at);

      const job = await waitForJob(res.body.data.job_id);
      expect(job).to.include({
        job_id: res.body.data.job_id,
        type: 'calibration_export',
        status: 'completed',
        progress: 1,
        dataset_version_id: version.id,
        format: 'yolo',
        max_images: 5,
        error: null,
      });
      expect(job.result.artifact_key).to.equal(`orgs/${orgId}/exports/${job.job_id}.zip`);
      expect(job.result.image_count).to.equal(5);
      expect(new Date(job.result.expires_at).getTime()).to.be.greaterThan(Date.now());
      expect(job.started_at).to.be.a('string');
      expect(job.completed_at).to.be.a('string');
    });

    it('writes a capped, class-balanced YOLO archive whose files match the frozen annotations', async () => {
      const { job, files } = await runExport(`/data/datasets/versions/${version.id}/calibration?max_images=7`);
      const yaml = parseYaml(files.get('data.yaml')!.toString('utf8'));
      expect(yaml).to.deep.include({ train: 'images/train', val: 'images/val', test: 'images/test', nc: 3 });
      expect(yaml.names).to.deep.equal(['car', 'person', 'dog']);
      for (const split of SPLITS) {
        expect(files.has(`images/${split}/`), split).to.equal(true);
        expect(files.has(`labels/${split}/`), split).to.equal(true);
      }

      const picked = imagesIn(files);
      expect(picked).to.have.length(7);
      expect(job.result.image_count).to.equal(7);
      const splits = await imageSplits();
      const perClass: Record<string, number> = { car: 0, person: 0, dog: 0 };
      for (const name of picked) {
        const [, split, file] = name.split('/');
        // Entries keep the images' original file names.
        const image = images.find((i) => i.filename === file)!;
        const id = image.id;
        expect(sha256(files.get(name)!), name).to.equal(image.sha256);
        expect(split, name).to.equal(splits.get(id));

        const label = files.get(`labels/${split}/${file!.replace(/\.jpg$/, '')}.txt`)!.toString('utf8');
        const lines = label.trim().split('\n');
        const expected = image.annotations.filter((a) => a.type !== 'tag');
        expect(lines, name).to.have.length(expected.length);
        expected.forEach((a, i) => {
          const numbers = lines[i]!.split(' ').map(Number);
          expect(numbers[0], name).to.equal(yaml.names.indexOf(a.class_value));
          const coords =
            'geometry' in a ? a.geometry : 'x_center' in a ? [a.x_center, a.y_center, a.width, a.height] : [];
          expect(numbers.slice(1)).to.have.length(coords.length);
          numbers.slice(1).forEach((n, k) => expect(n).to.be.closeTo(coords[k]!, 1e-6));
        });
        for (const cls of new Set(image.annotations.map((a) => a.class_value))) perClass[cls]! += 1;
      }
      // 8 car, 4 person (one car image has a person too), 2 dog, at most 7 picked: both dogs, and car and
      // person within one of each other.
      expect(perClass.dog).to.equal(2);
      expect(Math.abs(perClass.car! - perClass.person!)).to.be.at.most(1);
    });

    it("picks the same images from the version's item summary as from its items (versions built before it)", async () => {
      const summaries = t.db.collection('dataset_item_summaries');
      expect(await summaries.countDocuments({ organization_id: orgId, version_id: version.id })).to.equal(1);
      const fromSummary = imagesIn(
        (await runExport(`/data/datasets/versions/${version.id}/calibration?max_images=7`)).files,
      );
      const saved = await summaries.find({ organization_id: orgId, version_id: version.id }).toArray();
      await summaries.deleteMany({ organization_id: orgId, version_id: version.id });
      try {
        const fromItems = imagesIn(
          (await runExport(`/data/datasets/versions/${version.id}/calibration?max_images=7`)).files,
        );
        expect(fromItems.sort()).to.deep.equal(fromSummary.sort());
      } finally {
        await summaries.insertMany(saved);
      }
    });

    it('takes max_images 50 by default: the whole small version', async () => {
      const { job, files } = await runExport(`/data/datasets/versions/${version.id}/calibration`);
      expect(job.max_images).to.equal(50);
      expect(imagesIn(files)).to.have.length(images.length);
    });

    it('answers 400 VALIDATION_ERROR naming max_images outside 1..1000', async () => {
      for (const value of ['0', '1001', 'abc', '2.5', '-3']) {
        const res = await owner.post(`/data/datasets/versions/${version.id}/calibration?max_images=${value}`);
        expect(res.status, value).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_ERROR');
        expect(res.body.error.details, value).to.include('max_images');
      }
    });

    it('answers 404 for an unknown version and for a version of another organization, queuing nothing', async () => {
      const before = await t.db.collection('async_jobs').countDocuments({});
      const missing = await owner.post('/data/datasets/versions/999999/calibration');
      expect(missing.status).to.equal(404);
      expect(missing.body.error.code).to.equal('NOT_FOUND');
      const foreign = await stranger.post(`/data/datasets/versions/${version.id}/calibration`);
      expect(foreign.status).to.equal(404);
      expect(foreign.body).to.deep.include({ success: false, data: null });
      expect(await t.db.collection('async_jobs').countDocuments({})).to.equal(before);
    });

    it('answers 500 INTERNAL_ERROR in the envelope when the job cannot be enqueued, and marks it failed', async () => {
      const agenda = t.api.app.queue.agenda;
      const original = agenda.create.bind(agenda);
      agenda.create = (() => {
        throw new Error('queue unavailable');
      }) as typeof agenda.create;
      try {
        const res = await owner.post(`/data/datasets/versions/${version.id}/calibration`);
        expect(res.status).to.equal(500);
        expect(res.body).to.deep.include({ success: false, data: null });
        expect(res.body.error.code).to.equal('INTERNAL_ERROR');
      } finally {
        agenda.create = original;
      }
      const [record] = await t.db.collection('async_jobs').find({}).sort({ created_at: -1 }).limit(1).toArray();
      expect(record).to.include({ status: 'failed', error: 'The job could not be enqueued' });
    });
  });

  describe('POST /data/datasets/versions/{id}/export', () => {
    it('exports the whole version as YOLO, with the annotations frozen when the version was made', async () => {
      // Changing an annotation after the version was made does not change the version.
      const target = images[1]!;
      const [annotation] = (await owner.get(`/data/annotations?image_id=${target.id}`)).body.data;
      expect((await owner.patch(`/data/annotations/${annotation.id}`, { x_center: 0.9 })).status).to.equal(200);

      const { job, files } = await runExport(`/data/datasets/versions/${version.id}/export?format=yolo`);
      expect(job).to.include({ type: 'dataset_export', format: 'yolo', max_images: null });
      expect(imagesIn(files)).to.have.length(images.length);
      const splits = await imageSplits();
      const stem = target.filename.replace(/\.jpg$/, '');
      const label = files.get(`labels/${splits.get(target.id)}/${stem}.txt`)!.toString('utf8');
      const original = target.annotations[0]!;
      expect(Number(label.split(' ')[1])).to.be.closeTo('x_center' in original ? original.x_center : -1, 1e-6);

      // The person outline is a YOLO segmentation line after the car's box; the tag has no line.
      const outlined = images[0]!;
      const lines = files
        .get(`labels/${splits.get(outlined.id)}/${outlined.filename.replace(/\.jpg$/, '')}.txt`)!
        .toString('utf8')
        .trim()
        .split('\n');
      expect(lines).to.have.length(2);
      expect(lines[1]).to.equal(`1 ${POLYGON.join(' ')}`);
    });

    it('exports COCO: one instances file per split plus the images, in pixel coordinates', async () => {
      const { files } = await runExport(`/data/datasets/versions/${version.id}/export?format=coco`);
      const splits = await imageSplits();
      let imageCount = 0;
      const annotationIds = new Set<number>();
      for (const split of SPLITS) {
        const coco = JSON.parse(files.get(`annotations/instances_${split}.json`)!.toString('utf8'));
        expect(coco.categories).to.deep.equal([
          { id: 1, name: 'car', supercategory: 'none' },
          { id: 2, name: 'person', supercategory: 'none' },
          { id: 3, name: 'dog', supercategory: 'none' },
        ]);
        for (const entry of coco.images) {
          imageCount += 1;
          expect(splits.get(entry.id)).to.equal(split);
          const image = images.find((i) => i.id === entry.id)!;
          expect(entry).to.deep.equal({ id: image.id, file_name: image.filename, width: 64, height: 48 });
          expect(sha256(files.get(`images/${split}/${entry.file_name}`)!)).to.equal(image.sha256);
          const own = coco.annotations.filter((a: any) => a.image_id === image.id);
          const expected = image.annotations.filter((a) => a.type !== 'tag');
          expect(own).to.have.length(expected.length);
          expected.forEach((a, i) => {
            const got = own[i];
            annotationIds.add(got.id);
            expect(got.category_id).to.equal(['car', 'person', 'dog'].indexOf(a.class_value) + 1);
            if ('x_center' in a) {
              const [x, y, w, h] = [
                (a.x_center - a.width / 2) * 64,
                (a.y_center - a.height / 2) * 48,
                a.width * 64,
                a.height * 48,
              ];
              [x, y, w, h].forEach((v, k) => expect(got.bbox[k]).to.be.closeTo(v, 0.01));
              expect(got.segmentation).to.deep.equal([]);
            } else if ('geometry' in a) {
              expect(got.segmentation[0]).to.deep.equal(
                a.geometry.map((v, k) => Number((v * (k % 2 ? 48 : 64)).toFixed(3))),
              );
              expect(got.bbox).to.deep.equal([6.4, 4.8, 25.6, 14.4]);
              expect(got.area).to.be.closeTo(25.6 * 14.4, 0.01);
            }
          });
        }
      }
      expect(imageCount).to.equal(images.length);
      expect([...files.keys()].filter((n) => n.startsWith('labels/'))).to.deep.equal([]);

      // The one tag is an image-level label in its split's labels file, the others have none.
      const tagged = images[0]!;
      const split = splits.get(tagged.id)!;
      const labelFiles = [...files.keys()].filter((n) => n.startsWith('annotations/labels_'));
      expect(labelFiles).to.deep.equal([`annotations/labels_${split}.json`]);
      const labels = JSON.parse(files.get(labelFiles[0]!)!.toString('utf8'));
      const instances = JSON.parse(files.get(`annotations/instances_${split}.json`)!.toString('utf8'));
      expect(labels.images).to.deep.equal(instances.images);
      expect(labels.categories).to.deep.equal(instances.categories);
      expect(labels.annotations).to.deep.equal([{ id: 1, image_id: tagged.id, category_id: 1 }]);
    });

    it('answers 400 for an unknown format and 404 for another organization', async () => {
      const bad = await owner.post(`/data/datasets/versions/${version.id}/export?format=tfrecord`);
      expect(bad.status).to.equal(400);
      expect(bad.body.error.details).to.include('format');
      const foreign = await stranger.post(`/data/datasets/versions/${version.id}/export?format=coco`);
      expect(foreign.status).to.equal(404);
    });

    it('fails a job whose image cannot be read, leaving no artifact behind', async () => {
      const project = await createProject(owner, ['car']);
      const { images: doomed } = await addBatch(owner, t.client, project.id, classImages({ car: 4 }, 'doomed'));
      const small = await createVersion(owner, { project_id: project.id });
      const lost = doomed[2]!;
      await t.storage.minioClient.removeObject(t.storage.bucket, lost.storage_key);

      const res = await owner.post(`/data/datasets/versions/${small.id}/export?format=yolo`);
      expect(res.status).to.equal(202);
      const job = await waitForJob(res.body.data.job_id);
      expect(job.status).to.equal('failed');
      expect(job.result).to.equal(null);
      expect(job.error).to.include(`Image ${lost.id}`);
      expect(await objectKeys(t.storage, `orgs/${orgId}/exports/${job.job_id}`)).to.deep.equal([]);
      const incomplete = t.storage.minioClient.listIncompleteUploads(
        t.storage.bucket,
        `orgs/${orgId}/exports/${job.job_id}.zip`,
        true,
      );
      for await (const upload of incomplete) expect.fail(`incomplete upload left: ${JSON.stringify(upload)}`);
    });
  });

  describe('GET /jobs/{job_id}', () => {
    it('answers 404 for an unknown job and for a job of another organization', async () => {
      const res = await owner.post(`/data/datasets/versions/${version.id}/calibration?max_images=1`);
      const jobId = res.body.data.job_id;
      const foreign = await stranger.get(`/jobs/${jobId}`);
      expect(foreign.status).to.equal(404);
      expect(foreign.body.error.code).to.equal('NOT_FOUND');
      expect((await owner.get('/jobs/00000000-0000-4000-8000-000000000000')).status).to.equal(404);
      await waitForJob(jobId);
    });

    it('runs a job once when two workers pick it up at the same time', async () => {
      const agenda = t.api.app.queue.agenda;
      // Claimed runs queue with create().save(): a job that is never saved is never queued.
      const original = agenda.create.bind(agenda);
      agenda.create = ((name: string, data: unknown) =>
        Object.assign(original(name, data), { save: async () => undefined })) as unknown as typeof agenda.create;
      let jobId: string;
      try {
        jobId = (await owner.post(`/data/datasets/versions/${version.id}/calibration?max_images=3`)).body.data.job_id;
      } finally {
        agenda.create = original;
      }
      // Two Agenda jobs for one record, locked in the same poll: as if two processes had both locked it.
      const data = { organization_id: orgId, id: jobId };
      await Promise.all([agenda.now('data.export', data), agenda.now('data.export', data)]);
      const job = await waitForJob(jobId);
      expect(job.status).to.equal('completed');
      const files = await unzip(await download(job.result.download_url));
      expect(imagesIn(files)).to.have.length(3);
      const record = await t.db.collection('async_jobs').findOne({ _id: jobId as any });
      expect(record!.attempt).to.equal(1);
      expect(
        await t.db.collection('claims').countDocuments({ _id: { $regex: `^async-job:${jobId}:` } as any }),
      ).to.equal(1);
      // The second run stood by and finished too once the record was done.
      const deadline = Date.now() + 15_000;
      while ((await t.db.collection('jobs').countDocuments({ name: 'data.export', 'data.id': jobId })) > 0) {
        expect(Date.now(), 'the second run never finished').to.be.below(deadline);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });

    it('runs a job again when the run that held it stopped sending heartbeats', async () => {
      const agenda = t.api.app.queue.agenda;
      // Claimed runs queue with create().save(): a job that is never saved is never queued.
      const original = agenda.create.bind(agenda);
      agenda.create = ((name: string, data: unknown) =>
        Object.assign(original(name, data), { save: async () => undefined })) as unknown as typeof agenda.create;
      let jobId: string;
      try {
        jobId = (await owner.post(`/data/datasets/versions/${version.id}/calibration?max_images=2`)).body.data.job_id;
      } finally {
        agenda.create = original;
      }
      // A run that claimed attempt 1 and died a while ago.
      await t.db.collection('claims').insertOne({ _id: `async-job:${jobId}:1` as any, at: new Date() });
      await t.db
        .collection('async_jobs')
        .updateOne(
          { _id: jobId as any },
          { $set: { status: 'running', attempt: 1, heartbeat_at: new Date(Date.now() - 10 * 60_000) } },
        );
      const stuck = (await owner.get(`/jobs/${jobId}`)).body.data;
      expect(stuck.status).to.equal('running');

      await agenda.now('data.export', { organization_id: orgId, id: jobId });
      const job = await waitForJob(jobId);
      expect(job.status).to.equal('completed');
      expect(job.result.image_count).to.equal(2);
      const record = await t.db.collection('async_jobs').findOne({ _id: jobId as any });
      expect(record!.attempt).to.equal(2);
    });
  });
});
