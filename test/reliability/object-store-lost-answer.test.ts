import { expect } from 'chai';
import { ObjectStore } from '../../api/lib/storage.js';
import { startAnswerCuttingProxy, type AnswerCuttingProxy } from '../helpers/answer-cutting-proxy.js';
import type { ApiClient } from '../helpers/client.js';
import { provisionDevice } from '../helpers/devices.js';
import { makeJpeg, uploadForm } from '../helpers/images.js';
import { stackEnv } from '../helpers/stack-env.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { eventually, imageStorageState } from './consistency.js';

/** The store refuses connections this long after losing the answer, as a killed store would. */
const DOWN_MS = 3000;

// The object store killed between storing an upload and answering it: seen once in a whole run
// of object-store-outage.test.ts as an image object without its record.
describe('the object store losing its answer to an upload it stored', function () {
  this.timeout(60_000);
  let proxy: AnswerCuttingProxy;
  let t: TestApi;
  let device: ApiClient;
  /** The bucket as the store itself holds it, not through the proxy. */
  let direct: ObjectStore;

  before(async () => {
    proxy = await startAnswerCuttingProxy(stackEnv.s3Endpoint);
    t = await startTestApi({ S3_ENDPOINT: proxy.url });
    direct = new ObjectStore({
      endpoint: stackEnv.s3Endpoint,
      accessKey: stackEnv.s3AccessKey,
      secretKey: stackEnv.s3SecretKey,
      bucket: t.config.S3_BUCKET,
      region: t.config.S3_REGION,
    });
    const owner = await t.as(freshUser());
    device = t.client.withDeviceKey((await provisionDevice(owner, t.client)).apiKey);
  });

  after(async () => {
    await t?.stop();
    await proxy?.close();
  });

  it('refuses the upload with 503 and removes its object once the store answers again', async () => {
    const cut = proxy.cutNextAnswer(/^PUT \/[^/]+\/orgs\/\d+\/images\//, DOWN_MS);
    const refused = await device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(32, 24, 4242)));
    await cut;
    expect(refused.status).to.equal(503);
    expect(refused.body.error.code).to.equal('SERVICE_UNAVAILABLE');
    // The store did store it: the object is there, without a record, while the store is down.
    const stranded = await imageStorageState(t.db, direct);
    expect(stranded.orphanObjects).to.have.length(1);
    expect(stranded.records).to.equal(0);

    const settled = await eventually(
      "the refused upload's object removed",
      () => imageStorageState(t.db, direct),
      (state) => state.orphanObjects.length === 0,
      30_000,
    );
    expect(settled).to.deep.equal({ orphanObjects: [], recordsWithoutObject: [], records: 0 });

    // The device's next upload is stored as usual.
    const accepted = await device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(32, 24, 4243)));
    expect(accepted.status).to.equal(201);
    expect(await imageStorageState(t.db, direct)).to.deep.equal({
      orphanObjects: [],
      recordsWithoutObject: [],
      records: 1,
    });
  });
});
