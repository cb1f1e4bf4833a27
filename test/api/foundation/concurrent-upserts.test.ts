import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { TenantCollection, type OrgDocument } from '../../../api/lib/mongo/tenant-collection.js';
import { stackEnv } from '../../helpers/stack-env.js';

interface Counter extends OrgDocument<string> {
  n: number;
}

/**
 * Counters such as the image counts are upserted by every upload at once. The tenant scope puts
 * the organization into each filter, so MongoDB does not retry an upsert that lost the race to
 * insert a missing document; the collection must, or the upload fails with a duplicate key.
 */
describe('concurrent upserts of one missing tenant document', () => {
  const concurrent = 40;
  let client: MongoClient;
  let db: Db;

  before(async () => {
    client = await MongoClient.connect(stackEnv.mongodbUri, { maxPoolSize: concurrent, minPoolSize: concurrent });
    db = client.db(`test_upserts_${randomBytes(4).toString('hex')}`);
    await Promise.all(
      Array.from({ length: concurrent }, () => db.collection('counters').findOne({ _id: -1 as never })),
    );
  });
  after(async () => {
    await db?.dropDatabase();
    await client?.close();
  });

  it(`all ${concurrent} succeed and all count, round after round`, async () => {
    const counters = new TenantCollection(db.collection<Counter>('counters'), []).forOrg(7);
    for (let round = 1; round <= 5; round++) {
      const _id = `7:bucket-${round}`;
      await Promise.all(
        Array.from({ length: concurrent }, () =>
          counters.updateEach([
            { filter: { _id }, update: { $inc: { n: 1 } }, upsert: true },
            { filter: { _id: `${_id}:other` }, update: { $inc: { n: 2 } }, upsert: true },
          ]),
        ),
      );
      expect((await counters.findOne({ _id }))?.n, `round ${round}`).to.equal(concurrent);
      expect((await counters.findOne({ _id: `${_id}:other` }))?.n, `round ${round}`).to.equal(2 * concurrent);
    }
  });

  it('still refuses a write whose duplicate key is not a lost race', async () => {
    const raw = db.collection<Counter>('named');
    await raw.createIndex({ organization_id: 1, name: 1 }, { unique: true });
    await raw.insertOne({ _id: 'a', organization_id: 7, n: 0, name: 'taken' } as Counter);
    const named = new TenantCollection(raw, []).forOrg(7);
    const refusal = await named
      .updateEach([
        { filter: { _id: 'b' }, update: { $set: { name: 'taken' } as never, $inc: { n: 1 } }, upsert: true },
      ])
      .then(
        () => null,
        (err: Error) => err,
      );
    expect(refusal?.message).to.match(/duplicate key.*name_1/);
    expect(await named.findOne({ _id: 'b' })).to.equal(null);
  });
});
