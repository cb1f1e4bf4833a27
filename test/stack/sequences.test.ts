import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { Sequences } from '../../api/lib/mongo/sequences.js';
import { stackEnv } from '../helpers/stack-env.js';

/**
 * Ids of one collection handed out by several API processes at once (each its own Sequences),
 * one at a time and in an import's batches, never repeat.
 */
describe('Sequences: ids reserved one by one and many at once never repeat', () => {
  let client: MongoClient;
  let db: Db;

  before(async () => {
    client = await MongoClient.connect(stackEnv.mongodbUri);
    db = client.db(`test_sequences_${randomBytes(4).toString('hex')}`);
    await Sequences.ensureIndexes(db);
  });
  after(async () => {
    await db?.dropDatabase();
    await client?.close();
  });

  it('hands out distinct ids to four processes racing with next() and nextMany()', async () => {
    const processes = Array.from({ length: 4 }, () => new Sequences(db));
    const handed = await Promise.all(
      processes.map(async (sequences, p) => {
        const ids: number[] = [];
        for (let round = 0; round < 10; round++) {
          const [one, many] = await Promise.all([
            sequences.next('things'),
            sequences.nextMany('things', 7 + p * 13 + round),
          ]);
          ids.push(one, ...many);
        }
        return ids;
      }),
    );
    const all = handed.flat();
    expect(handed.map((ids) => ids.length)).to.deep.equal([10 + 70 + 45, 10 + 200 + 45, 10 + 330 + 45, 10 + 460 + 45]);
    expect(new Set(all).size, 'no id handed out twice').to.equal(all.length);
    expect(all.every((id) => Number.isInteger(id) && id > 0)).to.equal(true);
  });

  it('starts above ids already in the collection', async () => {
    await db.collection<{ _id: number }>('kept').insertOne({ _id: 1000 });
    const ids = await new Sequences(db).nextMany('kept', 30);
    expect(ids).to.have.length(30);
    expect(Math.min(...ids)).to.be.above(1000);
  });
});
