import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from '../helpers/browser.js';
import type { ApiClient } from '../helpers/client.js';
import { startConsoleSession, until, type ConsoleSession } from '../helpers/console-session.js';
import { provisionDevice } from '../helpers/devices.js';
import { startTestCluster } from '../helpers/kube.js';
import { registerModel, testModels } from '../helpers/onnx-models.js';

const OWNER = 'deploy-accuracy@test.example';

/**
 * The deploy form and the accuracy gate: the chosen export's drop (source model against export on
 * the val split) is shown before deploying; the API's refusal comes through with "Deploy anyway",
 * which deploys it with accept_accuracy_drop. The API runs against the test cluster (deployments
 * need one); the export records are seeded as the exporter would have left them, since what is
 * tested is the console reading their figures (the gate itself: test/operator/accuracy-gate).
 */
describe('the deploy form and the accuracy gate', function () {
  this.timeout(240_000);
  let s: ConsoleSession;
  let page: Page;
  let api: ApiClient;
  let modelId: number;
  let deviceId: string;
  const [LOSSY, CLOSE] = [9301, 9302];

  before(async () => {
    const cluster = await startTestCluster();
    s = await startConsoleSession({
      users: [OWNER],
      env: { KUBECONFIG: cluster.kubeconfigPath, KUBE_NAMESPACE: await cluster.namespace() },
    });
    page = s.page;
    api = await s.api();
    const organizationId = (await api.get('/organization')).body.data.id as number;
    modelId = (await registerModel(api, (await testModels()).detector, { name: 'gated', class_names: 'car,person' }))
      .id;
    deviceId = (await provisionDevice(api, s.t.client)).deviceId;
    const now = Date.now();
    const exported = (id: number, metrics: Record<string, number>, minutesAgo: number) => ({
      _id: id,
      organization_id: organizationId,
      kind: 'ExportJob',
      namespace: 'edge-vision',
      name: `export-${id}`,
      uid: null,
      spec: { organizationId, modelVersionId: modelId, format: 'onnx', precision: 'fp32', exporterImage: 'x' },
      phase: 'Succeeded',
      progress: 1,
      message: null,
      attempts: 1,
      conditions: [],
      start_time: new Date(now - minutesAgo * 60_000 - 30_000),
      completion_time: new Date(now - minutesAgo * 60_000),
      metrics,
      class_names: ['car', 'person'],
      model_version_id: modelId,
      artifact_key: `exports/${id}/model.onnx`,
      callback_token_hash: null,
      created_via: 'api',
      created_by: null,
      created_at: new Date(now - minutesAgo * 60_000 - 60_000),
      updated_at: new Date(now - minutesAgo * 60_000),
    });
    await s.t.db
      .collection('export_jobs')
      .insertMany([
        exported(LOSSY, { source_map50: 0.9, export_map50: 0.8 }, 10),
        exported(CLOSE, { source_map50: 0.9, export_map50: 0.89 }, 5),
      ] as never[]);
  });
  after(async () => s?.stop());

  it("shows the chosen export's drop, relays the gate's refusal and deploys anyway when told", async () => {
    await page.goto(`${s.origin}/models`);
    const form = page.getByRole('form', { name: 'Deploy a model' });
    await form.getByLabel('Devices').selectOption([deviceId]);
    const accuracy = form.getByTestId('deploy-accuracy');
    // The model's own ONNX file is the source: nothing to compare, nothing shown.
    expect(await form.getByLabel('Export to deploy').inputValue()).to.equal('');
    expect(await accuracy.count()).to.equal(0);

    await form.getByLabel('Export to deploy').selectOption(String(CLOSE));
    expect(await accuracy.innerText()).to.equal('On the val split: map50 90.0 → 89.0 (-1.0 points)');
    await form.getByLabel('Export to deploy').selectOption(String(LOSSY));
    expect(await accuracy.innerText()).to.equal('On the val split: map50 90.0 → 80.0 (-10.0 points)');

    await form.getByRole('button', { name: 'Deploy', exact: true }).click();
    const refusal = form.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).to.match(
      /lost more than the organization's 2\.0 points .*map50 80\.0 against the source's 90\.0 \(-10\.0\)/,
    );
    expect((await api.get('/ml/deployments')).body.data).to.have.length(0);
    await screenshot(page, '42-deploy-accuracy-refused');

    await form.getByRole('button', { name: 'Deploy anyway' }).click();
    const deployed = await until('the deployment recorded', async () => {
      const list = (await api.get('/ml/deployments')).body.data as any[];
      return list.length === 1 && list[0];
    });
    expect([deployed.model_version_id, deployed.export_job_id, deployed.targets.device_ids]).to.deep.equal([
      modelId,
      LOSSY,
      [deviceId],
    ]);
    await form.getByRole('alert').waitFor({ state: 'detached' });
    expect(await form.getByRole('button', { name: 'Deploy anyway' }).count()).to.equal(0);
    await page
      .getByTestId('deployments')
      .getByRole('row', { name: new RegExp(`^${deployed.id}`) })
      .waitFor();
  });
});
