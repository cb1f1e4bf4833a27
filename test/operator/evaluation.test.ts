import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { CoreV1Api, CustomObjectsApi } from '@kubernetes/client-node';
import { GROUP, VERSION } from '../../contracts/custom-resources.js';
import { addBatch, box, createProject, createVersion, type ImageSpec } from '../helpers/datasets.js';
import { eventually } from '../helpers/eventually.js';
import { askWorkloadUrls, finishJobPod, jobOf, workloadSecret } from '../helpers/job-pods.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { startOperatedApi, type OperatedApi } from '../helpers/operated-api.js';
import { registerModel, testModels } from '../helpers/onnx-models.js';
import { freshUser } from '../helpers/users.js';

/** Eight images, one box each: four cars, four people, `img-<class>-<n>.jpg`. */
const SPECS: ImageSpec[] = [
  ...[0, 1, 2, 3].map((n) => ({ filename: `img-car-${n}.jpg`, annotations: [box('car', n)] })),
  ...[4, 5, 6, 7].map((n) => ({ filename: `img-person-${n - 4}.jpg`, annotations: [box('person', n)] })),
];

/** The labelled box of an image as corners (what an evaluator posts), and its class index in the model. */
function truthOf(file: string) {
  const b = SPECS.find((s) => s.filename === file)!.annotations[0] as {
    class_value: string;
    x_center: number;
    y_center: number;
    width: number;
    height: number;
  };
  return {
    class_index: ['car', 'person', 'bike'].indexOf(b.class_value),
    x1: b.x_center - b.width / 2,
    y1: b.y_center - b.height / 2,
    x2: b.x_center + b.width / 2,
    y2: b.y_center + b.height / 2,
  };
}

