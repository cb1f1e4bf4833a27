import { expect } from 'chai';
import type { ApiClient, ApiResponse } from '../helpers/client.js';
import { newDevice, uploadImage } from '../helpers/data.js';
import { makeJpeg, uploadForm } from '../helpers/images.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

const WINDOW_S = 60;
const UPLOADS = 3;
const CHECKINS = 4;

function expectLimited(res: ApiResponse, setting: string) {
  expect(res.status, res.text).to.equal(429);
  expect(res.body).to.deep.include({ success: false, data: null });
  expect(res.body.error.code).to.equal('RATE_LIMITED');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).to.be.within(1, WINDOW_S);
  expect(res.body.error.details).to.equal(
    `retry_after_s=${retryAfter} (${setting}=${setting.endsWith('UPLOADS') ? UPLOADS : CHECKINS} per ${WINDOW_S} s)`,
  );
}

describe('hostile input: per-device limits on uploads and check-ins', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  let noisy: ApiClient;
  let quiet: ApiClient;

  before(async () => {
    t = await startTestApi({
      RATE_LIMIT_DEVICE_WINDOW_S: String(WINDOW_S),
      RATE_LIMIT_DEVICE_UPLOADS: String(UPLOADS),
      RATE_LIMIT_DEVICE_CHECKINS: String(CHECKINS),
    });
    owner = await t.as(freshUser());
    noisy = (await newDevice(owner, t.client)).client;
    quiet = (await newDevice(owner, t.client)).client;
  });
  after(async () => t?.stop());

  const limitedCount = async (action: string) => {
    const text = (await t.root.get('/metrics')).text;
    const line = text
      .split('\n')
      .find((l) => l.startsWith(`edge_vision_device_rate_limited_total{action="${action}"}`));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it(`answers 429 with Retry-After to check-in ${CHECKINS + 1} of a device within the window, not to another device`, async () => {
    for (let i = 0; i < CHECKINS; i++) {
      expect((await noisy.post('/device/checkin', { status: 'online' })).status).to.equal(200);
    }
    expectLimited(await noisy.post('/device/checkin', { status: 'online' }), 'RATE_LIMIT_DEVICE_CHECKINS');
    expect((await quiet.post('/device/checkin', { status: 'online' })).status, 'another device').to.equal(200);
    expect(await limitedCount('checkins')).to.equal(1);
  });

  it(`refuses upload ${UPLOADS + 1} of a device before storing anything; check-ins and uploads count apart`, async () => {
    for (let i = 0; i < UPLOADS; i++) await uploadImage(noisy, `frame-${i}.jpg`, i);
    const images = () => t.db.collection('images').countDocuments();
    const stored = await images();
    const res = await noisy.raw('POST', '/device/images/upload', uploadForm(makeJpeg(32, 24, 9), 'frame-9.jpg'));
    expectLimited(res, 'RATE_LIMIT_DEVICE_UPLOADS');
    expect(await images()).to.equal(stored);
    await uploadImage(quiet, 'quiet.jpg', 1);
    expect(await limitedCount('uploads')).to.equal(1);
  });
});
