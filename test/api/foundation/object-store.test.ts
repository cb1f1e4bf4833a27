import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { ObjectStore, ObjectStoreError } from '../../../api/lib/storage.js';
import { stackEnv } from '../../helpers/stack-env.js';
import { objectBytes, objectKeys } from '../../helpers/storage.js';

describe('the object store: puts checked against a CRC32 the API computed', () => {
  let store: ObjectStore;

  before(async () => {
    store = new ObjectStore({
      endpoint: stackEnv.s3Endpoint,
      accessKey: stackEnv.s3AccessKey,
      secretKey: stackEnv.s3SecretKey,
      bucket: `test-store-${randomBytes(4).toString('hex')}`,
      region: 'us-east-1',
    });
    await store.ensureBucket();
  });

  const checksum = (...chunks: Buffer[]) => chunks.reduce((crc, chunk) => crc32(chunk, crc), 0);

  it('stores the chunks as one object with its content type', async () => {
    const chunks = [randomBytes(70_000), randomBytes(1), randomBytes(300_000)];
    await store.putVerified('checked/whole', chunks, { contentType: 'image/png', crc32: checksum(...chunks) });

    expect((await objectBytes(store, 'checked/whole')).equals(Buffer.concat(chunks))).to.equal(true);
    const stat = await store.minioClient.statObject(store.bucket, 'checked/whole');
    expect(stat.metaData['content-type']).to.equal('image/png');
  });

  it('stores nothing when the bytes do not match the checksum (changed on the way)', async () => {
    const sent = randomBytes(50_000);
    const checked = Buffer.from(sent);
    checked.writeUInt8(sent.readUInt8(1234) ^ 0xff, 1234);

    const error = await store
      .putVerified('checked/corrupt', [sent], { contentType: 'image/jpeg', crc32: checksum(checked) })
      .then(
        () => null,
        (err: unknown) => err,
      );

    expect(error).to.be.instanceOf(ObjectStoreError);
    expect((error as ObjectStoreError).status).to.equal(400);
    expect((error as ObjectStoreError).code).to.equal('XAmzContentChecksumMismatch');
    expect(await objectKeys(store, 'checked/corrupt')).to.deep.equal([]);
  });

  it('names the refusal of a bucket that does not exist', async () => {
    const missing = new ObjectStore({
      endpoint: stackEnv.s3Endpoint,
      accessKey: stackEnv.s3AccessKey,
      secretKey: stackEnv.s3SecretKey,
      bucket: `test-missing-${randomBytes(4).toString('hex')}`,
      region: 'us-east-1',
    });
    const body = [Buffer.from('bytes')];

    const error = await missing.putVerified('any', body, { contentType: 'image/jpeg', crc32: checksum(...body) }).then(
      () => null,
      (err: unknown) => err,
    );

    expect((error as ObjectStoreError).code).to.equal('NoSuchBucket');
  });
});
