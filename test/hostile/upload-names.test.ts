import { expect } from 'chai';
import type { ApiClient, ApiResponse } from '../helpers/client.js';
import { provisionDevice } from '../helpers/devices.js';
import { makeJpeg, uploadForm } from '../helpers/images.js';
import { objectKeys } from '../helpers/storage.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

/** The only shape an image's object key has: organization, day, random id. */
const OBJECT_KEY = /^orgs\/\d+\/images\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}$/;

/**
 * A multipart body written byte for byte, so the file name's header carries exactly what a
 * hostile client sends (NUL bytes, raw backslashes, RFC 5987 `filename*`), which FormData would escape.
 */
function rawUpload(disposition: string, fields: Record<string, string> = {}): { body: Buffer; type: string } {
  const boundary = 'hostile-boundary-7d1f';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; ${disposition}\r\n`, 'latin1'),
    Buffer.from('Content-Type: image/jpeg\r\n\r\n'),
    makeJpeg(32, 24, parts.length),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

describe('hostile input: upload file names and metadata', function () {
  this.timeout(30_000);
  let t: TestApi;
  let device: ApiClient;
  let orgId: number;

  before(async () => {
    t = await startTestApi();
    const operator = await t.as(freshUser());
    orgId = (await operator.get('/organization')).body.data.id;
    device = t.client.withDeviceKey((await provisionDevice(operator, t.client)).apiKey);
  });
  after(async () => t?.stop());

  const sendRaw = (disposition: string, fields?: Record<string, string>) => {
    const { body, type } = rawUpload(disposition, fields);
    return device.raw('POST', '/device/images/upload', new Uint8Array(body), type);
  };

  /** Stored: the name is a harmless label, the object exists under a key that owes nothing to the name. */
  async function expectStoredSafely(res: ApiResponse, expectedName: string) {
    expect(res.status, res.text).to.equal(201);
    const image = res.body.data;
    expect(image.filename).to.equal(expectedName);
    expect(image.storage_key).to.match(OBJECT_KEY);
    expect(image.storage_key.startsWith(`orgs/${orgId}/`)).to.equal(true);
    expect(await objectKeys(t.storage, image.storage_key)).to.deep.equal([image.storage_key]);
    const record = await t.db.collection('images').findOne({ _id: image.id });
    expect(record?.filename).to.equal(expectedName);
  }

  it('keeps only the last segment of a name with ../ or backslashes', async () => {
    await expectStoredSafely(await sendRaw('filename="../../../etc/passwd.jpg"'), 'passwd.jpg');
    await expectStoredSafely(await sendRaw('filename="..\\..\\windows\\system32\\cam.jpg"'), 'cam.jpg');
    await expectStoredSafely(await sendRaw('filename="/var/lib/../../root/.ssh/id.jpg"'), 'id.jpg');
  });

  it('treats a percent-encoded filename* with ../ the same way', async () => {
    await expectStoredSafely(await sendRaw("filename*=UTF-8''..%2F..%2Fetc%2Fshadow.jpg"), 'shadow.jpg');
  });

  it('drops NUL bytes and control characters from a percent-encoded name', async () => {
    await expectStoredSafely(await sendRaw("filename*=UTF-8''gate%00.php%00.jpg"), 'gate.php.jpg');
    await expectStoredSafely(await sendRaw("filename*=UTF-8''a%01b%1Fc%7F.jpg"), 'abc.jpg');
    await expectStoredSafely(await sendRaw("filename*=UTF-8''%00%0A%00"), 'image');
  });

  /** Refused: 400 VALIDATION_ERROR naming `field`, and neither an object nor a record was added. */
  async function expectRefused(send: () => Promise<ApiResponse>, field: string) {
    const objects = await objectKeys(t.storage, `orgs/${orgId}/`);
    const records = await t.db.collection('images').countDocuments({});
    const res = await send();
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    expect(res.body.error.details).to.contain(field);
    expect(await objectKeys(t.storage, `orgs/${orgId}/`)).to.deep.equal(objects);
    expect(await t.db.collection('images').countDocuments({})).to.equal(records);
  }

  it('refuses raw NUL bytes in the part header with 400, storing nothing', async () => {
    await expectRefused(() => sendRaw('filename="gate\u0000.php\u0000.jpg"'), 'Malformed part header');
  });

  it('refuses a file whose name is only dots and slashes (the parser drops it) with 400, storing nothing', async () => {
    await expectRefused(() => sendRaw('filename=".."'), 'image');
    await expectRefused(() => sendRaw('filename="../../"'), 'image');
  });

  it('cuts a 10,000-character name to 255 characters', async () => {
    const long = `${'n'.repeat(10_000)}.jpg`;
    const res = await device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(), long));
    await expectStoredSafely(res, 'n'.repeat(255));
  });

  it('refuses a part header too long to parse with 400, storing nothing', async () => {
    await expectRefused(() => sendRaw(`filename="${'x'.repeat(200_000)}.jpg"`), 'Malformed part header');
  });

  describe('metadata keys, which become document keys', () => {
    const refusals: [string, string][] = [
      ['an operator key', '{"$where":"sleep(1000)"}'],
      ['a nested operator key', '{"camera":{"$gt":""}}'],
      ['a dotted key', '{"a.b":1}'],
      ['a dotted key inside a list', '{"zones":[{"x.y":1}]}'],
      ['a NUL in a key', '{"a\\u0000b":1}'],
      ['17 levels of nesting', `${'{"a":'.repeat(17)}1${'}'.repeat(17)}`],
      ['1000 levels of nesting', `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`],
    ];
    for (const [what, metadata] of refusals) {
      it(`refuses ${what} with 400 VALIDATION_ERROR, storing nothing`, async () => {
        await expectRefused(
          () => device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(), 'm.jpg', { metadata })),
          'metadata',
        );
      });
    }

    it('stores metadata with ordinary keys, 16 levels deep and with $ or dots inside values', async () => {
      const metadata = {
        pipeline_id: 'p-1',
        note: '{"$gt": ""} a.b $ne',
        deep: JSON.parse(`${'{"a":'.repeat(15)}1${'}'.repeat(15)}`),
      };
      const res = await device.raw(
        'POST',
        '/device/images/upload',
        uploadForm(makeJpeg(), 'ok.jpg', { metadata: JSON.stringify(metadata) }),
      );
      expect(res.status, res.text).to.equal(201);
      expect(res.body.data.metadata).to.deep.equal(metadata);
    });
  });
});
