import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import {
  Double,
  Long,
  MongoClient,
  ObjectId,
  Timestamp,
  type Collection,
  type Db,
  type Document,
  type Sort,
} from 'mongodb';
import { stackEnv } from '../helpers/stack-env.js';

type Row = Document & { _id: string };

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/**
 * The local FerretDB build answers sorted pages and countDocuments from typed index twins
 * (scripts/server-patches/ferretdb-ordered-query.go): SQLite reads the sort field's documents in
 * order and stops early, and counts equality matches from the index. A page that left out a
 * document MongoDB would show, or a count that missed one, would be wrong silently, so these are
 * MongoDB's ordering and counting rules, over documents of every shape the shortcut must not
 * get wrong: ties, other types in the sort field (timestamps before dates, strings and numbers
 * after), missing fields, arrays in the sort field and in the equality fields, every numeric
 * type of an equal value. They hold on a real MongoDB alike.
 */
describe('sorted pages and counts keep MongoDB semantics under the local index pushdown', () => {
  let client: MongoClient;
  let db: Db;
  let docs: Collection<Row>;

  before(async () => {
    client = await MongoClient.connect(stackEnv.mongodbUri);
    db = client.db(`test_pushdown_${randomBytes(4).toString('hex')}`);
    docs = db.collection<Row>('docs');
    await docs.createIndex({ org: 1, at: -1, _id: -1 }, { name: 'org_at' });
    await docs.createIndex({ org: 1, key: 1, at: -1 }, { name: 'org_key_at' });
    await docs.insertMany([
      { _id: 'd5', org: 1, key: 'a', at: day(5) },
      { _id: 'd4', org: 1, key: 'b', at: day(4) },
      { _id: 'd3a', org: 1, key: 'a', at: day(3) },
      { _id: 'd3b', org: 1, key: 'a', at: day(3) },
      { _id: 'd2', org: Long.fromNumber(1), key: 'a', at: day(2) },
      { _id: 'd1', org: new Double(1), key: 'a', at: day(1) },
      { _id: 'org-list', org: [2, 1], key: 'a', at: day(6) },
      { _id: 'key-list', org: 1, key: ['b', 'a'], at: day(7) },
      { _id: 'at-list', org: 1, key: 'a', at: [day(-1), day(8)] },
      { _id: 'at-long', org: 1, key: 'a', at: Long.fromNumber(day(9).getTime()) },
      { _id: 'at-ts', org: 1, key: 'a', at: new Timestamp({ t: 1, i: 1 }) },
      { _id: 'at-missing', org: 1, key: 'a' },
      { _id: 'at-text', org: 1, key: 'a', at: '2026-01-10' },
      { _id: 'other-org', org: 2, key: 'a', at: day(10) },
      { _id: 'org-text', org: '1', key: 'a', at: day(11) },
    ]);
  });
  after(async () => {
    await db?.dropDatabase();
    await client?.close();
  });

  const page = async (filter: Document, sort: Sort, skip: number, limit: number) =>
    (await docs.find(filter).sort(sort).skip(skip).limit(limit).toArray()).map((d) => d._id);

  /** Every page of every size must be the same slice of the whole ordered result. */
  const expectPages = async (filter: Document, sort: Sort, expected: string[]) => {
    expect((await docs.find(filter).sort(sort).toArray()).map((d) => d._id)).to.deep.equal(expected);
    for (let limit = 1; limit <= expected.length; limit++) {
      for (const skip of [0, 1, 3]) {
        expect(await page(filter, sort, skip, limit), `skip ${skip} limit ${limit}`).to.deep.equal(
          expected.slice(skip, skip + limit),
        );
      }
    }
  };

  // MongoDB's order of types: null (and missing) < numbers < strings < dates < timestamps; an
  // array sorts by its largest element descending and its smallest ascending.
  const newestFirst = ['at-ts', 'at-list', 'key-list', 'org-list', 'd5', 'd4', 'd3b', 'd3a', 'd2', 'd1'];
  const newestFirstAll = [...newestFirst, 'at-text', 'at-long', 'at-missing'];

  it('pages newest first hold the right documents in the right order, ties broken by _id', async () => {
    await expectPages({ org: 1 }, { at: -1, _id: -1 }, newestFirstAll);
  });

  it('pages oldest first put missing, numbers and strings before dates, and timestamps last', async () => {
    await expectPages({ org: 1 }, { at: 1, _id: 1 }, [
      'at-missing',
      'at-long',
      'at-text',
      'at-list',
      'd1',
      'd2',
      'd3a',
      'd3b',
      'd4',
      'd5',
      'org-list',
      'key-list',
      'at-ts',
    ]);
  });

  it('pages with a second equality keep arrays that hold the value and drop other values', async () => {
    await expectPages(
      { org: 1, key: 'a' },
      { at: -1, _id: -1 },
      newestFirstAll.filter((id) => id !== 'd4'),
    );
  });

  it('pages sorted by a string field keep every tie of the last document', async () => {
    await expectPages({ org: 1 }, { key: 1, _id: 1 }, [
      'at-list',
      'at-long',
      'at-missing',
      'at-text',
      'at-ts',
      'd1',
      'd2',
      'd3a',
      'd3b',
      'd5',
      'key-list',
      'org-list',
      'd4',
    ]);
  });

  it('pages with conditions the index does not hold match them on every document', async () => {
    await expectPages({ org: 1, _id: { $in: ['d1', 'd5', 'at-ts', 'at-missing'] } }, { at: -1, _id: -1 }, [
      'at-ts',
      'd5',
      'd1',
      'at-missing',
    ]);
  });

  it('counts equal what matching every document finds: arrays, numeric types, no match', async () => {
    expect(await docs.countDocuments({ org: 1 })).to.equal(13);
    expect(await docs.countDocuments({ org: Long.fromNumber(1) })).to.equal(13);
    expect(await docs.countDocuments({ org: 1, key: 'a' })).to.equal(12);
    expect(await docs.countDocuments({ org: 1, key: 'b' })).to.equal(2);
    expect(await docs.countDocuments({ org: 2 })).to.equal(2);
    expect(await docs.countDocuments({ org: '1' })).to.equal(1);
    expect(await docs.countDocuments({ org: 1, key: 'z' })).to.equal(0);
  });

  it('pages and counts follow updates and deletes', async () => {
    await docs.updateOne({ _id: 'd1' }, { $set: { at: day(20) } });
    await docs.updateOne({ _id: 'd5' }, { $set: { org: 3 } });
    await docs.deleteOne({ _id: 'at-ts' });
    expect(await page({ org: 1 }, { at: -1, _id: -1 }, 0, 3)).to.deep.equal(['d1', 'at-list', 'key-list']);
    expect(await docs.countDocuments({ org: 1 })).to.equal(11);
    expect(await docs.countDocuments({ org: 1, key: 'a' })).to.equal(10);
  });
  it('counts of a string $in over tag lists match only strings, whatever else the lists hold', async () => {
    const tagged = db.collection<Row>('tagged');
    await tagged.createIndex({ org: 1, tags: 1 }, { name: 'org_tags' });
    const hex = '64b7f0c2a1b2c3d4e5f60718';
    await tagged.insertMany([
      { _id: 'car-truck', org: 1, tags: ['car', 'truck'] },
      { _id: 'dog', org: 1, tags: ['dog'] },
      { _id: 'truck-scalar', org: 1, tags: 'truck' },
      { _id: 'empty', org: 1, tags: [] },
      { _id: 'car', org: 1, tags: ['car'] },
      { _id: 'mixed', org: 1, tags: [5, 'dog'] },
      { _id: 'id-list', org: 1, tags: [new ObjectId(hex)] },
      { _id: 'id-scalar', org: 1, tags: new ObjectId(hex) },
      { _id: 'other-org', org: 2, tags: ['truck'] },
      { _id: 'org-list', org: [1, 3], tags: ['dog'] },
      { _id: 'untagged', org: 1 },
    ]);
    const cases: [Document, string[]][] = [
      [{ org: 1, tags: { $in: ['truck', 'dog'] } }, ['car-truck', 'dog', 'mixed', 'org-list', 'truck-scalar']],
      [{ org: 1, tags: { $in: [hex] } }, []],
      [{ org: 1, tags: { $in: ['car'] } }, ['car', 'car-truck']],
      [{ org: 1, tags: 'dog' }, ['dog', 'mixed', 'org-list']],
    ];
    for (const [filter, expected] of cases) {
      expect((await tagged.find(filter).toArray()).map((d) => d._id).sort(), JSON.stringify(filter)).to.deep.equal(
        expected,
      );
      expect(await tagged.countDocuments(filter), JSON.stringify(filter)).to.equal(expected.length);
    }
  });
});
