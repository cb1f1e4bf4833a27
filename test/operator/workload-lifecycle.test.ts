import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api, CustomObjectsApi } from '@kubernetes/client-node';
import { GROUP, VERSION } from '../../contracts/custom-resources.js';
import { PERMANENT_FAILURE_EXIT_CODE } from '../../contracts/workload-contract.js';
import { startLocalNode, type LocalNode } from '../../scripts/stack/local-node/local-node.js';
import { addBatch, classImages, createProject, createVersion } from '../helpers/datasets.js';
import { eventually } from '../helpers/eventually.js';
import { askWorkloadUrls, finishJobPod, jobOf, jobsOf, workloadSecret } from '../helpers/job-pods.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { startOperatedApi } from '../helpers/operated-api.js';
import { registerModel, testModels } from '../helpers/onnx-models.js';
import { freshUser } from '../helpers/users.js';

/** One API, operator and namespace of its own, with a dataset version ready to train on. */
async function platform(cluster: TestCluster, overrides: Record<string, string> = {}, jobStartTimeoutS = 600) {
  const operated = await startOperatedApi(cluster, {
    apiEnv: { QUEUE_POLL_INTERVAL_MS: '100', ...overrides },
    operator: { jobPollMs: 300, jobStartTimeoutS },
  });
  const { t, operator, namespace } = operated;
  const user = await t.as(freshUser());
  const project = await createProject(user, ['car', 'person']);
  await addBatch(user, t.client, project.id, classImages({ car: 4, person: 4 }));
  const version = await createVersion(user, { project_id: project.id, split: { train: 0.5, val: 0.25, test: 0.25 } });
  const custom = cluster.kubeConfig.makeApiClient(CustomObjectsApi);
  return {
    namespace,
    t,
    operator,
    user,
    projectId: project.id as number,
    versionId: version.id as number,
    resource: (plural: string, name: string) =>
      custom.getNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural, name }) as Promise<any>,
    jobs: (resource: string) => jobsOf(cluster, namespace, resource),
    job: (resource: string) => jobOf(cluster, namespace, resource),
    async events(name: string) {
      const core = cluster.kubeConfig.makeApiClient(CoreV1Api);
      const list = await core.listNamespacedEvent({ namespace, fieldSelector: `involvedObject.name=${name}` });
      return list.items;
    },
    stop: operated.stop,
  };
}

type Platform = Awaited<ReturnType<typeof platform>>;

