import { expect } from 'chai';
import { TenantCollection, type OrgDocument } from '../../../api/lib/mongo/tenant-collection.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';

describe('indexes a release no longer wants', function () {
  this.timeout(30_000);
  let t: TestApi;

  before(async () => {
    t = await startTestApi();
  });
  after(async () => t?.stop());

  const names = async (collection: string) => (await t.db.collection(collection).indexes()).map((i) => i.name);

  it('are dropped where an earlier release created them, and the wanted ones stay', async () => {
    const raw = t.db.collection<OrgDocument>('retired_index_probe');
    await raw.insertOne({ _id: 1, organization_id: 1 });
    await raw.createIndex({ organization_id: 1, device_id: 1 }, { name: 'org_device' });
    const wanted = [{ key: { organization_id: 1, device_id: 1, key: 1 }, name: 'org_device_key' }];

    const collection = new TenantCollection(raw, wanted, ['org_device']);
    await collection.ensureIndexes();
    expect(await names('retired_index_probe')).to.have.members(['_id_', 'org_device_key']);
    // A second process starting on the same database finds nothing left to drop.
    await Promise.all([collection.ensureIndexes(), collection.ensureIndexes()]);
    expect(await names('retired_index_probe')).to.have.members(['_id_', 'org_device_key']);
  });

  it("include the batches' open_key index, now a partial unique index on open batches", async () => {
    expect(await names('batches'))
      .to.include('org_device_open_unique')
      .and.not.include('org_open_key_unique');
  });

  it('include the deployment targets index without the state', async () => {
    expect(await names('deployment_targets'))
      .to.include('org_device_released_state')
      .and.not.include('org_device_released');
  });

  it('include the images collection device index the idempotency index already leads with', async () => {
    expect(await names('images'))
      .to.include('org_device_idempotency')
      .and.not.include('org_device');
  });
});
