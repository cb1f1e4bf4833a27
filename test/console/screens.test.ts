import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from '../helpers/browser.js';
import type { ApiClient } from '../helpers/client.js';
import { startConsoleSession, until, type ConsoleSession } from '../helpers/console-session.js';
import { webhookAlert, webhookPayload, webhookToken } from '../helpers/alerts.js';
import { newDevice, uploadImage } from '../helpers/data.js';
import { provisionDevice } from '../helpers/devices.js';
import { registerModel, testModels, uploadSolid } from '../helpers/onnx-models.js';

const OWNER = 'screens-owner@test.example';
const OTHER = 'screens-other@test.example';
const ALERT_TOKEN = webhookToken();

/**
 * The console's screens beyond sign-in, each driven in Chromium and read back through the API:
 * organizations, device detail and telemetry, projects and batches, prediction review with a
 * real auto-annotate run, training jobs with per-epoch metrics, models and alerts.
 */
describe('the console screens in a real browser', function () {
  this.timeout(180_000);
  let s: ConsoleSession;
  let page: Page;
  let api: ApiClient;
  let organizationId: number;

  before(async () => {
    s = await startConsoleSession({
      users: [OWNER, OTHER],
      env: { ALERT_WEBHOOK_TOKEN: ALERT_TOKEN, QUEUE_POLL_INTERVAL_MS: '100' },
    });
    page = s.page;
    api = await s.api();
    organizationId = (await api.get('/organization')).body.data.id;
  });
  after(async () => s?.stop());

  const go = async (path: string) => {
    await page.goto(`${s.origin}${path}`);
  };

  it('lists the organizations a user belongs to and switches between them', async () => {
    const other = await s.api(OTHER);
    const theirs = (await other.get('/organization')).body.data;
    expect((await other.post('/organization/members', { email: OWNER, role: 'viewer' })).status).to.equal(201);
    // The invitation gives nothing until accepted, here through the console.
    expect((await api.get('/organizations')).body.data).to.have.length(1);
    await go('/members');
    const invitations = page.getByTestId('invitations');
    await invitations.getByText(`${theirs.name} as viewer`).waitFor();
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await invitations.waitFor({ state: 'detached' });
    const mine = (await api.get('/organizations')).body.data as any[];
    expect(mine).to.have.length(2);

    await page.reload();
    const select = page.getByLabel('Organization', { exact: true });
    await select.waitFor();
    const offered = await select.locator('option').allInnerTexts();
    expect(offered).to.deep.equal(mine.map((o) => `${o.name} (${o.role})`));
    await select.selectOption(String(theirs.id));
    await page.getByTestId('organization').getByText(`${theirs.name} (#${theirs.id}, viewer)`).waitFor();
    await screenshot(page, '20-organization-switcher');
    await select.selectOption(String(organizationId));
    await page.getByTestId('organization').getByText(`(#${organizationId}, owner)`).waitFor();
  });

  it('shows a device with its telemetry, and approves or rejects pending devices', async () => {
    await api.patch('/organization', { settings: { devices_require_approval: true } });
    const first = await provisionDevice(api, s.t.client, { platform: 'jetson-orin' });
    const second = await provisionDevice(api, s.t.client);
    const device = s.t.client.withDeviceKey(first.apiKey);
    for (const metrics of [
      { cpu_percent: 10, memory_percent: 60, temperature_c: 50 },
      { cpu_percent: 25, memory_percent: 60, temperature_c: 52 },
      { cpu_percent: 42, memory_percent: 61, temperature_c: 55.5, queue_depth: 3 },
    ]) {
      const checkin = await device.post('/device/checkin', { status: 'idle', agent_version: '1.4.2', metrics });
      expect(checkin.status, JSON.stringify(checkin.body)).to.equal(200);
    }

    await go('/devices');
    await page.getByRole('link', { name: first.device.name }).click();
    await page.waitForURL(`${s.origin}/devices/${first.device.id}`);
    const telemetry = page.getByTestId('checkins').getByRole('row').nth(1);
    await telemetry.getByText('42%').waitFor();
    expect(await telemetry.innerText()).to.include('55.5 °C');
    // The charts: one line per metric over the three check-ins, rising to the newest value.
    const cpu = page.getByTestId('telemetry-cpu_percent');
    expect(await cpu.getByRole('img').getAttribute('aria-label')).to.equal('CPU over 3 check-ins, latest 42%');
    const cpuPoints = (await cpu.locator('polyline').getAttribute('points'))!.split(' ');
    const heights = cpuPoints.map((p) => Number(p.split(',')[1]));
    expect(heights).to.have.length(3);
    // SVG's y grows downwards.
    expect(heights[0]).to.be.greaterThan(heights[1]!);
    expect(heights[1]).to.be.greaterThan(heights[2]!);
    expect(await page.getByTestId('telemetry-temperature_c').locator('figcaption').innerText()).to.include('55.5 °C');
    // Reported once only: a dot, not a line.
    const queue = page.getByTestId('telemetry-queue_depth');
    expect(await queue.locator('polyline').count()).to.equal(0);
    expect(await queue.getByRole('img').getAttribute('aria-label')).to.equal(
      'Upload queue over 1 check-in, latest 3 frames',
    );
    expect(await page.getByTestId('telemetry-disk_percent').count()).to.equal(0);
    const stored = (await api.get(`/core/devices/${first.device.id}/checkins`)).body.data;
    expect(stored[0].metrics.cpu_percent).to.equal(42);
    expect(await page.getByTestId('device-facts').innerText()).to.include('1.4.2');
    await screenshot(page, '21-device-detail');

    await page.getByTestId('device-status').getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('device-status').getByText('approved').waitFor();
    expect((await api.get(`/core/devices/${first.device.id}`)).body.data.status).to.equal('approved');

    await go(`/devices/${second.device.id}`);
    await page.getByTestId('device-status').getByRole('button', { name: 'Reject' }).click();
    await page.getByTestId('device-status').getByText('rejected').waitFor();
    expect((await api.get(`/core/devices/${second.device.id}`)).body.data.status).to.equal('rejected');
    await api.patch('/organization', { settings: { devices_require_approval: false } });
  });

  it('creates a project, assigns a batch to it and closes the batch', async () => {
    const { client: device, deviceId } = await newDevice(api, s.t.client);
    const labeled = await uploadImage(device, 'batch-1.jpg', 1);
    await uploadImage(device, 'batch-2.jpg', 2);
    await api.patch(`/data/images/${labeled.id}`, { annotation_status: 'completed' });
    const batch = (await api.get(`/data/batches?device_id=${deviceId}`)).body.data[0];
    expect(batch.stage).to.equal('collecting');

    await go('/projects');
    await page.getByLabel('Project name').fill('Loading bay');
    await page.getByLabel('Classes').fill('truck, pallet');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByTestId('projects').getByText('Loading bay').waitFor();
    const project = ((await api.get('/data/projects')).body.data as any[]).find((p) => p.name === 'Loading bay');
    expect(project.classes).to.deep.equal(['truck', 'pallet']);

    const row = page.getByTestId('batches').getByRole('row', { name: new RegExp(deviceId) });
    // Labeled of all the batch's images.
    await page.getByTestId(`batch-counts-${batch.id}`).getByText('1 / 2').waitFor();
    await row.getByLabel(`Project of ${batch.name}`).selectOption({ label: 'Loading bay' });
    await until('the batch in the project', async () => {
      const current = (await api.get(`/data/batches/${batch.id}`)).body.data;
      return current.project_id === project.id;
    });
    const images = (await api.get(`/data/images?batch_id=${batch.id}`)).body.data as any[];
    expect(images.map((i) => i.project_id)).to.deep.equal([project.id, project.id]);

    await row.getByRole('button', { name: 'Close batch' }).click();
    await row.getByText('complete').waitFor();
    const closed = (await api.get(`/data/batches/${batch.id}`)).body.data;
    expect(closed).to.include({ stage: 'complete', closed_reason: 'manual' });
    await screenshot(page, '22-projects-batches');

    // The gallery's project and batch filters are pickers by name; the URL keeps the ids.
    await go('/images');
    await page.getByLabel('project_id').selectOption({ label: 'Loading bay' });
    await page.waitForURL(new RegExp(`project_id=${project.id}`));
    await page
      .getByTestId('image-count')
      .getByText(/^2 images/)
      .waitFor();
    const batchPicker = page.getByLabel('batch_id');
    // With the project chosen, only its batches are offered.
    await batchPicker.locator('option', { hasText: batch.name }).waitFor({ state: 'attached' });
    expect(await batchPicker.locator('option').allInnerTexts()).to.deep.equal(['batch: any', batch.name]);
    await batchPicker.selectOption({ label: batch.name });
    await page.waitForURL(new RegExp(`batch_id=${batch.id}`));
    await page.getByLabel('annotation_status').selectOption('completed');
    await page
      .getByTestId('image-count')
      .getByText(/^1 images/)
      .waitFor();
    // A link to a batch the picker does not list keeps it, shown by its id.
    await go('/images?batch_id=999999');
    await page
      .getByTestId('image-count')
      .getByText(/^0 images/)
      .waitFor();
    expect(await page.getByLabel('batch_id').locator('option:checked').innerText()).to.equal('#999999');
  });

  it('runs auto-annotate, shows its progress, and accepts or rejects predictions by confidence', async () => {
    const models = await testModels();
    const detector = await registerModel(api, models.detector, {
      name: 'test detector',
      class_names: 'car,person,bike',
    });
    const project = (
      await api.post('/data/projects', {
        name: 'Review me',
        project_type: 'object_detection',
        classes: ['car', 'person', 'bike'],
      })
    ).body.data;
    const { client: device } = await newDevice(api, s.t.client);
    for (const name of ['white-1.jpg', 'white-2.jpg'])
      await uploadSolid(device, project.id, [64, 64], [255, 255, 255], name);

    await go('/review');
    await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Review me' });
    await page.getByLabel('Detector').selectOption(String(detector.id));
    // One threshold on the screen: the run keeps boxes at or above it, the review shows them.
    const threshold = page.getByLabel('Confidence threshold');
    await threshold.fill('0.25');
    await page.waitForURL(/min=0\.25/);
    await page.getByRole('button', { name: 'Run auto-annotate at ≥ 0.25' }).click();
    await page.waitForURL(/request=\d+/);
    const requestId = Number(new URL(page.url()).searchParams.get('request'));
    await page
      .getByTestId('review-progress')
      .getByText('2 of 2 images processed · completed')
      .waitFor({ timeout: 30_000 });

    const perImage = (await api.get(`/ml/inference-requests/${requestId}/predictions`)).body.data as any[];
    const predictions = perImage.flatMap((i) => i.predictions);
    const above = (min: number) => predictions.filter((p) => p.confidence >= min);
    expect(predictions.length).to.be.greaterThan(above(0.5).length);
    expect(above(0.25)).to.have.length(predictions.length);
    expect((await api.get(`/ml/inference-requests/${requestId}`)).body.data.confidence_threshold).to.equal(0.25);
    await page
      .getByTestId('review-count')
      .getByText(`${predictions.length} of ${predictions.length} predictions shown`)
      .waitFor();
    expect(await page.getByLabel('Confidence threshold').count()).to.equal(1);
    await threshold.fill('0.5');
    await page
      .getByTestId('review-count')
      .getByText(`${above(0.5).length} of ${predictions.length} predictions shown`)
      .waitFor();
    await screenshot(page, '23-review');

    // The run's annotations by id, read through the API (listed per image).
    const annotations = async () => {
      const lists = await Promise.all(
        perImage.map(async (i) => (await api.get(`/data/annotations?image_id=${i.image_id}`)).body.data as any[]),
      );
      return new Map(lists.flat().map((a) => [a.id, a]));
    };
    expect((await annotations()).size).to.equal(predictions.length);
    const rows = page.getByTestId('predictions').locator('tbody tr');
    const lowest = above(0.5).sort((a, b) => a.confidence - b.confidence)[0];
    await rows
      .and(page.locator(`[data-prediction="${lowest.id}"]`))
      .getByRole('button', { name: 'Reject' })
      .click();
    await until('the rejected annotation deleted', async () => !(await annotations()).has(lowest.annotation_id));

    await threshold.fill('0.8');
    await page.waitForURL(/min=0\.8/);
    const high = above(0.8);
    expect(high.length).to.be.greaterThan(0);
    await page.getByRole('button', { name: 'Accept all ≥ 0.80' }).click();
    const stored = await until('the confident predictions accepted', async () => {
      const current = await annotations();
      return high.every((p) => current.get(p.annotation_id)?.source === 'manual') && current;
    });
    const rest = above(0.5).filter((p) => p.confidence < 0.8 && p.id !== lowest.id);
    for (const p of rest) expect(stored.get(p.annotation_id)?.source).to.equal('model');
    await page.getByTestId('review-count').getByText(', 0 to review').waitFor();
    // Below the run's own threshold there is nothing more to show: the screen says so.
    await threshold.fill('0.1');
    await page.getByTestId('below-run').getByText('This run kept boxes ≥ 0.25').waitFor();
  });

  it('draws a polygon with the mouse, saved as the outline clicked, and drags one of its vertices', async () => {
    const { client: device } = await newDevice(api, s.t.client);
    const image = await uploadImage(device, 'outline.jpg', 3);
    await go(`/images/${image.id}/annotate`);
    await page.getByText('0 boxes').waitFor();
    // The polygon tool must be on before the clicks: a key pressed while the editor's key handler
    // is still being attached is lost, and the clicks would then draw nothing.
    const polygonTool = page.locator('.tools button.active', { hasText: 'Polygon (G)' });
    for (let attempt = 0; attempt < 5 && !(await polygonTool.isVisible()); attempt++) {
      await page.keyboard.press('g');
      await polygonTool.waitFor({ timeout: 1000 }).catch(() => undefined);
    }
    await polygonTool.waitFor();
    const bounds = (await page.getByTestId('editor-canvas').boundingBox())!;
    // The editor fits the image into the canvas with a 10 px margin, centred.
    const scale = Math.min((bounds.width - 20) / image.width, (bounds.height - 20) / image.height);
    const left = bounds.x + (bounds.width - image.width * scale) / 2;
    const top = bounds.y + (bounds.height - image.height * scale) / 2;
    const at = (x: number, y: number) => [left + x * image.width * scale, top + y * image.height * scale] as const;
    const outline = [0.2, 0.2, 0.8, 0.25, 0.5, 0.8];
    for (let i = 0; i < outline.length; i += 2) await page.mouse.click(...at(outline[i]!, outline[i + 1]!));
    // Clicking the first vertex again closes the outline.
    await page.mouse.click(...at(outline[0]!, outline[1]!));
    const saved = await until('the polygon in the API', async () => {
      const list = (await api.get(`/data/annotations?image_id=${image.id}`)).body.data as any[];
      return list.length === 1 && list[0];
    });
    expect(saved.type).to.equal('polygon');
    expect(saved.geometry).to.have.length(6);
    saved.geometry.forEach((v: number, i: number) => expect(v).to.be.closeTo(outline[i]!, 0.01));
    await page.getByText('All changes saved').waitFor();
    await screenshot(page, '27-editor-polygon');
    await page.reload();
    await page.getByText('1 boxes').waitFor();

    // Reshaping: select the polygon with the move tool (the box tool always draws), drag its third vertex down.
    await page.keyboard.press('v');
    await page.mouse.click(...at(0.5, 0.4));
    await page.mouse.move(...at(0.5, 0.8));
    await page.mouse.down();
    await page.mouse.move(...at(0.5, 0.85), { steps: 4 });
    await page.mouse.move(...at(0.45, 0.9), { steps: 4 });
    await page.mouse.up();
    const reshaped = await until('the moved vertex in the API', async () => {
      const list = (await api.get(`/data/annotations?image_id=${image.id}`)).body.data as any[];
      return list.length === 1 && Math.abs(list[0].geometry[5] - 0.9) < 0.01 && list[0];
    });
    const expected = [0.2, 0.2, 0.8, 0.25, 0.45, 0.9];
    reshaped.geometry.forEach((v: number, i: number) => expect(v).to.be.closeTo(expected[i]!, 0.01));
    await page.getByText('All changes saved').waitFor();
    await screenshot(page, '28-editor-polygon-reshaped');
  });

  it('shows training jobs with their per-epoch metrics, why one failed and its log', async () => {
    const now = new Date();
    // The failed pod's termination message as the kubelet leaves it: the tail of its log.
    const logTail =
      'Epoch 1/10: batch 3/8\nTraceback (most recent call last):\n  File "<b>trainer</b>.py", line 12\n' +
      'torch.OutOfMemoryError: CUDA out of memory at epoch 1\n';
    const job = (id: number, phase: string, message: string | null, epoch: number, log_tail: string | null = null) => ({
      _id: id,
      organization_id: organizationId,
      kind: 'TrainingJob',
      namespace: 'edge-vision',
      name: `training-${id}`,
      uid: null,
      spec: { organizationId, projectId: 1, datasetVersionId: 3, baseModel: 'yolov8n', epochs: 10, trainerImage: 'x' },
      phase,
      progress: epoch / 10,
      message,
      attempts: 1,
      conditions: [],
      start_time: now,
      completion_time: null,
      metrics: { map50: 0.1 * epoch },
      class_names: [],
      model_version_id: null,
      artifact_key: null,
      callback_token_hash: null,
      epoch: { epoch, epochs: 10 },
      log_tail,
      created_via: 'api',
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    // Seeded: training needs a Kubernetes cluster and the trainer image; what is tested is the
    // console reading jobs and epochs through the API.
    await s.t.db
      .collection('training_jobs')
      .insertMany([
        job(9001, 'Running', null, 2),
        job(9002, 'Failed', 'CUDA out of memory at epoch 1', 1, logTail),
      ] as never[]);
    await s.t.db.collection('training_epochs').insertMany(
      [1, 2].map((epoch) => ({
        _id: `9001:${epoch}`,
        organization_id: organizationId,
        training_job_id: 9001,
        epoch,
        epochs: 10,
        metrics: { map50: 0.1 * epoch, box_loss: 2 - epoch * 0.5 },
        reported_at: now,
      })) as never[],
    );

    await go('/jobs');
    const failed = page.getByTestId('training-jobs').getByRole('row', { name: /^9002/ });
    // Progress comes from the API as a fraction; the row shows it as a percentage.
    expect(await page.getByTestId('training-jobs').getByRole('row', { name: /^9001/ }).innerText()).to.match(
      /Running\s+20%/,
    );
    expect(await failed.innerText()).to.match(/Failed[\s\S]*CUDA out of memory at epoch 1/);
    // The failed job's log expands as text, exactly as the API returns it (no markup rendered).
    expect((await api.get('/ml/training-jobs/9002')).body.data.log_tail).to.equal(logTail);
    await failed.getByRole('button', { name: 'Log', exact: true }).click();
    const log = page.getByTestId('log-9002');
    await log.waitFor();
    expect(await log.evaluate((el) => el.tagName)).to.equal('PRE');
    expect(await log.evaluate((el) => el.textContent)).to.equal(logTail);
    expect(await log.locator('b').count()).to.equal(0);
    expect(await log.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).overflowY)).to.equal('auto');
    await screenshot(page, '24-jobs-log');
    await failed.getByRole('button', { name: 'Hide log' }).click();
    await log.waitFor({ state: 'detached' });
    const running = page.getByTestId('training-jobs').getByRole('row', { name: /^9001/ });
    await running.getByRole('button', { name: 'Epochs' }).click();
    // One chart per figure, accuracy first, each ending at the last epoch the API returns.
    const epochs = page.getByTestId('epochs-9001');
    await epochs.getByTestId('epoch-map50').waitFor();
    const apiEpochs = (await api.get('/ml/training-jobs/9001/metrics')).body.data as any[];
    expect(apiEpochs).to.have.length(2);
    expect(
      await epochs.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label'))),
    ).to.deep.equal(['mAP50 over 2 epochs, latest 0.200', 'box loss over 2 epochs, latest 1.000']);
    await screenshot(page, '24-jobs-epochs');
    // Only an unfinished job offers Cancel; without a cluster the API refuses and nothing changes.
    expect(await failed.getByRole('button', { name: 'Cancel' }).count()).to.equal(0);
    expect(await running.getByRole('button', { name: 'Log', exact: true }).count()).to.equal(0);
    await running.getByRole('button', { name: 'Cancel' }).click();
    const cancelRefusal = running.getByRole('alert');
    await cancelRefusal.waitFor();
    expect(await cancelRefusal.innerText()).to.match(/no Kubernetes cluster is configured.*the job was left as it is/);
    expect((await api.get('/ml/training-jobs/9001')).body.data.phase).to.equal('Running');

    // Without a cluster the API refuses to start training and creates nothing; the console says why.
    const review = ((await api.get('/data/projects')).body.data as any[]).find((p) => p.name === 'Review me');
    const version = await api.post('/data/datasets', { project_id: review.id, name: 'reviewed', seed: 1 });
    expect(version.status, JSON.stringify(version.body)).to.equal(201);
    await page.reload();
    await page.getByLabel('Dataset version').selectOption({ label: 'reviewed v1' });
    await page.getByRole('button', { name: 'Start training' }).click();
    const refusal = page.getByRole('form', { name: 'Start training' }).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).to.match(/no Kubernetes cluster is configured/);
    expect((await api.get('/ml/training-jobs')).body.data).to.have.length(2);
  });

  it('lists model versions', async () => {
    await go('/models');
    const models = (await api.get('/ml/models')).body.data as any[];
    await page.getByTestId('models').getByText('test detector').waitFor();
    expect(await page.getByTestId('models').locator('tbody tr').count()).to.equal(models.length);
    await page.getByTestId('deployments').getByText('None yet.').waitFor();
    await screenshot(page, '25-models');

    // A format offers only the precisions the exporter makes (ONNX: fp32); the API's refusals come
    // through as they are: int8 without a calibration dataset, then no cluster to start it on.
    const exportForm = page.getByRole('form', { name: 'Export a model' });
    await exportForm.getByLabel('Format').locator('option[value="openvino"]').waitFor({ state: 'attached' });
    expect(await exportForm.getByLabel('Precision').locator('option').allInnerTexts()).to.deep.equal(['fp32']);
    await exportForm.getByLabel('Format').selectOption('openvino');
    await exportForm.getByLabel('Precision').selectOption('int8');
    await exportForm.getByRole('button', { name: 'Export', exact: true }).click();
    const refusal = exportForm.getByRole('alert');
    await refusal.getByText(/int8 needs calibration_dataset_version_id/).waitFor();
    await exportForm.getByLabel('Calibration dataset').selectOption({ label: 'reviewed v1' });
    await exportForm.getByRole('button', { name: 'Export', exact: true }).click();
    await refusal.getByText(/no Kubernetes cluster is configured/).waitFor();
    expect((await api.get('/ml/export-jobs')).body.data).to.have.length(0);

    // Deploy waits for a device to be chosen; the API's refusal comes through and nothing is recorded.
    const deploy = page.getByRole('form', { name: 'Deploy a model' });
    expect(await deploy.getByRole('button', { name: 'Deploy' }).isDisabled()).to.equal(true);
    const devices = (await api.get('/core/devices')).body.data as any[];
    await deploy.getByLabel('Devices').selectOption([devices[0].device_id]);
    await deploy.getByLabel('Rollout').selectOption('batched');
    await deploy.getByLabel('Batch size').fill('2');
    await deploy.getByRole('button', { name: 'Deploy' }).click();
    await deploy
      .getByRole('alert')
      .getByText(/no Kubernetes cluster is configured/)
      .waitFor();
    expect((await api.get('/ml/deployments')).body.data).to.have.length(0);
    await screenshot(page, '28-models-deploy');
  });

  it("shows a failed deployment's devices with the error each reported", async () => {
    // Seeded: a deployment needs a cluster; what is tested is the console reading its devices.
    const now = new Date();
    const models = (await api.get('/ml/models')).body.data as any[];
    await s.t.db.collection('deployments').insertOne({
      _id: 9101,
      organization_id: organizationId,
      namespace: 'edge-vision',
      name: 'deployment-9101',
      uid: null,
      spec: {
        organizationId,
        exportArtifact: { modelVersionId: models[0].id, format: 'onnx' },
        targets: { deviceIds: ['cam-a', 'cam-b'] },
        rollout: { strategy: 'all' },
        rollbackOnFailure: false,
      },
      phase: 'Failed',
      progress: 0.5,
      message: '1 of 2 devices failed',
      created_via: 'api',
      created_by: null,
      created_at: now,
      updated_at: now,
    } as never);
    const target = (device: number, device_id: string, state: string, phase: string, message: string | null) => ({
      _id: `9101:${device}`,
      organization_id: organizationId,
      deployment_id: 9101,
      device,
      device_id,
      rollback: false,
      released: true,
      state,
      phase,
      progress: 1,
      message,
      released_at: now,
      updated_at: now,
    });
    await s.t.db
      .collection('deployment_targets')
      .insertMany([
        target(1, 'cam-a', 'Failed', 'install', 'install: <i>model.onnx</i> failed to load: out of disk space'),
        target(2, 'cam-b', 'Succeeded', 'healthcheck', null),
      ] as never[]);

    await go('/models');
    const row = page.getByTestId('deployments').getByRole('row', { name: /^9101/ });
    expect(await row.innerText()).to.match(/Failed[\s\S]*1 of 2 devices failed/);
    await row.getByRole('button', { name: 'Devices' }).click();
    const devices = page.getByTestId('deployment-devices-9101');
    await devices.getByText('cam-b').waitFor();
    const shown = await devices.locator('tbody tr').allInnerTexts();
    expect(shown).to.have.length(2);
    expect(shown[0]).to.match(
      /^cam-a\s+Failed\s+install\s+install: <i>model\.onnx<\/i> failed to load: out of disk space$/,
    );
    expect(shown[1]).to.match(/^cam-b\s+Succeeded\s+healthcheck/);
    expect(await devices.locator('i').count()).to.equal(0);
    await screenshot(page, '29-deployment-devices');
  });

  it("shows alerts from Alertmanager's webhook", async () => {
    const alertmanager = s.t.client.as(ALERT_TOKEN);
    const labels = { alertname: 'DeviceOffline', severity: 'critical', organization_id: String(organizationId) };
    const res = await alertmanager.post(
      '/webhooks/alertmanager',
      webhookPayload([webhookAlert({ labels, annotations: { summary: 'camera 7 stopped checking in' } })]),
    );
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const alerts = (await api.get('/monitoring/alerts?status=firing')).body.data as any[];
    expect(alerts).to.have.length(1);
    await go('/alerts');
    const row = page.getByTestId('alerts').getByRole('row', { name: /DeviceOffline/ });
    await row.waitFor();
    expect(await row.innerText()).to.match(/critical[\s\S]*firing[\s\S]*camera 7 stopped checking in/);
    await screenshot(page, '26-alerts');
  });
});
