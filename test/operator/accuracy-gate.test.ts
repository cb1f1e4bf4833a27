/**
 * The accuracy gate on deployments: an export validated worse than its source model by more than
 * the organization's tolerance is refused unless the request accepts the drop. The exports here
 * run as Jobs in the test cluster; the test plays the exporter (its upload and its report, with
 * the figures it would have measured) and the kubelet.
 */
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { CoreV1Api } from '@kubernetes/client-node';
import { accuracyDrops, accuracyRefusal } from '../../api/modules/deployments/accuracy-gate.js';
import type { ApiClient } from '../helpers/client.js';
import { provisionDevice } from '../helpers/devices.js';
import { eventually } from '../helpers/eventually.js';
import { askWorkloadUrls, finishJobPod, jobOf, workloadSecret } from '../helpers/job-pods.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { registerModel, testModels } from '../helpers/onnx-models.js';
import { startOperatedApi, type OperatedApi } from '../helpers/operated-api.js';
import { freshUser } from '../helpers/users.js';

describe('the accuracy gate on deployments', function () {
  this.timeout(120_000);
  let cluster: TestCluster;
  let platform: OperatedApi;
  let core: CoreV1Api;
  let user: ApiClient;
  let modelId: number;
  let deviceId: string;

  before(async () => {
    cluster = await startTestCluster();
    core = cluster.kubeConfig.makeApiClient(CoreV1Api);
    platform = await startOperatedApi(cluster, {
      apiEnv: { QUEUE_POLL_INTERVAL_MS: '100' },
      operator: { jobPollMs: 300 },
    });
    user = await platform.t.as(freshUser());
    const model = await registerModel(user, (await testModels()).detector, {
      name: 'gated detector',
      class_names: 'car,person,bike',
    });
    modelId = model.id;
    deviceId = (await provisionDevice(user, platform.t.client)).deviceId;
  });
  after(async () => platform?.stop());

  /** An ONNX export whose exporter reports `metrics` (validated on the val split); its record once Succeeded. */
  async function exportReporting(metrics: Record<string, number>): Promise<any> {
    const created = await user.post('/ml/export-jobs', { model_version_id: modelId, format: 'onnx' });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const name = created.body.data.resource.name as string;
    const job = await jobOf(cluster, platform.namespace, name);
    const jobName = job.metadata!.name!;
    const inputs = await workloadSecret(core, platform.namespace, jobName);
    const { urls } = await askWorkloadUrls(inputs, platform.t.api.internalUrl);
    const artifact = Buffer.from(`exported model ${name}`);
    expect((await fetch(urls.ARTIFACT_UPLOAD_URL!, { method: 'PUT', body: artifact })).ok).to.equal(true);
    const report = await fetch(inputs.CALLBACK_URL!.replace(/^http:\/\/[^/]+/, platform.t.api.internalUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${inputs.CALLBACK_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        metrics,
        artifacts: {
          exported: { size: artifact.length, sha256: createHash('sha256').update(artifact).digest('hex') },
        },
        outcome: { status: 'succeeded' },
      }),
    });
    expect(report.status, await report.text()).to.equal(200);
    await finishJobPod(cluster, core, platform.namespace, jobName, 'Succeeded', 30_000, { uploadOutputs: false });
    return eventually('the export to succeed', async () => {
      const record = (await user.get(`/ml/export-jobs/${created.body.data.id}`)).body.data;
      return record.phase === 'Succeeded' ? record : null;
    });
  }

  const deploy = (exportJobId: number, extra: object = {}) =>
    user.post('/ml/deployments', {
      model_version_id: modelId,
      export_job_id: exportJobId,
      format: 'onnx',
      device_ids: [deviceId],
      ...extra,
    });
  const deploymentCount = async () => (await user.get('/ml/deployments?per_page=100')).body.data.length as number;

  it('refuses an export that lost 10 points of mAP50, naming the figures, and creates nothing', async () => {
    const lossy = await exportReporting({ source_map50: 0.8, export_map50: 0.7 });
    const before = await deploymentCount();
    const refused = await deploy(lossy.id);
    expect(refused.status, JSON.stringify(refused.body)).to.equal(400);
    expect(refused.body.error.code).to.equal('VALIDATION_ERROR');
    const text = JSON.stringify(refused.body.error);
    expect(text).to.contain('map50 70.0 against the source');
    expect(text).to.contain('80.0 (-10.0)');
    expect(text).to.contain('accept_accuracy_drop');
    expect(await deploymentCount()).to.equal(before);

    const accepted = await deploy(lossy.id, { accept_accuracy_drop: true });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(201);
    expect(await deploymentCount()).to.equal(before + 1);
  });

  it("deploys an export within the default 2 points, and a larger drop under the organization's tolerance", async () => {
    const close = await exportReporting({ source_map50: 0.8, export_map50: 0.785, source_mask_map50: 0.6 });
    expect((await deploy(close.id)).status).to.equal(201);

    const lossy = await exportReporting({ source_top1: 0.9, export_top1: 0.8 });
    expect((await deploy(lossy.id)).status).to.equal(400);
    const settings = await user.patch('/organization', { settings: { deployment_max_accuracy_drop: 0.15 } });
    expect(settings.status, JSON.stringify(settings.body)).to.equal(200);
    expect(settings.body.data.settings.deployment_max_accuracy_drop).to.equal(0.15);
    expect((await deploy(lossy.id)).status).to.equal(201);
    const bad = await user.patch('/organization', { settings: { deployment_max_accuracy_drop: 2 } });
    expect(bad.status).to.equal(400);
  });

  it('compares each figure the exporter validated, source against export, and passes an export without any', () => {
    expect(accuracyDrops({ source_map50: 0.8, export_map50: 0.7, source_top1: 0.5 })).to.deep.equal([
      { figure: 'map50', source: 0.8, exported: 0.7, drop: 0.8 - 0.7 },
    ]);
    expect(accuracyRefusal(null, 0.02)).to.equal(null);
    expect(accuracyRefusal({}, 0.02)).to.equal(null);
    // Exactly the tolerance passes, float rounding included; a better export always passes.
    expect(accuracyRefusal({ source_top1: 0.9, export_top1: 0.88 }, 0.02)).to.equal(null);
    expect(accuracyRefusal({ source_map50: 0.5, export_map50: 0.6 }, 0)).to.equal(null);
    const both = accuracyRefusal(
      { source_map50: 0.9, export_map50: 0.8, source_mask_map50: 0.7, export_mask_map50: 0.6 },
      0.05,
    );
    expect(both).to.match(/map50 80\.0 against the source's 90\.0 \(-10\.0\), mask_map50 60\.0/);
  });
});
