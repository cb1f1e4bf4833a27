import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type CommandStartedEvent } from 'mongodb';
import { connectDatabase } from '../../api/lib/mongo/database.js';
import { stackEnv } from '../helpers/stack-env.js';

/** Why retryable writes can stay on for FerretDB v1 (docs/concurrency.md, "retryWrites"). */
describe('retryable writes on the database the suites run on', function () {
  const dbName = `test_retry_${randomBytes(4).toString('hex')}`;

  it('are on in the API, as the drivers default', async () => {
    const database = await connectDatabase(stackEnv.mongodbUri, dbName, 5000);
    try {
      expect(database.client.options.retryWrites).to.equal(true);
    } finally {
      await database.close();
    }
  });

  it('carry a transaction number only on a replica set; on a standalone (FerretDB v1) they are plain writes that work', async () => {
    const client = new MongoClient(stackEnv.mongodbUri, { retryWrites: true, monitorCommands: true });
    const writes: CommandStartedEvent[] = [];
    client.on('commandStarted', (event) => {
      if (['insert', 'findAndModify', 'update', 'delete'].includes(event.commandName)) writes.push(event);
    });
    try {
      const db = client.db(dbName);
      const hello = await db.command({ hello: 1 });
      const replicaSet = typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
      const claims = db.collection<{ _id: string; n: number }>('claims');
      await claims.insertOne({ _id: 'a', n: 1 });
      expect(
        await claims.findOneAndUpdate({ _id: 'a' }, { $inc: { n: 1 } }, { returnDocument: 'after' }),
      ).to.deep.equal({
        _id: 'a',
        n: 2,
      });
      await claims.deleteOne({ _id: 'a' });
      expect(writes.map((w) => w.commandName)).to.deep.equal(['insert', 'findAndModify', 'delete']);
      for (const write of writes) expect('txnNumber' in write.command, write.commandName).to.equal(replicaSet);
      await db.dropDatabase();
    } finally {
      await client.close();
    }
  });
});