async function report(p: Platform, inputs: Record<string, string>, body: object) {
  const url = inputs.CALLBACK_URL!.replace(/^http:\/\/[^/]+/, p.t.api.internalUrl);
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${inputs.CALLBACK_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('training and export jobs: outputs, epochs, refusals', function () {
  this.timeout(120_000);
  let cluster: TestCluster;
  let p: Platform;
  let core: CoreV1Api;

  before(async () => {
    cluster = await startTestCluster();
    core = cluster.kubeConfig.makeApiClient(CoreV1Api);
    p = await platform(cluster);
  });
  after(async () => p?.stop());

  async function startedTraining(body: object = {}) {
    const created = await p.user.post('/ml/training-jobs', {
      project_id: p.projectId,
      dataset_version_id: p.versionId,
      epochs: 3,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const name = created.body.data.resource.name as string;
    const job = await p.job(name);
    const inputs = await workloadSecret(core, p.namespace, job.metadata!.name!);
    // What the workload asks for before its transfers: the Secret holds no signed URL.
    const { urls } = await askWorkloadUrls(inputs, p.t.api.internalUrl);
    return { record: created.body.data, name, jobName: job.metadata!.name!, inputs, urls };
  }

  it('keeps every epoch the trainer reports, readable per job and shown by kubectl get tj', async () => {
    const { record, name, inputs, urls } = await startedTraining();
    expect(JSON.stringify(inputs), 'the Secret holds no signed URL').to.not.match(/X-Amz-Signature/i);
    expect(urls).to.have.all.keys(
      'DATASET_URL',
      'CHECKPOINT_URL',
      'CHECKPOINT_UPLOAD_URL',
      'WEIGHTS_UPLOAD_URL',
      'ONNX_UPLOAD_URL',
    );
    for (const epoch of [1, 2]) {
      const metrics = { box_loss: 2 / epoch, map50: 0.3 * epoch, map50_95: 0.1 * epoch };
      const res = await report(p, inputs, { progress: epoch / 3, epoch: { epoch, epochs: 3, metrics } });
      expect(res.status).to.equal(200);
    }
    // A retried pod repeats epoch 2: its figures replace the first report's.
    await report(p, inputs, { epoch: { epoch: 2, epochs: 3, metrics: { box_loss: 0.9, map50: 0.61, map50_95: 0.2 } } });
    const page = (await p.user.get(`/ml/training-jobs/${record.id}/metrics`)).body;
    expect(page.data.map((e: any) => e.epoch)).to.deep.equal([1, 2]);
    expect(page.data[1].metrics).to.deep.equal({ box_loss: 0.9, map50: 0.61, map50_95: 0.2 });
    expect(page.meta.total).to.equal(2);
    // The same figures again (a resumed pod re-sends its checkpoint's epoch) change nothing.
    await report(p, inputs, { epoch: { epoch: 2, epochs: 3, metrics: { box_loss: 0.9, map50: 0.61, map50_95: 0.2 } } });
    const again = (await p.user.get(`/ml/training-jobs/${record.id}/metrics`)).body.data;
    expect(again[1].reported_at).to.equal(page.data[1].reported_at);
    const listed = (await p.user.get(`/ml/training-jobs/${record.id}`)).body.data;
    expect(listed.epoch).to.deep.equal({ epoch: 2, epochs: 3 });
    await eventually('the repeated epoch on the resource', async () => {
      const status = (await p.resource('trainingjobs', name)).status;
      return status?.epoch === '2/3' && status.metrics?.map50 === 0.61;
    });
    const row = await cluster.kubectl('get', 'tj', name, '-n', p.namespace, '--no-headers');
    expect(row.stdout.split(/\s+/).slice(3, 5)).to.deep.equal(['2/3', '0.61']);

    const other = await (await p.t.as(freshUser())).get(`/ml/training-jobs/${record.id}/metrics`);
    expect(other.status).to.equal(404);
  });

  it('warns on the job when a run ends with mAP50 still 0 on every epoch', async () => {
    const { record, inputs } = await startedTraining();
    const warningsAfter = async (epoch: number) => {
      const metrics = { box_loss: 3 - epoch * 0.2, map50: 0, map50_95: 0 };
      expect((await report(p, inputs, { epoch: { epoch, epochs: 3, metrics } })).status).to.equal(200);
      return (await p.user.get(`/ml/training-jobs/${record.id}`)).body.data.warnings as string[];
    };
    expect(await warningsAfter(1)).to.deep.equal([]);
    expect(await warningsAfter(2)).to.deep.equal([]);
    const [warning] = await warningsAfter(3);
    expect(warning).to.match(/^mAP50 has been 0 on all 3 epochs so far/);
    const listed = (await p.user.get('/ml/training-jobs')).body.data.find((j: any) => j.id === record.id);
    expect(listed.warnings).to.deep.equal([warning]);
  });

  it('refuses a report with a wrong callback token and records nothing', async () => {
    const { record } = await startedTraining();
    const forged = await p.t.internal
      .as('wlt_not-the-token-of-this-job')
      .post('/internal/workloads/report', { epoch: { epoch: 1, epochs: 3, metrics: { map50: 1 } } });
    expect(forged.status).to.equal(401);
    expect((await p.user.get(`/ml/training-jobs/${record.id}/metrics`)).body.data).to.deep.equal([]);
  });

  it('does not record a model when a success leaves its outputs missing or different', async () => {
    const { record, name, jobName, inputs, urls } = await startedTraining();
    // The weights are there, but not what the trainer said it uploaded; the ONNX file is missing.
    await fetch(urls.WEIGHTS_UPLOAD_URL!, { method: 'PUT', body: 'weights' });
    const claimed = { artifacts: { weights: { size: 7, sha256: 'a'.repeat(64) } }, outcome: { status: 'succeeded' } };
    expect((await report(p, inputs, claimed)).status).to.equal(200);
    expect((await p.user.get(`/ml/training-jobs/${record.id}`)).body.data.phase, 'an unverified success').to.not.equal(
      'Succeeded',
    );
    await finishJobPod(cluster, core, p.namespace, jobName, 'Succeeded', 30_000, { uploadOutputs: false });
    const failed = await eventually('the resource to fail', async () => {
      const r = await p.resource('trainingjobs', name);
      return r.status?.phase === 'Failed' ? r : null;
    });
    expect(failed.status.message).to.match(/ArtifactsMissing/);
    expect(failed.status.conditions.find((c: any) => c.type === 'Ready')).to.include({ reason: 'ArtifactsMissing' });
    const after = (await p.user.get(`/ml/training-jobs/${record.id}`)).body.data;
    expect(after.phase).to.equal('Failed');
    expect(after.model_version_id).to.equal(null);
    expect(
      (await p.user.get('/ml/models')).body.data.filter((m: any) => m.training_job_id === record.id),
    ).to.have.length(0);
    const events = await eventually('a Warning event', async () => {
      const list = await p.events(name);
      return list.some((e) => e.reason === 'ArtifactsMissing') ? list : null;
    });
    expect(events.map((e) => e.reason)).to.include('JobCreated');
  });

  it('records a model from a success whose outputs match what the trainer reported', async () => {
    const { record, name, jobName, inputs, urls } = await startedTraining();
    const weights = Buffer.from('best weights');
    const onnx = Buffer.from('onnx bytes');
    await fetch(urls.WEIGHTS_UPLOAD_URL!, { method: 'PUT', body: weights });
    await fetch(urls.ONNX_UPLOAD_URL!, { method: 'PUT', body: onnx });
    const digest = async (b: Buffer) => (await import('node:crypto')).createHash('sha256').update(b).digest('hex');
    await report(p, inputs, {
      class_names: ['car', 'person'],
      artifacts: {
        weights: { size: weights.length, sha256: await digest(weights) },
        onnx: { size: onnx.length, sha256: await digest(onnx) },
      },
      outcome: { status: 'succeeded' },
    });
    await finishJobPod(cluster, core, p.namespace, jobName, 'Succeeded', 30_000, { uploadOutputs: false });
    const done = await eventually('a model version', async () => {
      const r = await p.resource('trainingjobs', name);
      return r.status?.modelVersionId ? r : null;
    });
    const model = (await p.user.get(`/ml/models/${done.status.modelVersionId}`)).body.data;
    expect(model).to.include({ training_job_id: record.id, task: 'detect' });
    const link = (await p.user.get(`/ml/models/${model.id}/download?artifact=weights`)).body.data;
    expect(link.file_name).to.equal('best.pt');
    expect(Buffer.from(await (await fetch(link.url)).arrayBuffer())).to.deep.equal(weights);
    // The recorded model is a verified copy no Job has a URL for: the Job's PUT URL, still valid
    // for its few minutes, cannot change it.
    expect(model.artifacts.weights).to.match(/^orgs\/\d+\/models\/verified\/training-\d+\/best\.pt$/);
    expect((await fetch(urls.WEIGHTS_UPLOAD_URL!, { method: 'PUT', body: 'swapped' })).status).to.equal(200);
    const again = (await p.user.get(`/ml/models/${model.id}/download?artifact=weights`)).body.data;
    expect(Buffer.from(await (await fetch(again.url)).arrayBuffer())).to.deep.equal(weights);
    const other = await p.t.as(freshUser());
    expect((await other.get(`/ml/models/${model.id}/download`)).status).to.equal(404);
  });

  it('makes the model usable as soon as a verified success is reported, before the Job completes', async () => {
    const { record, name, jobName, inputs, urls } = await startedTraining();
    const weights = Buffer.from('early best weights');
    const onnx = Buffer.from('early onnx bytes');
    await fetch(urls.WEIGHTS_UPLOAD_URL!, { method: 'PUT', body: weights });
    await fetch(urls.ONNX_UPLOAD_URL!, { method: 'PUT', body: onnx });
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const res = await report(p, inputs, {
      metrics: { map50: 0.7 },
      artifacts: {
        weights: { size: weights.length, sha256: sha(weights) },
        onnx: { size: onnx.length, sha256: sha(onnx) },
      },
      outcome: { status: 'succeeded' },
    });
    expect(res.status).to.equal(200);
    const early = (await p.user.get(`/ml/training-jobs/${record.id}`)).body.data;
    expect(early).to.include({ phase: 'Succeeded', progress: 1 });
    expect(early.model_version_id).to.be.a('number');
    expect((await p.user.get(`/ml/models/${early.model_version_id}`)).body.data.metrics).to.deep.equal({ map50: 0.7 });

    // The operator sees the pod still running: the resource shows the model, the record stays Succeeded.
    await eventually('the model version on the resource', async () => {
      const r = await p.resource('trainingjobs', name);
      return r.status?.modelVersionId === early.model_version_id ? r : null;
    });
    expect((await p.user.get(`/ml/training-jobs/${record.id}`)).body.data.phase).to.equal('Succeeded');
    expect((await report(p, inputs, { progress: 0.5 })).status, 'the token ends with the job').to.equal(401);

    await finishJobPod(cluster, core, p.namespace, jobName, 'Succeeded', 30_000, { uploadOutputs: false });
    await eventually(
      'the resource to succeed',
      async () => (await p.resource('trainingjobs', name)).status?.phase === 'Succeeded',
    );
    const models = (await p.user.get('/ml/models')).body.data.filter((m: any) => m.training_job_id === record.id);
    expect(models.map((m: any) => m.id)).to.deep.equal([early.model_version_id]);
  });

  it("keeps a failed job's log tail on its record, shown to its organization only", async () => {
    const { record, name, jobName } = await startedTraining();
    expect(record.log_tail).to.equal(null);
    const [job] = await p.jobs(name);
    expect(job!.spec!.template.spec!.containers[0]!.terminationMessagePolicy).to.equal('FallbackToLogsOnError');
    // What the kubelet writes for a container with that policy: the tail of its log, as is.
    const tail =
      'Epoch 1/3: batch 2/4\nTraceback (most recent call last):\n  <script>x</script>\nDatasetInvalid: labels/train/7.txt line 3: class 9 unknown\n';
    await finishJobPod(cluster, core, p.namespace, jobName, 'Failed', 30_000, {
      exitCode: PERMANENT_FAILURE_EXIT_CODE,
      message: tail,
    });
    const failed = await eventually('the record to fail with its log tail', async () => {
      const r = (await p.user.get(`/ml/training-jobs/${record.id}`)).body.data;
      return r.phase === 'Failed' && r.log_tail !== null ? r : null;
    });
    expect(failed.log_tail).to.equal(tail);
    const listed = (await p.user.get('/ml/training-jobs?phase=Failed&per_page=100')).body.data;
    expect(listed.find((r: any) => r.id === record.id).log_tail).to.equal(tail);
    const event = await eventually('the Failed event', async () =>
      (await p.events(name)).find((e) => e.type === 'Warning' && e.reason === 'Failed'),
    );
    expect(event?.message).to.match(/last log line: DatasetInvalid: labels\/train\/7\.txt line 3: class 9 unknown$/);

    // An export's failure is kept the same way.
    const model = await registerModel(p.user, (await testModels()).detector, {
      name: 'detector',
      class_names: '["car","person","bike"]',
      project_id: String(p.projectId),
    });
    const exported = await p.user.post('/ml/export-jobs', { model_version_id: model.id, format: 'onnx' });
    expect(exported.status, JSON.stringify(exported.body)).to.equal(201);
    const exportName = exported.body.data.resource.name as string;
    const exportJob = await p.job(exportName);
    await finishJobPod(cluster, core, p.namespace, exportJob.metadata!.name!, 'Failed', 30_000, {
      exitCode: PERMANENT_FAILURE_EXIT_CODE,
      message: 'onnxruntime: invalid graph\n',
    });
    const exportFailed = await eventually('the export record to fail with its log tail', async () => {
      const r = (await p.user.get(`/ml/export-jobs/${exported.body.data.id}`)).body.data;
      return r.phase === 'Failed' && r.log_tail !== null ? r : null;
    });
    expect(exportFailed.log_tail).to.equal('onnxruntime: invalid graph\n');
    const exports = (await p.user.get('/ml/export-jobs?per_page=100')).body.data;
    expect(exports.find((r: any) => r.id === exported.body.data.id).log_tail).to.equal('onnxruntime: invalid graph\n');

    const other = await p.t.as(freshUser());
    expect((await other.get(`/ml/training-jobs/${record.id}`)).status).to.equal(404);
    expect((await other.get(`/ml/export-jobs/${exported.body.data.id}`)).status).to.equal(404);
    expect((await other.get('/ml/training-jobs?per_page=100')).body.data).to.deep.equal([]);
  });

  it('trains a classification project as classify, and refuses what no trainer or exporter can do', async () => {
    const classification = await createProject(p.user, ['cat', 'dog'], 'tags', 'classification');
    await addBatch(p.user, p.t.client, classification.id, classImages({ cat: 2, dog: 2 }));
    const version = await createVersion(p.user, {
      project_id: classification.id,
      split: { train: 0.5, val: 0.5, test: 0 },
    });
    const accepted = await p.user.post('/ml/training-jobs', {
      project_id: classification.id,
      dataset_version_id: version.id,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(201);
    // The project's task, and its smallest architecture when the request names none.
    expect(accepted.body.data).to.include({ task: 'classify', base_model: 'yolov8n-cls.yaml' });
    const resource = await p.resource('trainingjobs', accepted.body.data.resource.name);
    expect(resource.spec.task).to.equal('classify');

    // A job applied with kubectl that asks for another task than its project's fails with the
    // reason, and no Job ever runs it.
    const organizationId = (await p.user.get('/organization')).body.data.id;
    const name = 'detect-a-classification-project';
    const file = join(mkdtempSync(join(tmpdir(), 'tj-')), 'trainingjob.json');
    writeFileSync(
      file,
      JSON.stringify({
        apiVersion: `${GROUP}/${VERSION}`,
        kind: 'TrainingJob',
        metadata: { name, namespace: p.namespace },
        spec: {
          organizationId,
          projectId: classification.id,
          datasetVersionId: version.id,
          task: 'detect',
          baseModel: 'yolov8n.yaml',
          trainerImage: 'ghcr.io/edge-vision/trainer:0.1.0',
        },
      }),
    );
    const applied = await cluster.kubectl('apply', '-f', file);
    expect(applied.code, applied.stderr).to.equal(0);
    const failed = await eventually('the kubectl-made job to fail', async () => {
      const r = await p.resource('trainingjobs', name);
      return r.status?.phase === 'Failed' ? r : null;
    });
    expect(failed.status.message).to.match(/asks for task detect but the project is classification/);
    expect(await p.jobs(name)).to.deep.equal([]);
    const listed = (await p.user.get('/ml/training-jobs?per_page=100')).body.data.find(
      (r: any) => r.resource.name === name,
    );
    expect(listed).to.include({ phase: 'Failed', created_via: 'kubectl' });

    const badBase = await p.user.post('/ml/training-jobs', {
      project_id: p.projectId,
      dataset_version_id: p.versionId,
      base_model: '../../etc/passwd',
    });
    expect(badBase.status).to.equal(400);
    const missingBase = await p.user.post('/ml/training-jobs', {
      project_id: p.projectId,
      dataset_version_id: p.versionId,
      base_model: 'model-version:999999',
    });
    expect(missingBase.status).to.equal(404);

    const tflite = await p.user.post('/ml/export-jobs', { model_version_id: 1, format: 'tflite' });
    expect(tflite.status).to.equal(400);
    expect(tflite.body.error.details).to.match(
      /^body.format: No exporter image can produce tflite; available: onnx, openvino, tensorrt$/,
    );
    const int8Onnx = await p.user.post('/ml/export-jobs', {
      model_version_id: 1,
      format: 'onnx',
      precision: 'int8',
      calibration_dataset_version_id: p.versionId,
    });
    expect(int8Onnx.status).to.equal(400);
  });
});

describe('training and export jobs that cannot start', function () {
  this.timeout(120_000);
  let cluster: TestCluster;
  let p: Platform;
  let node: LocalNode;

  before(async () => {
    cluster = await startTestCluster();
    p = await platform(cluster, { TRAINER_IMAGE: 'registry.invalid/edge-vision/trainer:missing' }, 4);
    node = await startLocalNode({
      kubeConfig: cluster.kubeConfig,
      namespace: p.namespace,
      name: `local-${p.namespace}`,
      logDir: join(process.env.TEST_STACK_DIR ?? '/tmp', 'pods', p.namespace),
    });
  });
  after(async () => {
    await node?.stop();
    await p?.stop();
  });

  it('surfaces an image that cannot be pulled, then fails it after the start timeout and removes its Job', async () => {
    const created = await p.user.post('/ml/training-jobs', {
      project_id: p.projectId,
      dataset_version_id: p.versionId,
    });
    expect(created.status).to.equal(201);
    const name = created.body.data.resource.name;
    const blocked = await eventually('the ImagePullBackOff condition', async () => {
      const r = await p.resource('trainingjobs', name);
      const started = r.status?.conditions?.find((c: any) => c.type === 'Started');
      return started?.reason === 'ImagePullBackOff' ? started : null;
    });
    expect(blocked.status).to.equal('False');
    expect(blocked.message).to.match(/registry\.invalid\/edge-vision\/trainer:missing/);
    const failed = await eventually('the start timeout', async () => {
      const r = await p.resource('trainingjobs', name);
      return r.status?.phase === 'Failed' ? r : null;
    });
    expect(failed.status.message).to.match(/did not start within 4 s \(ImagePullBackOff/);
    await eventually('the Job to go', async () => (await p.jobs(name)).length === 0);
    const record = (await p.user.get(`/ml/training-jobs/${created.body.data.id}`)).body.data;
    expect(record.phase).to.equal('Failed');
    expect(record.message).to.match(/ImagePullBackOff/);
    const reasons = (await p.events(name)).map((e) => e.reason);
    expect(reasons).to.include.members(['JobCreated', 'ImagePullBackOff', 'StartTimeout']);
  });

  it('schedules a TensorRT export onto a GPU node: without one it is Unschedulable, then fails', async () => {
    const model = await registerModel(p.user, (await testModels()).detector, {
      name: 'detector',
      class_names: '["car","person","bike"]',
      project_id: String(p.projectId),
    });
    const created = await p.user.post('/ml/export-jobs', {
      model_version_id: model.id,
      format: 'tensorrt',
      precision: 'fp16',
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const name = created.body.data.resource.name;
    const job = await p.job(name);
    expect(job.spec!.template.spec!.containers[0]!.resources?.limits).to.include({ 'nvidia.com/gpu': '1' });
    const waiting = await eventually('the Unschedulable condition', async () => {
      const r = await p.resource('exportjobs', name);
      const started = r.status?.conditions?.find((c: any) => c.type === 'Started');
      return started?.reason === 'Unschedulable' ? started : null;
    });
    expect(waiting.message).to.match(/nvidia\.com\/gpu/);
    const failed = await eventually('the start timeout', async () => {
      const r = await p.resource('exportjobs', name);
      return r.status?.phase === 'Failed' ? r : null;
    });
    expect(failed.status.message).to.match(/did not start within 4 s \(Unschedulable/);
  });
});
