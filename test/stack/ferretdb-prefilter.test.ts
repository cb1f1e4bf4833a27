import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { Double, Int32, Long, MongoClient, type Collection, type Document } from 'mongodb';
import { stackEnv } from '../helpers/stack-env.js';

/** Ids of several types on purpose: the prefilter treats strings and numbers differently. */
type Row = Document & { _id: string | number | Double };

/**
 * The local FerretDB build hands SQLite a prefilter for top-level equalities
 * (scripts/server-patches/ferretdb-equality-prefilter.go). A prefilter that dropped a row MongoDB
 * would match would lose data silently, so these are MongoDB's matching rules, checked on the
 * server the suites run against (they hold on a real MongoDB alike).
 */
describe('the database keeps MongoDB equality semantics under the local prefilter', () => {
  let client: MongoClient;
  let docs: Collection<Row>;

  before(async () => {
    client = await MongoClient.connect(stackEnv.mongodbUri);
    docs = client.db(`test_prefilter_${randomBytes(4).toString('hex')}`).collection<Row>('docs');
    await docs.insertMany([
      { _id: 'str-a', org: 1, tag: 'a' },
      { _id: 'list-ab', org: 1, tag: ['a', 'b'] },
      { _id: 'str-b', org: 1, tag: 'b' },
      { _id: 'no-tag', org: 1 },
      { _id: 'int32', org: 2, n: new Int32(5) },
      { _id: 'int64', org: 2, n: Long.fromNumber(5) },
      { _id: 'double', org: 2, n: new Double(5) },
      { _id: 'list-n', org: 2, n: [1, 5] },
      { _id: 'text-5', org: 2, n: '5' },
      { _id: 'half', org: 2, n: 5.5 },
      { _id: 'true', org: 2, n: true },
      { _id: new Double(7), org: 3, name: 'seven' },
      { _id: 8, org: 3, name: 'eight', nested: { tag: 'a' } },
    ]);
  });
  after(async () => client?.close());

  const ids = async (filter: Document) => (await docs.find(filter).toArray()).map((d) => String(d._id)).sort();

  it('a string matches the equal string and arrays holding it', async () => {
    expect(await ids({ tag: 'a' })).to.deep.equal(['list-ab', 'str-a']);
    expect(await ids({ org: 1, tag: 'b' })).to.deep.equal(['list-ab', 'str-b']);
    expect(await ids({ tag: 'c' })).to.deep.equal([]);
  });

  it('a number matches every numeric type holding it and arrays holding it, not text or booleans', async () => {
    const expected = ['double', 'int32', 'int64', 'list-n'];
    expect(await ids({ n: 5 })).to.deep.equal(expected);
    expect(await ids({ n: Long.fromNumber(5) })).to.deep.equal(expected);
    expect(await ids({ org: 2, n: new Double(5) })).to.deep.equal(expected);
    expect(await ids({ n: 1 })).to.deep.equal(['list-n']);
  });

  it('an _id beside other conditions finds the document whatever numeric type holds the id', async () => {
    expect(await ids({ _id: 7, org: 3 })).to.deep.equal(['7']);
    expect(await ids({ _id: 8, org: 3 })).to.deep.equal(['8']);
    expect(await ids({ _id: 8, org: 1 })).to.deep.equal([]);
    expect(await ids({ _id: 'str-a', org: 1, tag: 'a' })).to.deep.equal(['str-a']);
    expect(await ids({ _id: 'str-a', org: 2 })).to.deep.equal([]);
  });

  it('updates and deletes find the same documents', async () => {
    expect((await docs.updateMany({ org: 2, n: 5 }, { $set: { seen: true } })).modifiedCount).to.equal(4);
    expect(await ids({ seen: true })).to.deep.equal(['double', 'int32', 'int64', 'list-n']);
    expect((await docs.deleteOne({ _id: 7, org: 3 })).deletedCount).to.equal(1);
    expect(await ids({ org: 3 })).to.deep.equal(['8']);
  });

  it('nested paths and operators are matched as before', async () => {
    expect(await ids({ 'nested.tag': 'a' })).to.deep.equal(['8']);
    expect(await ids({ org: 1, tag: { $in: ['b'] } })).to.deep.equal(['list-ab', 'str-b']);
  });
});
