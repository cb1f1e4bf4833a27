import { systemClock } from '../../../api/lib/clock.js';
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Db } from 'mongodb';
import {
  ClaimedRuns,
  type LoadedRun,
  type RunKind,
  type RunRef,
  type Settle,
} from '../../../api/lib/jobs/claimed-runs.js';
import { createLogger } from '../../../api/lib/logging.js';
import { Claims } from '../../../api/lib/mongo/claims.js';
import { JobQueue } from '../../../api/lib/queue.js';
import { eventually } from '../../reliability/consistency.js';
import { stackEnv } from '../../helpers/stack-env.js';

interface RunDoc {
  _id: string;
  organization_id: number;
  status: 'queued' | 'running' | 'completed';
  attempt: number;
  heartbeat_at: Date | null;
  started_seq: number | null;
}

/** Records that note the order their runs start in (`started_seq`), as exports and inference requests. */
class OrderedRuns implements RunKind<string, RunDoc> {
  readonly jobName = 'test.fair-run';
  readonly claimPrefix = 'fair-run';
  private seq = 0;

  constructor(readonly collection: Collection<RunDoc>) {}

  async load(ref: RunRef<string>): Promise<LoadedRun<RunDoc> | null> {
    const record = await this.collection.findOne({ _id: ref.id });
    if (!record) return null;
    return { record, finished: record.status === 'completed', attempt: record.attempt, heartbeat_at: null };
  }
  async begin(record: RunDoc, attempt: number): Promise<void> {
    await this.collection.updateOne(
      { _id: record._id },
      { $set: { status: 'running', attempt, started_seq: ++this.seq } },
    );
  }
  async heartbeat(): Promise<void> {}
  async work(record: RunDoc, _attempt: number, settle: Settle): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await settle(() => this.collection.updateOne({ _id: record._id }, { $set: { status: 'completed' } }));
  }
  async cleanUp(): Promise<void> {}
  async giveUp(): Promise<void> {}
  async stranded(): Promise<RunRef<string>[]> {
    return [];
  }
}

describe('queues are fair between organizations (claimed runs on the real database)', function () {
  this.timeout(120_000);
  let mongo: MongoClient;
  let db: Db;
  let queue: JobQueue;
  let kind: OrderedRuns;
  let runs: ClaimedRuns<string, RunDoc>;
  const logger = createLogger('silent');

  before(async () => {
    mongo = await MongoClient.connect(stackEnv.mongodbUri);
    db = mongo.db(`test_fair_${randomBytes(4).toString('hex')}`);
    queue = new JobQueue(db, { name: 'fair-queue-test', pollIntervalMs: 100, logger });
    const claims = new Claims(db, systemClock);
    await claims.ensureIndexes();
    kind = new OrderedRuns(db.collection<RunDoc>('runs'));
    runs = new ClaimedRuns(kind, { queue, claims, logger, clock: systemClock, maxAttempts: 2, concurrency: 1 });
  });
  after(async () => {
    await queue?.stop();
    await db?.dropDatabase();
    await mongo?.close();
  });

  const save = async (organization: number, id: string) => {
    await kind.collection.insertOne({
      _id: id,
      organization_id: organization,
      status: 'queued',
      attempt: 0,
      heartbeat_at: null,
      started_seq: null,
    });
    await runs.enqueue({ organization_id: organization, id });
  };
  const started = (id: string) =>
    eventually(
      `${id} starts`,
      () => kind.collection.findOne({ _id: id }),
      (doc) => doc!.started_seq !== null,
    ).then((doc) => doc!.started_seq!);

  it("one organization's 500 queued runs delay another's single run by at most one run", async () => {
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(Array.from({ length: 50 }, (_, i) => save(1, `a-${batch * 50 + i}`)));
    }
    await queue.start();
    // Organization 1's queue is draining when organization 2 asks.
    await eventually(
      'organization 1 is running',
      () => kind.collection.countDocuments({ started_seq: { $ne: null } }),
      (n) => n >= 3,
    );
    const [latest] = await kind.collection
      .find({ started_seq: { $ne: null } })
      .sort({ started_seq: -1 })
      .limit(1)
      .toArray();
    await save(2, 'b-0');
    const seq = await started('b-0');
    // Next after the one running when it asked, give or take one that started while the request
    // was being queued.
    expect(seq - latest!.started_seq!, 'runs started between the request and its own').to.be.at.most(2);
    const waitingOfOrg1 = await kind.collection.countDocuments({ organization_id: 1, status: 'queued' });
    expect(waitingOfOrg1, 'organization 2 did not wait for the backlog').to.be.greaterThan(450);
  });

  it('two organizations with backlogs take turns', async () => {
    await queue.stop();
    await kind.collection.deleteMany({ status: 'queued' });
    await db.collection('jobs').deleteMany({});
    for (let i = 0; i < 6; i++) await save(3, `c-${i}`);
    for (let i = 0; i < 6; i++) await save(4, `d-${i}`);
    await queue.start();
    await started('d-5');
    await started('c-5');
    const inOrder = await kind.collection
      .find({ organization_id: { $in: [3, 4] } })
      .sort({ started_seq: 1 })
      .toArray();
    for (const org of ['c', 'd']) {
      const own = inOrder.map((doc) => doc._id).filter((id) => id.startsWith(org));
      expect(own, 'each organization keeps its own order').to.deep.equal([0, 1, 2, 3, 4, 5].map((n) => `${org}-${n}`));
    }
    const order = inOrder.map((doc) => doc.organization_id);
    // Turns: never two runs of one organization in a row (the first two may be one's, queued first).
    const longestRun = Math.max(
      ...order.map((_, i) => {
        let n = 1;
        while (order[i + n] === order[i]) n++;
        return n;
      }),
    );
    expect(longestRun, `start order ${order.join(',')}`).to.be.at.most(2);
  });
});
