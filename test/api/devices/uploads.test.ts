import { expect } from 'chai';
import { createHash } from 'node:crypto';
import type { ApiClient } from '../../helpers/client.js';
import { provisionDevice } from '../../helpers/devices.js';
import { makeJpeg, noisyJpeg, uploadForm } from '../../helpers/images.js';
import { objectBytes, objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

const MAX_UPLOAD_BYTES = 200_000;

describe('image uploads from devices', function () {
  this.timeout(30_000);
  let t: TestApi;
  let operator: ApiClient;
  let device: ApiClient;
  let orgId: number;

  before(async () => {
    t = await startTestApi({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
    operator = await t.as(freshUser());
    orgId = (await operator.get('/organization')).body.data.id;
    device = t.client.withDeviceKey((await provisionDevice(operator, t.client)).apiKey);
  });
  after(async () => t?.stop());

  const upload = (file: Buffer, filename?: string, fields?: Record<string, string>, client = device) =>
    client.raw('POST', '/device/images/upload', uploadForm(file, filename, fields));

  /** A refused upload leaves the bucket and the image records as they were. */
  async function expectNothingStored(
    attempt: () => Promise<{ status: number; body: any }>,
    status: number,
    code: string,
  ) {
    const objectsBefore = await objectKeys(t.storage, `orgs/${orgId}/`);
    const recordsBefore = await t.db.collection('images').countDocuments({});
    const res = await attempt();
    expect(res.status, JSON.stringify(res.body)).to.equal(status);
    expect(res.body.error.code).to.equal(code);
    expect(await objectKeys(t.storage, `orgs/${orgId}/`)).to.deep.equal(objectsBefore);
    expect(await t.db.collection('images').countDocuments({})).to.equal(recordsBefore);
    return res;
  }

  it("stores the image privately with size, dimensions and sha256, in the device's open batch", async () => {
    const file = makeJpeg(96, 64, 1);
    const res = await upload(file, 'dock-4.jpg', { captured_at: '2026-11-20T08:00:00Z', metadata: '{"exposure":12}' });
    expect(res.status).to.equal(201);
    const image = res.body.data;
    expect(image).to.include({
      filename: 'dock-4.jpg',
      width: 96,
      height: 64,
      content_type: 'image/jpeg',
      size_bytes: file.length,
      sha256: createHash('sha256').update(file).digest('hex'),
      split: 'none',
      split_locked: false,
      annotation_status: 'pending',
      captured_at: '2026-11-20T08:00:00.000Z',
    });
    expect(image.metadata).to.deep.equal({ exposure: 12 });
    expect(image.storage_key).to.match(new RegExp(`^orgs/${orgId}/images/`));
    expect(await objectBytes(t.storage, image.storage_key)).to.deep.equal(file);
    // Objects are private: the bucket refuses an unsigned read.
    const anonymous = await fetch(`${t.config.S3_ENDPOINT}/${t.config.S3_BUCKET}/${image.storage_key}`);
    expect(anonymous.status).to.equal(403);

    const batch = await t.db.collection('batches').findOne({ _id: image.batch_id });
    expect(batch).to.include({ stage: 'collecting', device_id: image.device_id });
    const second = await upload(makeJpeg(32, 32, 2));
    expect(second.body.data.batch_id).to.equal(image.batch_id);
  });

  it('concurrent uploads of one device all land in one batch', async () => {
    const fresh = t.client.withDeviceKey((await provisionDevice(operator, t.client)).apiKey);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => upload(makeJpeg(16, 16, i), `f${i}.jpg`, {}, fresh)),
    );
    expect(responses.map((r) => r.status)).to.deep.equal(Array(12).fill(201));
    expect(new Set(responses.map((r) => r.body.data.batch_id)).size).to.equal(1);
  });

  it('gives a signed URL that serves the bytes and expires', async () => {
    const file = makeJpeg(40, 30, 3);
    const { id } = (await upload(file)).body.data;
    const res = await operator.get(`/images/${id}/url`);
    expect(res.status).to.equal(200);
    expect(new Date(res.body.data.expires_at).getTime()).to.be.greaterThan(Date.now());
    const fetched = await fetch(res.body.data.url);
    expect(fetched.status).to.equal(200);
    expect(Buffer.from(await fetched.arrayBuffer())).to.deep.equal(file);
  });

  it('refuses a truncated JPEG with 400 and keeps nothing', async () => {
    const file = makeJpeg(200, 150, 4);
    await expectNothingStored(() => upload(file.subarray(0, Math.floor(file.length * 0.6))), 400, 'VALIDATION_ERROR');
  });

  it('refuses a text file renamed to .jpg with 415 and keeps nothing', async () => {
    await expectNothingStored(
      () => upload(Buffer.from('just some notes, not a picture\n'.repeat(20)), 'notes.jpg'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('refuses a zero-byte file with 400 and keeps nothing', async () => {
    await expectNothingStored(() => upload(Buffer.alloc(0), 'empty.jpg'), 400, 'VALIDATION_ERROR');
  });

  it('refuses a file over MAX_UPLOAD_BYTES with 413 and keeps nothing', async () => {
    const big = noisyJpeg(400, 400);
    expect(big.length).to.be.greaterThan(MAX_UPLOAD_BYTES);
    await expectNothingStored(() => upload(big, 'big.jpg'), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('removes the stored object again when the text fields are invalid', async () => {
    await expectNothingStored(() => upload(makeJpeg(), 'x.jpg', { metadata: '[1,2' }), 400, 'VALIDATION_ERROR');
    await expectNothingStored(() => upload(makeJpeg(), 'x.jpg', { project_id: '999999' }), 400, 'VALIDATION_ERROR');
  });

  it('answers 400 without a file and 401 without a device key, storing nothing', async () => {
    await expectNothingStored(() => device.post('/device/images/upload', { image: 'x' }), 400, 'VALIDATION_ERROR');
    await expectNothingStored(
      () => t.client.raw('POST', '/device/images/upload', uploadForm(makeJpeg())),
      401,
      'UNAUTHORIZED',
    );
  });

  it('keeps a path-like file name as a harmless label, never as the storage key', async () => {
    const res = await upload(makeJpeg(), '../../etc/passwd.jpg');
    expect(res.status).to.equal(201);
    expect(res.body.data.filename).to.equal('passwd.jpg');
    expect(res.body.data.storage_key).not.to.include('..');
  });

  it('refuses a malformed multipart body (a control character in a part header) with 400', async () => {
    await expectNothingStored(() => upload(makeJpeg(), 'frame\u0001.jpg'), 400, 'VALIDATION_ERROR');
  });

  describe('files over 5 MiB (streamed as a multipart upload)', () => {
    let big: TestApi;
    let bigDevice: ApiClient;
    let bigOrg: number;
    let file: Buffer;

    before(async () => {
      big = await startTestApi();
      const owner = await big.as(freshUser());
      bigOrg = (await owner.get('/organization')).body.data.id;
      bigDevice = big.client.withDeviceKey((await provisionDevice(owner, big.client)).apiKey);
      file = noisyJpeg(2000, 2000);
      expect(file.length).to.be.greaterThan(5 * 1024 * 1024);
    });
    after(async () => big?.stop());

    it('stores the whole file with its hash', async () => {
      const res = await bigDevice.raw('POST', '/device/images/upload', uploadForm(file, 'big.jpg'));
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.data).to.include({ width: 2000, height: 2000, size_bytes: file.length });
      expect(res.body.data.sha256).to.equal(createHash('sha256').update(file).digest('hex'));
      expect((await objectBytes(big.storage, res.body.data.storage_key)).equals(file)).to.equal(true);
    });

    it('removes a cut-off large file again', async () => {
      const before = await objectKeys(big.storage, `orgs/${bigOrg}/`);
      const res = await bigDevice.raw(
        'POST',
        '/device/images/upload',
        uploadForm(file.subarray(0, file.length - 1000), 'cut.jpg'),
      );
      expect(res.status).to.equal(400);
      expect(await objectKeys(big.storage, `orgs/${bigOrg}/`)).to.deep.equal(before);
    });
  });
});
