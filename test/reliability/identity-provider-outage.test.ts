import { expect } from 'chai';
import { passwordGrantToken } from '../../scripts/stack/servers.js';
import type { ApiClient } from '../helpers/client.js';
import { privateDex, type PrivateServer } from '../helpers/private-servers.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

/** An answer that needs no identity provider, or says it is missing, comes within this. */
const QUICKLY_MS = 2000;

/** The signing key id a token names. */
function keyId(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')).kid;
}

async function timedGet(client: ApiClient, path: string) {
  const started = Date.now();
  const res = await client.get(path);
  return { res, ms: Date.now() - started };
}

describe('the identity provider unreachable', function () {
  this.timeout(60_000);
  const user = freshUser();
  let dex: PrivateServer;
  let t: TestApi;
  /** Signed by the key Dex had when the API first verified a token: cached by the API. */
  let cachedKeyToken: string;

  before(async () => {
    // A Dex of this suite's own. It keeps its signing keys in memory, so each restart rotates them.
    dex = await privateDex([user]);
    t = await startTestApi({ OIDC_ISSUER_URL: dex.url });
    cachedKeyToken = await passwordGrantToken(dex.url, user);
    const first = await t.client.as(cachedKeyToken).get('/organization');
    expect(first.status, first.text).to.equal(200);
  });

  after(async () => {
    await t?.stop();
    await dex?.stop();
  });

  it('still accepts a token whose signing key the API has cached', async () => {
    await dex.kill();
    const { res, ms } = await timedGet(t.client.as(cachedKeyToken), '/organization');
    expect(res.status, res.text).to.equal(200);
    expect(ms).to.be.below(QUICKLY_MS);
  });

  it('answers a token signed by a key it has not seen with 503 SERVICE_UNAVAILABLE, quickly', async () => {
    // Dex comes back with a new key just long enough to sign a token, and is gone again
    // before the API could fetch that key.
    await dex.restart();
    const newKeyToken = await passwordGrantToken(dex.url, user);
    expect(keyId(newKeyToken)).to.not.equal(keyId(cachedKeyToken));
    await dex.kill();

    const { res, ms } = await timedGet(t.client.as(newKeyToken), '/organization');
    expect(res.status, res.text).to.equal(503);
    expect(res.body.error.code).to.equal('SERVICE_UNAVAILABLE');
    expect(ms).to.be.below(QUICKLY_MS);
  });

  it('answers 503 too in an API that has never reached the identity provider (no keys cached)', async () => {
    const fresh = await startTestApi({ OIDC_ISSUER_URL: dex.url });
    try {
      const { res, ms } = await timedGet(fresh.client.as(cachedKeyToken), '/organization');
      expect(res.status, res.text).to.equal(503);
      expect(res.body.error.code).to.equal('SERVICE_UNAVAILABLE');
      expect(ms).to.be.below(QUICKLY_MS);
    } finally {
      await fresh.stop();
    }
  });

  it('fetches the new signing key once the identity provider is back, and keeps accepting the cached one', async () => {
    await dex.restart();
    const rotatedKeyToken = await passwordGrantToken(dex.url, user);
    expect(keyId(rotatedKeyToken)).to.not.equal(keyId(cachedKeyToken));

    const rotated = await t.client.as(rotatedKeyToken).get('/organization');
    expect(rotated.status, rotated.text).to.equal(200);
    const cached = await t.client.as(cachedKeyToken).get('/organization');
    expect(cached.status, cached.text).to.equal(200);
  });

  it('documents the 503 of user routes and when it happens in the OpenAPI document', async () => {
    const document = (await t.client.get('/openapi.json')).body;
    expect(document.components.securitySchemes.bearerAuth.description).to.include(
      'A token signed by a key not cached yet is then answered 503',
    );
    expect(document.paths['/organization'].get.responses['503'].description).to.include('identity provider');
  });

  it('still refuses a token whose key the identity provider does not publish with 401', async () => {
    const forged = (await passwordGrantToken(dex.url, user)).split('.');
    const header = { ...JSON.parse(Buffer.from(forged[0]!, 'base64url').toString('utf8')), kid: 'no-such-key' };
    forged[0] = Buffer.from(JSON.stringify(header)).toString('base64url');
    const res = await t.client.as(forged.join('.')).get('/organization');
    expect(res.status, res.text).to.equal(401);
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
  });
});
