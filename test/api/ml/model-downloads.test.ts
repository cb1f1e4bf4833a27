import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { registerModel, testModels } from '../../helpers/onnx-models.js';
import { stackEnv } from '../../helpers/stack-env.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/**
 * Model and export downloads as a user outside the cluster gets them: the address is on the
 * API's own origin (never the object store's host) and carries its permission, so a browser or
 * `curl -O` fetches it without credentials; the API streams the file from the store.
 */
describe('model and export downloads on the API origin', function () {
  this.timeout(90_000);
  const operatorToken = randomBytes(24).toString('hex');
  let t: TestApi;
  let user: ApiClient;
  let organizationId: number;
  let model: { id: number };
  let onnx: Buffer;

  before(async () => {
    t = await startTestApi({ OPERATOR_TOKEN: operatorToken });
    user = await t.as(freshUser());
    organizationId = (await user.get('/organization')).body.data.id;
    const path = (await testModels()).detector;
    onnx = readFileSync(path);
    model = await registerModel(user, path, { name: 'detector', class_names: '["car","person","bike"]' });
  });
  after(() => t?.stop());

  const storeHost = () => new URL(stackEnv.s3Endpoint).host;

  it("links a model's ONNX file on the API origin; the link alone downloads it, as an attachment", async () => {
    const res = await user.get(`/ml/models/${model.id}/download?artifact=onnx`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const { url, file_name, expires_at } = res.body.data;
    expect(url.startsWith(`${t.api.url}/api/ml/models/${model.id}/file?`), url).to.equal(true);
    expect(url).to.not.contain(storeHost());
    expect(file_name).to.match(/\.onnx$/);
    expect(Date.parse(expires_at)).to.be.greaterThan(Date.now());

    const file = await fetch(url); // no Authorization header
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-disposition')).to.equal(`attachment; filename="${file_name}"`);
    expect(file.headers.get('content-length')).to.equal(String(onnx.length));
    expect(Buffer.from(await file.arrayBuffer())).to.deep.equal(onnx);
  });

  it('answers 404 to an altered, expired or re-targeted link, and to another organization', async () => {
    const { url } = (await user.get(`/ml/models/${model.id}/download?artifact=onnx`)).body.data;
    const link = new URL(url);
    const altered = new URL(link);
    altered.searchParams.set('sig', `${link.searchParams.get('sig')!.slice(0, -2)}AA`);
    expect((await fetch(altered)).status, 'an altered signature').to.equal(404);
    const otherArtifact = new URL(link);
    otherArtifact.searchParams.set('artifact', 'weights');
    expect((await fetch(otherArtifact)).status, 'the signature of another file').to.equal(404);
    const otherOrg = new URL(link);
    otherOrg.searchParams.set('org', String(organizationId + 1));
    expect((await fetch(otherOrg)).status, 'another organization').to.equal(404);

    // Signed with the API's own key but expired a second ago.
    const exp = Math.floor(Date.now() / 1000) - 1;
    // The links' key: an HMAC of the object store's secret and the links' purpose.
    const key = createHmac('sha256', t.config.S3_SECRET_KEY).update('edge-vision download links v1').digest();
    const sig = createHmac('sha256', key).update(`model:${organizationId}:${model.id}:onnx:${exp}`).digest('base64url');
    const expired = new URL(link);
    expired.searchParams.set('exp', String(exp));
    expired.searchParams.set('sig', sig);
    expect((await fetch(expired)).status, 'an expired link').to.equal(404);
    expired.searchParams.set('exp', String(exp + 3600));
    expect((await fetch(expired)).status, 'a later expiry under an old signature').to.equal(404);

    const stranger = await t.as(freshUser());
    expect((await stranger.get(`/ml/models/${model.id}/download`)).status).to.equal(404);
  });

  it("links a finished export's artifact on the API origin, streamed from the store", async () => {
    const operator = t.internal.as(operatorToken);
    // An ExportJob as the operator records a kubectl-made one; its workload uploads and reports.
    const synced = await operator.post('/internal/operator/export-jobs/sync', {
      namespace: 'jobs',
      name: 'ej-download',
      uid: 'uid-ej-download',
      spec: { organizationId, modelVersionId: model.id, format: 'onnx', exporterImage: 'exporter:test' },
    });
    expect(synced.status, JSON.stringify(synced.body)).to.equal(200);
    const id = synced.body.data.record_id as number;
    const inputs = (await operator.post(`/internal/operator/export-jobs/${organizationId}/${id}/inputs`)).body.data;
    expect(inputs.ready).to.equal(true);
    const workload = t.internal.as(inputs.callback_token);
    const urls = (await workload.post('/internal/workloads/urls')).body.data.urls;
    expect(urls, 'an export reads its model and writes its artifact, nothing else').to.have.all.keys(
      'MODEL_URL',
      'ARTIFACT_UPLOAD_URL',
    );
    expect(await t.client.as(operatorToken).get(`/ml/export-jobs/${id}/download`)).to.have.property('status', 401);
    expect((await user.get(`/ml/export-jobs/${id}/download`)).status, 'not finished yet').to.equal(409);

    const exported = Buffer.from('exported model bytes');
    expect((await fetch(urls.ARTIFACT_UPLOAD_URL, { method: 'PUT', body: exported })).status).to.equal(200);
    const sha256 = createHash('sha256').update(exported).digest('hex');
    const reported = await workload.post('/internal/workloads/report', {
      artifacts: { exported: { size: exported.length, sha256 } },
      outcome: { status: 'succeeded' },
    });
    expect(reported.status, JSON.stringify(reported.body)).to.equal(200);

    const res = await user.get(`/ml/export-jobs/${id}/download`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const { url, file_name } = res.body.data;
    expect(url.startsWith(`${t.api.url}/api/ml/export-jobs/${id}/file?`), url).to.equal(true);
    expect(url).to.not.contain(storeHost());
    expect(file_name).to.equal('model-fp32.onnx');
    const file = await fetch(url);
    expect(file.status).to.equal(200);
    expect(Buffer.from(await file.arrayBuffer())).to.deep.equal(exported);
    // The model's own link does not open the export.
    const modelLink = new URL((await user.get(`/ml/models/${model.id}/download`)).body.data.url);
    const crossed = new URL(`${t.api.url}/api/ml/export-jobs/${id}/file${modelLink.search}`);
    expect((await fetch(crossed)).status).to.equal(404);
  });
});
