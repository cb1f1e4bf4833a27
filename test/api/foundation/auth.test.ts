import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { createLogger } from '../../../api/lib/logging.js';
import { freePort } from '../../../scripts/stack/process.js';
import { DEX_OTHER_CLIENT_ID, passwordGrantToken, startDex } from '../../../scripts/stack/servers.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { tokenFor } from '../../helpers/tokens.js';
import { freshUser } from '../../helpers/users.js';

function base64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

function decodePart(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString()) as Record<string, unknown>;
}

describe('authentication with tokens from the OIDC provider', function () {
  this.timeout(60_000);
  let t: TestApi;
  let user: string;
  let token: string;

  // A second, real Dex: a different issuer whose tokens live two seconds.
  let otherDex: Awaited<ReturnType<typeof startDex>>;

  before(async () => {
    t = await startTestApi();
    user = freshUser();
    token = await tokenFor(user);
    const dir = mkdtempSync(join(tmpdir(), 'dex-other-'));
    otherDex = await startDex({
      port: await freePort(),
      logDir: dir,
      configDir: dir,
      users: [user],
      tokenLifetime: '2s',
    });
  });

  after(async () => {
    await otherDex?.process.stop();
    await t?.stop();
  });

  it('accepts a token issued by the configured provider', async () => {
    const res = await t.client.as(token).get('/organization');
    expect(res.status).to.equal(200);
    expect(res.body.success).to.equal(true);
    expect(res.body.data.role).to.equal('owner');
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const res = await t.client.get('/organization');
    expect(res.status).to.equal(401);
    expect(res.body).to.deep.include({ success: false, data: null });
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
  });

  it('rejects a token meant for another client (wrong audience)', async () => {
    const other = await passwordGrantToken(t.config.OIDC_ISSUER_URL, user, { clientId: DEX_OTHER_CLIENT_ID });
    expect(decodePart(other, 1).aud).to.equal(DEX_OTHER_CLIENT_ID);
    const res = await t.client.as(other).get('/organization');
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
  });

  it('rejects a token from another issuer', async () => {
    const foreign = await passwordGrantToken(otherDex.issuer, user);
    const res = await t.client.as(foreign).get('/organization');
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
  });

  it('rejects an unsigned token (alg none) carrying valid claims', async () => {
    const claims = decodePart(token, 1);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    const res = await t.client.as(unsigned).get('/organization');
    expect(res.status).to.equal(401);
  });

  it('rejects a tampered token (claims changed after signing)', async () => {
    const claims = { ...decodePart(token, 1), sub: 'someone-else', email: 'mallory@example.com' };
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${base64url(claims)}.${signature}`;
    const res = await t.client.as(tampered).get('/organization');
    expect(res.status).to.equal(401);
  });

  it('rejects an expired token from the configured issuer', async () => {
    const shortLived = await startTestApi({ OIDC_ISSUER_URL: otherDex.issuer, OIDC_CLOCK_TOLERANCE_S: '0' });
    try {
      const fresh = await passwordGrantToken(otherDex.issuer, user);
      expect((await shortLived.client.as(fresh).get('/organization')).status).to.equal(200);
      const expiresAt = Number(decodePart(fresh, 1).exp) * 1000;
      await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 1100));
      const res = await shortLived.client.as(fresh).get('/organization');
      expect(res.status).to.equal(401);
      expect(res.body.error.details).to.match(/expired/);
    } finally {
      await shortLived.stop();
    }
  });

  it('never writes a token or device key into the logs', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await startTestApi({}, { logger: createLogger('info', sink) });
    try {
      await logged.client.as(token).get('/organization');
      await logged.client.withDeviceKey('adk_not-a-real-key-but-secret').get('/organization');
    } finally {
      await logged.stop();
    }
    const output = lines.join('');
    expect(output).to.include('/api/organization');
    expect(output).not.to.include(token);
    expect(output).not.to.include(token.split('.')[2]!);
    expect(output).not.to.include('adk_not-a-real-key-but-secret');
  });
});
