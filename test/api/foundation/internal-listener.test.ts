import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { loadConfig } from '../../../api/config.js';
import { privateApiEnv, startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/**
 * The operator's and the workloads' routes live on a listener of their own (INTERNAL_PORT), which
 * the chart exposes only on the API's ClusterIP Service: the public listener, behind the Ingress
 * and the device Service, does not know them, whatever token a caller holds.
 */
describe('the internal listener', function () {
  let t: TestApi;
  const operatorToken = randomBytes(24).toString('hex');

  before(async () => {
    t = await startTestApi({ OPERATOR_TOKEN: operatorToken });
  });
  after(async () => t?.stop());

  it('listens on a port of its own', () => {
    expect(t.api.internalPort).to.be.greaterThan(0);
    expect(t.api.internalPort).to.not.equal(t.api.port);
  });

  it('the public listener answers 404 in the envelope to an internal route, even with the operator token', async () => {
    const operator = t.client.as(operatorToken);
    for (const path of ['/internal/operator/training-jobs/sync', '/internal/operator/deployments/sync']) {
      const res = await operator.post(path, { namespace: 'ns', name: 'n', uid: 'u', spec: { organizationId: 1 } });
      expect(res.status, path).to.equal(404);
      expect(res.body).to.include({ success: false });
      expect(res.body.error.code).to.equal('NOT_FOUND');
    }
    const report = await t.client.as('wlt_any').post('/internal/workloads/report', { progress: 0.5 });
    expect(report.status).to.equal(404);
    expect(report.body.error.code).to.equal('NOT_FOUND');
  });

  it('serves the internal routes with the operator token, and refuses callers without it', async () => {
    const user = await t.as(freshUser());
    const organizationId = (await user.get('/organization')).body.data.id as number;
    const synced = await t.internal.as(operatorToken).post('/internal/operator/training-jobs/sync', {
      namespace: 'edge-vision',
      name: 'tj-internal-listener',
      uid: 'uid-internal-listener',
      spec: { organizationId },
    });
    expect(synced.status, JSON.stringify(synced.body)).to.equal(200);
    expect(synced.body.data.record_id).to.be.a('number');
    expect((await t.internal.post('/internal/operator/training-jobs/sync', {})).status).to.equal(401);
  });

  it('serves health but none of the public routes, the explorer or the console', async () => {
    const root = new URL(t.internal.baseUrl).origin;
    expect((await fetch(`${root}/healthz`)).status).to.equal(200);
    const organization = await t.internal.get('/organization');
    expect(organization.status).to.equal(404);
    expect(organization.body.error.code).to.equal('NOT_FOUND');
    expect((await fetch(`${t.internal.baseUrl}/docs/`)).status).to.equal(404);
    expect((await fetch(`${root}/`)).status).to.equal(404);
  });

  it('refuses to start with both listeners on one port', () => {
    expect(() => loadConfig({ ...privateApiEnv(), PORT: '9000', INTERNAL_PORT: '9000' })).to.throw(
      /INTERNAL_PORT: must differ from PORT/,
    );
  });
});
