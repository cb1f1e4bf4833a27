import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../../helpers/datasets.js';
import { eventually } from '../../helpers/eventually.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

const TTL_S = 2;

/**
 * `POST /internal/workloads/urls`, as a running Job asks it with its callback token: freshly
 * signed URLs of the real MinIO that live WORKLOAD_URL_TTL_S (2 s here), for exactly the objects
 * of the caller's own job. The jobs are recorded as the operator does for kubectl-made resources
 * (sync, then inputs), so no cluster is needed.
 */
describe('the signed URLs a running job asks for', function () {
  this.timeout(90_000);
  const operatorToken = randomBytes(24).toString('hex');
  let t: TestApi;
  let user: ApiClient;
  let operator: ApiClient;
  let organizationId: number;
  let projectId: number;
  let versionId: number;

  before(async () => {
    t = await startTestApi({
      OPERATOR_TOKEN: operatorToken,
      WORKLOAD_URL_TTL_S: String(TTL_S),
      QUEUE_POLL_INTERVAL_MS: '100',
    });
    operator = t.internal.as(operatorToken);
    user = await t.as(freshUser());
    organizationId = (await user.get('/organization')).body.data.id;
    projectId = (await createProject(user, ['car', 'person'])).id;
    await addBatch(user, t.client, projectId, classImages({ car: 2, person: 2 }));
    versionId = (await createVersion(user, { project_id: projectId, split: { train: 0.5, val: 0.5, test: 0 } })).id;
  });
  after(() => t?.stop());

  /** A TrainingJob recorded and given its Job's inputs (once its dataset export is ready). */
  async function startedJob(name: string): Promise<{ id: number; token: string; env: Record<string, string> }> {
    const synced = await operator.post('/internal/operator/training-jobs/sync', {
      namespace: 'jobs',
      name,
      uid: `uid-${name}`,
      spec: { organizationId, projectId, datasetVersionId: versionId, baseModel: 'yolov8n.yaml', epochs: 1 },
    });
    expect(synced.status, JSON.stringify(synced.body)).to.equal(200);
    const id = synced.body.data.record_id as number;
    const inputs = await eventually(
      'the dataset export the job reads',
      async () => {
        const res = await operator.post(`/internal/operator/training-jobs/${organizationId}/${id}/inputs`);
        expect(res.status, JSON.stringify(res.body)).to.equal(200);
        return res.body.data.ready ? res.body.data : null;
      },
      60_000,
      200,
    );
    return { id, token: inputs.callback_token, env: inputs.env };
  }

  const askUrls = (token: string) => t.internal.as(token).post('/internal/workloads/urls');
  /** The object key a signed URL of the test bucket is for. */
  const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname).replace(`/${t.config.S3_BUCKET}/`, '');

  it("answers a job's token with URLs for exactly its own objects, living WORKLOAD_URL_TTL_S", async () => {
    const a = await startedJob('tj-a');
    const b = await startedJob('tj-b');
    expect(JSON.stringify(a.env), 'the Job gets no signed URL up front').to.not.match(/X-Amz-Signature/i);
    expect(a.env.URLS_URL).to.match(/\/api\/internal\/workloads\/urls$/);

    const res = await askUrls(a.token);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.data.expires_in_s).to.equal(TTL_S);
    const urls = res.body.data.urls as Record<string, string>;
    const prefix = `orgs/${organizationId}/models/training-${a.id}/`;
    expect(Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, keyOf(url)]))).to.deep.equal({
      DATASET_URL: keyOf(urls.DATASET_URL!),
      CHECKPOINT_URL: `${prefix}checkpoint.pt`,
      CHECKPOINT_UPLOAD_URL: `${prefix}checkpoint.pt`,
      WEIGHTS_UPLOAD_URL: `${prefix}best.pt`,
      ONNX_UPLOAD_URL: `${prefix}model.onnx`,
    });
    for (const url of Object.values(urls)) expect(url).to.contain(`X-Amz-Expires=${TTL_S}&`);

    // Another job's token gets that job's objects, never these.
    const other = (await askUrls(b.token)).body.data.urls as Record<string, string>;
    expect(Object.values(other).map(keyOf)).to.not.include.members([`${prefix}best.pt`, `${prefix}model.onnx`]);
    expect(keyOf(other.WEIGHTS_UPLOAD_URL!)).to.equal(`orgs/${organizationId}/models/training-${b.id}/best.pt`);
  });

  it('hands out URLs that stop working after the TTL; asking again gives working ones', async () => {
    const job = await startedJob('tj-expiry');
    const first = (await askUrls(job.token)).body.data.urls as Record<string, string>;
    expect((await fetch(first.DATASET_URL!)).status).to.equal(200);
    expect((await fetch(first.WEIGHTS_UPLOAD_URL!, { method: 'PUT', body: 'weights' })).status).to.equal(200);

    await new Promise((resolve) => setTimeout(resolve, (TTL_S + 1.5) * 1000));
    expect((await fetch(first.DATASET_URL!)).status, 'an expired GET URL').to.equal(403);
    expect((await fetch(first.WEIGHTS_UPLOAD_URL!, { method: 'PUT', body: 'late' })).status, 'an expired PUT').to.equal(
      403,
    );

    const fresh = (await askUrls(job.token)).body.data.urls as Record<string, string>;
    expect((await fetch(fresh.DATASET_URL!)).status).to.equal(200);
    expect((await fetch(fresh.WEIGHTS_UPLOAD_URL!, { method: 'PUT', body: 'weights' })).status).to.equal(200);
  });

  it('refuses a forged token, a user and the operator with 401, and a job once it is released', async () => {
    const job = await startedJob('tj-refused');
    expect((await askUrls('wlt_not-the-token-of-any-job')).status).to.equal(401);
    expect((await user.at(t.internal.baseUrl).post('/internal/workloads/urls')).status).to.equal(401);
    expect((await operator.post('/internal/workloads/urls')).status).to.equal(401);

    const released = await operator.post(`/internal/operator/training-jobs/${organizationId}/${job.id}/release`);
    expect(released.status).to.equal(200);
    const after = await askUrls(job.token);
    expect(after.status, 'the token ends with the job').to.equal(401);
    expect(JSON.stringify(after.body)).to.not.match(/X-Amz-Signature/i);
  });
});
