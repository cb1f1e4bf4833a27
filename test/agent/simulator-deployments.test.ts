import { expect } from 'chai';
import { runSimulation } from '../../scripts/simulator/index.js';
import type { ApiClient } from '../helpers/client.js';
import { startTestCluster } from '../helpers/kube.js';
import { registerModel, testModels } from '../helpers/onnx-models.js';
import { startOperatedApi, type OperatedApi } from '../helpers/operated-api.js';
import type { TestApi } from '../helpers/test-api.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';

describe('npm run simulate runs the agent: virtual devices install a deployment and run it', function () {
  this.timeout(120_000);
  let t: TestApi;
  let platform: OperatedApi;

  before(async () => {
    platform = await startOperatedApi(await startTestCluster(), { operator: { identity: 'simulator-suite' } });
    t = platform.t;
  });

  after(async () => {
    await platform?.stop();
  });

  it("a rollout to simulated devices succeeds through the agent's deployer, and their frames carry its detections", async () => {
    const email = freshUser();
    const user: ApiClient = await t.as(email);
    const model = await registerModel(user, (await testModels()).detector, {
      name: 'simulated rollout',
      class_names: 'car,person,bike',
    });
    let deployment: Promise<{ id: number }> | null = null;
    const report = await runSimulation(
      {
        api: `${t.api.url}/api`,
        token: await tokenFor(email, t.config.OIDC_ISSUER_URL),
        devices: 2,
        imagesPerMinute: 120,
        durationMs: 12_000,
        checkinIntervalMs: 1000,
        imageKb: 20,
        concurrency: 4,
        requestTimeoutMs: 10_000,
        renderWorkers: 1,
      },
      {
        // Once the devices run, roll the model out to them, as an operator would.
        onProgress: (progress) => {
          if (progress.phase !== 'running' || deployment) return;
          deployment = (async () => {
            const devices = (await user.get('/core/devices?per_page=100')).body.data;
            const res = await user.post('/ml/deployments', {
              model_version_id: model.id,
              device_ids: devices.map((d: { device_id: string }) => d.device_id),
            });
            expect(res.status, JSON.stringify(res.body)).to.equal(201);
            return res.body.data;
          })();
        },
      },
    );
    expect(deployment, 'the run reached its running phase').to.not.equal(null);
    const { id } = await deployment!;
    expect(report.totals.errors, JSON.stringify(report.errors)).to.equal(0);

    const done = (await user.get(`/ml/deployments/${id}`)).body.data;
    expect(done.phase).to.equal('Succeeded');
    expect(done.devices.map((d: any) => [d.state, d.phase])).to.deep.equal([
      ['Succeeded', 'healthcheck'],
      ['Succeeded', 'healthcheck'],
    ]);
    // Each agent reported its phases (download, verify, install, start, healthcheck at least).
    const phases = report.operations.find((op) => op.operation === 'phase')!;
    expect(phases.requests).to.be.at.least(10);

    for (const device of (await user.get('/core/devices?per_page=100')).body.data) {
      expect(device.last_checkin.metrics).to.include({ model_version_id: model.id, deployment_id: id });
      expect(device.last_checkin.metrics.frames_processed).to.be.greaterThan(0);
    }
    // Frames taken after the install went up with the model's detections: pre-labels.
    const images = (await user.get('/data/images?include_annotations=true&limit=100')).body.data;
    const labelled = images.filter((i: any) => i.annotations.some((a: any) => a.source === 'model'));
    expect(labelled.length).to.be.greaterThan(0);
    expect(labelled[0].annotations.map((a: any) => [a.class_value, a.confidence])).to.deep.include.members([
      ['car', 0.9],
      ['person', 0.7],
    ]);
  });
});