describe('model evaluations: an EvaluationJob runs the model, the API scores it', function () {
  this.timeout(180_000);
  let cluster: TestCluster;
  let operated: OperatedApi;
  let core: CoreV1Api;
  let user: Awaited<ReturnType<OperatedApi['t']['as']>>;
  let projectId: number;
  let versionId: number;
  let modelId: number;
  /** The test split's images: file name -> image id. */
  let testImages: Map<string, number>;

  before(async () => {
    cluster = await startTestCluster();
    core = cluster.kubeConfig.makeApiClient(CoreV1Api);
    operated = await startOperatedApi(cluster, {
      apiEnv: { QUEUE_POLL_INTERVAL_MS: '100' },
      operator: { jobPollMs: 300 },
    });
    user = await operated.t.as(freshUser());
    const project = await createProject(user, ['car', 'person']);
    projectId = project.id;
    await addBatch(user, operated.t.client, projectId, SPECS);
    versionId = (await createVersion(user, { project_id: projectId, split: { train: 0.5, val: 0.25, test: 0.25 } })).id;
    const images = (await user.get(`/data/images?project_id=${projectId}&limit=100`)).body.data as any[];
    testImages = new Map(images.filter((i) => i.split === 'test').map((i) => [i.filename, i.id]));
    expect(testImages.size).to.equal(2);
    modelId = (
      await registerModel(user, (await testModels()).detector, {
        name: 'detector',
        class_names: '["car","person","bike"]',
        project_id: String(projectId),
      })
    ).id;
  });
  after(async () => operated?.stop());

  /** Starts an evaluation and waits for its Job: the workload's env, as its Secret gives it. */
  async function started(body: Record<string, unknown> = {}) {
    const created = await user.post('/ml/evaluations', {
      model_version_id: modelId,
      dataset_version_id: versionId,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const name = created.body.data.resource.name as string;
    const job = await jobOf(cluster, operated.namespace, name);
    const inputs = await workloadSecret(core, operated.namespace, job.metadata!.name!);
    return { record: created.body.data, name, jobName: job.metadata!.name!, inputs };
  }

  const post = (url: string, token: string, body: unknown) =>
    fetch(url.replace(/^http:\/\/[^/]+/, operated.t.api.internalUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Plays the evaluator's last step: uploads `images` as its predictions file and reports its success. */
  async function succeed(inputs: Record<string, string>, images: unknown[]) {
    const { urls } = await askWorkloadUrls(inputs, operated.t.api.internalUrl);
    const file = Buffer.from(JSON.stringify({ images }));
    expect((await fetch(urls.PREDICTIONS_UPLOAD_URL!, { method: 'PUT', body: file })).status).to.equal(200);
    const sha256 = createHash('sha256').update(file).digest('hex');
    const reported = await post(inputs.CALLBACK_URL!, inputs.CALLBACK_TOKEN!, {
      artifacts: { predictions: { size: file.length, sha256 } },
      outcome: { status: 'succeeded' },
    });
    expect(reported.status).to.equal(200);
  }

  /** Plays the evaluator: uploads `images` as its predictions, reports its success, then the pod ends. */
  async function evaluated(images: unknown[]) {
    const run = await started();
    await succeed(run.inputs, images);
    await finishJobPod(cluster, core, operated.namespace, run.jobName, 'Succeeded', 30_000, { uploadOutputs: false });
    const done = await eventually('the evaluation to succeed', async () => {
      const r = (await user.get(`/ml/evaluations/${run.record.id}`)).body.data;
      return r.phase === 'Succeeded' ? r : null;
    });
    return { ...run, done };
  }

  it('runs the evaluator on the test split and records every figure from its predictions', async () => {
    const [first, second] = [...testImages.keys()].sort();
    // Every labelled box found at 0.9, and a "bike" over nothing on the first image at 0.3.
    const images = [
      {
        file: first,
        boxes: [
          { ...truthOf(first!), score: 0.9 },
          { class_index: 2, score: 0.3, x1: 0, y1: 0, x2: 0.05, y2: 0.05 },
        ],
      },
      { file: second, boxes: [{ ...truthOf(second!), score: 0.9 }] },
    ];
    const run = await started();
    expect(run.record).to.include({ split: 'test', model_version_id: modelId, phase: 'Pending', figures: null });
    expect(run.inputs).to.include({ TASK: 'detect', CLASS_NAMES: '["car","person","bike"]' });
    // Exactly what it reads (the model, the dataset archive) and writes (its predictions).
    const { urls } = await askWorkloadUrls(run.inputs, operated.t.api.internalUrl);
    expect(Object.keys(urls).sort()).to.deep.equal(['DATASET_URL', 'MODEL_URL', 'PREDICTIONS_UPLOAD_URL']);
    await succeed(run.inputs, images);
    await finishJobPod(cluster, core, operated.namespace, run.jobName, 'Succeeded', 30_000, { uploadOutputs: false });
    const done = await eventually('the evaluation to succeed', async () => {
      const r = (await user.get(`/ml/evaluations/${run.record.id}`)).body.data;
      return r.phase === 'Succeeded' ? r : null;
    });
    const figures = done.figures;
    // Both labelled boxes found: AP 1 for each labelled class; the bike never labelled has none.
    expect(figures.overall).to.include({ map50: 1, map50_95: 1, precision: 1, recall: 1 });
    expect(figures.per_class.map((c: any) => c.ap50)).to.deep.equal(
      ['car', 'person'].map((c) => ([first, second].some((f) => f!.includes(c)) ? 1 : null)).concat([null]),
    );
    // The F1 of the labelled classes is 1 from confidence 0, so the matrix keeps the 0.3 bike:
    // (background, bike) on the first image; the diagonal holds the two found boxes.
    expect(figures.confidence_threshold).to.equal(0);
    expect(figures.confusion.matrix[3][2]).to.equal(1);
    expect(figures.confusion.cells['3,2']).to.deep.equal([testImages.get(first!)]);
    expect(figures.confusion.matrix.flat().reduce((s: number, v: number) => s + v, 0)).to.equal(3);
    expect(done.metrics).to.include({ map50: 1, recall: 1 });
    // kubectl get evaluationjobs shows the figures too.
    const resource = await eventually('the resource status', async () => {
      const r = (await cluster.kubeConfig.makeApiClient(CustomObjectsApi).getNamespacedCustomObject({
        group: GROUP,
        version: VERSION,
        namespace: operated.namespace,
        plural: 'evaluationjobs',
        name: run.name,
      })) as any;
      return r.status?.phase === 'Succeeded' && r.status.metrics ? r : null;
    });
    expect(resource.status.metrics.map50).to.equal(1);
  });

  it('compares two evaluations of the same split, figure by figure, and lists where they disagree', async () => {
    const files = [...testImages.keys()].sort();
    const good = await evaluated(files.map((file) => ({ file, boxes: [{ ...truthOf(file), score: 0.9 }] })));
    const blind = await evaluated(files.map((file) => ({ file, boxes: [] })));
    const res = await user.get(`/ml/evaluations/compare?a=${good.record.id}&b=${blind.record.id}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const c = res.body.data;
    expect(c.overall.map50).to.deep.equal({ a: 1, b: 0, difference: -1 });
    expect(c.a.id).to.equal(good.record.id);
    expect(c.confusion.difference[3]).to.deep.equal([0, 0, 0, 0]);
    expect(c.disagreements.map((d: any) => d.image_id)).to.deep.equal(
      files.map((f) => testImages.get(f)).sort((x, y) => x! - y!),
    );
    expect(c.disagreements[0]).to.include({ a_errors: 0, b_errors: 1 });

    // A comparison with an unfinished evaluation is a conflict; with another split, a bad request.
    const pending = await user.post('/ml/evaluations', { model_version_id: modelId, dataset_version_id: versionId });
    const conflict = await user.get(`/ml/evaluations/compare?a=${good.record.id}&b=${pending.body.data.id}`);
    expect(conflict.status).to.equal(409);
    const val = await user.post('/ml/evaluations', {
      model_version_id: modelId,
      dataset_version_id: versionId,
      split: 'val',
    });
    expect(val.body.data.split).to.equal('val');
    const otherSplit = await user.get(`/ml/evaluations/compare?a=${good.record.id}&b=${val.body.data.id}`);
    expect(otherSplit.status).to.equal(400);
    expect(otherSplit.body.error.message).to.contain('same split');

    // Another organization sees none of it.
    const other = await operated.t.as(freshUser());
    expect((await other.get(`/ml/evaluations/${good.record.id}`)).status).to.equal(404);
    expect((await other.get(`/ml/evaluations/compare?a=${good.record.id}&b=${blind.record.id}`)).status).to.equal(404);
    expect((await other.get('/ml/evaluations')).body.data).to.deep.equal([]);
    const theirs = await other.post('/ml/evaluations', { model_version_id: modelId, dataset_version_id: versionId });
    expect(theirs.status).to.equal(404);
    const listed = (await user.get('/ml/evaluations?per_page=100')).body.data;
    expect(listed.map((e: any) => e.id)).to.include(good.record.id);
    expect(listed[0]).to.not.have.property('figures');
  });

  it('refuses what cannot be evaluated, with the reason, and creates nothing', async () => {
    const before = (await user.get('/ml/evaluations?per_page=100')).body.meta.total;
    const refused = async (body: Record<string, unknown>, status: number, field?: string) => {
      const res = await user.post('/ml/evaluations', {
        model_version_id: modelId,
        dataset_version_id: versionId,
        ...body,
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(status);
      if (field) expect(res.body.error.details).to.contain(field);
      return res.body.error.message as string;
    };
    await refused({ split: 'holdout' }, 400);
    await refused({ model_version_id: 999_999 }, 404);
    await refused({ dataset_version_id: 999_999 }, 404);
    // A project whose only version has no test split (an image keeps the split an earlier
    // version of its project locked it in, so this needs a project of its own).
    const second = await createProject(user, ['car', 'person']);
    await addBatch(user, operated.t.client, second.id, SPECS.slice(0, 4));
    const noTest = (await createVersion(user, { project_id: second.id, split: { train: 0.5, val: 0.5, test: 0 } })).id;
    const secondModel = (
      await registerModel(user, (await testModels()).detector, {
        name: 'detector',
        class_names: '["car","person","bike"]',
        project_id: String(second.id),
      })
    ).id;
    // The first project's model on the second project's version.
    expect(await refused({ dataset_version_id: noTest }, 400, 'dataset_version_id')).to.contain('project');
    const explicit = { model_version_id: secondModel, dataset_version_id: noTest, split: 'test' };
    expect(await refused(explicit, 400, 'split')).to.contain('no images');
    expect((await user.get('/ml/evaluations?per_page=100')).body.meta.total).to.equal(before);

    const byDefault = await user.post('/ml/evaluations', { model_version_id: secondModel, dataset_version_id: noTest });
    expect(byDefault.status, JSON.stringify(byDefault.body)).to.equal(201);
    expect(byDefault.body.data.split).to.equal('val');

    // A model's evaluations, and a dataset version's, without paging through the others.
    const ids = async (query: string) =>
      ((await user.get(`/ml/evaluations?per_page=100&${query}`)).body.data as any[]).map((e) => e.id);
    expect(await ids(`model_version_id=${secondModel}`)).to.deep.equal([byDefault.body.data.id]);
    expect(await ids(`dataset_version_id=${noTest}`)).to.deep.equal([byDefault.body.data.id]);
    const firstModels = await ids(`model_version_id=${modelId}`);
    expect(firstModels).to.have.length(before).and.not.include(byDefault.body.data.id);
    expect(await ids(`model_version_id=${modelId}&dataset_version_id=${noTest}`)).to.deep.equal([]);
    const bad = await user.get('/ml/evaluations?model_version_id=first');
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('VALIDATION_ERROR');
  });

  it('ends a training with an evaluation of its model on the test split', async () => {
    const created = await user.post('/ml/training-jobs', {
      project_id: projectId,
      dataset_version_id: versionId,
      epochs: 1,
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const name = created.body.data.resource.name as string;
    const job = await jobOf(cluster, operated.namespace, name);
    const inputs = await workloadSecret(core, operated.namespace, job.metadata!.name!);
    const { urls } = await askWorkloadUrls(inputs, operated.t.api.internalUrl);
    const outputs = { weights: Buffer.from('best weights'), onnx: Buffer.from('onnx bytes') };
    await fetch(urls.WEIGHTS_UPLOAD_URL!, { method: 'PUT', body: outputs.weights });
    await fetch(urls.ONNX_UPLOAD_URL!, { method: 'PUT', body: outputs.onnx });
    const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    await post(inputs.CALLBACK_URL!, inputs.CALLBACK_TOKEN!, {
      class_names: ['car', 'person'],
      artifacts: Object.fromEntries(
        Object.entries(outputs).map(([k, b]) => [k, { size: b.length, sha256: digest(b) }]),
      ),
      outcome: { status: 'succeeded' },
    });
    const trained = await eventually('the model version', async () => {
      const r = (await user.get(`/ml/training-jobs/${created.body.data.id}`)).body.data;
      return r.model_version_id ? r : null;
    });
    const evaluation = await eventually('its evaluation', async () => {
      const list = (await user.get('/ml/evaluations?per_page=100')).body.data as any[];
      return list.find((e) => e.model_version_id === trained.model_version_id);
    });
    expect(evaluation).to.include({ dataset_version_id: versionId, split: 'test' });
    expect(evaluation.resource.name).to.match(/^evj-/);
  });

  it('fails an evaluation whose predictions name an image the split does not hold, recording no figure', async () => {
    const run = await started();
    await succeed(run.inputs, [{ file: 'not-in-the-split.jpg', boxes: [] }]);
    await finishJobPod(cluster, core, operated.namespace, run.jobName, 'Succeeded', 30_000, { uploadOutputs: false });
    const failed = await eventually('the evaluation to fail', async () => {
      const r = (await user.get(`/ml/evaluations/${run.record.id}`)).body.data;
      return r.phase === 'Failed' ? r : null;
    });
    expect(failed.message).to.contain('not-in-the-split.jpg');
    expect(failed.figures).to.equal(null);
  });

  it("validates an uploaded model's exports on the version of its newest successful evaluation", async () => {
    const exportInputs = async (model: number) => {
      const created = await user.post('/ml/export-jobs', { model_version_id: model, format: 'onnx' });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const name = created.body.data.resource.name as string;
      const job = await jobOf(cluster, operated.namespace, name);
      const inputs = await workloadSecret(core, operated.namespace, job.metadata!.name!);
      return (await askWorkloadUrls(inputs, operated.t.api.internalUrl)).urls;
    };
    // The uploaded detector was evaluated (successfully) on versionId above: its export is
    // validated on that version's val split, so the accuracy gate has figures to compare.
    expect(Object.keys(await exportInputs(modelId))).to.include('VALIDATION_DATASET_URL');
    // A model never evaluated has nothing to be validated against.
    const unevaluated = (
      await registerModel(user, (await testModels()).detector, {
        name: 'never evaluated',
        class_names: '["car","person","bike"]',
        project_id: String(projectId),
      })
    ).id;
    expect(Object.keys(await exportInputs(unevaluated))).to.not.include('VALIDATION_DATASET_URL');
  });

  it("scores a segmenter's masks beside its boxes, from the outlines the evaluator posts", async () => {
    // Last: "refuses what cannot be evaluated" counts every evaluation so far as the detector's.
    // Four images of one thin L each (arms 0.1 wide in the square 0.2..0.6): 0.07 of the image.
    const ell = [0.2, 0.2, 0.3, 0.2, 0.3, 0.5, 0.6, 0.5, 0.6, 0.6, 0.2, 0.6];
    const specs: ImageSpec[] = [0, 1, 2, 3].map((n) => ({
      filename: `seg-${n}.jpg`,
      annotations: [{ class_value: 'shape', type: 'polygon', geometry: ell }],
    }));
    const project = await createProject(user, ['shape', 'other'], undefined, 'segmentation');
    await addBatch(user, operated.t.client, project.id, specs);
    const version = await createVersion(user, { project_id: project.id, split: { train: 0.5, val: 0.25, test: 0.25 } });
    const segmenter = await registerModel(user, (await testModels()).segmenter, {
      name: 'segmenter',
      task: 'segment',
      class_names: '["shape","other"]',
      project_id: String(project.id),
    });
    const run = await started({ model_version_id: segmenter.id, dataset_version_id: version.id });
    expect(run.inputs).to.include({ TASK: 'segment' });
    const images = (await user.get(`/data/images?project_id=${project.id}&limit=100`)).body.data as any[];
    const tested = images.filter((i) => i.split === 'test').map((i) => i.filename as string);
    expect(tested).to.have.length(1);
    // The model finds each L's box exactly but outlines the whole square: mask IoU 0.07 / 0.16.
    const square = [0.2, 0.2, 0.6, 0.2, 0.6, 0.6, 0.2, 0.6];
    await succeed(
      run.inputs,
      tested.map((file) => ({
        file,
        boxes: [{ class_index: 0, score: 0.9, x1: 0.2, y1: 0.2, x2: 0.6, y2: 0.6, polygon: square }],
      })),
    );
    await finishJobPod(cluster, core, operated.namespace, run.jobName, 'Succeeded', 30_000, { uploadOutputs: false });
    const done = await eventually('the evaluation to succeed', async () => {
      const r = (await user.get(`/ml/evaluations/${run.record.id}`)).body.data;
      return r.phase === 'Succeeded' ? r : null;
    });
    // The box is right at every threshold; the mask (IoU 0.4375) at none.
    expect(done.figures.task).to.equal('segment');
    expect(done.figures.overall).to.include({ map50: 1, map50_95: 1, mask_map50: 0, mask_map50_95: 0 });
    expect(done.figures.per_class[0]).to.include({ name: 'shape', ap50: 1, mask_ap50: 0 });
    expect(done.metrics).to.include({ map50: 1, mask_map50: 0 });
  });
});
