import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { createToken, newDeviceId } from '../../helpers/devices.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { joinOrganization } from '../../helpers/members.js';

describe('provisioning tokens and device provisioning', function () {
  let t: TestApi;
  let operator: ApiClient;

  before(async () => {
    // Fifty racing attempts from one address are 49 failures: past the default brute-force limit,
    // which test/hostile/rate-limit.test.ts covers; here the token's single use is the subject.
    t = await startTestApi({ RATE_LIMIT_ENABLED: 'false' });
    operator = await t.as(freshUser());
  });
  after(async () => t?.stop());

  const provision = (token: string, deviceId = newDeviceId(), extra: Record<string, unknown> = {}) =>
    t.client.post('/devices/provision', { token, device_id: deviceId, name: 'Gate camera', ...extra });

  describe('tokens', () => {
    it('shows the secret once at creation and stores only its hash', async () => {
      const res = await operator.post('/provisioning-tokens', { name: 'North gate', expires_in_hours: 2 });
      expect(res.status).to.equal(201);
      const { token, id, status, expires_at } = res.body.data;
      expect(token).to.match(/^ptk_[A-Za-z0-9_-]{40,}$/);
      expect(status).to.equal('valid');
      expect(new Date(expires_at).getTime() - Date.now()).to.be.closeTo(2 * 3_600_000, 60_000);

      const stored = await t.db.collection('provisioning_tokens').findOne({ _id: id as never });
      expect(JSON.stringify(stored)).not.to.include(token);
      const listed = await operator.get('/provisioning-tokens');
      expect(listed.text).not.to.include(token);
      expect(listed.body.data.find((x: any) => x.id === id)).to.include({ name: 'North gate', status: 'valid' });
      expect(listed.body.meta).to.include({ page: 1, per_page: 20 });
    });

    it('defaults to 24 hours and refuses lifetimes outside 1 to 720 hours', async () => {
      const { id } = await createToken(operator);
      const doc = await t.db.collection('provisioning_tokens').findOne({ _id: id as never });
      expect(doc!.expires_at.getTime() - Date.now()).to.be.closeTo(24 * 3_600_000, 60_000);
      for (const expires_in_hours of [0, 721, 1.5, '3']) {
        const res = await operator.post('/provisioning-tokens', { expires_in_hours });
        expect(res.status).to.equal(400);
        expect(res.body.error.details).to.include('expires_in_hours');
      }
    });

    it('paginates with page and per_page and refuses bounds instead of clamping', async () => {
      const user = await t.as(freshUser());
      for (let i = 0; i < 3; i++) await createToken(user);
      const page = await user.get('/provisioning-tokens?page=2&per_page=2');
      expect(page.body.data).to.have.length(1);
      expect(page.body.meta).to.deep.equal({
        total: 3,
        page: 2,
        per_page: 2,
        total_pages: 2,
        count: 1,
        limit: 2,
        offset: 2,
      });
      expect((await user.get('/provisioning-tokens?per_page=101')).status).to.equal(400);
      expect((await user.get('/provisioning-tokens?page=0')).status).to.equal(400);
    });

    it('revokes: a revoked token provisions nothing, revoking twice is harmless, a used one is 409', async () => {
      const { id, token } = await createToken(operator);
      const revoked = await operator.delete(`/provisioning-tokens/${id}`);
      expect(revoked.status).to.equal(200);
      expect(revoked.body.data.status).to.equal('revoked');
      expect((await operator.delete(`/provisioning-tokens/${id}`)).body.data.status).to.equal('revoked');
      const refused = await provision(token);
      expect(refused.status).to.equal(401);
      expect(refused.body.error.code).to.equal('INVALID_TOKEN');

      const used = await createToken(operator);
      expect((await provision(used.token)).status).to.equal(201);
      const conflict = await operator.delete(`/provisioning-tokens/${used.id}`);
      expect(conflict.status).to.equal(409);
      expect((await operator.get('/provisioning-tokens?status=used')).body.data.map((x: any) => x.id)).to.include(
        used.id,
      );
    });
  });

  describe('provisioning', () => {
    it('creates an approved device with a key shown once and stored hashed, and uses up the token', async () => {
      const { id, token } = await createToken(operator);
      const deviceId = newDeviceId();
      const res = await provision(token, deviceId, {
        hostname: 'cam-01',
        platform: 'linux/arm64',
        labels: { site: 'north' },
      });
      expect(res.status).to.equal(201);
      const { device, api_key, edge } = res.body.data;
      expect(api_key).to.match(/^adk_[A-Za-z0-9_-]{40,}$/);
      expect(edge).to.equal(null);
      expect(device).to.include({
        device_id: deviceId,
        name: 'Gate camera',
        status: 'approved',
        hostname: 'cam-01',
        online: false,
      });
      expect(device.labels).to.deep.equal({ site: 'north' });

      const stored = await t.db.collection('devices').findOne({ device_id: deviceId });
      expect(JSON.stringify(stored)).not.to.include(api_key);
      const self = await t.client.withDeviceKey(api_key).get('/device/self');
      expect(self.status).to.equal(200);
      expect(self.body.data.device_id).to.equal(deviceId);

      const tokenAfter = (await operator.get('/provisioning-tokens')).body.data.find((x: any) => x.id === id);
      expect(tokenAfter).to.include({ status: 'used', device_id: deviceId });
      const again = await provision(token);
      expect(again.status).to.equal(401);
      expect(again.body.error.code).to.equal('INVALID_TOKEN');
    });

    it('answers 401 INVALID_TOKEN for an unknown or expired token', async () => {
      expect((await provision('ptk_not-a-token')).body.error.code).to.equal('INVALID_TOKEN');
      const { id, token } = await createToken(operator);
      await t.db
        .collection('provisioning_tokens')
        .updateOne({ _id: id as never }, { $set: { expires_at: new Date(Date.now() - 1000) } });
      const res = await provision(token);
      expect(res.status).to.equal(401);
      expect(res.body.error.code).to.equal('INVALID_TOKEN');
      const listed = (await operator.get('/provisioning-tokens?status=expired')).body.data;
      expect(listed.map((x: any) => x.id)).to.include(id);
    });

    it('refuses invalid bodies with 400 and leaves the token usable', async () => {
      const { token } = await createToken(operator);
      for (const body of [
        { token, name: 'no device id' },
        { token, device_id: 'bad id with spaces', name: 'x' },
        { token, device_id: newDeviceId(), name: '' },
        { token, device_id: newDeviceId(), name: 'x', labels: { 'bad key!': 'v' } },
        { token: { $gt: '' }, device_id: newDeviceId(), name: 'x' },
      ]) {
        const res = await t.client.post('/devices/provision', body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      }
      expect((await provision(token)).status).to.equal(201);
    });

    it('answers 409 DEVICE_EXISTS for a registered device_id and leaves the token usable', async () => {
      const first = await createToken(operator);
      const deviceId = newDeviceId();
      expect((await provision(first.token, deviceId)).status).to.equal(201);
      const second = await createToken(operator);
      const res = await provision(second.token, deviceId);
      expect(res.status).to.equal(409);
      expect(res.body.error.code).to.equal('DEVICE_EXISTS');
      const tokenAfter = (await operator.get('/provisioning-tokens')).body.data.find((x: any) => x.id === second.id);
      expect(tokenAfter.status).to.equal('valid');
      expect((await provision(second.token)).status).to.equal(201);
    });

    it('provisions exactly one device when 50 requests race with one token', async () => {
      const { token } = await createToken(operator);
      const ids = Array.from({ length: 50 }, () => newDeviceId());
      const responses = await Promise.all(ids.map((id) => provision(token, id)));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).to.have.length(1);
      expect(statuses.filter((s) => s === 401)).to.have.length(49);
      expect(await t.db.collection('devices').countDocuments({ device_id: { $in: ids } })).to.equal(1);
    });
  });

  describe('tenancy', () => {
    it("another organization's tokens are invisible and 404 to revoke", async () => {
      const other = await t.as(freshUser());
      const { id } = await createToken(operator);
      expect((await other.delete(`/provisioning-tokens/${id}`)).status).to.equal(404);
      expect((await other.get('/provisioning-tokens')).body.data.map((x: any) => x.id)).not.to.include(id);
      const mine = (await operator.get('/provisioning-tokens')).body.data.find((x: any) => x.id === id);
      expect(mine.status).to.equal('valid');
    });

    it('a device lands in the organization of its token', async () => {
      const other = await t.as(freshUser());
      const { token } = await createToken(other);
      const deviceId = newDeviceId();
      const res = await provision(token, deviceId);
      expect(res.status).to.equal(201);
      const otherList = (await other.get('/core/devices')).body.data.map((d: any) => d.device_id);
      const mineList = (await operator.get('/core/devices?per_page=100')).body.data.map((d: any) => d.device_id);
      expect(otherList).to.include(deviceId);
      expect(mineList).not.to.include(deviceId);
    });

    it('viewers cannot create tokens', async () => {
      const viewerEmail = freshUser();
      const viewer = await joinOrganization(operator, await t.as(viewerEmail), viewerEmail, 'viewer');
      const res = await viewer.post('/provisioning-tokens', {});
      expect(res.status).to.equal(403);
    });
  });
});
