import { systemClock } from '../../../api/lib/clock.js';
import { expect } from 'chai';
import { AppError } from '../../../api/lib/errors.js';
import { Quotas, type QuotaLimits } from '../../../api/lib/quotas.js';
import type { ApiClient } from '../../helpers/client.js';
import { newDevice, uploadImage } from '../../helpers/data.js';
import { createToken, newDeviceId } from '../../helpers/devices.js';
import { makeJpeg, uploadForm } from '../../helpers/images.js';
import { objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

const limits: QuotaLimits = {
  training_jobs: 5,
  export_jobs: 5,
  evaluation_jobs: 5,
  pending_exports: 5,
  pending_inference: 5,
  devices: 5,
  images: 5,
  stored_bytes: 1000,
};

const outcomes = async (attempts: Promise<void>[]) =>
  (await Promise.allSettled(attempts)).map((r) =>
    r.status === 'fulfilled' ? 'admitted' : r.reason instanceof AppError ? r.reason.code : String(r.reason),
  );

describe('per-organization quotas', function () {
  this.timeout(60_000);
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ QUOTA_DEVICES: '5' });
  });
  after(async () => t?.stop());

  describe('admission under concurrency (real MongoDB)', () => {
    it('ten parallel requests for slots at a quota of five admit five', async () => {
      const quotas = new Quotas(t.db, limits, systemClock);
      const running = async () => ({
        running: new Set<string>(Array.from({ length: 10 }, (_, i) => `job-${i}`)),
        finished: new Set<string>(),
      });
      const results = await outcomes(
        Array.from({ length: 10 }, (_, i) => quotas.takeSlot(101, 'training_jobs', `job-${i}`, running)),
      );
      expect(results.filter((r) => r === 'admitted')).to.have.length(5);
      expect(results.filter((r) => r === 'QUOTA_EXCEEDED')).to.have.length(5);
      // Another organization has its own five.
      await quotas.takeSlot(102, 'training_jobs', 'job-x', running);
    });

    it('ten parallel additions to a counter at a quota of five admit five, and a subtraction frees one', async () => {
      const quotas = new Quotas(t.db, limits, systemClock);
      const results = await outcomes(Array.from({ length: 10 }, () => quotas.add(201, 'images')));
      expect(results.filter((r) => r === 'admitted')).to.have.length(5);
      await quotas.subtract(201, 'images');
      await quotas.add(201, 'images');
      const refused = await outcomes([quotas.add(201, 'images'), quotas.add(201, 'stored_bytes', 1001)]);
      expect(refused).to.deep.equal(['QUOTA_EXCEEDED', 'QUOTA_EXCEEDED']);
    });

    it('admits images and their bytes together: past either quota, neither is counted', async () => {
      const quotas = new Quotas(t.db, limits, systemClock);
      await quotas.addTogether(202, { images: 2, stored_bytes: 600 });
      const refused = await outcomes([quotas.addTogether(202, { images: 1, stored_bytes: 401 })]);
      expect(refused).to.deep.equal(['QUOTA_EXCEEDED']);
      const named = await quotas.addTogether(202, { images: 1, stored_bytes: 401 }).catch((err: AppError) => err);
      expect((named as AppError).details).to.include('stored_bytes=1000');
      // The refusal counted no image: three more images of the remaining 400 bytes fit exactly.
      await quotas.addTogether(202, { images: 3, stored_bytes: 400 });
      expect(await outcomes([quotas.addTogether(202, { images: 1, stored_bytes: 0 })])).to.deep.equal([
        'QUOTA_EXCEEDED',
      ]);
      await quotas.subtractTogether(202, { images: 1, stored_bytes: 100 });
      await quotas.addTogether(202, { images: 1, stored_bytes: 100 });
    });

    it('carries the stored bytes an earlier release counted apart into the images counter', async () => {
      const quotas = new Quotas(t.db, limits, systemClock);
      await t.db.collection('quota_counters').insertMany([
        { _id: '203:images' as never, organization_id: 203, quota: 'images', used: 1 },
        { _id: '203:stored_bytes' as never, organization_id: 203, quota: 'stored_bytes', used: 900 },
      ]);
      expect(await outcomes([quotas.addTogether(203, { images: 1, stored_bytes: 101 })])).to.deep.equal([
        'QUOTA_EXCEEDED',
      ]);
      await quotas.addTogether(203, { images: 1, stored_bytes: 100 });
      expect(await outcomes([quotas.add(203, 'stored_bytes', 1)])).to.deep.equal(['QUOTA_EXCEEDED']);
      expect(await outcomes([quotas.add(203, 'images', 3)])).to.deep.equal(['admitted']);
    });

    it('frees the slots of finished holders when the quota is full, never the slots of running ones', async () => {
      const quotas = new Quotas(t.db, limits, systemClock);
      const states =
        (running: string[], finished: string[] = []) =>
        async () => ({
          running: new Set(running),
          finished: new Set(finished),
        });
      const all = states(['a', 'b', 'c', 'd', 'e']);
      for (const holder of ['a', 'b', 'c', 'd', 'e']) await quotas.takeSlot(301, 'export_jobs', holder, all);
      expect(await outcomes([quotas.takeSlot(301, 'export_jobs', 'f', all)])).to.deep.equal(['QUOTA_EXCEEDED']);
      // 'c' finished without giving its slot back; 'd' has no record, but took its slot just now.
      await quotas.takeSlot(301, 'export_jobs', 'f', states(['a', 'b', 'e'], ['c']));
      const noRecordD = states(['a', 'b', 'e', 'f']);
      expect(await outcomes([quotas.takeSlot(301, 'export_jobs', 'g', noRecordD)])).to.deep.equal(['QUOTA_EXCEEDED']);
      // A slot without a record is freed once it is old enough that no request can still be storing one.
      await t.db
        .collection('quota_slots')
        .updateMany({ organization_id: 301 }, { $set: { taken_at: new Date(Date.now() - 120_000) } });
      await quotas.takeSlot(301, 'export_jobs', 'g', noRecordD);
    });
  });

  describe('devices', () => {
    let owner: ApiClient;
    before(async () => {
      owner = await t.as(freshUser());
    });

    it('ten parallel provisionings at QUOTA_DEVICES=5 make five devices; the rest are 429 naming the quota', async () => {
      const tokens = await Promise.all(Array.from({ length: 10 }, () => createToken(owner)));
      const responses = await Promise.all(
        tokens.map(({ token }) =>
          t.client.post('/devices/provision', { token, device_id: newDeviceId(), name: 'camera' }),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).to.deep.equal([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
      const refused = responses.find((r) => r.status === 429)!;
      expect(refused.body.error.code).to.equal('QUOTA_EXCEEDED');
      expect(refused.body.error.details).to.include('devices=5');
      expect((await owner.get('/core/devices')).body.meta.total).to.equal(5);

      // A refused token stays usable once a device is deleted.
      const device = responses.find((r) => r.status === 201)!.body.data.device;
      expect((await owner.delete(`/core/devices/${device.id}`)).status).to.equal(200);
      const unused = tokens[responses.findIndex((r) => r.status === 429)]!;
      const again = await t.client.post('/devices/provision', {
        token: unused.token,
        device_id: newDeviceId(),
        name: 'camera',
      });
      expect(again.status, JSON.stringify(again.body)).to.equal(201);
    });
  });

  describe('images', () => {
    let images: TestApi;
    before(async () => {
      images = await startTestApi({ QUOTA_IMAGES: '2' });
    });
    after(async () => images?.stop());

    it('an upload past QUOTA_IMAGES is 429 and stores nothing; deleting an image makes room', async () => {
      const owner = await images.as(freshUser());
      const device = (await newDevice(owner, images.client)).client;
      const first = await uploadImage(device, 'a.jpg', 1);
      await uploadImage(device, 'b.jpg', 2);
      const third = await device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(32, 24, 3), 'c.jpg'));
      expect(third.status, JSON.stringify(third.body)).to.equal(429);
      expect(third.body.error.code).to.equal('QUOTA_EXCEEDED');
      expect(third.body.error.details).to.include('images=2');
      expect(await images.db.collection('images').countDocuments({})).to.equal(2);
      const keys: string[] = [];
      for await (const item of images.storage.minioClient.listObjectsV2(images.storage.bucket, '', true)) {
        if ((item as { name?: string }).name) keys.push((item as { name: string }).name);
      }
      expect(keys, 'the refused upload left no object').to.have.length(2);

      expect((await owner.delete(`/data/images/${first.id}`)).status).to.equal(200);
      await uploadImage(device, 'c.jpg', 3);
    });

    it('a device sending again the upload that filled QUOTA_IMAGES gets its image (200), and nothing more is kept', async () => {
      const owner = await images.as(freshUser());
      const orgId = (await owner.get('/organization')).body.data.id;
      const device = (await newDevice(owner, images.client)).client;
      await uploadImage(device, 'a.jpg', 11);
      const last = await uploadImage(device, 'b.jpg', 12, { idempotency_key: 'fills-the-quota' });
      const again = await device.raw(
        'POST',
        '/device/images/upload',
        uploadForm(makeJpeg(32, 24, 12), 'b.jpg', { idempotency_key: 'fills-the-quota' }),
      );
      expect(again.status, JSON.stringify(again.body)).to.equal(200);
      expect(again.body.data.id).to.equal(last.id);
      expect(await objectKeys(images.storage, `orgs/${orgId}/images/`)).to.have.length(2);
      const refused = await device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(32, 24, 13), 'c.jpg'));
      expect(refused.status).to.equal(429);
    });

    it("a person's upload past QUOTA_IMAGES refuses the files beyond it, one by one, and keeps no object", async () => {
      const owner = await images.as(freshUser());
      const orgId = (await owner.get('/organization')).body.data.id;
      const body = new FormData();
      for (const seed of [21, 22, 23]) {
        body.append('images', new Blob([new Uint8Array(makeJpeg(32, 24, seed))]), `p${seed}.jpg`);
      }
      const res = await owner.raw('POST', '/data/images/upload', body);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data.images.map((i: { filename: string }) => i.filename)).to.deep.equal(['p21.jpg', 'p22.jpg']);
      expect(res.body.data.errors).to.have.length(1);
      expect(res.body.data.errors[0]).to.include({ filename: 'p23.jpg', code: 'QUOTA_EXCEEDED' });
      expect(await images.db.collection('images').countDocuments({ organization_id: orgId })).to.equal(2);
      expect(await objectKeys(images.storage, `orgs/${orgId}/images/`)).to.have.length(2);
    });
  });
});
