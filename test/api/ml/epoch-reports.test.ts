import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { systemClock } from '../../../api/lib/clock.js';
import { Sequences } from '../../../api/lib/mongo/sequences.js';
import { WorkloadRepository } from '../../../api/modules/ml/workloads/repository.js';
import { stackEnv } from '../../helpers/stack-env.js';

/**
 * A training job's epoch reports: a report whose figures differ from the stored ones upserts the
 * epoch. When the epoch is removed between the report's read and its write, concurrent reports
 * all try to insert it again; the losers of that race must be sent again, not answered 500.
 */
describe('concurrent reports of one training epoch', function () {
  this.timeout(60_000);
  const concurrent = 30;
  let client: MongoClient;
  let db: Db;

  before(async () => {
    client = await MongoClient.connect(stackEnv.mongodbUri, { maxPoolSize: concurrent + 2, minPoolSize: concurrent });
    db = client.db(`test_epochs_${randomBytes(4).toString('hex')}`);
    await new WorkloadRepository(db, new Sequences(db), systemClock).ensureIndexes();
  });
  after(async () => {
    await db?.dropDatabase();
    await client?.close();
  });

  it('all succeed while the epoch is removed meanwhile, and one of their figures is kept', async () => {
    const repo = new WorkloadRepository(db, new Sequences(db), systemClock);
    const raw = db.collection('training_epochs');
    const report = (n: number) => repo.recordEpoch(3, 11, { epoch: 1, epochs: 5, metrics: { loss: n } });
    for (let round = 1; round <= 5; round++) {
      await report(-1);
      // Every report finds the epoch (its insert is refused), then reads figures that differ and
      // upserts; the removal lands between, so the upserts race to insert it again.
      let removing = true;
      const remover = (async () => {
        while (removing) await raw.deleteMany({ _id: '11:1' as never });
      })();
      const results = await Promise.allSettled(Array.from({ length: concurrent }, (_, i) => report(i)));
      removing = false;
      await remover;
      const failed = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
      expect(failed, `round ${round}`).to.deep.equal([]);
      await report(100 + round);
      const kept = await raw.find({ _id: '11:1' as never }).toArray();
      expect(kept, `round ${round}`).to.have.length(1);
      expect(kept[0]).to.deep.include({ organization_id: 3, training_job_id: 11, epochs: 5 });
      expect(kept[0]!.metrics).to.deep.equal({ loss: 100 + round });
    }
  });
});
