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

interface TaskDoc {
  _id: number;
  organization_id: number;
  status: 'queued' | 'running' | 'completed' | 'failed';
  attempt: number;
  heartbeat_at: Date | null;
  updated_at: Date;
  /** Which attempts did the work, gave up, cleaned up: what the assertions read. */
  worked_by: number[];
  cleanups: number;
  error: string | null;
}

/**
 * A record kind over a real collection, shaped like exports and inference requests: the work
 * takes `workMs` and every write of a run is guarded by its attempt number.
 */
class Tasks implements RunKind<number, TaskDoc> {
  readonly jobName: string;
  readonly claimPrefix: string;
  workMs = 300;

  constructor(readonly collection: Collection<TaskDoc>) {
    this.jobName = `test.task.${collection.collectionName}`;
    this.claimPrefix = `task-${collection.collectionName}`;
  }

  async save(id: number, fields: Partial<TaskDoc> = {}): Promise<void> {
    await this.collection.insertOne({
      _id: id,
      organization_id: 1,
      status: 'queued',
      attempt: 0,
      heartbeat_at: null,
      updated_at: new Date(),
      worked_by: [],
      cleanups: 0,
      error: null,
      ...fields,
    });
  }

  async load(ref: RunRef<number>): Promise<LoadedRun<TaskDoc> | null> {
    const record = await this.collection.findOne({ _id: ref.id, organization_id: ref.organization_id });
    if (!record) return null;
    return {
      record,
      finished: record.status === 'completed' || record.status === 'failed',
      attempt: record.attempt,
      heartbeat_at: record.status === 'running' ? record.heartbeat_at : null,
    };
  }

  async begin(record: TaskDoc, attempt: number): Promise<void> {
    await this.collection.updateOne(
      { _id: record._id },
      { $set: { status: 'running', attempt, heartbeat_at: new Date(), updated_at: new Date() } },
    );
  }

  async heartbeat(record: TaskDoc, attempt: number): Promise<void> {
    await this.collection.updateOne({ _id: record._id, attempt }, { $set: { heartbeat_at: new Date() } });
  }

  async work(record: TaskDoc, attempt: number, settle: Settle): Promise<void> {
    await this.collection.updateOne({ _id: record._id, attempt }, { $push: { worked_by: attempt } });
    await new Promise((resolve) => setTimeout(resolve, this.workMs));
    await settle(() =>
      this.collection.updateOne(
        { _id: record._id, attempt },
        { $set: { status: 'completed', heartbeat_at: null, updated_at: new Date() } },
      ),
    );
  }

  async cleanUp(record: TaskDoc): Promise<void> {
    await this.collection.updateOne({ _id: record._id }, { $inc: { cleanups: 1 } });
  }

  async giveUp(record: TaskDoc, attempts: number): Promise<void> {
    await this.collection.updateOne(
      { _id: record._id, attempt: record.attempt },
      { $set: { status: 'failed', error: `interrupted ${attempts} times`, heartbeat_at: null } },
    );
  }

  async stranded(before: Date): Promise<RunRef<number>[]> {
    const docs = await this.collection
      .find({ status: { $in: ['queued', 'running'] }, updated_at: { $lt: before } })
      .toArray();
    return docs.map((doc) => ({ organization_id: doc.organization_id, id: doc._id }));
  }
}

const STALE_MS = 2000;
const longAgo = () => new Date(Date.now() - 10 * STALE_MS);

