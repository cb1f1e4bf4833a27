import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';

describe('hostile input: bodies that do not decode under their Content-Encoding', function () {
  this.timeout(60_000);
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(async () => t?.stop());

  const send = (encoding: string, body: Buffer, token?: string) =>
    fetch(`${t.api.url}/api/data/projects`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-encoding': encoding,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body,
    });

  const garbage = Buffer.from('this is not compressed at all, whatever the header says');
  const json = Buffer.from(JSON.stringify({ name: 'p', project_type: 'object_detection', classes: ['car'] }));

  for (const [encoding, compress] of [
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const) {
    it(`answers 400 VALIDATION_ERROR to a ${encoding} body that does not decode, also without a token`, async () => {
      for (const body of [garbage, compress(json).subarray(0, 12)]) {
        const res = await send(encoding, body);
        expect(res.status).to.equal(400);
        const envelope = (await res.json()) as { success: boolean; error: { code: string; details: string } };
        expect(envelope.success).to.equal(false);
        expect(envelope.error.code).to.equal('VALIDATION_ERROR');
        expect(envelope.error.details).to.include(encoding);
      }
    });
  }

  it('still takes a gzip body that decodes', async () => {
    const res = await send('gzip', gzipSync(json), await tokenFor(freshUser(), t.config.OIDC_ISSUER_URL));
    expect(res.status).to.equal(201);
  });
});
