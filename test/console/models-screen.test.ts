import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from '../helpers/browser.js';
import type { ApiClient } from '../helpers/client.js';
import { startConsoleSession, type ConsoleSession } from '../helpers/console-session.js';
import { addBatch, classImages, createProject, createVersion } from '../helpers/datasets.js';
import { registerModel, testModels } from '../helpers/onnx-models.js';

const OWNER = 'models-screen@test.example';
const [TRAINING, EXPORT] = [9100, 9101];

/**
 * The Models screen and the training form as a user meets them: only formats an exporter can
 * produce, downloads of a model's files and exports, per-epoch charts, the zero-accuracy warning,
 * and the base-model picker with its presets. Training and exports need a cluster and the workload
 * images; their records are seeded as the trainer and the exporter would have left them (what is
 * tested is the console reading them through the API), their files put in the real object store.
 */
describe('the Models screen and the training form', function () {
  this.timeout(240_000);
  let s: ConsoleSession;
  let page: Page;
  let api: ApiClient;
  let uploaded: any;
  let trainedId: number;
  let versionId: number;
  const weights = Buffer.from('trainer weights of the seeded model');
  const exported = Buffer.from('an OpenVINO IR zip, as the exporter uploads it');

  before(async () => {
    s = await startConsoleSession({ users: [OWNER], path: '/models' });
    page = s.page;
    api = await s.api();
    const organizationId = (await api.get('/organization')).body.data.id as number;
    const project = await createProject(api, ['car', 'person']);
    await addBatch(api, s.t.client, project.id, classImages({ car: 3, person: 3 }));
    versionId = (await createVersion(api, { project_id: project.id, name: 'shapes' })).id;
    uploaded = await registerModel(api, (await testModels()).detector, { name: 'uploaded', class_names: 'car,person' });

    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    const store = s.t.storage;
    const weightsKey = `orgs/${organizationId}/models/verified/training-${TRAINING}/best.pt`;
    const exportKey = `orgs/${organizationId}/models/exports/export-${EXPORT}/model-fp16.openvino.zip`;
    await store.minioClient.putObject(store.bucket, weightsKey, weights);
    await store.minioClient.putObject(store.bucket, exportKey, exported);
    trainedId = 9200;
    await s.t.db.collection('model_versions').insertOne({
      _id: trainedId,
      organization_id: organizationId,
      project_id: project.id,
      name: 'shapes detector',
      version: 1,
      source: 'training',
      training_job_id: TRAINING,
      task: 'detect',
      role: 'detector',
      class_names: ['car', 'person'],
      input_size: 320,
      metrics: { map50: 0, map50_95: 0, precision: 0, recall: 0 },
      artifacts: { weights: weightsKey, onnx: null },
      created_by: null,
      created_at: at(1),
      updated_at: at(1),
    } as never);
    const record = (id: number, kind: string, spec: object, extra: object) => ({
      _id: id,
      organization_id: organizationId,
      kind,
      namespace: 'edge-vision',
      name: `${kind.toLowerCase()}-${id}`,
      uid: null,
      spec: { organizationId, ...spec },
      phase: 'Succeeded',
      progress: 1,
      message: null,
      attempts: 1,
      conditions: [],
      start_time: at(30),
      completion_time: at(2),
      metrics: {},
      class_names: ['car', 'person'],
      artifact_key: null,
      callback_token_hash: null,
      created_via: 'api',
      created_by: null,
      created_at: at(31),
      updated_at: at(2),
      ...extra,
    });
    await s.t.db.collection('training_jobs').insertOne(
      record(
        TRAINING,
        'TrainingJob',
        { projectId: project.id, datasetVersionId: versionId, task: 'detect', baseModel: 'yolov8n.yaml', epochs: 3 },
        {
          model_version_id: trainedId,
          metrics: { map50: 0, box_loss: 2.1 },
          epoch: { epoch: 3, epochs: 3 },
          // What the API decides from three epochs at mAP50 0 (test/operator/workload-lifecycle proves it).
          warnings: ['mAP50 has been 0 on all 3 epochs so far: the model has learned nothing the validation can see.'],
        },
      ) as never,
    );
    await s.t.db.collection('training_epochs').insertMany(
      [1, 2, 3].map((epoch) => ({
        _id: `${TRAINING}:${epoch}`,
        organization_id: organizationId,
        training_job_id: TRAINING,
        epoch,
        epochs: 3,
        metrics: { map50: 0, box_loss: 3 - epoch * 0.3, cls_loss: 4 - epoch },
        reported_at: at(30 - epoch * 5),
      })) as never[],
    );
    await s.t.db
      .collection('export_jobs')
      .insertOne(
        record(
          EXPORT,
          'ExportJob',
          { modelVersionId: trainedId, format: 'openvino', precision: 'fp16', exporterImage: 'x' },
          { model_version_id: trainedId, artifact_key: exportKey },
        ) as never,
      );
  });
  after(async () => s?.stop());

  const optionsOf = (select: ReturnType<Page['getByLabel']>) =>
    select.locator('option').evaluateAll((options) => options.map((o) => (o as unknown as { value: string }).value));

  it('offers only the formats an exporter can produce, as the API accepts them', async () => {
    await page.goto(`${s.origin}/models`);
    const exportForm = page.getByRole('form', { name: 'Export a model' });
    const deployForm = page.getByRole('form', { name: 'Deploy a model' });
    await deployForm.waitFor();
    expect(await optionsOf(exportForm.getByLabel('Format'))).to.deep.equal(['onnx', 'openvino', 'tensorrt']);
    expect(await optionsOf(deployForm.getByLabel('Deployment format'))).to.deep.equal(['onnx', 'openvino', 'tensorrt']);
    // Each format offers only the precisions it comes in, as GET /ml/export-options says.
    await exportForm.getByLabel('Format').selectOption('openvino');
    await exportForm.getByLabel('Precision').selectOption('fp16');
    expect(await optionsOf(exportForm.getByLabel('Precision'))).to.deep.equal(['fp32', 'fp16', 'int8']);
    await exportForm.getByLabel('Format').selectOption('onnx');
    expect(await optionsOf(exportForm.getByLabel('Precision'))).to.deep.equal(['fp32']);
    expect(await exportForm.getByLabel('Precision').inputValue()).to.equal('fp32');
    const served = (await api.get('/ml/export-options')).body.data;
    expect(served.map((o: any) => [o.format, o.precisions])).to.deep.equal([
      ['onnx', ['fp32']],
      ['openvino', ['fp32', 'fp16', 'int8']],
      ['tensorrt', ['fp32', 'fp16']],
    ]);
    const refused = await api.post('/ml/export-jobs', { model_version_id: trainedId, format: 'tflite' });
    expect(refused.body.error.details).to.equal(
      'body.format: No exporter image can produce tflite; available: onnx, openvino, tensorrt',
    );
  });

  it("downloads a model's ONNX file, its weights and an export from its row", async () => {
    await page.goto(`${s.origin}/models`);
    const download = async (modelId: number, label: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(`downloads-${modelId}`).getByRole('button', { name: label, exact: true }).click(),
      ]);
      return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
    };
    const onnx = await download(uploaded.id, 'ONNX');
    expect(onnx.bytes.equals(readFileSync((await testModels()).detector))).to.equal(true);
    expect(onnx.name).to.match(/\.onnx$/);
    // An uploaded ONNX model has no trainer weights to offer; a trained one has, and its export.
    expect(await page.getByTestId(`downloads-${uploaded.id}`).getByRole('button').allInnerTexts()).to.deep.equal([
      'ONNX',
    ]);
    expect((await download(trainedId, 'Weights')).bytes.equals(weights)).to.equal(true);
    const zip = await download(trainedId, 'openvino fp16');
    expect(zip.bytes.equals(exported)).to.equal(true);
    expect(zip.name).to.equal('model-fp16.openvino.zip');
    // Figures at a glance instead of a run-on string.
    const row = page.getByTestId('models').getByRole('row', { name: new RegExp(`^${trainedId}`) });
    expect(await row.locator('dl.figures dt').allInnerTexts()).to.deep.equal([
      'map50',
      'map50_95',
      'precision',
      'recall',
    ]);
  });

  it("charts a trained model's loss and accuracy per epoch", async () => {
    await page.goto(`${s.origin}/models`);
    const row = page.getByTestId('models').getByRole('row', { name: new RegExp(`^${trainedId}`) });
    expect(
      await page
        .getByTestId('models')
        .getByRole('row', { name: new RegExp(`^${uploaded.id}`) })
        .getByRole('button', { name: 'Training' })
        .count(),
    ).to.equal(0);
    await row.getByRole('button', { name: 'Training' }).click();
    const charts = page.getByTestId(`epochs-${TRAINING}`);
    await charts.getByTestId('epoch-map50').waitFor();
    const labels = await charts.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('aria-label')));
    expect(labels).to.deep.equal([
      'mAP50 over 3 epochs, latest 0.000',
      'box loss over 3 epochs, latest 2.100',
      'cls loss over 3 epochs, latest 1.000',
    ]);
    // mAP50 stayed 0: a flat line along the bottom of its 0 to 1 scale.
    const points = (await charts.getByTestId('epoch-map50').locator('polyline').getAttribute('points'))!;
    expect(new Set(points.split(' ').map((p) => p.split(',')[1]))).to.deep.equal(new Set(['72']));
    await screenshot(page, '50-models-training-charts');
  });

  it('shows the zero-accuracy warning on the job and charts its epochs on the jobs screen', async () => {
    await page.goto(`${s.origin}/jobs`);
    const warning = page.getByTestId(`training-warning-${TRAINING}`);
    expect(await warning.innerText()).to.match(/^mAP50 has been 0 on all 3 epochs/);
    const row = page.getByTestId('training-jobs').getByRole('row', { name: new RegExp(`^${TRAINING}`) });
    await row.getByRole('button', { name: 'Epochs' }).click();
    await page.getByTestId(`epochs-${TRAINING}`).getByTestId('epoch-box_loss').waitFor();
  });

  it("defaults the base model to the project's latest model and fills in a preset", async () => {
    await page.goto(`${s.origin}/jobs`);
    const form = page.getByRole('form', { name: 'Start training' });
    await form.getByLabel('Dataset version').selectOption(String(versionId));
    const base = form.getByLabel('Base model');
    await base.locator(`option[value="model-version:${trainedId}"]`).waitFor({ state: 'attached' });
    expect(await base.inputValue()).to.equal(`model-version:${trainedId}`);
    // No hub checkpoint is pinned on this server (WORKLOAD_HUB_SHA256): none offered. The uploaded
    // ONNX model has no weights to fine-tune.
    expect(await optionsOf(base)).to.deep.equal([
      `model-version:${trainedId}`,
      'yolov8n.yaml',
      'yolov8s.yaml',
      'yolov8m.yaml',
    ]);
    expect(await form.getByLabel('Epochs').inputValue()).to.equal('30');
    expect(await form.getByLabel('Image size').inputValue()).to.equal('320');
    await form.getByLabel('Preset').selectOption('gpu');
    expect(await form.getByLabel('Epochs').inputValue()).to.equal('100');
    expect(await form.getByLabel('Image size').inputValue()).to.equal('640');

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/ml/training-jobs')),
      form.getByRole('button', { name: 'Start training' }).click(),
    ]);
    expect(request.postDataJSON()).to.deep.include({
      dataset_version_id: versionId,
      base_model: `model-version:${trainedId}`,
      epochs: 100,
      image_size: 640,
      batch_size: 16,
      resources: { gpu: 1 },
    });
    // No cluster here: the API says so and nothing is created.
    await form
      .getByRole('alert')
      .getByText(/no Kubernetes cluster is configured/)
      .waitFor();
    await screenshot(page, '51-training-form');
  });
});
