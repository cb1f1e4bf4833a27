import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../api/config.js';
import { capRefusal, type JobCaps } from '../../api/modules/ml/workloads/caps.js';
import { parseQuantity } from '../../api/lib/quantity.js';
import type { ApiClient } from '../helpers/client.js';
import { privateApiEnv, startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

const caps: JobCaps = {
  cpu: { text: '8', value: 8 },
  memory: { text: '32Gi', value: 32 * 2 ** 30 },
  gpu: 1,
  epochs: 1000,
  imageSize: 1280,
  defaultCpu: { text: '2', value: 2 },
  defaultMemory: { text: '8Gi', value: 8 * 2 ** 30 },
};

describe('hostile input: caps on what a job may ask for', function () {
  this.timeout(60_000);

  it('reads Kubernetes quantities as Kubernetes does', () => {
    expect(['500m', '2', '1.5', '32Gi', '128M', '4e3', '1Ki'].map(parseQuantity)).to.deep.equal([
      0.5,
      2,
      1.5,
      32 * 2 ** 30,
      128e6,
      4000,
      1024,
    ]);
    for (const bad of ['', 'lots', '1GB', '2 Gi', '0x10', '1e999']) expect(parseQuantity(bad), bad).to.equal(null);
  });

  it('names the first request beyond a cap, and passes what is within them', () => {
    expect(capRefusal({ resources: { cpu: '99999999999999999999' } }, caps)?.field).to.equal('body.resources.cpu');
    expect(capRefusal({ resources: { memory: '99999999999999999999999999Ti' } }, caps)?.field).to.equal(
      'body.resources.memory',
    );
    expect(capRefusal({ resources: { gpu: 2 } }, caps)?.field).to.equal('body.resources.gpu');
    expect(capRefusal({ epochs: 1001 }, caps)?.field).to.equal('body.epochs');
    expect(capRefusal({ image_size: 1312 }, caps)?.field).to.equal('body.image_size');
    expect(
      capRefusal({ epochs: 1000, image_size: 1280, resources: { cpu: '8', memory: '32Gi', gpu: 1 } }, caps),
    ).to.equal(null);
  });

  it('refuses caps that are not quantities when the API starts', () => {
    expect(() => loadConfig({ ...privateApiEnv(), JOB_MAX_MEMORY: 'lots' })).to.throw(ConfigError, /JOB_MAX_MEMORY/);
    expect(loadConfig({ ...privateApiEnv(), JOB_MAX_CPU: '500m' }).JOB_MAX_CPU.value).to.equal(0.5);
  });

  describe('over HTTP', () => {
    let t: TestApi;
    let user: ApiClient;
    before(async () => {
      t = await startTestApi({ JOB_MAX_CPU: '4', JOB_MAX_EPOCHS: '500' });
      user = await t.as(freshUser());
    });
    after(async () => t?.stop());

    it('answers 400 naming the field and the cap for an absurd training request, before anything else', async () => {
      const base = { project_id: 1, dataset_version_id: 1 };
      for (const [body, field, cap] of [
        [{ ...base, resources: { cpu: '99999999999999999999' } }, 'body.resources.cpu', '4'],
        [{ ...base, resources: { memory: '99999999999999999999999999Ti' } }, 'body.resources.memory', '32Gi'],
        [{ ...base, epochs: 501 }, 'body.epochs', '500'],
      ] as const) {
        const res = await user.post('/ml/training-jobs', body);
        expect(res.status, JSON.stringify(res.body)).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_ERROR');
        expect(res.body.error.details).to.include(field);
        expect(res.body.error.message).to.include(cap);
      }
      expect(await t.db.collection('training_jobs').countDocuments({})).to.equal(0);
    });

    it('answers 400 for a hub checkpoint WORKLOAD_HUB_SHA256 does not pin, before anything else', async () => {
      const res = await user.post('/ml/training-jobs', {
        project_id: 1,
        dataset_version_id: 1,
        base_model: 'yolov8n.pt',
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(400);
      expect(res.body.error.details).to.include('body.base_model');
      expect(res.body.error.message).to.include('WORKLOAD_HUB_SHA256 allows none');
      expect(await t.db.collection('training_jobs').countDocuments({})).to.equal(0);
    });

    it('answers 400 for an export asking for an image size beyond the cap', async () => {
      const res = await user.post('/ml/export-jobs', { model_version_id: 1, format: 'onnx', image_size: 4096 });
      expect(res.status, JSON.stringify(res.body)).to.equal(400);
      expect(res.body.error.details).to.include('body.image_size');
    });
  });
});
