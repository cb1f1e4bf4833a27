import { expect } from 'chai';
import { DeviceKeyIndex } from '../../../api/modules/devices/key-index.js';
import type { DeviceDoc } from '../../../api/modules/devices/repository.js';
import { hashSecret } from '../../../api/lib/secrets.js';
import type { ApiClient } from '../../helpers/client.js';
import { provisionDevice } from '../../helpers/devices.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/** Device keys are found through an index of approved devices' key hashes; the records decide. */
describe('device key index', function () {
  let t: TestApi;
  let operator: ApiClient;
  const keys = () => t.db.collection<{ _id: string }>('device_keys');

  before(async () => {
    t = await startTestApi();
    operator = await t.as(freshUser());
  });
  after(async () => t?.stop());

  it('holds approved devices only: provisioning adds the key, disabling and deleting remove it', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    const hash = hashSecret(apiKey);
    expect(await keys().findOne({ _id: hash })).to.include({ device: device.id, device_id: device.device_id });

    await operator.patch(`/core/devices/${device.id}`, { status: 'disabled' });
    expect(await keys().findOne({ _id: hash })).to.equal(null);
    await operator.patch(`/core/devices/${device.id}`, { status: 'approved' });
    expect(await keys().findOne({ _id: hash })).not.to.equal(null);

    await operator.delete(`/core/devices/${device.id}`);
    expect(await keys().findOne({ _id: hash })).to.equal(null);
    // The index keeps no secret: only the hash, never the key.
    expect(JSON.stringify(await keys().find({}).toArray())).not.to.include(apiKey);
  });

  it('a device missing from the index (provisioned before it) still authenticates and is indexed again', async () => {
    const { apiKey } = await provisionDevice(operator, t.client);
    const hash = hashSecret(apiKey);
    await keys().deleteOne({ _id: hash });

    const self = await t.client.withDeviceKey(apiKey).get('/device/self');
    expect(self.status).to.equal(200);
    expect(await keys().findOne({ _id: hash })).not.to.equal(null);
  });

  it('a disabled device missing from the index stays refused and is not indexed', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    await operator.patch(`/core/devices/${device.id}`, { status: 'disabled' });
    expect((await t.client.withDeviceKey(apiKey).get('/device/self')).status).to.equal(401);
    expect(await keys().findOne({ _id: hashSecret(apiKey) })).to.equal(null);
  });

  it('an entry added while the device stops being approved is taken back (no stale admission)', async () => {
    const { apiKey, device } = await provisionDevice(operator, t.client);
    const hash = hashSecret(apiKey);
    const record = (await t.db.collection<DeviceDoc>('devices').findOne({ _id: device.id }))!;
    await keys().deleteOne({ _id: hash });

    // The record changed between the decision to index and the insert: the index must follow it.
    const index = new DeviceKeyIndex(t.db);
    await index.admit(record, async () => ({ ...record, status: 'disabled' }));
    expect(await keys().findOne({ _id: hash })).to.equal(null);
    await index.admit(record, async () => null); // deleted meanwhile
    expect(await keys().findOne({ _id: hash })).to.equal(null);
    await index.admit(record, async () => record);
    expect(await keys().findOne({ _id: hash })).not.to.equal(null);
  });
});
