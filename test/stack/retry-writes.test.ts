import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type CommandStartedEvent } from 'mongodb';
import { connectDatabase } from '../../api/lib/mongo/database.js';
import { stackEnv } from '../helpers/stack-env.js';

/**
 * A write cut off by a replica set election or a dropped connection is retried once by the
 * driver, so the API's claims and conditional updates need no retry of their own. That holds
 * only on a replica set, where each write carries a transaction number the server deduplicates
 * the retry by: the stack runs one, as production does.
 */
describe('retryable writes', function () {
  const dbName = `test_retry_${randomBytes(4).toString('hex')}`;

  it('the database the suites run on is a replica set', async () => {
    const database = await connectDatabase(stackEnv.mongodbUri, dbName, 5000);
    try {
      const hello = await database.db.command({ hello: 1 });
      expect(hello.setName, 'replica set name').to.be.a('string');
      expect(hello.isWritablePrimary).to.equal(true);
    } finally {
      await database.close();
    }
  });

  it("are on in the API's connection", async () => {
    const database = await connectDatabase(stackEnv.mongodbUri, dbName, 5000);
    try {
      expect(database.client.options.retryWrites).to.equal(true);
    } finally {
      await database.close();
    }
  });

  it('every kind of write the API sends carries a transaction number', async () => {
    const client = new MongoClient(stackEnv.mongodbUri, { retryWrites: true, monitorCommands: true });
    const writes: CommandStartedEvent[] = [];
    client.on('commandStarted', (event) => {
      if (['insert', 'findAndModify', 'update', 'delete'].includes(event.commandName)) writes.push(event);
    });
    try {
      const db = client.db(dbName);
      const claims = db.collection<{ _id: string; n: number }>('claims');
      await claims.insertOne({ _id: 'a', n: 1 });
      const after = await claims.findOneAndUpdate({ _id: 'a' }, { $inc: { n: 1 } }, { returnDocument: 'after' });
      expect(after).to.deep.equal({ _id: 'a', n: 2 });
      await claims.updateOne({ _id: 'a' }, { $set: { n: 3 } });
      await claims.deleteOne({ _id: 'a' });
      expect(writes.map((w) => w.commandName)).to.deep.equal(['insert', 'findAndModify', 'update', 'delete']);
      for (const write of writes) expect(write.command, write.commandName).to.have.property('txnNumber');
      await db.dropDatabase();
    } finally {
      await client.close();
    }
  });
});
