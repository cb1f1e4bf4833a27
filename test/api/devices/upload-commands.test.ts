import { expect } from 'chai';
import type { Document } from 'mongodb';
import type { ApiClient } from '../../helpers/client.js';
import { newDevice, uploadImage } from '../../helpers/data.js';
import { TestClock } from '../../helpers/clock.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/** The job queue polls its own collection whatever requests come in. */
const BACKGROUND = new Set(['jobs']);
/** Upkeep that runs on its own (the check-in history's pruning, sweeps) reads by aggregation; uploads never do. */
const isUpkeep = (op: Document) => op.op === 'command' && op.command?.aggregate !== undefined;

/**
 * What a device upload asks of MongoDB (issue 29): one round trip each for the device's key, both
 * quotas together, the open batch (found and, every few seconds, touched), the record and the
 * list counts; an idempotency key adds none (its unique index refuses a repeat). A count of commands is behaviour, not timing: it does not move with the machine's
 * load. The database's profiler records them; the API has the database to itself.
 */
describe('MongoDB commands of a device upload', function () {
  this.timeout(60_000);
  const clock = new TestClock();
  let t: TestApi;
  let user: ApiClient;
  let device: { client: ApiClient; deviceId: string };

  before(async () => {
    t = await startTestApi({}, { clock });
    user = await t.as(freshUser());
    device = await newDevice(user, t.client);
    // The first upload opens the batch and makes the counters.
    await uploadImage(device.client);
  });
  after(async () => t?.stop());

  /** The commands the database answered while `work` ran, by collection and kind. */
  async function commandsOf(work: () => Promise<void>): Promise<string[]> {
    const from = new Date();
    await t.db.command({ profile: 2 });
    try {
      await work();
    } finally {
      await t.db.command({ profile: 0 });
    }
    const profiled = await t.db
      .collection<Document>('system.profile')
      .find({ ts: { $gte: from } })
      .sort({ ts: 1 })
      .toArray();
    return profiled
      .filter((op) => !isUpkeep(op))
      .map((op) => ({ collection: String(op.ns).slice(t.config.MONGODB_DB.length + 1), op: String(op.op) }))
      .filter(({ collection }) => !BACKGROUND.has(collection) && !collection.startsWith('system.'))
      .filter(({ collection, op }) => !(collection === '$cmd' && op === 'command'))
      .map(({ collection, op }) => `${op} ${collection}`);
  }

  it('an upload into the open batch costs five commands, also when it touches the batch', async () => {
    const uploads = 6;
    const commands = await commandsOf(async () => {
      for (let i = 0; i < uploads; i++) {
        // Every other upload comes after the batch's last_image_at went stale, so it is written.
        if (i % 2 === 0) clock.advance(10_000);
        await uploadImage(device.client, `frame-${i}.jpg`, i + 1);
      }
    });
    expect(commands.length, commands.join('\n')).to.be.at.most(5 * uploads);
    expect(commands.filter((c) => c === 'insert images')).to.have.length(uploads);
  });

  it('an upload under an idempotency key costs the same: the unique index, not a read, tells a repeat', async () => {
    const uploads = 4;
    const commands = await commandsOf(async () => {
      for (let i = 0; i < uploads; i++) {
        await uploadImage(device.client, `keyed-${i}.jpg`, 40 + i, { idempotency_key: `keyed-frame-${i}` });
      }
    });
    expect(commands.length, commands.join('\n')).to.be.at.most(5 * uploads);
  });

  it("the touch keeps the batch's last image time, written at most every five seconds", async () => {
    const first = await uploadImage(device.client, 'a.jpg', 20);
    const batchOf = async () => (await user.get(`/data/batches/${first.batch_id}`)).body.data;
    const touched = (await batchOf()).last_image_at;
    const soon = await uploadImage(device.client, 'b.jpg', 21);
    expect(soon.batch_id).to.equal(first.batch_id);
    expect((await batchOf()).last_image_at, 'not rewritten within five seconds').to.equal(touched);

    clock.advance(6_000);
    const later = await uploadImage(device.client, 'c.jpg', 22);
    expect(later.batch_id).to.equal(first.batch_id);
    const batch = await batchOf();
    expect(Date.parse(batch.last_image_at)).to.be.at.least(Date.parse(later.created_at));
    expect(batch.image_count).to.be.at.least(3);
  });
});
