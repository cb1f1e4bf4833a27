import { crc32 } from 'node:zlib';
import { expect } from 'chai';
import type { ApiClient } from '../helpers/client.js';
import { newDevice, uploadImage } from '../helpers/data.js';
import { uploadForm } from '../helpers/images.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG with a header claiming this size, an IEND, and no pixel data at all (a few dozen bytes). */
function hollowPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('hostile input: decompression bombs and images that do not decode', function () {
  this.timeout(60_000);
  let t: TestApi;
  let device: ApiClient;
  before(async () => {
    t = await startTestApi({ MAX_IMAGE_PIXELS: '1000000' });
    device = (await newDevice(await t.as(freshUser()), t.client)).client;
  });
  after(async () => t?.stop());

  const upload = (file: Buffer, name: string) => device.raw('POST', '/device/images/upload', uploadForm(file, name));

  it('refuses a tiny PNG claiming 100000x100000 with 413 naming MAX_IMAGE_PIXELS, storing nothing', async () => {
    const res = await upload(hollowPng(100_000, 100_000), 'bomb.png');
    expect(res.status, JSON.stringify(res.body)).to.equal(413);
    expect(res.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
    expect(res.body.error.details).to.equal('MAX_IMAGE_PIXELS');
    expect(res.body.error.message).to.include('100000x100000');
    expect(await t.db.collection('images').countDocuments({})).to.equal(0);
  });

  it('refuses an image just over the cap, and takes one at it', async () => {
    expect((await upload(hollowPng(1001, 1000), 'over.png')).status).to.equal(413);
    const image = await uploadImage(device, 'ok.jpg', 1);
    expect(image.width * image.height).to.be.at.most(1_000_000);
  });

  it('refuses a PNG within the cap whose pixels are missing: 400, it does not decode', async () => {
    const res = await upload(hollowPng(100, 100), 'hollow.png');
    expect(res.status, JSON.stringify(res.body)).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    expect(res.body.error.message).to.include('does not decode');
    expect(await t.db.collection('images').countDocuments({ filename: 'hollow.png' })).to.equal(0);
  });
});
