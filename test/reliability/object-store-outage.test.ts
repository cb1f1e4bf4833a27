import { expect } from 'chai';
import { MINIO_CREDENTIALS } from '../../scripts/stack/servers.js';
import type { ApiResponse } from '../helpers/client.js';
import { provisionDevice } from '../helpers/devices.js';
import { privateMinio, type PrivateServer } from '../helpers/private-servers.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { eventually, imageStorageState } from './consistency.js';
import { deviceTraffic, duration, succeeded, unexpected, type Answer } from './traffic.js';

/** Uploads refused during the outage, per device, before the object store is started again. */
const REFUSED_UPLOADS = 3;
/**
 * A request is answered within this, also during the outage: well short of the 15 s after which
 * the traffic records a request as hung, and far above a refused connection's few milliseconds,
 * since two loaded cores stretched one answer to 3.4 s (speed goals live in bench/).
 */
const QUICKLY_MS = 10_000;

describe('the object store killed during uploads', function () {
  this.timeout(60_000);
  let minio: PrivateServer;
  let t: TestApi;
  let answers: Answer[];
  let killedAt: number;
  let restartingAt: number;
  let readyDuringOutage: ApiResponse;
  let readyAfter: ApiResponse;
  const DEVICES = 3;

  before(async () => {
    // A MinIO of this suite's own: killing it leaves the other suites' object store alone.
    minio = await privateMinio();
    t = await startTestApi({
      S3_ENDPOINT: minio.url,
      S3_ACCESS_KEY: MINIO_CREDENTIALS.accessKey,
      S3_SECRET_KEY: MINIO_CREDENTIALS.secretKey,
    });
    const owner = await t.as(freshUser());
    const devices = [];
    for (let i = 0; i < DEVICES; i++) {
      devices.push(t.client.withDeviceKey((await provisionDevice(owner, t.client)).apiKey));
    }

    const traffic = deviceTraffic(devices);
    answers = traffic.answers;
    const uploadsOf = (from: number, ok: boolean) =>
      answers.filter((a) => a.what === 'upload' && a.startedAt > from && succeeded(a) === ok);
    await eventually(
      'every device uploads before the outage',
      async () => new Set(uploadsOf(0, true).map((a) => a.device)).size,
      (n) => n === DEVICES,
    );
    await minio.kill();
    killedAt = Date.now();
    readyDuringOutage = await t.root.get('/readyz');
    await eventually(
      'uploads refused during the outage',
      async () => uploadsOf(killedAt, false).length,
      (n) => n >= DEVICES * REFUSED_UPLOADS,
    );
    restartingAt = Date.now();
    await minio.restart();
    const restartedAt = Date.now();
    await eventually(
      'every device uploads again after the restart',
      async () => new Set(uploadsOf(restartedAt, true).map((a) => a.device)).size,
      (n) => n === DEVICES,
    );
    await traffic.stop();
    readyAfter = await t.root.get('/readyz');
  });

  after(async () => {
    await t?.stop();
    await minio?.stop();
  });

  it('answers uploads sent during the outage with 503 SERVICE_UNAVAILABLE quickly, and check-ins as usual', () => {
    const during = answers.filter((a) => a.startedAt > killedAt && a.endedAt < restartingAt);
    for (const answer of during.filter((a) => a.what === 'upload')) {
      expect(answer.status, `upload of device ${answer.device}`).to.equal(503);
      expect(answer.code).to.equal('SERVICE_UNAVAILABLE');
    }
    const checkins = during.filter((a) => a.what === 'checkin');
    expect(checkins.length).to.be.at.least(DEVICES);
    expect(checkins.every(succeeded), 'check-ins need no object store').to.equal(true);
    expect(unexpected(answers, 'SERVICE_UNAVAILABLE')).to.deep.equal([]);
    expect(Math.max(...answers.map(duration))).to.be.below(QUICKLY_MS);
  });

  it('reports not ready during the outage, naming the object store, and ready after it', () => {
    expect(readyDuringOutage.status).to.equal(503);
    expect(readyDuringOutage.body.error.details).to.match(/^object_store: /);
    expect(readyAfter.status).to.equal(200);
  });

  it('records exactly the accepted uploads, each with its object', async () => {
    const accepted = answers.filter((a) => a.what === 'upload' && a.status === 201).map((a) => a.storageKey);
    // An upload whose object the store wrote just before it was killed was refused all the same
    // (the answer never came); the API removes such an object once the store answers again.
    const state = await eventually(
      'no image object without its record',
      () => imageStorageState(t.db, t.storage),
      (s) => s.orphanObjects.length === 0,
      30_000,
    );
    expect(state).to.deep.equal({ orphanObjects: [], recordsWithoutObject: [], records: accepted.length });
  });
});
