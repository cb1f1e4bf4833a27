import { eventually } from '../helpers/eventually.js';
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchV1Api, CoreV1Api, CustomObjectsApi } from '@kubernetes/client-node';
import { pino } from 'pino';
import { API_VERSION, FINALIZER, GROUP, LABELS, MANAGED_BY, VERSION } from '../../contracts/custom-resources.js';
import { childName } from '../../operator/controllers/shared/naming.js';
import { startOperator, type RunningOperator } from '../../operator/operator.js';
import type { ApiClient } from '../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../helpers/datasets.js';
import { provisionDevice } from '../helpers/devices.js';
import { askWorkloadUrls, finishJobPod, jobOf, jobsOf } from '../helpers/job-pods.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the operator against a real Kubernetes API server', function () {
  this.timeout(120_000);
  let cluster: TestCluster;
  let namespace: string;
  let t: TestApi;
  let operator: RunningOperator;
  let user: ApiClient;
  let custom: CustomObjectsApi;
  let batch: BatchV1Api;
  let core: CoreV1Api;
  let projectId: number;
  let versionId: number;
  let orgId: number;
  const operatorToken = randomBytes(24).toString('hex');

  const start = (identity: string) =>
    startOperator({
      kubeConfig: cluster.kubeConfig,
      apiUrl: `${t.api.internalUrl}/api`,
      apiToken: operatorToken,
      leaseNamespace: namespace,
      watchNamespace: namespace,
      identity,
      leaseDurationS: 2,
      resyncEveryMs: 500,
      port: 0,
      logger: pino({ level: process.env.OPERATOR_LOG_LEVEL ?? 'silent' }),
    });

  before(async () => {
    cluster = await startTestCluster();
    namespace = await cluster.namespace();
    custom = cluster.kubeConfig.makeApiClient(CustomObjectsApi);
    batch = cluster.kubeConfig.makeApiClient(BatchV1Api);
    core = cluster.kubeConfig.makeApiClient(CoreV1Api);
    t = await startTestApi({
      KUBECONFIG: cluster.kubeconfigPath,
      KUBE_NAMESPACE: namespace,
      OPERATOR_TOKEN: operatorToken,
      QUEUE_POLL_INTERVAL_MS: '100',
    });
    operator = await start('replica-a');
    await eventually('the operator to lead', async () => operator.isLeader());
    user = await t.as(freshUser());
    orgId = (await user.get('/organization')).body.data.id;
    const project = await createProject(user, ['car', 'person']);
    projectId = project.id;
    await addBatch(user, t.client, projectId, classImages({ car: 4, person: 4 }));
    versionId = (await createVersion(user, { project_id: projectId, split: { train: 0.5, val: 0.25, test: 0.25 } })).id;
  });

  after(async () => {
    await operator?.stop();
    await t?.stop();
  });

  const getResource = (plural: string, name: string) =>
    custom.getNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural, name }) as Promise<any>;

  const jobsOfResource = (resource: string) => jobsOf(cluster, namespace, resource);

  const finishPod = (jobName: string, phase: 'Succeeded' | 'Failed') =>
    finishJobPod(cluster, core, namespace, jobName, phase, 30_000, { apiOrigin: t.api.internalUrl });

  it('answers 503 and writes nothing when no cluster is configured', async () => {
    const noCluster = await startTestApi();
    try {
      const client = await noCluster.as(freshUser());
      const res = await client.post('/ml/training-jobs', { project_id: 1, dataset_version_id: 1 });
      expect(res.status).to.equal(503);
      expect(res.body.error.code).to.equal('SERVICE_UNAVAILABLE');
      expect(res.body.error.details).to.match(/Kubernetes/);
      expect(await noCluster.db.collection('training_jobs').countDocuments({})).to.equal(0);
    } finally {
      await noCluster.stop();
    }
  });

  it('runs a training job from the API: resource, one Job with its inputs, status, a model version', async () => {
    const created = await user.post('/ml/training-jobs', {
      project_id: projectId,
      dataset_version_id: versionId,
      epochs: 3,
      hyperparameters: { lr0: 0.01 },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const record = created.body.data;
    expect(record).to.include({ phase: 'Pending', created_via: 'api', epochs: 3 });
    const name = record.resource.name;

    const resource = await getResource('trainingjobs', name);
    expect(resource.spec).to.include({ organizationId: orgId, projectId, datasetVersionId: versionId, epochs: 3 });

    // The dataset export the job reads is produced first; then the operator creates the Job.
    const job = await jobOf(cluster, namespace, name);
    expect(job.metadata!.ownerReferences![0]).to.include({ kind: 'TrainingJob', name, controller: true });
    expect(job.metadata!.labels).to.include({ 'edgevision.io/organization-id': String(orgId) });
    const secret = await core.readNamespacedSecret({ namespace, name: job.metadata!.name! });
    const inputs = Object.fromEntries(
      Object.entries(secret.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]),
    );
    expect(inputs.CALLBACK_TOKEN).to.match(/^wlt_/);
    expect(JSON.stringify(inputs), 'the Secret holds no signed URL').to.not.match(/X-Amz-Signature/i);
    const { urls } = await askWorkloadUrls(inputs, t.api.internalUrl);
    expect(urls.DATASET_URL).to.match(/^http:\/\/127\.0\.0\.1:\d+\//);
    const dataset = await fetch(urls.DATASET_URL!);
    expect(dataset.status).to.equal(200);
    expect((await getResource('trainingjobs', name)).metadata.finalizers).to.include(FINALIZER);

    // The workload reports progress with its own credential; the status follows.
    const report = await fetch(
      inputs.CALLBACK_URL!.replace('/api/', '/api/').replace(/^http:\/\/[^/]+/, t.api.internalUrl),
      {
        method: 'POST',
        headers: { authorization: `Bearer ${inputs.CALLBACK_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ progress: 0.5, metrics: { mAP50: 0.61 }, class_names: ['car', 'person'] }),
      },
    );
    expect(report.status).to.equal(200);
    await eventually(
      'progress on the resource',
      async () => (await getResource('trainingjobs', name)).status?.progress === 0.5,
    );
    const forged = await t.internal
      .as('wlt_not-the-token-of-this-job')
      .post('/internal/workloads/report', { progress: 1 });
    expect(forged.status).to.equal(401);

    await finishPod(job.metadata!.name!, 'Succeeded');
    const done = await eventually('the resource to succeed', async () => {
      const r = await getResource('trainingjobs', name);
      return r.status?.phase === 'Succeeded' && r.status.modelVersionId ? r : null;
    });
    expect(done.status.conditions.find((c: any) => c.type === 'Ready')).to.include({ status: 'True' });
    const after = (await user.get(`/ml/training-jobs/${record.id}`)).body.data;
    expect(after).to.include({ phase: 'Succeeded', progress: 1, model_version_id: done.status.modelVersionId });
    const model = (await user.get(`/ml/models/${after.model_version_id}`)).body.data;
    expect(model).to.include({ project_id: projectId, version: 1, source: 'training', training_job_id: record.id });
    expect(model.class_names).to.deep.equal(['car', 'person']);
    expect(model.metrics).to.deep.equal({ mAP50: 0.61 });
    expect(await jobsOfResource(name)).to.have.length(1);
  });

  it('shows a TrainingJob applied with kubectl in GET /ml/training-jobs, and fails it with its Job', async () => {
    const name = 'made-with-kubectl';
    const manifest = {
      apiVersion: API_VERSION,
      kind: 'TrainingJob',
      metadata: { name, namespace },
      spec: {
        organizationId: orgId,
        projectId,
        datasetVersionId: versionId,
        baseModel: 'yolov8s.pt',
        trainerImage: 'example/trainer:1',
        backoffLimit: 0,
      },
    };
    const file = join(mkdtempSync(join(tmpdir(), 'tj-')), 'trainingjob.json');
    writeFileSync(file, JSON.stringify(manifest));
    const applied = await cluster.kubectl('apply', '-f', file);
    expect(applied.code, applied.stderr).to.equal(0);
    const listed = await eventually('the record', async () => {
      const list = (await user.get('/ml/training-jobs?per_page=100')).body.data as any[];
      return list.find((r) => r.resource.name === name);
    });
    expect(listed).to.include({ created_via: 'kubectl', base_model: 'yolov8s.pt' });
    const job = await jobOf(cluster, namespace, name);
    await finishPod(job.metadata!.name!, 'Failed');
    await eventually(
      'the resource to fail',
      async () => (await getResource('trainingjobs', name)).status?.phase === 'Failed',
    );
    const record = (await user.get(`/ml/training-jobs/${listed.id}`)).body.data;
    expect(record.phase).to.equal('Failed');
    expect(record.model_version_id).to.equal(null);
  });

  it('leaves the resources of another namespace to the platform watching there (WATCH_NAMESPACE)', async () => {
    // Another platform's TrainingJob in a namespace of its own names this organization's id too:
    // adopted, it would become a record here and get a Job (what the suites sharing this API
    // server saw: an evaluation test found a foreign EvaluationJob among its own records).
    const elsewhere = await cluster.namespace();
    const body = (name: string) => ({
      apiVersion: API_VERSION,
      kind: 'TrainingJob',
      metadata: { name },
      spec: {
        organizationId: orgId,
        projectId,
        datasetVersionId: versionId,
        baseModel: 'yolov8n.yaml',
        trainerImage: 'example/trainer:1',
      },
    });
    const create = (ns: string, name: string) =>
      custom.createNamespacedCustomObject({
        group: GROUP,
        version: VERSION,
        namespace: ns,
        plural: 'trainingjobs',
        body: body(name),
      });
    await create(elsewhere, 'foreign-job');
    // Created after the foreign one: once this one is recorded, the watch has had its chance.
    await create(namespace, 'own-job');
    const listed = async () =>
      ((await user.get('/ml/training-jobs?per_page=100')).body.data as any[]).map((r) => r.resource.name);
    await eventually('its own resource recorded', async () => (await listed()).includes('own-job'));
    await sleep(1500); // three resyncs
    expect(await listed()).to.not.include('foreign-job');
    expect((await batch.listNamespacedJob({ namespace: elsewhere })).items).to.deep.equal([]);
    const foreign = await custom.getNamespacedCustomObject({
      group: GROUP,
      version: VERSION,
      namespace: elsewhere,
      plural: 'trainingjobs',
      name: 'foreign-job',
    });
    expect((foreign as any).status).to.equal(undefined);
    expect((foreign as any).metadata.finalizers ?? []).to.deep.equal([]);
    for (const [ns, name] of [
      [elsewhere, 'foreign-job'],
      [namespace, 'own-job'],
    ] as const)
      await custom.deleteNamespacedCustomObject({
        group: GROUP,
        version: VERSION,
        namespace: ns,
        plural: 'trainingjobs',
        name,
      });
  });

  it('never takes a Job of an earlier resource of the same name for its own; creates its own once it goes', async () => {
    const name = 'reused-name';
    const jobName = childName(name, 'train');
    // What an earlier TrainingJob of this name leaves while the garbage collector has not caught up.
    await batch.createNamespacedJob({
      namespace,
      body: {
        metadata: { name: jobName, labels: { [LABELS.managedBy]: MANAGED_BY, [LABELS.resource]: name } },
        spec: {
          template: { spec: { restartPolicy: 'Never', containers: [{ name: 'old', image: 'example/old:1' }] } },
        },
      },
    });
    const created = (await custom.createNamespacedCustomObject({
      group: GROUP,
      version: VERSION,
      namespace,
      plural: 'trainingjobs',
      body: {
        apiVersion: API_VERSION,
        kind: 'TrainingJob',
        metadata: { name },
        spec: {
          organizationId: orgId,
          projectId,
          datasetVersionId: versionId,
          baseModel: 'yolov8n.yaml',
          trainerImage: 'example/trainer:1',
        },
      },
    })) as { metadata: { uid: string } };
    const waiting = await eventually('the resource to wait for the old Job', async () => {
      const status = (await getResource('trainingjobs', name)).status;
      return status?.message?.includes('earlier TrainingJob') ? status : null;
    });
    expect(waiting).to.include({ phase: 'Pending' });
    expect(waiting.jobName).to.equal(undefined);
    const events = await core.listNamespacedEvent({ namespace, fieldSelector: `involvedObject.name=${name}` });
    expect(events.items.map((e) => e.reason)).to.include('WaitingForInputs');

    await batch.deleteNamespacedJob({ namespace, name: jobName, propagationPolicy: 'Background' });
    const own = await eventually('its own Job', async () => {
      const job = await batch.readNamespacedJob({ namespace, name: jobName }).catch(() => null);
      return job?.metadata?.ownerReferences?.[0]?.uid === created.metadata.uid ? job : null;
    });
    expect(own.spec?.template.spec?.containers[0]?.image).to.equal('example/trainer:1');
    await custom.deleteNamespacedCustomObject({
      group: GROUP,
      version: VERSION,
      namespace,
      plural: 'trainingjobs',
      name,
    });
  });

  it('keeps one Job per resource however often it reconciles, also across an operator restart', async () => {
    const created = await user.post('/ml/training-jobs', { project_id: projectId, dataset_version_id: versionId });
    const name = created.body.data.resource.name;
    await eventually('the Job', async () => (await jobsOfResource(name)).length > 0);
    await operator.stop();
    operator = await start('replica-a2');
    await eventually('the new operator to lead', async () => operator.isLeader(), 20_000);
    await sleep(1500); // several resync rounds
    expect(await jobsOfResource(name)).to.have.length(1);
  });

  it('cancelling deletes the resource through the finalizer; its Job goes with it', async () => {
    const created = await user.post('/ml/training-jobs', { project_id: projectId, dataset_version_id: versionId });
    const { id, resource } = created.body.data;
    await eventually('the Job', async () => (await jobsOfResource(resource.name)).length > 0);
    const cancelled = await user.post(`/ml/training-jobs/${id}/cancel`);
    expect(cancelled.status).to.equal(200);
    expect(cancelled.body.data.phase).to.equal('Cancelled');
    await eventually('the resource to go', async () =>
      getResource('trainingjobs', resource.name).then(
        () => false,
        () => true,
      ),
    );
    await eventually('the Job to be garbage-collected', async () => (await jobsOfResource(resource.name)).length === 0);
    expect((await user.post(`/ml/training-jobs/${id}/cancel`)).status).to.equal(409);
  });

  it("another organization's jobs and models are 404", async () => {
    const other = await t.as(freshUser());
    const mine = (await user.get('/ml/training-jobs')).body.data[0];
    expect((await other.get(`/ml/training-jobs/${mine.id}`)).status).to.equal(404);
    expect((await other.post(`/ml/training-jobs/${mine.id}/cancel`)).status).to.equal(404);
    expect((await other.get('/ml/training-jobs')).body.data).to.deep.equal([]);
    const models = (await user.get('/ml/models')).body.data;
    expect((await other.get(`/ml/models/${models[0].id}`)).status).to.equal(404);
    const ownVersion = await other.post('/ml/training-jobs', { project_id: projectId, dataset_version_id: versionId });
    expect(ownVersion.status).to.equal(404);
  });

  it('internal routes refuse callers without the operator token', async () => {
    const res = await t.internal
      .as(await (await import('../helpers/tokens.js')).tokenFor(freshUser()))
      .post('/internal/operator/training-jobs/sync', {});
    expect(res.status).to.equal(401);
    expect((await t.internal.post('/internal/operator/training-jobs/sync', {})).status).to.equal(401);
  });

  it('two operator replicas: one leads, the other takes over when it stops', async () => {
    const second = await start('replica-b');
    try {
      await sleep(2500);
      expect([operator.isLeader(), second.isLeader()].filter(Boolean)).to.have.length(1);
      const leader = operator.isLeader() ? operator : second;
      const follower = leader === operator ? second : operator;
      await leader.stop();
      await eventually('the follower to take over', async () => follower.isLeader(), 20_000);
      if (leader === operator) operator = second;
    } finally {
      if (operator !== second) await second.stop();
    }
  });

  it('deploys a model to devices: release, phase reports in check-ins, success', async () => {
    const model = (await user.get('/ml/models')).body.data[0];
    const a = await provisionDevice(user, t.client);
    const b = await provisionDevice(user, t.client);
    const created = await user.post('/ml/deployments', {
      model_version_id: model.id,
      format: 'onnx',
      device_ids: [a.deviceId, b.deviceId],
      rollout: { strategy: 'batched', batch_size: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const deployment = created.body.data;
    const deviceA = t.client.withDeviceKey(a.apiKey);
    const deviceB = t.client.withDeviceKey(b.apiKey);

    // Batches of one: exactly one device gets it first.
    const first = await eventually('the first device to be released', async () => {
      const [ca, cb] = await Promise.all([deviceA.post('/device/checkin', {}), deviceB.post('/device/checkin', {})]);
      const got = [ca, cb].map((c) => c.body.data.deployments.length);
      return got[0]! + got[1]! === 1 ? { ca, cb } : null;
    });
    const [firstDevice, secondDevice] = first.ca.body.data.deployments.length ? [deviceA, deviceB] : [deviceB, deviceA];
    const pending = (await firstDevice.post('/device/checkin', {})).body.data.deployments[0];
    expect(pending).to.include({
      job_id: deployment.job_id,
      rollback: false,
      model_version_id: model.id,
      format: 'onnx',
    });
    expect(pending.artifact_url).to.match(/^http/);
    // Minutes, not a day: signed afresh at every check-in.
    expect(Number(new URL(pending.artifact_url).searchParams.get('X-Amz-Expires'))).to.be.at.most(900);

    for (const phase of ['download', 'verify', 'install', 'start', 'healthcheck']) {
      const res = await firstDevice.post(`/device/deployment-jobs/${deployment.job_id}/phase`, {
        phase,
        status: 'succeeded',
        started_at: '2026-11-21T10:00:00Z',
        completed_at: '2026-11-21T10:00:01Z',
      });
      expect(res.status).to.equal(200);
    }
    const again = await firstDevice.post(`/device/deployment-jobs/${deployment.job_id}/phase`, {
      phase: 'healthcheck',
      status: 'succeeded',
    });
    expect(again.body.data).to.deep.equal({ recorded: true, duplicate: true });

    await eventually(
      'the second device to be released',
      async () => (await secondDevice.post('/device/checkin', {})).body.data.deployments.length === 1,
    );
    // A user of the organization may report for a device.
    const secondId = secondDevice === deviceA ? a.deviceId : b.deviceId;
    for (const phase of ['download', 'verify', 'install', 'start', 'healthcheck']) {
      const res = await user.post(`/device/deployment-jobs/${deployment.job_id}/phase`, {
        phase,
        status: 'succeeded',
        device_id: secondId,
      });
      expect(res.status).to.equal(200);
    }
    const done = await eventually('the deployment to succeed', async () => {
      const d = (await user.get(`/ml/deployments/${deployment.id}`)).body.data;
      return d.phase === 'Succeeded' ? d : null;
    });
    expect(done.progress).to.equal(1);
    expect(done.devices.map((d: any) => d.state)).to.deep.equal(['Succeeded', 'Succeeded']);
    const resource = await getResource('deploymentjobs', deployment.resource.name);
    expect(resource.status).to.include({ phase: 'Succeeded', targetCount: 2 });
    // `kubectl describe` tells the rollout: one device per batch, then the outcome.
    const events = await eventually('the outcome event', async () => {
      const list = await core.listNamespacedEvent({
        namespace,
        fieldSelector: `involvedObject.name=${deployment.resource.name}`,
      });
      return list.items.some((e) => e.reason === 'Succeeded') ? list.items : null;
    });
    expect(events.filter((e) => e.reason === 'DevicesReleased').map((e) => e.message)).to.have.members([
      `Released the model to 1 device(s): ${a.deviceId === secondId ? b.deviceId : a.deviceId}`,
      `Released the model to 1 device(s): ${secondId}`,
    ]);
    expect((await deviceA.post('/device/checkin', {})).body.data.deployments).to.deep.equal([]);
  });

  it('rolls back when a device fails', async () => {
    const model = (await user.get('/ml/models')).body.data[0];
    const a = await provisionDevice(user, t.client);
    const created = await user.post('/ml/deployments', { model_version_id: model.id, device_ids: [a.deviceId] });
    const deployment = created.body.data;
    const device = t.client.withDeviceKey(a.apiKey);
    await eventually(
      'the release',
      async () => (await device.post('/device/checkin', {})).body.data.deployments.length === 1,
    );
    await device.post(`/device/deployment-jobs/${deployment.job_id}/phase`, {
      phase: 'install',
      status: 'failed',
      error: { code: 'DISK_FULL', message: 'no space left' },
    });
    const rollback = await eventually('the rollback', async () => {
      const list = (await device.post('/device/checkin', {})).body.data.deployments as any[];
      return list.find((d) => d.rollback);
    });
    expect(rollback.job_id).to.equal(`${deployment.job_id}-rollback`);
    for (const phase of ['download', 'install', 'start', 'healthcheck']) {
      await device.post(`/device/deployment-jobs/${rollback.job_id}/phase`, { phase, status: 'succeeded' });
    }
    await eventually(
      'RolledBack',
      async () => (await user.get(`/ml/deployments/${deployment.id}`)).body.data.phase === 'RolledBack',
    );
  });

  it('validates phase reports and refuses devices that are not targets', async () => {
    const model = (await user.get('/ml/models')).body.data[0];
    const target = await provisionDevice(user, t.client);
    const outsider = await provisionDevice(user, t.client);
    const deployment = (
      await user.post('/ml/deployments', { model_version_id: model.id, device_ids: [target.deviceId] })
    ).body.data;
    const device = t.client.withDeviceKey(target.apiKey);
    await eventually(
      'the release',
      async () => (await device.post('/device/checkin', {})).body.data.deployments.length === 1,
    );
    for (const body of [
      { phase: 'flash', status: 'started' },
      { phase: 'install', status: 'done' },
      { phase: 'install', status: 'started', started_at: 'yesterday' },
    ]) {
      expect((await device.post(`/device/deployment-jobs/${deployment.job_id}/phase`, body)).status).to.equal(400);
    }
    const notTarget = await t.client
      .withDeviceKey(outsider.apiKey)
      .post(`/device/deployment-jobs/${deployment.job_id}/phase`, { phase: 'download', status: 'started' });
    expect(notTarget.status).to.equal(404);
    expect(
      (await device.post('/device/deployment-jobs/not-an-id/phase', { phase: 'download', status: 'started' })).status,
    ).to.equal(400);
  });
});
