import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { Double, Int32, Long, MongoClient, type Collection, type Db, type Document } from 'mongodb';
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
  let db: Db;
  let docs: Collection<Row>;

  before(async () => {
    client = await MongoClient.connect(stackEnv.mongodbUri);
    db = client.db(`test_prefilter_${randomBytes(4).toString('hex')}`);
    docs = db.collection<Row>('docs');
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
    expect(await ids({ _id: { $in: [7, Long.fromNumber(8), 'str-a'] }, org: 3 })).to.deep.equal(['7', '8']);
    expect(await ids({ _id: { $in: ['str-a', 'str-b', 9] }, org: 1 })).to.deep.equal(['str-a', 'str-b']);
  });

  it('updates and deletes find the same documents', async () => {
    expect((await docs.updateMany({ org: 2, n: 5 }, { $set: { seen: true } })).modifiedCount).to.equal(4);
    expect(await ids({ seen: true })).to.deep.equal(['double', 'int32', 'int64', 'list-n']);
    expect((await docs.deleteOne({ _id: 7, org: 3 })).deletedCount).to.equal(1);
    expect(await ids({ org: 3 })).to.deep.equal(['8']);
  });

  it('a deleteMany of more documents than SQLite takes variables in one statement deletes them all', async () => {
    const many = db.collection<Row>('many');
    for (let start = 0; start < 40_000; start += 10_000) {
      await many.insertMany(Array.from({ length: 10_000 }, (_, i) => ({ _id: `d${start + i}`, org: 1 })));
    }
    expect((await many.deleteMany({ org: 1 })).deletedCount).to.equal(40_000);
    expect(await many.countDocuments({})).to.equal(0);
  });

  it('nested paths and operators are matched as before', async () => {
    expect(await ids({ 'nested.tag': 'a' })).to.deep.equal(['8']);
    expect(await ids({ org: 1, tag: { $in: ['b'] } })).to.deep.equal(['list-ab', 'str-b']);
  });

  describe('on fields of an index (where the prefilter seeks the index instead of reading every row)', () => {
    let indexed: Collection<Row>;
    const found = async (filter: Document) => (await indexed.find(filter).toArray()).map((d) => String(d._id)).sort();

    before(async () => {
      indexed = db.collection<Row>('indexed');
      await indexed.createIndex({ org: 1, key: 1 }, { name: 'org_key' });
      await indexed.createIndex({ n: -1 }, { name: 'n_desc' });
      await indexed.insertMany([
        { _id: 'plain', org: 1, key: 'cam-1' },
        { _id: 'other-org', org: 2, key: 'cam-1' },
        { _id: 'key-list', org: 1, key: ['cam-0', 'cam-1'] },
        { _id: 'org-list', org: [3, 1], key: 'cam-1' },
        { _id: 'org-long', org: Long.fromNumber(1), key: 'cam-1' },
        { _id: 'org-double', org: new Double(1), key: 'cam-1' },
        { _id: 'no-key', org: 1 },
        { _id: 'nested-key', org: 1, key: { cam: 'cam-1' } },
        { _id: 'escaped', org: 1, key: 'a<b & "c"' },
        { _id: 'zero', org: 0, n: new Double(-0) },
        { _id: 'big', org: 4, n: Long.fromString('9007199254740993') },
        { _id: 'n-list', org: 4, n: [7, 9] },
      ]);
    });

    it('finds every document an equality on the leading fields matches: arrays, any numeric type', async () => {
      const cam1InOrg1 = ['key-list', 'org-double', 'org-list', 'org-long', 'plain'];
      expect(await found({ org: 1, key: 'cam-1' })).to.deep.equal(cam1InOrg1);
      expect(await found({ key: 'cam-1', org: new Int32(1) })).to.deep.equal(cam1InOrg1);
      expect(await found({ org: Long.fromNumber(1), key: 'cam-1' })).to.deep.equal(cam1InOrg1);
      expect(await found({ org: 3 })).to.deep.equal(['org-list']);
      expect(await found({ org: 1, key: 'cam-0' })).to.deep.equal(['key-list']);
      expect(await found({ org: 2, key: 'cam-2' })).to.deep.equal([]);
      expect(await found({ n: 9 })).to.deep.equal(['n-list']);
      expect(await found({ org: 1, key: { $in: ['cam-1', 'cam-0'] } })).to.deep.equal(cam1InOrg1);
      expect(await found({ org: { $in: [1, 3] }, key: 'cam-1' })).to.deep.equal(cam1InOrg1);
      expect(await found({ org: { $in: [Long.fromNumber(2)] } })).to.deep.equal(['other-org']);
      expect(await found({ n: { $in: [9, 0] } })).to.deep.equal(['n-list', 'zero']);
    });

    it('values whose JSON text could differ are still found: escapes, zero, integers past 2^53', async () => {
      expect(await found({ org: 1, key: 'a<b & "c"' })).to.deep.equal(['escaped']);
      expect(await found({ org: 0 })).to.deep.equal(['zero']);
      expect(await found({ n: 0 })).to.deep.equal(['zero']);
      expect(await found({ n: Long.fromString('9007199254740993') })).to.deep.equal(['big']);
    });

    it('updates and deletes by indexed fields reach the same documents', async () => {
      const updated = await indexed.updateMany({ org: 1, key: 'cam-1' }, { $set: { seen: true } });
      expect(updated.modifiedCount).to.equal(5);
      expect((await indexed.deleteMany({ org: 3 })).deletedCount).to.equal(1);
      expect(await found({ org: 1, key: 'cam-1' })).to.deep.equal(['key-list', 'org-double', 'org-long', 'plain']);
    });
  });
  describe('literal patterns (a search box), where the prefilter reads the field from an index', () => {
    let named: Collection<Row>;
    const search = async (pattern: string, options = 'i') =>
      (await named.find({ org: 1, name: { $regex: pattern, $options: options } }).toArray()).map((d) => d._id).sort();

    before(async () => {
      named = db.collection<Row>('named');
      await named.createIndex({ org: 1, name: 1 }, { name: 'org_name' });
      await named.insertMany([
        { _id: 'lower', org: 1, name: 'gate-cam-03.jpg' },
        { _id: 'upper', org: 1, name: 'GATE-CAM-03.JPG' },
        { _id: 'kelvin', org: 1, name: 'gate-\u212Aam-03.jpg' }, // the Kelvin sign, which folds to k
        { _id: 'list', org: 1, name: ['other.jpg', 'x-cam-03'] },
        { _id: 'escaped', org: 1, name: '<b>"cam-03"</b> & more' },
        { _id: 'dot', org: 1, name: 'a.b' },
        { _id: 'not-dot', org: 1, name: 'axb' },
        { _id: 'percent', org: 1, name: '50% off_now' },
        { _id: 'number', org: 1, name: 3 },
        { _id: 'other-org', org: 2, name: 'gate-cam-03.jpg' },
      ]);
    });

    it('case-insensitive literals match every case, Unicode folding and arrays included', async () => {
      expect(await search('cam-03')).to.deep.equal(['escaped', 'list', 'lower', 'upper']);
      expect(await search('KAM-03')).to.deep.equal(['kelvin']);
      expect(await search('cam-03', '')).to.deep.equal(['escaped', 'list', 'lower']);
    });

    it('escaped meta characters, % and _ are matched literally', async () => {
      expect(await search('a\\.b')).to.deep.equal(['dot']);
      expect(await search('a.b')).to.deep.equal(['dot', 'not-dot']);
      expect(await search('50% off_')).to.deep.equal(['percent']);
      expect(await search('0%_o')).to.deep.equal([]);
    });

    it('counts agree with the documents found', async () => {
      expect(await named.countDocuments({ org: 1, name: { $regex: 'CAM-03', $options: 'i' } })).to.equal(4);
      expect(await named.countDocuments({ org: 1, name: { $regex: 'jpg', $options: 'i' } })).to.equal(4);
    });
  });
});
