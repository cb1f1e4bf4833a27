import { expect } from 'chai';
import { hashSecret } from '../../../api/lib/secrets.js';
import type { ApiClient } from '../../helpers/client.js';
import { provisionDevice } from '../../helpers/devices.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/** A device key works exactly while its device record says approved, found by the key's hash. */
describe('device keys', function () {
  let t: TestApi;
  let operator: ApiClient;

  before(async () => {
    t = await startTestApi();
    operator = await t.as(freshUser());
  });
  after(async () => t?.stop());

  it('authenticate while approved: disabling refuses the key at once, approving again accepts it', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    const self = () => t.client.withDeviceKey(apiKey).get('/device/self');
    expect((await self()).status).to.equal(200);

    expect((await operator.patch(`/core/devices/${device.id}`, { status: 'disabled' })).status).to.equal(200);
    expect((await self()).status).to.equal(401);
    expect((await operator.patch(`/core/devices/${device.id}`, { status: 'approved' })).status).to.equal(200);
    expect((await self()).status).to.equal(200);
  });

  it('stop working when the device is deleted', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    await operator.delete(`/core/devices/${device.id}`);
    expect((await t.client.withDeviceKey(apiKey).get('/device/self')).status).to.equal(401);
  });

  it('are stored as hashes only, and an unknown key is refused', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    const record = await t.db.collection('devices').findOne({ _id: device.id as never });
    expect(record?.api_key_hash).to.equal(hashSecret(apiKey));
    expect(JSON.stringify(record)).not.to.include(apiKey);
    expect((await t.client.withDeviceKey(`${apiKey}x`).get('/device/self')).status).to.equal(401);
  });

  it("an earlier release's copy of the key hashes is dropped at start", async () => {
    const names = async () => (await t.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    await t.db.collection('device_keys').insertOne({ _id: 'old-hash' as never, organization_id: 1 });
    const again = await startTestApi({ MONGODB_DB: t.config.MONGODB_DB, S3_BUCKET: t.config.S3_BUCKET });
    try {
      expect(await names()).to.not.include('device_keys');
    } finally {
      await again.stop();
    }
  });
});
