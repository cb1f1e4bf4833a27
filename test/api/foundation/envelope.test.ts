import { expect } from 'chai';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import type { ApiClient } from '../../helpers/client.js';

describe('the response envelope and request handling', function () {
  let t: TestApi;
  let owner: ApiClient;
  let originalName: string;

  before(async () => {
    t = await startTestApi({ JSON_BODY_LIMIT: '2kb' });
    owner = await t.as(freshUser());
    originalName = (await owner.get('/organization')).body.data.name;
  });
  after(async () => t?.stop());

  async function nameUnchanged(): Promise<void> {
    expect((await owner.get('/organization')).body.data.name).to.equal(originalName);
  }

  it('answers unknown routes with a JSON 404 in the envelope', async () => {
    for (const res of [await t.client.get('/no/such/thing'), await t.root.post('/nowhere')]) {
      expect(res.status).to.equal(404);
      expect(res.headers.get('content-type')).to.match(/application\/json/);
      expect(res.body).to.deep.include({ success: false, data: null });
      expect(res.body.error).to.have.keys('code', 'message', 'details');
      expect(res.body.error.code).to.equal('NOT_FOUND');
    }
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR and writes nothing', async () => {
    const res = await owner.raw('PATCH', '/organization', '{"name": "half', 'application/json');
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    await nameUnchanged();
  });

  it('answers a body over the configured limit with 413 PAYLOAD_TOO_LARGE and writes nothing', async () => {
    const res = await owner.patch('/organization', { name: 'x'.repeat(4096) });
    expect(res.status).to.equal(413);
    expect(res.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
    await nameUnchanged();
  });

  it('answers wrong types with 400 naming the field, and writes nothing', async () => {
    const res = await owner.patch('/organization', { name: 'Fine', settings: { batch_auto_close: 'yes' } });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    expect(res.body.error.details).to.include('body.settings.batch_auto_close');
    await nameUnchanged();
  });

  it('answers out-of-range values with 400 naming the field', async () => {
    const res = await owner.patch('/organization', { settings: { batch_timeout_minutes: 0 } });
    expect(res.status).to.equal(400);
    expect(res.body.error.details).to.include('body.settings.batch_timeout_minutes');
  });

  it('ignores unknown body fields', async () => {
    const res = await owner.patch('/organization', { name: originalName, is_admin: true });
    expect(res.status).to.equal(200);
    expect(res.body.data).not.to.have.property('is_admin');
  });

  it('gives every response a request id, echoing a sane one the caller sent', async () => {
    const generated = await t.client.get('/openapi.json');
    expect(generated.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    const echoed = await owner.withHeaders({ 'x-request-id': 'trace-123' }).get('/organization');
    expect(echoed.headers.get('x-request-id')).to.equal('trace-123');
    const replaced = await owner.withHeaders({ 'x-request-id': 'bad id\twith tab' }).get('/organization');
    expect(replaced.headers.get('x-request-id')).to.not.equal('bad id\twith tab');
  });

  describe('operations endpoints', () => {
    it('/healthz answers while the process lives', async () => {
      const res = await t.root.get('/healthz');
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ success: true, data: { status: 'ok' } });
    });

    it('/readyz checks the database and the object store', async () => {
      const res = await t.root.get('/readyz');
      expect(res.status).to.equal(200);
      expect(res.body.data.checks).to.deep.equal({ database: 'ok', object_store: 'ok' });
    });

    it('/readyz answers 503 when the bucket is gone', async () => {
      await t.storage.minioClient.removeBucket(t.storage.bucket);
      try {
        const res = await t.root.get('/readyz');
        expect(res.status).to.equal(503);
        expect(res.body.error.code).to.equal('SERVICE_UNAVAILABLE');
        expect(res.body.error.details).to.include('object_store');
      } finally {
        await t.storage.ensureBucket();
      }
    });

    it('/metrics exposes request durations by route template and status, and in-flight requests', async () => {
      await owner.get('/organization');
      await t.client.get('/organization');
      const res = await t.root.get('/metrics');
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/text\/plain/);
      expect(res.text).to.match(
        /http_request_duration_seconds_bucket\{[^}]*route="\/api\/organization"[^}]*status="200"/,
      );
      expect(res.text).to.match(
        /http_request_duration_seconds_count\{[^}]*route="\/api\/organization"[^}]*status="401"/,
      );
      expect(res.text).to.include('http_requests_in_flight');
      expect(res.text).to.include('process_cpu_seconds_total');
    });
  });
});