describe('the claimed-run protocol (api/lib/jobs) on the real database', function () {
  this.timeout(30_000);
  let mongo: MongoClient;
  let db: Db;
  let queue: JobQueue;
  let claims: Claims;
  let tasks: Tasks;
  let runs: ClaimedRuns<number, TaskDoc>;
  const logger = createLogger('silent');

  before(async () => {
    mongo = await MongoClient.connect(stackEnv.mongodbUri);
    db = mongo.db(`test_runs_${randomBytes(4).toString('hex')}`);
    queue = new JobQueue(db, { name: 'claimed-runs-test', pollIntervalMs: 100, logger });
    claims = new Claims(db, systemClock);
    await claims.ensureIndexes();
    tasks = new Tasks(db.collection<TaskDoc>('tasks'));
    runs = new ClaimedRuns(tasks, {
      queue,
      claims,
      logger,
      clock: systemClock,
      maxAttempts: 2,
      concurrency: 4,
      timing: { staleMs: STALE_MS, heartbeatMs: 200, standbyMs: 100 },
    });
    await queue.start();
  });
  after(async () => {
    await queue?.stop();
    await db?.dropDatabase();
    await mongo?.close();
  });

  const record = (id: number) => tasks.collection.findOne({ _id: id }) as Promise<TaskDoc>;
  const done = (id: number) =>
    eventually(
      `task ${id} ends`,
      () => record(id),
      (doc) => doc.status === 'completed' || doc.status === 'failed',
    );
  const queuedJobs = (id: number) => db.collection('jobs').countDocuments({ name: tasks.jobName, 'data.id': id });

  it('works a record once when two jobs for it start together', async () => {
    await tasks.save(1);
    await Promise.all([runs.enqueue({ organization_id: 1, id: 1 }), runs.enqueue({ organization_id: 1, id: 1 })]);
    const doc = await done(1);
    expect(doc.status).to.equal('completed');
    expect(doc.worked_by).to.deep.equal([1]);
    expect(doc.cleanups).to.equal(0);
    // The job that stood by ends once the record is finished: nothing stays queued.
    await eventually(
      'both jobs end',
      () => queuedJobs(1),
      (n) => n === 0,
    );
  });

  it('resumes a record whose run died (stale heartbeat), cleaning up first, as the next attempt', async () => {
    await tasks.save(2, { status: 'running', attempt: 1, heartbeat_at: longAgo(), updated_at: longAgo() });
    await claims.acquire(`${tasks.claimPrefix}:2:1`);
    await runs.enqueue({ organization_id: 1, id: 2 });
    const doc = await done(2);
    expect(doc.status).to.equal('completed');
    expect(doc.worked_by).to.deep.equal([2]);
    expect(doc.cleanups).to.equal(1);
  });

  it('a run whose work throws is resumed once its heartbeat is stale', async () => {
    await tasks.save(8);
    const work = tasks.work.bind(tasks);
    let failures = 0;
    tasks.work = async (record, attempt, settle) => {
      if (record._id === 8 && failures++ === 0) throw new Error('the object store is down');
      return work(record, attempt, settle);
    };
    try {
      await runs.enqueue({ organization_id: 1, id: 8 });
      // The failed run's job ended; the sweep queues the record again once its heartbeat is stale.
      const doc = await eventually(
        'task 8 completes',
        () => record(8),
        (d) => d.status === 'completed',
        20_000,
      );
      expect(doc.attempt).to.equal(2);
      expect(doc.worked_by).to.deep.equal([2]);
    } finally {
      tasks.work = work;
    }
  });

  it("a run's ending is not undone by a heartbeat in flight, even one rewriting the whole record", async () => {
    // A heartbeat that reads the record and writes all of it back 300 ms later, and a run that
    // ends while such a heartbeat is in flight.
    const { heartbeat, work } = tasks;
    let inFlight: (() => void) | null = null;
    const beatStarted = new Promise<void>((resolve) => (inFlight = resolve));
    tasks.heartbeat = async (record) => {
      const current = (await tasks.collection.findOne({ _id: record._id }))!;
      inFlight?.();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tasks.collection.replaceOne({ _id: record._id }, { ...current, heartbeat_at: new Date() });
    };
    tasks.work = async (record, attempt, settle) => {
      await beatStarted;
      await settle(() =>
        tasks.collection.updateOne({ _id: record._id, attempt }, { $set: { status: 'completed', heartbeat_at: null } }),
      );
    };
    try {
      await tasks.save(9);
      await runs.enqueue({ organization_id: 1, id: 9 });
      await eventually(
        'task 9 completes',
        () => record(9),
        (d) => d.status === 'completed',
      );
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await record(9)).status, 'the ending stays').to.equal('completed');
    } finally {
      Object.assign(tasks, { heartbeat, work });
    }
  });

  it('waits for a run whose heartbeat is fresh instead of starting a second one', async () => {
    tasks.workMs = 1500;
    try {
      await tasks.save(3);
      await runs.enqueue({ organization_id: 1, id: 3 });
      await eventually(
        'the first run starts',
        () => record(3),
        (doc) => doc.status === 'running',
      );
      await runs.enqueue({ organization_id: 1, id: 3 });
      const doc = await done(3);
      expect(doc.worked_by).to.deep.equal([1]);
    } finally {
      tasks.workMs = 300;
    }
  });

  it('fails a record interrupted maxAttempts times, cleaning up what the last run left', async () => {
    await tasks.save(4, { status: 'running', attempt: 2, heartbeat_at: longAgo(), updated_at: longAgo() });
    await runs.enqueue({ organization_id: 1, id: 4 });
    const doc = await done(4);
    expect(doc.status).to.equal('failed');
    expect(doc.error).to.equal('interrupted 2 times');
    expect(doc.worked_by).to.deep.equal([]);
    expect(doc.cleanups).to.be.at.least(1);
  });

  it('the sweep queues a record that was saved but never queued, and only once', async () => {
    await tasks.save(5, { updated_at: longAgo() });
    tasks.workMs = 1500;
    try {
      // Three sweeps while the record waits or runs: one job, one run.
      for (let i = 0; i < 3; i++) await runs.sweep();
      expect(await queuedJobs(5)).to.be.at.most(1);
      const doc = await done(5);
      expect(doc.worked_by).to.deep.equal([1]);
    } finally {
      tasks.workMs = 300;
    }
  });

  it('leaves records alone that are finished or were touched recently', async () => {
    await tasks.save(6, { status: 'completed', updated_at: longAgo() });
    await tasks.save(7, { updated_at: new Date() });
    await runs.sweep();
    expect(await queuedJobs(6)).to.equal(0);
    expect(await queuedJobs(7)).to.equal(0);
  });

  it('attempt claims lapse: a lapsed one can be taken again at once, a current or lasting one cannot', async () => {
    expect(await claims.acquire('test-lapsed', { expiresInMs: -1000 })).to.equal(true);
    expect(await claims.acquire('test-current', { expiresInMs: 60_000 })).to.equal(true);
    expect(await claims.acquire('test-forever')).to.equal(true);
    const taken = await Promise.all(
      Array.from({ length: 10 }, () => claims.acquire('test-lapsed', { expiresInMs: 60_000 })),
    );
    expect(taken.filter(Boolean), 'one of ten concurrent takers').to.have.length(1);
    expect(await claims.acquire('test-current')).to.equal(false);
    expect(await claims.acquire('test-forever')).to.equal(false);
  });

  it('claims have a TTL index, which removes lapsed ones', async () => {
    await claims.ensureIndexes();
    const ttl = (await db.collection('claims').indexes()).find((i) => i.name === 'expires_at_ttl');
    expect(ttl).to.include({ expireAfterSeconds: 0 });
    expect(ttl?.key).to.deep.equal({ expires_at: 1 });
  });

  it("a run's attempt claim carries an expiry, so the collection does not grow for ever", async () => {
    const claim = await db.collection('claims').findOne({ _id: `${tasks.claimPrefix}:1:1` as never });
    expect(claim?.expires_at).to.be.instanceOf(Date);
    expect((claim!.expires_at as Date).getTime()).to.be.greaterThan(Date.now() + 50 * 60_000);
  });
});
