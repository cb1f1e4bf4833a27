import { expect } from 'chai';
import type { ApiClient, ApiResponse } from '../helpers/client.js';
import { createToken, newDeviceId, provisionDevice } from '../helpers/devices.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

/**
 * Clients are told apart by address. The tests connect from 127.0.0.1, configured as a trusted
 * proxy (TRUSTED_PROXIES=loopback), so X-Forwarded-For names the client as it would behind the Ingress.
 */
const from = (client: ApiClient, address: string) => client.withHeaders({ 'x-forwarded-for': address });

const BAD_KEY = 'adk_this-key-was-guessed-and-is-wrong';

function expectLimited(res: ApiResponse, windowS: number) {
  expect(res.status, res.text).to.equal(429);
  expect(res.body).to.deep.include({ success: false, data: null });
  expect(res.body.error.code).to.equal('RATE_LIMITED');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).to.be.within(1, windowS);
}

async function limitedCount(t: TestApi, secret: string): Promise<number> {
  const text = (await t.root.get('/metrics')).text;
  const line = text.split('\n').find((l) => l.startsWith(`edge_vision_rate_limited_total{secret="${secret}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('hostile input: brute force of device keys and provisioning tokens', function () {
  this.timeout(60_000);

  describe('the defaults', () => {
    let t: TestApi;
    before(async () => {
      t = await startTestApi({ RATE_LIMIT_PROVISIONING_FAILURES: '3' });
    });
    after(async () => t?.stop());

    it('limit by default, keyed on the connection: X-Forwarded-For from an untrusted peer is ignored', async () => {
      expect(t.config.RATE_LIMIT_ENABLED).to.equal(true);
      expect(t.config.TRUSTED_PROXIES).to.deep.equal([]);
      const provision = (address: string, i: number) =>
        from(t.client, address).post('/devices/provision', {
          token: `ptk_guess_${i}`,
          device_id: newDeviceId(),
          name: 'guess',
        });
      for (let i = 0; i < 3; i++) expect((await provision(`203.0.113.${i}`, i)).status).to.equal(401);
      // A new X-Forwarded-For each time does not make a new client.
      expectLimited(await provision('203.0.113.99', 99), 900);
    });
  });

  describe('rate limiting off (RATE_LIMIT_ENABLED=false)', () => {
    let t: TestApi;
    before(async () => {
      t = await startTestApi({ RATE_LIMIT_ENABLED: 'false' });
    });
    after(async () => t?.stop());

    it('answers every one of 60 invalid device keys and 15 invalid tokens from one client with 401', async () => {
      expect(t.config.RATE_LIMIT_ENABLED).to.equal(false);
      const client = t.client;
      // More attempts than the enabled defaults allow (50 keys, 10 tokens).
      for (let i = 0; i < 60; i++) {
        const res = await client.withDeviceKey(`${BAD_KEY}-${i}`).post('/device/checkin', {});
        expect(res.status, res.text).to.equal(401);
      }
      for (let i = 0; i < 15; i++) {
        const res = await client.post('/devices/provision', {
          token: `ptk_guess_${i}`,
          device_id: newDeviceId(),
          name: 'guess',
        });
        expect(res.status, res.text).to.equal(401);
        expect(res.body.error.code).to.equal('INVALID_TOKEN');
      }
    });
  });

  describe('rate limiting on', () => {
    const WINDOW_S = 2;
    const FAILURES = 3;
    let t: TestApi;
    let owner: ApiClient;
    let deviceKey: string;

    beforeEach(async () => {
      // A fresh API per test: the counts live in the process, so each test starts from zero.
      t = await startTestApi({
        RATE_LIMIT_ENABLED: 'true',
        TRUSTED_PROXIES: 'loopback',
        RATE_LIMIT_PUBLIC_REQUESTS: '8',
        RATE_LIMIT_WINDOW_S: String(WINDOW_S),
        RATE_LIMIT_DEVICE_KEY_FAILURES: String(FAILURES),
        RATE_LIMIT_PROVISIONING_FAILURES: String(FAILURES),
      });
      owner = await t.as(freshUser());
      deviceKey = (await provisionDevice(owner, from(t.client, '198.51.100.1'))).apiKey;
    });
    afterEach(async () => t?.stop());

    it(`limits a client after ${FAILURES} invalid device keys, valid keys included, until the window ends`, async () => {
      const guesser = from(t.client, '203.0.113.20');
      for (let i = 0; i < FAILURES; i++) {
        expect((await guesser.withDeviceKey(`${BAD_KEY}-${i}`).get('/device/self')).status).to.equal(401);
      }
      expectLimited(await guesser.withDeviceKey(`${BAD_KEY}-next`).get('/device/self'), WINDOW_S);
      // A right guess is refused too: answering it would tell the guesser it was right.
      expectLimited(await guesser.withDeviceKey(deviceKey).post('/device/checkin', {}), WINDOW_S);
      expect(await limitedCount(t, 'device_key')).to.equal(2);

      // Another address is not affected.
      const elsewhere = from(t.client, '203.0.113.21').withDeviceKey(deviceKey);
      expect((await elsewhere.post('/device/checkin', {})).status).to.equal(200);

      await new Promise((resolve) => setTimeout(resolve, WINDOW_S * 1000 + 200));
      const res = await guesser.withDeviceKey(deviceKey).post('/device/checkin', {});
      expect(res.status, res.text).to.equal(200);
    });

    it("never counts a device's successful requests", async () => {
      const device = from(t.client, '203.0.113.30').withDeviceKey(deviceKey);
      for (let i = 0; i < FAILURES * 5; i++) {
        expect((await device.post('/device/checkin', { uptime_s: i })).status).to.equal(200);
      }
      for (let i = 0; i < FAILURES; i++) {
        expect((await device.withDeviceKey(`${BAD_KEY}-${i}`).get('/device/self')).status).to.equal(401);
      }
      expectLimited(await device.withDeviceKey(`${BAD_KEY}-last`).get('/device/self'), WINDOW_S);
    });

    it(`limits a client after ${FAILURES} invalid provisioning tokens; the valid token stays usable`, async () => {
      const { token } = await createToken(owner);
      const guesser = from(t.client, '203.0.113.40');
      const provision = (client: ApiClient, guess: string) =>
        client.post('/devices/provision', { token: guess, device_id: newDeviceId(), name: 'guess' });
      for (let i = 0; i < FAILURES; i++) {
        const res = await provision(guesser, `ptk_guess_${i}`);
        expect(res.body.error.code).to.equal('INVALID_TOKEN');
      }
      expectLimited(await provision(guesser, 'ptk_guess_next'), WINDOW_S);
      expectLimited(await provision(guesser, token), WINDOW_S);
      expect(await limitedCount(t, 'provisioning_token')).to.equal(2);

      const tokens = await owner.get('/provisioning-tokens');
      expect(tokens.body.data.find((tk: any) => tk.device_id === null)?.status).to.equal('valid');
      expect((await provision(from(t.client, '203.0.113.41'), token)).status).to.equal(201);
    });

    it('limits every request to the public endpoints per client, successful ones included', async () => {
      const visitor = from(t.client, '203.0.113.50');
      for (let i = 0; i < 8; i++) expect((await visitor.get('/setup')).status).to.equal(200);
      expectLimited(await visitor.get('/console-config'), WINDOW_S);
      expect((await from(t.client, '203.0.113.51').get('/setup')).status).to.equal(200);
      expect(await limitedCount(t, 'public_endpoint')).to.equal(1);
    });

    it('documents 429 RATE_LIMITED with Retry-After on device routes and provisioning', async () => {
      const paths = (await t.client.get('/openapi.json')).body.paths;
      for (const [path, method] of [
        ['/devices/provision', 'post'],
        ['/device/checkin', 'post'],
        ['/device/images/upload', 'post'],
      ] as const) {
        const limited = paths[path][method].responses['429'];
        expect(limited?.description, path).to.contain('RATE_LIMITED');
        expect(limited.headers).to.have.property('Retry-After');
      }
      expect(paths['/data/projects'].post.responses).to.not.have.property('429');
    });
  });
});
