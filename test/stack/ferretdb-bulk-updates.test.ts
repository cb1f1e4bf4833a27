import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Db } from 'mongodb';
import { stackEnv } from '../helpers/stack-env.js';

interface Row {
  _id: number;
  org: number;
  n: number;
  key?: string;
  seen?: boolean;
}

/**
 * The local FerretDB build writes the documents an update modified in batches of one SQLite
 * transaction (scripts/server-patches/ferretdb-update-batches.go). The results must be MongoDB's:
 * every matched document written, the counts as MongoDB reports them, and an update that fails
 * midway keeping what it wrote before the failure. Checked on the server the suites run against
 * (they hold on a real MongoDB alike).
 */
describe('bulk updates keep MongoDB results under the local batched writes', () => {
  let client: MongoClient;
  let db: Db;
  let rows: Collection<Row>;
  // More than two batches and an incomplete last one.
  const count = 250;

  before(async () => {
    client = await MongoClient.connect(stackEnv.mongodbUri);
    db = client.db(`test_bulk_updates_${randomBytes(4).toString('hex')}`);
    rows = db.collection<Row>('rows');
    await rows.createIndex({ key: 1 }, { unique: true, sparse: true });
  });
  beforeEach(async () => {
    await rows.deleteMany({});
    await rows.insertMany(Array.from({ length: count }, (_, i) => ({ _id: i + 1, org: 1 + (i % 2), n: i })));
  });
  after(async () => client?.close());

  it('an updateMany over several batches writes every matched document', async () => {
    const res = await rows.updateMany({ org: 1 }, { $set: { seen: true } });
    expect(res.matchedCount).to.equal(count / 2);
    expect(res.modifiedCount).to.equal(count / 2);
    expect(await rows.countDocuments({ seen: true })).to.equal(count / 2);
    expect(await rows.countDocuments({ seen: true, org: 2 })).to.equal(0);
  });

  it('documents the update leaves as they were are matched but not counted as modified', async () => {
    await rows.updateMany({ _id: { $lte: 120 } }, { $set: { seen: true } });
    const res = await rows.updateMany({}, { $set: { seen: true } });
    expect(res.matchedCount).to.equal(count);
    expect(res.modifiedCount).to.equal(count - 120);
  });

  it('an updateMany by an _id list writes exactly those documents', async () => {
    // Every odd id (organization 1's documents) up to past the last one, and one of organization 2.
    const ids = [...Array.from({ length: 150 }, (_, i) => 2 * i + 1), 2];
    const res = await rows.updateMany({ org: 1, _id: { $in: ids } }, { $inc: { n: 1000 } });
    const expected = ids.filter((id) => id % 2 === 1 && id <= count);
    expect(res.modifiedCount).to.equal(expected.length);
    const changed = await rows.find({ n: { $gte: 1000 } }, { projection: { _id: 1 } }).toArray();
    expect(changed.map((r) => r._id).sort((a, b) => a - b)).to.deep.equal(expected);
  });

  it('an updateMany failing on a duplicate key midway keeps the one document written before it', async () => {
    let failed: unknown = null;
    try {
      await rows.updateMany({}, { $set: { key: 'same' } });
    } catch (err) {
      failed = err;
    }
    expect(failed, 'the update failed').to.be.instanceOf(Error);
    // The first document took the key; every later one would have duplicated it.
    expect(await rows.countDocuments({ key: 'same' })).to.equal(1);
    expect(await rows.countDocuments({})).to.equal(count);
  });

  it('findOneAndUpdate still returns the document before and after its update', async () => {
    const before = await rows.findOneAndUpdate({ _id: 7 }, { $set: { n: -7 } });
    expect(before?.n).to.equal(6);
    const after = await rows.findOneAndUpdate({ _id: 7 }, { $set: { n: -8 } }, { returnDocument: 'after' });
    expect(after?.n).to.equal(-8);
  });
});
