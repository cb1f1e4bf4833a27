import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Db } from 'mongodb';
import { stackEnv } from '../helpers/stack-env.js';

interface Doc {
  _id: number;
  count?: number;
  owner?: number | null;
  phase?: string;
  padding?: string;
}

/**
 * The claims, sequences, leases and state changes in the API are single-document updates that
 * rely on MongoDB applying each one atomically: concurrent `$inc`s all count, and of concurrent
 * conditional updates of one document exactly one matches. Each case sends its writes at once on
 * separate connections, a few rounds, so a read-then-write race would show up.
 */
describe('concurrent updates of one document are atomic', () => {
  let client: MongoClient;
  let db: Db;
  let docs: Collection<Doc>;
  const concurrent = 50;
  const rounds = 5;
  // A real document's size, so each write takes a while and leaves room for a race.
  const padding = 'x'.repeat(100_000);

  before(async () => {
    client = await MongoClient.connect(stackEnv.mongodbUri, { maxPoolSize: concurrent, minPoolSize: concurrent });
    db = client.db(`test_atomic_updates_${randomBytes(4).toString('hex')}`);
    docs = db.collection<Doc>('docs');
    // Opens the pool's connections before the first race, so the writes go out together.
    await Promise.all(Array.from({ length: concurrent }, () => docs.findOne({ _id: -1 })));
  });
  beforeEach(async () => docs.deleteMany({}));
  after(async () => {
    await db?.dropDatabase();
    await client?.close();
  });

  it(`${concurrent} concurrent $inc of one document all count`, async () => {
    for (let round = 1; round <= rounds; round++) {
      await docs.insertOne({ _id: round, count: 0 });
      const results = await Promise.all(
        Array.from({ length: concurrent }, () => docs.updateOne({ _id: round }, { $inc: { count: 1 } })),
      );
      expect(results.map((r) => r.modifiedCount)).to.deep.equal(Array(concurrent).fill(1));
      expect((await docs.findOne({ _id: round }))?.count, `round ${round}`).to.equal(concurrent);
    }
  });

  it('of concurrent findOneAndUpdate taking an unowned document exactly one wins, and it is the owner', async () => {
    for (let round = 1; round <= rounds; round++) {
      await docs.insertOne({ _id: round, owner: null, padding });
      const taken = await Promise.all(
        Array.from({ length: concurrent }, (_, i) =>
          docs.findOneAndUpdate({ _id: round, owner: null }, { $set: { owner: i } }, { returnDocument: 'after' }),
        ),
      );
      const winners = taken.flatMap((doc, i) => (doc ? [{ i, owner: doc.owner }] : []));
      expect(winners, `round ${round}`).to.have.length(1);
      const winner = winners[0]?.i;
      expect(winners[0]?.owner).to.equal(winner);
      expect((await docs.findOne({ _id: round }))?.owner).to.equal(winner);
    }
  });

  it('of concurrent guarded updateOne moving a document out of a phase exactly one matches', async () => {
    for (let round = 1; round <= rounds; round++) {
      await docs.insertOne({ _id: round, phase: 'A', padding });
      const targets = Array.from({ length: concurrent }, (_, i) => (i % 2 === 0 ? 'B' : 'C'));
      const results = await Promise.all(
        targets.map((phase) => docs.updateOne({ _id: round, phase: 'A' }, { $set: { phase } })),
      );
      const matched = targets.filter((_, i) => results[i]?.matchedCount === 1);
      expect(matched, `round ${round}`).to.have.length(1);
      expect((await docs.findOne({ _id: round }))?.phase).to.equal(matched[0]);
    }
  });

  it('of concurrent findOneAndDelete of one document exactly one gets it', async () => {
    for (let round = 1; round <= rounds; round++) {
      await docs.insertOne({ _id: round, phase: 'A', padding });
      const taken = await Promise.all(
        Array.from({ length: concurrent }, () => docs.findOneAndDelete({ _id: round, phase: 'A' })),
      );
      expect(
        taken.filter((doc) => doc !== null),
        `round ${round}`,
      ).to.have.length(1);
      expect(await docs.countDocuments({ _id: round })).to.equal(0);
    }
  });
});
