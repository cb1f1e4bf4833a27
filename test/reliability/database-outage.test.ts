import { expect } from 'chai';
import type { ApiClient } from '../helpers/client.js';
import { provisionDevice } from '../helpers/devices.js';
import { privateMongod, type PrivateServer } from '../helpers/private-servers.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { eventually, imageStorageState } from './consistency.js';
import { during, observeOutage, type Outage } from './outage.js';
import { duration, unexpected } from './traffic.js';

/** MONGODB_TIMEOUT_MS of the API under test: how long a request waits for the database. */
const DATABASE_TIMEOUT_MS = 1500;
/**
 * Scheduling slack on a loaded machine, on top of the bounds below. CI's two cores run the whole
 * suite at once: a frozen database's requests came 53 ms past a 1 s slack there. The bounds still
 * tell the heartbeat (seconds) from the socket timeout (ten minutes), which is what they prove.
 */
const MARGIN_MS = 2000;
const DEVICES = 4;

/** A private MongoDB (faults never reach the other suites' database) and an API on it. */
async function apiOnPrivateDatabase(): Promise<{ database: PrivateServer; t: TestApi; devices: ApiClient[] }> {
  const database = await privateMongod();
  const t = await startTestApi({
    MONGODB_URI: database.url,
    MONGODB_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
    STORAGE_SWEEP_INTERVAL_S: '1',
    // Above the longest a record can follow its object: a frozen database applies the writes it
    // holds when it thaws, after the request was answered 503.
    STORAGE_ORPHAN_GRACE_S: '10',
  });
  const owner = await t.as(freshUser());
  const devices: ApiClient[] = [];
  for (let i = 0; i < DEVICES; i++)
    devices.push(t.client.withDeviceKey((await provisionDevice(owner, t.client)).apiKey));
  return { database, t, devices };
}

/** What holds for every database outage, however the database went away. */
function itAnswersQuicklyAndRecovers(
  context: () => { t: TestApi; outage: Outage },
  expected: { requestsDuring: number; answeredWithinMs: number; bound: string },
) {
  it(`answers every request sent during the outage with 503 SERVICE_UNAVAILABLE within ${expected.bound}`, () => {
    const answers = during(context().outage);
    expect(answers.length, 'requests during the outage').to.be.at.least(expected.requestsDuring);
    for (const answer of answers) {
      expect(
        answer.status,
        `${answer.what} of device ${answer.device} sent ${answer.startedAt - context().outage.startedAt} ms into the outage, answered after ${duration(answer)} ms`,
      ).to.equal(503);
      expect(answer.code).to.equal('SERVICE_UNAVAILABLE');
      expect(duration(answer)).to.be.below(expected.answeredWithinMs + MARGIN_MS);
    }
  });

  it(`answers every request, also those in flight when it went away, with a success or a 503 within ${expected.bound}`, () => {
    const { answers } = context().outage;
    expect(unexpected(answers, 'SERVICE_UNAVAILABLE')).to.deep.equal([]);
    expect(Math.max(...answers.map(duration))).to.be.below(expected.answeredWithinMs + MARGIN_MS);
  });

  it('reports not ready during the outage, naming the database, and ready after it', () => {
    const { readyDuring, readyAfter } = context().outage;
    expect(readyDuring.status).to.equal(503);
    expect(readyDuring.body.error.code).to.equal('SERVICE_UNAVAILABLE');
    expect(readyDuring.body.error.details).to.match(/^database: /);
    expect(readyAfter.status).to.equal(200);
    expect(readyAfter.body.data.checks).to.deep.equal({ database: 'ok', object_store: 'ok' });
  });

  it('keeps every accepted upload with its object, and never leaves a record without its object', async () => {
    const { t, outage } = context();
    const accepted = outage.answers.filter((a) => a.what === 'upload' && a.status === 201).map((a) => a.storageKey!);
    const state = await imageStorageState(t.db, t.storage);
    expect(state.recordsWithoutObject).to.deep.equal([]);
    expect(await t.db.collection('images').countDocuments({ storage_key: { $in: accepted } })).to.equal(
      accepted.length,
    );
  });

  it('leaves no image object without its record once the storage sweeper has run', async () => {
    const { t } = context();
    const state = await eventually(
      'no orphan image objects',
      () => imageStorageState(t.db, t.storage),
      (s) => s.orphanObjects.length === 0,
    );
    expect(state.recordsWithoutObject).to.deep.equal([]);
  });
}

describe('the database killed for 10 s during check-ins and uploads', function () {
  this.timeout(90_000);
  let database: PrivateServer;
  let t: TestApi;
  let outage: Outage;

  before(async () => {
    let devices: ApiClient[];
    ({ database, t, devices } = await apiOnPrivateDatabase());
    // SIGKILL, then MongoDB starts again on the same port and data: the driver's own heartbeat
    // (every MONGODB_TIMEOUT_MS) runs several times during the outage.
    outage = await observeOutage(t, devices, {
      inject: () => database.kill(),
      heal: () => database.restart(),
      durationMs: 10_000,
    });
  });
  after(async () => {
    await t?.stop();
    await database?.stop();
  });

  // Closed connections fail at once; later requests give up server selection after the timeout.
  itAnswersQuicklyAndRecovers(() => ({ t, outage }), {
    requestsDuring: DEVICES * 4,
    answeredWithinMs: DATABASE_TIMEOUT_MS,
    bound: 'MONGODB_TIMEOUT_MS',
  });
});

describe('the database frozen (SIGSTOP, connections open but silent, as behind a network cut) for 12 s', function () {
  this.timeout(90_000);
  let database: PrivateServer;
  let t: TestApi;
  let outage: Outage;

  before(async () => {
    let devices: ApiClient[];
    ({ database, t, devices } = await apiOnPrivateDatabase());
    outage = await observeOutage(t, devices, {
      inject: () => database.freeze(),
      heal: () => database.thaw(),
      // Noticing the silence takes up to three timeouts (4.5 s, more on a loaded machine); the
      // rest of the outage leaves each device two or more requests that fail at server selection.
      durationMs: 12_000,
    });
  });
  after(async () => {
    await t?.stop();
    await database?.stop();
  });

  // Silence is noticed by the next heartbeat (every MONGODB_TIMEOUT_MS) timing out twice (the
  // driver retries once), which also fails the requests waiting on the open connections.
  itAnswersQuicklyAndRecovers(() => ({ t, outage }), {
    requestsDuring: DEVICES * 2,
    answeredWithinMs: 3 * DATABASE_TIMEOUT_MS,
    bound: 'three times MONGODB_TIMEOUT_MS',
  });
});
