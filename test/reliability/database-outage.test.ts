import { expect } from 'chai';
import type { ApiResponse } from '../helpers/client.js';
import { provisionDevice } from '../helpers/devices.js';
import { privateFerretDb, type PrivateServer } from '../helpers/private-servers.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { eventually, imageStorageState } from './consistency.js';
import { deviceTraffic, duration, succeeded, unexpected, type Answer } from './traffic.js';

/** The fault: FerretDB killed and started again on the same port and data this much later. */
const OUTAGE_MS = 10_000;
/** MONGODB_TIMEOUT_MS of the API under test: how long a request waits for the database. */
const DATABASE_TIMEOUT_MS = 1500;
/** A request that starts during the outage is answered within the timeout plus this. */
const ANSWER_MARGIN_MS = 1000;
/**
 * Any request, also one caught mid-flight by the outage, which waits once more while deciding
 * whether its stored upload was recorded.
 */
const WORST_ANSWER_MS = 5000;

describe('the database killed for 10 s during check-ins and uploads', function () {
  this.timeout(90_000);
  let ferret: PrivateServer;
  let t: TestApi;
  let answers: Answer[];
  let killedAt: number;
  /** FerretDB serves again somewhere between these two. */
  let restartingAt: number;
  let restartedAt: number;
  let readyDuringOutage: ApiResponse;
  let readyAfter: ApiResponse;
  const DEVICES = 4;

  before(async () => {
    // A FerretDB of this suite's own: killing it leaves the other suites' database alone.
    ferret = await privateFerretDb();
    t = await startTestApi({
      MONGODB_URI: ferret.url,
      MONGODB_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
      STORAGE_SWEEP_INTERVAL_S: '1',
      // Above the longest an upload can take between storing its object and recording it.
      STORAGE_ORPHAN_GRACE_S: String(WORST_ANSWER_MS / 1000),
    });
    const owner = await t.as(freshUser());
    const devices = [];
    for (let i = 0; i < DEVICES; i++) {
      devices.push(t.client.withDeviceKey((await provisionDevice(owner, t.client)).apiKey));
    }

    const traffic = deviceTraffic(devices);
    answers = traffic.answers;
    await eventually(
      'every device uploads before the outage',
      async () => new Set(answers.filter((a) => a.what === 'upload' && succeeded(a)).map((a) => a.device)).size,
      (n) => n === DEVICES,
    );
    await ferret.kill();
    killedAt = Date.now();
    readyDuringOutage = await t.root.get('/readyz');
    await new Promise((resolve) => setTimeout(resolve, killedAt + OUTAGE_MS - Date.now()));
    restartingAt = Date.now();
    await ferret.restart();
    restartedAt = Date.now();
    // Recovered: every device has checked in and uploaded again, with requests sent after the restart.
    await eventually(
      'every device checks in and uploads again after the restart',
      async () => answers.filter((a) => a.startedAt > restartedAt && succeeded(a)),
      (ok) => new Set(ok.map((a) => `${a.device} ${a.what}`)).size === DEVICES * 2,
    );
    await traffic.stop();
    readyAfter = await t.root.get('/readyz');
  });

  after(async () => {
    await t?.stop();
    await ferret?.stop();
  });

  it('answers every request sent during the outage with 503 SERVICE_UNAVAILABLE, within the database timeout', () => {
    const during = answers.filter((a) => a.startedAt > killedAt && a.endedAt < restartingAt);
    expect(during.length, 'requests during the outage').to.be.at.least(DEVICES * 4);
    for (const answer of during) {
      expect(answer.status, `${answer.what} of device ${answer.device}`).to.equal(503);
      expect(answer.code).to.equal('SERVICE_UNAVAILABLE');
      expect(duration(answer)).to.be.below(DATABASE_TIMEOUT_MS + ANSWER_MARGIN_MS);
    }
  });

  it('answers every request, also those in flight when the database died, with a success or a quick 503', () => {
    expect(unexpected(answers, 'SERVICE_UNAVAILABLE')).to.deep.equal([]);
    const slowest = Math.max(...answers.map(duration));
    expect(slowest).to.be.below(WORST_ANSWER_MS);
  });

  it('reports not ready during the outage, naming the database, and ready after it', () => {
    expect(readyDuringOutage.status).to.equal(503);
    expect(readyDuringOutage.body.error.code).to.equal('SERVICE_UNAVAILABLE');
    expect(readyDuringOutage.body.error.details).to.match(/^database: /);
    expect(readyAfter.status).to.equal(200);
    expect(readyAfter.body.data.checks).to.deep.equal({ database: 'ok', object_store: 'ok' });
  });

  it('keeps every accepted upload, with its object, and never a record without its object', async () => {
    const accepted = answers.filter((a) => a.what === 'upload' && a.status === 201).map((a) => a.storageKey!);
    const state = await imageStorageState(t.db, t.storage);
    expect(state.recordsWithoutObject).to.deep.equal([]);
    const recorded = await t.db.collection('images').countDocuments({ storage_key: { $in: accepted } });
    expect(recorded).to.equal(accepted.length);
  });

  it('leaves no image object without its record once the storage sweeper has run', async () => {
    const state = await eventually(
      'no orphan image objects',
      () => imageStorageState(t.db, t.storage),
      (s) => s.orphanObjects.length === 0,
    );
    expect(state.recordsWithoutObject).to.deep.equal([]);
  });
});
