import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Db } from 'mongodb';
import { isDuplicateKeyError } from '../../api/lib/mongo/database.js';
import { eventually } from '../helpers/eventually.js';
import { stackEnv } from '../helpers/stack-env.js';

interface Batch {
  _id: number;
  organization_id: number;
  device_id: string;
  stage: 'collecting' | 'complete';
}

interface Claim {
  _id: string;
  expires_at?: Date;
}

/**
 * Two index kinds the API's "exactly once" decisions stand on: a partial unique index lets a
 * device hold one open batch and any number of closed ones, and a TTL index removes claims that
 * lapsed without a sweep of the API's own.
 */
describe('partial unique and TTL indexes', function () {
  this.timeout(90_000);
  let client: MongoClient;
  let db: Db;

  before(async () => {
    client = await MongoClient.connect(stackEnv.mongodbUri, { maxPoolSize: 20 });
    db = client.db(`test_indexes_${randomBytes(4).toString('hex')}`);
  });
  after(async () => {
    await db?.dropDatabase();
    await client?.close();
  });

  describe('a partial unique index on open batches', () => {
    let batches: Collection<Batch>;
    let nextId = 1;
    const batch = (device: string, stage: Batch['stage'] = 'collecting'): Batch => ({
      _id: nextId++,
      organization_id: 1,
      device_id: device,
      stage,
    });

    before(async () => {
      batches = db.collection<Batch>('batches');
      await batches.createIndex(
        { organization_id: 1, device_id: 1 },
        { name: 'org_device_open', unique: true, partialFilterExpression: { stage: 'collecting' } },
      );
    });

    it('refuses a second open batch of a device with a duplicate key error', async () => {
      await batches.insertOne(batch('cam-1'));
      const refused = await batches.insertOne(batch('cam-1')).catch((err: unknown) => err);
      expect(isDuplicateKeyError(refused), String(refused)).to.equal(true);
      await batches.insertOne(batch('cam-2'));
      expect(await batches.countDocuments({ stage: 'collecting' })).to.equal(2);
    });

    it('takes any number of closed batches, and a new open one once the open one closed', async () => {
      await batches.insertMany([batch('cam-3', 'complete'), batch('cam-3', 'complete')]);
      const open = batch('cam-3');
      await batches.insertOne(open);
      await batches.updateOne({ _id: open._id }, { $set: { stage: 'complete' } });
      await batches.insertOne(batch('cam-3'));
      expect(await batches.countDocuments({ device_id: 'cam-3' })).to.equal(4);
    });

    it('refuses reopening a closed batch while another is open', async () => {
      const closed = batch('cam-4', 'complete');
      await batches.insertMany([closed, batch('cam-4')]);
      const refused = await batches.updateOne({ _id: closed._id }, { $set: { stage: 'collecting' } }).catch((e) => e);
      expect(isDuplicateKeyError(refused), String(refused)).to.equal(true);
    });

    it('of 20 concurrent inserts of an open batch exactly one wins', async () => {
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => batches.insertOne(batch('cam-5'))));
      expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(1);
      for (const r of results) if (r.status === 'rejected') expect(isDuplicateKeyError(r.reason)).to.equal(true);
      expect(await batches.countDocuments({ device_id: 'cam-5', stage: 'collecting' })).to.equal(1);
    });
  });

  describe('a TTL index', () => {
    let sleepSecs: unknown;

    before(async () => {
      // The server looks for expired documents once a minute; once a second here.
      const admin = client.db('admin');
      sleepSecs = (await admin.command({ getParameter: 1, ttlMonitorSleepSecs: 1 })).ttlMonitorSleepSecs;
      await admin.command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
    });
    after(async () => {
      await client.db('admin').command({ setParameter: 1, ttlMonitorSleepSecs: sleepSecs });
    });

    it('removes documents once their expiry time passed and keeps the others', async () => {
      const claims = db.collection<Claim>('claims');
      await claims.createIndex({ expires_at: 1 }, { name: 'expires_at_ttl', expireAfterSeconds: 0 });
      const now = Date.now();
      await claims.insertMany([
        { _id: 'lapsed', expires_at: new Date(now - 1000) },
        { _id: 'later', expires_at: new Date(now + 3_600_000) },
        { _id: 'forever' },
      ]);
      const left = async () => (await claims.find().toArray()).map((c) => c._id).sort();
      // The monitor takes the shorter sleep after the one it is in: a minute at most.
      await eventually('the lapsed claim removed', async () => (await left()).length === 2, 75_000);
      expect(await left()).to.deep.equal(['forever', 'later']);
    });
  });
});
