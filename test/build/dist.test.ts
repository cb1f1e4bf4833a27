import { randomBytes } from 'node:crypto';
import { privateApiEnv } from '../helpers/test-api.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { buildApp, runBuilt, type BuiltApp, type BuiltProcess } from '../helpers/built-app.js';
import { ApiClient } from '../helpers/client.js';
import { createProject, newDevice } from '../helpers/data.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { registerModel, testModels, uploadSolid, waitForRequest, type TestModels } from '../helpers/onnx-models.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';
import { freePort } from '../../scripts/stack/process.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What the image runs: `npm run build`, then the chart's commands from the app folder with
 * production dependencies only and NODE_ENV=production. During development and in every other
 * suite the TypeScript sources run through tsx, which hides what only the compiled output gets
 * wrong (worker entry files, files read next to the sources, packages only dev installs have).
 */
describe('the compiled build (npm run build), run as the image runs it', function () {
  this.timeout(180_000);
  let app: BuiltApp;
  let api: BuiltProcess;
  let root: ApiClient;
  let anonymous: ApiClient;
  let cluster: Promise<TestCluster>;
  let models: Promise<TestModels>;
  const operatorToken = randomBytes(24).toString('hex');

  before(async () => {
    // Made while tsc runs; the tests that use them await them (and see their errors).
    cluster = startTestCluster();
    models = testModels();
    for (const pending of [cluster, models]) pending.catch(() => undefined);
    app = await buildApp();
    api = runBuilt(app, 'dist/api/main.js', {
      ...privateApiEnv(),
      OPERATOR_TOKEN: operatorToken,
      QUEUE_POLL_INTERVAL_MS: '100',
      HOST: '127.0.0.1',
      PORT: '0',
      INTERNAL_PORT: '0',
      LOG_LEVEL: 'info',
    });
    // With PORT=0 the port it got is only in its log line.
    const listening = JSON.parse(await api.waitForLine(/"msg":"api listening"/)) as { port: number };
    root = new ApiClient(`http://127.0.0.1:${listening.port}`);
    anonymous = new ApiClient(`${root.baseUrl}/api`);
  });

  after(async () => {
    await api?.stop();
    app?.remove();
  });

  it('answers /healthz and, with the database and object store reachable, /readyz', async () => {
    const health = await root.get('/healthz');
    expect(health.status, health.text).to.equal(200);
    expect(health.body.data).to.deep.equal({ status: 'ok' });
    const ready = await root.get('/readyz');
    expect(ready.status, ready.text).to.equal(200);
    expect(ready.body.data.status).to.equal('ready');
  });

  it('serves the browser console at /', async () => {
    const res = await fetch(`${root.baseUrl}/devices`, { headers: { accept: 'text/html' } });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-security-policy')).to.include("frame-ancestors 'none'");
    expect(await res.text()).to.include('<div id="root"></div>');
  });

  it('serves its OpenAPI document at /api/openapi.json', async () => {
    const res = await anonymous.get('/openapi.json');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    expect(res.body.openapi).to.match(/^3\.1\./);
    expect(res.body.paths).to.include.keys('/ml/models', '/devices/provision', '/ml/projects/{id}/inference');
  });

  it('serves the API explorer at /api/docs, its scripts included', async () => {
    const page = await fetch(`${anonymous.baseUrl}/docs`);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    const html = await page.text();
    expect(html).to.include('<title>Edge Vision API</title>');
    // Resolved against the page's own address (after any redirect), as a browser does.
    const script = /src="([^"]*swagger-ui-bundle\.js)"/.exec(html)?.[1];
    expect(script, 'the page loads swagger-ui-bundle.js').to.be.a('string');
    const bundle = await fetch(new URL(script!, page.url));
    expect(bundle.status).to.equal(200);
    expect(await bundle.text()).to.have.length.above(100_000);
  });

  it('signs a Dex user in: their first request creates their organization', async () => {
    const user = anonymous.as(await tokenFor(freshUser()));
    const res = await user.get('/organization');
    expect(res.status, res.text).to.equal(200);
    expect(res.body.data.id).to.be.a('number');
    expect((await anonymous.get('/organization')).status).to.equal(401);
  });

  it('registers an ONNX model and runs inference on its ONNX Runtime thread', async () => {
    const user = anonymous.as(await tokenFor(freshUser()));
    const device = (await newDevice(user, anonymous)).client;
    const project = await createProject(user);
    const detector = await registerModel(user, (await models).detector, {
      name: 'det',
      class_names: 'car,person,bike',
    });
    const image = await uploadSolid(device, project.id, [64, 32], [255, 255, 255]);

    const res = await user.post(`/ml/projects/${project.id}/inference`, {
      image_ids: [image.id],
      model_version_id: detector.id,
    });
    expect(res.status, res.text).to.equal(202);
    const done = await waitForRequest(user, res.body.data.id);
    expect(done.status, done.error_message).to.equal('completed');
    const predictions = await user.get(`/ml/inference-requests/${done.id}/predictions?image_id=${image.id}`);
    expect(predictions.status, predictions.text).to.equal(200);
    // The test detector's known answer for a white 64x32 frame (see test/api/inference).
    const classes = predictions.body.data[0].predictions.map((p: any) => p.class_value);
    expect(classes.sort()).to.deep.equal(['bike', 'car', 'person', 'person']);
  });

  it('runs the operator: it takes the Lease on a real cluster and serves /healthz', async () => {
    const { kubeconfigPath, namespace: newNamespace, kubectl } = await cluster;
    const namespace = await newNamespace();
    const port = await freePort();
    const operator = runBuilt(app, 'dist/operator/main.js', {
      KUBECONFIG: kubeconfigPath,
      API_URL: anonymous.baseUrl,
      OPERATOR_TOKEN: operatorToken,
      LEASE_NAMESPACE: namespace,
      POD_NAME: 'operator-dist',
      PORT: String(port),
    });
    try {
      await operator.waitForLine(/"msg":"leading: controllers started"/);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).to.equal(200);
      expect(await health.json()).to.deep.equal({ status: 'ok', leader: true });
      const lease = await kubectl('get', 'lease', 'edge-vision-operator', '-n', namespace, '-o', 'json');
      expect(lease.code, lease.stderr).to.equal(0);
      expect(JSON.parse(lease.stdout).spec.holderIdentity).to.equal('operator-dist');
    } finally {
      expect(await operator.stop(), operator.output()).to.equal(0);
    }
  });

  it('refuses to start without configuration, naming what to set', async () => {
    const apiAlone = runBuilt(app, 'dist/api/main.js', {});
    const operatorAlone = runBuilt(app, 'dist/operator/main.js', {});
    expect(await apiAlone.exited).to.equal(1);
    expect(apiAlone.output()).to.include('Invalid configuration; set these environment variables');
    expect(apiAlone.output()).to.include('MONGODB_URI');
    expect(await operatorAlone.exited).to.equal(1);
    expect(operatorAlone.output()).to.include('Invalid configuration');
    expect(operatorAlone.output()).to.include('OPERATOR_TOKEN');
  });

  it("is what the Dockerfile's final stage holds and runs", () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    const [build, final] = dockerfile.split(/^FROM /m).slice(-2) as [string, string];
    expect(build).to.match(/^RUN npm ci\b/m);
    expect(build).to.match(/^RUN npm run build && npm prune --omit=dev\b/m);
    const copied = [...final.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S+)$/gm)].map((m) => [m[1], m[2]]);
    expect(copied).to.deep.equal([
      ['package.json', 'package.json'],
      ['node_modules', 'node_modules'],
      ['dist', 'dist'],
      ['console/dist', 'console/dist'],
    ]);
    expect(final).to.match(/^ENV NODE_ENV=production$/m);
    expect(final).to.match(/^WORKDIR \/app$/m);
    expect(final).to.match(/^USER 10001:10001$/m);
    expect(final).to.match(/^CMD \["node", "dist\/api\/main\.js"\]$/m);
  });

  it('stops on SIGTERM with exit code 0, as a pod being replaced', async () => {
    expect(await api.stop(), api.output()).to.equal(0);
    expect(api.output()).to.include('"msg":"api stopped"');
  });
});
