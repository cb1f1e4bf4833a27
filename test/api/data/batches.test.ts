import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { annotate, createProject, newDevice, uploadImage } from '../../helpers/data.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { eventually } from '../../helpers/eventually.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('batches', function () {
  this.timeout(60_000);

  describe('stages, project assignment and the split summary', () => {
    let t: TestApi;
    let user: ApiClient;
    let device: { client: ApiClient; deviceId: string };

    before(async () => {
      t = await startTestApi();
      user = await t.as(freshUser());
      device = await newDevice(user, t.client);
    });
    after(async () => t?.stop());

    it('lists and reads batches with their image count; filters by stage, project and device', async () => {
      const first = await uploadImage(device.client);
      await uploadImage(device.client);
      const batch = (await user.get(`/data/batches/${first.batch_id}`)).body.data;
      expect(batch).to.include({
        id: first.batch_id,
        stage: 'collecting',
        device_id: device.deviceId,
        image_count: 2,
        labeled_count: 0,
      });
      const listed = await user.get(`/data/batches?device_id=${device.deviceId}`);
      expect(listed.body.data.map((b: any) => b.id)).to.deep.equal([first.batch_id]);
      expect(listed.body.meta).to.include({ total: 1, page: 1, per_page: 20 });
      expect((await user.get('/data/batches?stage=complete')).body.data).to.deep.equal([]);
      expect((await user.get('/data/batches?stage=open')).status).to.equal(400);
    });

    it('closing a batch stops it taking images: the next upload opens a new batch', async () => {
      const image = await uploadImage(device.client);
      const closed = await user.patch(`/data/batches/${image.batch_id}`, { stage: 'complete', name: 'Morning run' });
      expect(closed.status).to.equal(200);
      expect(closed.body.data).to.include({ stage: 'complete', name: 'Morning run', closed_reason: 'manual' });
      expect(closed.body.data.closed_at).to.be.a('string');
      const next = await uploadImage(device.client);
      expect(next.batch_id).not.to.equal(image.batch_id);
      expect((await user.get(`/data/batches/${next.batch_id}`)).body.data.stage).to.equal('collecting');
      // Closing twice changes nothing.
      const again = await user.patch(`/data/batches/${image.batch_id}`, { stage: 'complete' });
      expect(again.body.data.closed_at).to.equal(closed.body.data.closed_at);
      expect((await user.patch(`/data/batches/${image.batch_id}`, { stage: 'collecting' })).status).to.equal(400);
    });

    it('assigning a project moves the batch and its images into it', async () => {
      const project = await createProject(user);
      const a = await uploadImage(device.client);
      const b = await uploadImage(device.client);
      const res = await user.patch(`/data/batches/${a.batch_id}`, { project_id: project.id });
      expect(res.body.data.project_id).to.equal(project.id);
      for (const id of [a.id, b.id]) {
        expect((await user.get(`/data/images/${id}`)).body.data).to.include({
          project_id: project.id,
          project_name: project.name,
        });
      }
      expect((await user.get(`/data/batches?project_id=${project.id}`)).body.data.map((x: any) => x.id)).to.deep.equal([
        a.batch_id,
      ]);
      const missing = await user.patch(`/data/batches/${a.batch_id}`, { project_id: 999_999 });
      expect(missing.status).to.equal(404);
    });

    it('summarises splits, locks and classes of a batch', async () => {
      const fresh = await newDevice(user, t.client);
      const images = [];
      for (let i = 0; i < 5; i++) images.push(await uploadImage(fresh.client, `s${i}.jpg`, i));
      await annotate(user, images[0].id, 'car');
      await annotate(user, images[0].id, 'car');
      await annotate(user, images[1].id, 'person');
      await annotate(user, images[2].id, 'car');
      await user.patch(`/data/images/${images[0].id}`, { split: 'train', split_locked: true });
      await user.patch(`/data/images/${images[1].id}`, { split: 'val' });
      await user.patch(`/data/images/${images[3].id}`, { split: 'train' });
      const summary = (await user.get(`/data/batches/${images[0].batch_id}/images/split-summary`)).body.data;
      expect(summary).to.deep.equal({
        batch_id: images[0].batch_id,
        total: 5,
        annotated_total: 3,
        unsplit: 2,
        has_annotations: true,
        split_counts: { train: 2, val: 1, test: 0, none: 2 },
        locked_counts: { train: 1, val: 0, test: 0, none: 0 },
        class_distribution: { car: 3, person: 1 },
      });
      const pending = (
        await user.get(`/data/batches/${images[0].batch_id}/images/split-summary?annotation_status=pending`)
      ).body.data;
      expect(pending).to.include({ total: 2, annotated_total: 0, unsplit: 1, has_annotations: false });
      expect(pending.split_counts).to.deep.equal({ train: 1, val: 0, test: 0, none: 1 });
      // The batch itself says labeled of total, read alone and in the list.
      const counts = { image_count: 5, labeled_count: 3 };
      expect((await user.get(`/data/batches/${images[0].batch_id}`)).body.data).to.include(counts);
      const listed = (await user.get(`/data/batches?device_id=${fresh.deviceId}`)).body.data;
      expect(listed).to.have.length(1);
      expect(listed[0]).to.include(counts);
      // "No objects" marks an image labeled too.
      await user.patch(`/data/images/${images[4].id}`, { annotation_status: 'completed' });
      expect((await user.get(`/data/batches/${images[0].batch_id}`)).body.data.labeled_count).to.equal(4);
    });

    it("another organization's batches are 404 and invisible", async () => {
      const image = await uploadImage(device.client);
      const other = await t.as(freshUser());
      expect((await other.get(`/data/batches/${image.batch_id}`)).status).to.equal(404);
      expect((await other.patch(`/data/batches/${image.batch_id}`, { stage: 'complete' })).status).to.equal(404);
      expect((await other.get(`/data/batches/${image.batch_id}/images/split-summary`)).status).to.equal(404);
      expect((await other.get('/data/batches')).body.data).to.deep.equal([]);
      expect((await user.get(`/data/batches/${image.batch_id}`)).body.data.stage).to.equal('collecting');
    });
  });

  describe('timed closure', () => {
    /** Organization timeouts are whole minutes; tests shorten a minute to keep the suite fast. */
    const fastQueue = { QUEUE_POLL_INTERVAL_MS: '100' };

    async function setTimeoutSeconds(t: TestApi, orgId: number, seconds: number) {
      // The API accepts whole minutes; a test organization gets a sub-minute timeout directly.
      await t.db
        .collection('organizations')
        .updateOne({ _id: orgId as never }, { $set: { 'settings.batch_timeout_minutes': seconds / 60 } });
    }

    it('closes a batch on its own once the timeout passes since its last image, exactly once across two API processes', async () => {
      const a = await startTestApi(fastQueue);
      const b = await startTestApi({ ...fastQueue, MONGODB_DB: a.config.MONGODB_DB, S3_BUCKET: a.config.S3_BUCKET });
      try {
        const user = await a.as(freshUser());
        const orgId = (await user.get('/organization')).body.data.id;
        await setTimeoutSeconds(a, orgId, 3);
        const device = await newDevice(user, a.client);
        const image = await uploadImage(device.client);
        await sleep(800);
        // A later image, well inside the first image's 3 s, joins the batch and moves the deadline.
        const later = await uploadImage(device.client);
        expect(later.batch_id).to.equal(image.batch_id);
        await eventually(
          'the batch to close',
          async () => (await user.get(`/data/batches/${image.batch_id}`)).body.data.stage === 'complete',
        );
        const batch = (await user.get(`/data/batches/${image.batch_id}`)).body.data;
        expect(batch.closed_reason).to.equal('timeout');
        expect(batch.image_count).to.equal(2);
        // Closed a timeout after the later image (the moved deadline), not after the first; the
        // batch's own last_image_at is written only every few seconds, the images' times exactly.
        const closedAfter = Date.parse(batch.closed_at) - Date.parse(later.created_at);
        expect(closedAfter).to.be.at.least(3000);
        // Both processes ran the queue; the closure happened once.
        await sleep(500);
        const metrics = [(await a.root.get('/metrics')).text, (await b.root.get('/metrics')).text];
        const closures = metrics.map((m) =>
          Number(/edge_vision_batch_closures_total\{reason="timeout"\} (\d+)/.exec(m)?.[1] ?? 0),
        );
        expect(closures.reduce((x, y) => x + y, 0)).to.equal(1);
        expect(
          await a.db.collection('claims').countDocuments({ _id: `batch-close:${orgId}:${image.batch_id}` as never }),
        ).to.equal(1);
      } finally {
        await b.stop();
        await a.stop();
      }
    });

    it('keeps the schedule across an API restart', async () => {
      const first = await startTestApi(fastQueue);
      const user = await first.as(freshUser());
      const orgId = (await user.get('/organization')).body.data.id;
      await setTimeoutSeconds(first, orgId, 2);
      const device = await newDevice(user, first.client);
      const image = await uploadImage(device.client);
      await first.stop();
      const second = await startTestApi({
        ...fastQueue,
        MONGODB_DB: first.config.MONGODB_DB,
        S3_BUCKET: first.config.S3_BUCKET,
      });
      try {
        await eventually('the batch to close after the restart', async () => {
          const batch = await second.db.collection('batches').findOne({ _id: image.batch_id });
          return batch?.stage === 'complete';
        });
        const batch = await second.db.collection('batches').findOne({ _id: image.batch_id });
        expect(batch!.closed_reason).to.equal('timeout');
      } finally {
        await second.stop();
      }
    });

    it('a manual close cancels the timed closure', async () => {
      const t = await startTestApi(fastQueue);
      try {
        const user = await t.as(freshUser());
        const orgId = (await user.get('/organization')).body.data.id;
        await setTimeoutSeconds(t, orgId, 1);
        const device = await newDevice(user, t.client);
        const image = await uploadImage(device.client);
        const jobs = t.db.collection('jobs');
        expect(await jobs.countDocuments({ name: 'batches.auto-close', 'data.batch_id': image.batch_id })).to.equal(1);
        await user.patch(`/data/batches/${image.batch_id}`, { stage: 'complete' });
        expect(await jobs.countDocuments({ name: 'batches.auto-close', 'data.batch_id': image.batch_id })).to.equal(0);
        await sleep(1500);
        expect((await user.get(`/data/batches/${image.batch_id}`)).body.data.closed_reason).to.equal('manual');
      } finally {
        await t.stop();
      }
    });

    it('does not close batches while auto-close is off; turning it on closes those due', async () => {
      const t = await startTestApi(fastQueue);
      try {
        const user = await t.as(freshUser());
        const orgId = (await user.get('/organization')).body.data.id;
        await user.patch('/organization', { settings: { batch_auto_close: false } });
        await setTimeoutSeconds(t, orgId, 0.5);
        const device = await newDevice(user, t.client);
        const image = await uploadImage(device.client);
        await sleep(1500);
        expect((await user.get(`/data/batches/${image.batch_id}`)).body.data.stage).to.equal('collecting');

        // The batch opened while auto-close was off; turning it on must still close it.
        await user.patch('/organization', { settings: { batch_auto_close: true } });
        await eventually(
          'the batch to close once auto-close is on',
          async () => (await user.get(`/data/batches/${image.batch_id}`)).body.data.stage === 'complete',
        );
        expect((await user.get(`/data/batches/${image.batch_id}`)).body.data.closed_reason).to.equal('timeout');
      } finally {
        await t.stop();
      }
    });
  });
});
