import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Counter, Gauge, Registry } from 'prom-client';
import { systemClock, type Clock } from '../../api/lib/clock.js';
import { createLogger } from '../../api/lib/logging.js';
import { Sequences } from '../../api/lib/mongo/sequences.js';
import { DatasetRepository } from '../../api/modules/data/datasets/repository.js';
import { ImageRepository } from '../../api/modules/data/images/repository.js';
import { StorageSweeper } from '../../api/modules/data/images/storage-sweeper.js';
import type { ApiClient } from '../helpers/client.js';
import { TestClock } from '../helpers/clock.js';
import { addBatch, classImages, createProject, createVersion } from '../helpers/datasets.js';
import { provisionDevice } from '../helpers/devices.js';
import { makeJpeg, uploadForm } from '../helpers/images.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

describe('the storage sweeper', function () {
  this.timeout(30_000);
  let t: TestApi;
  let device: ApiClient;
  let organizationId: number;
  let registry: Registry;

  const GRACE_MS = 60_000;

  /** A clock past the grace period of everything stored so far, instead of a sleep. */
  function pastGrace(): TestClock {
    const clock = new TestClock();
    clock.advance(GRACE_MS + 1_000);
    return clock;
  }

  /** A sweeper over the suite's database and bucket, with its own metrics. */
  function sweeper(graceMs: number, clock: Clock = systemClock): StorageSweeper {
    registry = new Registry();
    return new StorageSweeper({
      store: t.storage,
      clock,
      images: new ImageRepository(t.db, new Sequences(t.db), systemClock),
      heldByVersions: (org, keys) =>
        new DatasetRepository(t.db, new Sequences(t.db), systemClock).heldStorageKeys(org, keys),
      graceMs,
      maxOrphanShare: 0.1,
      quarantineDays: 30,
      logger: createLogger('silent'),
      metrics: {
        quarantined: new Counter({ name: 'swept', help: 'swept', registers: [registry] }),
        missing: new Gauge({ name: 'missing', help: 'missing', registers: [registry] }),
      },
    });
  }

  async function upload(): Promise<{ id: number; storage_key: string }> {
    const res = await device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(16, 16, Date.now() % 1000)));
    expect(res.status, res.text).to.equal(201);
    return res.body.data;
  }

  /** An object under the organization's images, as a crash between storing and recording leaves it. */
  async function plantOrphan(): Promise<string> {
    const key = `orgs/${organizationId}/images/2020/01/01/${randomUUID()}`;
    await t.storage.minioClient.putObject(t.storage.bucket, key, makeJpeg(16, 16, 3));
    return key;
  }

  before(async () => {
    t = await startTestApi();
    const owner = await t.as(freshUser());
    organizationId = (await owner.get('/organization')).body.data.id;
    device = t.client.withDeviceKey((await provisionDevice(owner, t.client)).apiKey);
  });
  after(async () => t?.stop());

  it('keeps an object without a record while it is younger than the grace period (an upload in progress)', async () => {
    const young = await plantOrphan();
    const result = await sweeper(GRACE_MS).sweep();
    expect(result.quarantined).to.not.include(young);
    expect(await t.storage.objectExists(young)).to.equal(true);
  });

  it('moves objects without a record to quarantine/ once older than the grace period, never one with a record', async () => {
    const kept = await upload();
    const orphan = await plantOrphan();
    const result = await sweeper(GRACE_MS, pastGrace()).sweep();
    expect(result.quarantined).to.include(orphan);
    expect(await t.storage.objectExists(orphan)).to.equal(false);
    expect(await t.storage.objectExists(`quarantine/${orphan}`)).to.equal(true);
    expect(await t.storage.objectExists(kept.storage_key)).to.equal(true);
    expect(await registry.getSingleMetricAsString('swept')).to.match(
      new RegExp(`^swept ${result.quarantined.length}$`, 'm'),
    );
    const lifecycle = await t.storage.minioClient.getBucketLifecycle(t.storage.bucket);
    expect(JSON.stringify(lifecycle)).to.include('quarantine/');
  });

  it('loses no object when the database is restored from an older backup: the sweep moves nothing', async () => {
    const owner = await t.as(freshUser());
    const camera = t.client.withDeviceKey((await provisionDevice(owner, t.client)).apiKey);
    const images: { id: number; storage_key: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await camera.raw('POST', '/device/images/upload', uploadForm(makeJpeg(16, 16, i)));
      expect(res.status, res.text).to.equal(201);
      images.push(res.body.data);
    }
    // The backup predates these uploads: their records are gone, their objects are not.
    await t.db.collection('images').deleteMany({ _id: { $in: images.map((i) => i.id) } } as object);
    const result = await sweeper(GRACE_MS, pastGrace()).sweep();
    const org = (await owner.get('/organization')).body.data.id;
    expect(result.refused.map((r) => r.organization_id)).to.include(org);
    for (const image of images) expect(await t.storage.objectExists(image.storage_key)).to.equal(true);
  });

  it('keeps the object of a deleted image while a dataset version holds it', async () => {
    const owner = await t.as(freshUser());
    const project = await createProject(owner, ['car']);
    const { images } = await addBatch(owner, t.client, project.id, classImages({ car: 3 }));
    await createVersion(owner, { project_id: project.id });
    const [held] = images;
    expect((await owner.delete(`/data/images/${held!.id}`)).status).to.equal(200);
    expect(await t.storage.objectExists(held!.storage_key)).to.equal(true);
    const result = await sweeper(GRACE_MS, pastGrace()).sweep();
    expect(result.quarantined).to.not.include(held!.storage_key);
    expect(await t.storage.objectExists(held!.storage_key)).to.equal(true);
  });

  it('reports a record whose object is missing and keeps the record', async () => {
    const lost = await upload();
    await t.storage.minioClient.removeObject(t.storage.bucket, lost.storage_key);
    const result = await sweeper(1).sweep();
    expect(result.missing).to.deep.include({
      organization_id: organizationId,
      image_id: lost.id,
      storage_key: lost.storage_key,
    });
    expect(await registry.getSingleMetricAsString('missing')).to.match(/^missing 1$/m);
    expect(await t.db.collection('images').countDocuments({ _id: lost.id } as object)).to.equal(1);
  });
});
