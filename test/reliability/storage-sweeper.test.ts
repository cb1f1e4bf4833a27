import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Counter, Gauge, Registry } from 'prom-client';
import { createLogger } from '../../api/lib/logging.js';
import { Sequences } from '../../api/lib/mongo/sequences.js';
import { ImageRepository } from '../../api/modules/data/images/repository.js';
import { StorageSweeper } from '../../api/modules/data/images/storage-sweeper.js';
import type { ApiClient } from '../helpers/client.js';
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

  /** A sweeper over the suite's database and bucket, with its own metrics. */
  function sweeper(graceMs: number): StorageSweeper {
    registry = new Registry();
    return new StorageSweeper({
      store: t.storage,
      images: new ImageRepository(t.db, new Sequences(t.db)),
      graceMs,
      logger: createLogger('silent'),
      metrics: {
        removed: new Counter({ name: 'swept', help: 'swept', registers: [registry] }),
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
    await t.storage.client.putObject(t.storage.bucket, key, makeJpeg(16, 16, 3));
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
    const result = await sweeper(60_000).sweep();
    expect(result.removed).to.not.include(young);
    expect(await t.storage.objectExists(young)).to.equal(true);
  });

  it('removes objects without a record once older than the grace period, and never an object with one', async () => {
    const kept = await upload();
    const orphan = await plantOrphan();
    await new Promise((resolve) => setTimeout(resolve, 50)); // past a grace period of 1 ms
    const result = await sweeper(1).sweep();
    expect(result.removed).to.include(orphan);
    expect(await t.storage.objectExists(orphan)).to.equal(false);
    expect(await t.storage.objectExists(kept.storage_key)).to.equal(true);
    expect(await registry.getSingleMetricAsString('swept')).to.match(
      new RegExp(`^swept ${result.removed.length}$`, 'm'),
    );
  });

  it('reports a record whose object is missing and keeps the record', async () => {
    const lost = await upload();
    await t.storage.client.removeObject(t.storage.bucket, lost.storage_key);
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
