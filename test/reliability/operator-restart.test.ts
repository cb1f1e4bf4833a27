/**
 * The operator killed (SIGKILL, as by an OOM kill or a lost node) in the middle of its work and
 * started again as a new replica: afterwards every resource has exactly one Job and one inputs
 * Secret, statuses converge, and the new replica takes the Lease over once the dead one's expires.
 * The operator runs as its own process (operator/main.ts); a proxy in front of the API stops it
 * at chosen steps, right after the API acted on a call and before the operator saw the answer.
 */
import { eventually as eventuallyWithin } from '../helpers/eventually.js';
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { BatchV1Api, CoordinationV1Api, CoreV1Api, CustomObjectsApi, type V1Job } from '@kubernetes/client-node';
import { API_VERSION, GROUP, KINDS, VERSION } from '../../contracts/custom-resources.js';
import type { ApiClient } from '../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../helpers/datasets.js';
import { provisionDevice } from '../helpers/devices.js';
import { startHoldingProxy, type HeldRequest, type HoldingProxy } from '../helpers/holding-proxy.js';
import { finishJobPod } from '../helpers/job-pods.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { spawnOperator, type OperatorProcess } from '../helpers/operator-process.js';
import { stackEnv } from '../helpers/stack-env.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

const LEASE_S = 2;
const DEPLOY_PHASES = ['download', 'verify', 'install', 'start', 'healthcheck'];

const eventually = <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000) =>
  eventuallyWithin(what, probe, timeoutMs);

const internalCall = (segment: string, step: string) => (r: HeldRequest) =>
  new RegExp(`/internal/operator/${segment}/\\d+/\\d+/${step}$`).test(r.path);

describe('the operator killed while it reconciles', function () {
  this.timeout(60_000);
  let cluster: TestCluster;
  let namespace: string;
  let t: TestApi;
  let proxy: HoldingProxy;
  let user: ApiClient;
  let custom: CustomObjectsApi;
  let batch: BatchV1Api;
  let core: CoreV1Api;
  let coordination: CoordinationV1Api;
  let orgId: number;
  let projectId: number;
  let versionId: number;
  let replica: OperatorProcess | null = null;
  let replicas = 0;
  const trainings: { id: number; name: string }[] = [];
  const operatorToken = randomBytes(24).toString('hex');

  before(async function () {
    this.timeout(120_000);
    cluster = await startTestCluster();
    namespace = await cluster.namespace();
    custom = cluster.kubeConfig.makeApiClient(CustomObjectsApi);
    batch = cluster.kubeConfig.makeApiClient(BatchV1Api);
    core = cluster.kubeConfig.makeApiClient(CoreV1Api);
    coordination = cluster.kubeConfig.makeApiClient(CoordinationV1Api);
    t = await startTestApi({
      KUBECONFIG: cluster.kubeconfigPath,
      KUBE_NAMESPACE: namespace,
      OPERATOR_TOKEN: operatorToken,
      QUEUE_POLL_INTERVAL_MS: '100',
    });
    proxy = await startHoldingProxy(t.api.internalUrl);
    user = await t.as(freshUser());
    orgId = (await user.get('/organization')).body.data.id;
    projectId = (await createProject(user, ['car', 'person'])).id;
    await addBatch(user, t.client, projectId, classImages({ car: 2, person: 2 }));
    versionId = (await createVersion(user, { project_id: projectId, split: { train: 0.5, val: 0.25, test: 0.25 } })).id;
  });

  after(async function () {
    this.timeout(60_000);
    // Other suites' operators watch every namespace of the shared cluster: leave no resource behind.
    if (replica?.process.running) {
      const plurals = ['trainingjobs', 'exportjobs', 'deploymentjobs'];
      for (const plural of plurals)
        await custom.deleteCollectionNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural });
      const left = async (plural: string) =>
        (
          (await custom.listNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural })) as {
            items: unknown[];
          }
        ).items.length;
      await eventually('the finalizers to let the resources go', async () => {
        for (const plural of plurals) if ((await left(plural)) > 0) return false;
        return true;
      });
    }
    await replica?.stop();
    await proxy?.close();
    await t?.stop();
  });

  /** A new replica (a new pod: its own identity), reaching the API through the proxy. */
  async function startReplica(): Promise<OperatorProcess> {
    replicas += 1;
    replica = await spawnOperator({
      identity: `replica-${replicas}`,
      kubeconfigPath: cluster.kubeconfigPath,
      apiUrl: `${proxy.url}/api`,
      operatorToken,
      leaseNamespace: namespace,
      logDir: join(stackEnv.dir, 'logs'),
      env: { LEASE_DURATION_S: String(LEASE_S), RESYNC_INTERVAL_MS: '1000' },
    });
    return replica;
  }

  async function lease() {
    return (await coordination.readNamespacedLease({ name: 'edge-vision-operator', namespace })).spec ?? {};
  }

  /** Kills the replica once a matching call reached the API, and starts the next one, which must take the Lease. */
  async function killAt(held: Promise<HeldRequest>): Promise<OperatorProcess> {
    await held;
    const before = await lease();
    await replica!.kill();
    proxy.releaseAll();
    const next = await startReplica();
    const taken = await eventually(
      `${next.identity} to take the Lease over`,
      async () => {
        const spec = await lease();
        return spec.holderIdentity === next.identity ? spec : null;
      },
      LEASE_S * 1000 + 10_000,
    );
    expect(taken.leaseTransitions).to.equal((before.leaseTransitions ?? 0) + 1);
    return next;
  }

  const resource = (plural: string, name: string) =>
    custom.getNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural, name }) as Promise<any>;

  /** Everything the operator made for a resource: selected by label, so a second Job of any name shows up. */
  async function children(name: string): Promise<{ jobs: V1Job[]; secrets: number }> {
    const labelSelector = `${GROUP}/resource=${name}`;
    const jobs = (await batch.listNamespacedJob({ namespace, labelSelector })).items;
    const secrets = (await core.listNamespacedSecret({ namespace, labelSelector })).items.length;
    return { jobs, secrets };
  }

  async function oneJobEach(names: string[]): Promise<Map<string, V1Job>> {
    const jobs = new Map<string, V1Job>();
    for (const name of names) {
      const made = await eventually(`the Job of ${name}`, async () => {
        const c = await children(name);
        return c.jobs.length > 0 && c.secrets > 0 ? c : null;
      });
      expect(
        made.jobs.map((j) => j.metadata!.name),
        name,
      ).to.have.length(1);
      expect(made.secrets, `inputs Secrets of ${name}`).to.equal(1);
      jobs.set(name, made.jobs[0]!);
    }
    return jobs;
  }

  /**
   * Waits for at least as many more reconciles as `rounds` resyncs of this suite's resources of
   * the kind take, so a duplicate a later pass would create has had its chance to appear.
   */
  async function resyncRounds(kind: 'TrainingJob' | 'ExportJob', rounds = 2): Promise<void> {
    const plural = KINDS[kind].plural;
    const mine = (await custom.listNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural })) as {
      items: unknown[];
    };
    const from = await replica!.reconciles(kind);
    await eventually(
      `${rounds} resync rounds`,
      async () => (await replica!.reconciles(kind)) >= from + rounds * mine.items.length,
    );
  }

  it('killed right after the API handed out inputs: the next replica takes the Lease and makes one Job and one Secret per resource, with a working callback token', async () => {
    const handedOut = proxy.holdNextReply(
      (r) => internalCall('training-jobs', 'inputs')(r) && JSON.parse(r.reply).data?.ready === true,
    );
    await startReplica();
    for (let i = 0; i < 3; i++) {
      const created = await user.post('/ml/training-jobs', { project_id: projectId, dataset_version_id: versionId });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      trainings.push({ id: created.body.data.id, name: created.body.data.resource.name });
    }
    await killAt(handedOut);

    const names = trainings.map((tj) => tj.name);
    await oneJobEach(names);
    await resyncRounds('TrainingJob');
    const jobs = await oneJobEach(names);
    for (const { name } of trainings) {
      // The token in the Secret must be the one the API holds: a stale one would lock the workload out.
      const secret = await core.readNamespacedSecret({ namespace, name: jobs.get(name)!.metadata!.name! });
      const token = Buffer.from(secret.data!.CALLBACK_TOKEN!, 'base64').toString();
      const workload = t.internal.as(token);
      const report = await workload.post('/internal/workloads/report', { progress: 0.25 });
      expect(report.status, `${name}: ${JSON.stringify(report.body)}`).to.equal(200);
      await eventually(
        `progress on ${name}`,
        async () => (await resource('trainingjobs', name)).status?.progress === 0.25,
      );
    }
  });

  it('killed right after the API recorded a success, before the resource status was written: status converges, one model version each', async () => {
    const recorded = proxy.holdNextReply(
      (r) => internalCall('training-jobs', 'status')(r) && JSON.parse(r.body).phase === 'Succeeded',
    );
    const jobs = await oneJobEach(trainings.map((tj) => tj.name));
    for (const job of jobs.values())
      await finishJobPod(cluster, core, namespace, job.metadata!.name!, 'Succeeded', 30_000, {
        apiOrigin: t.api.internalUrl,
      });
    await killAt(recorded);

    for (const { id, name } of trainings) {
      const done = await eventually(`${name} to succeed`, async () => {
        const r = await resource('trainingjobs', name);
        return r.status?.phase === 'Succeeded' && r.status.modelVersionId ? r : null;
      });
      const record = (await user.get(`/ml/training-jobs/${id}`)).body.data;
      expect(record).to.include({ phase: 'Succeeded', model_version_id: done.status.modelVersionId });
      const after = (await user.get('/ml/models?per_page=100')).body.data as { training_job_id: number | null }[];
      expect(
        after.filter((m) => m.training_job_id === id),
        name,
      ).to.have.length(1);
      // Recorded, so the Job may now expire (the CRD's default TTL).
      await eventually(
        `the Job of ${name} to get its TTL`,
        async () => (await children(name)).jobs[0]?.spec?.ttlSecondsAfterFinished === 86_400,
      );
    }
    await oneJobEach(trainings.map((tj) => tj.name));
  });

  it('killed at random steps while export and deployment jobs reconcile: one Job per export, one release per device, all converge', async () => {
    const modelId = (await user.get(`/ml/training-jobs/${trainings[0]!.id}`)).body.data.model_version_id;
    const exports: { id: number; name: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await user.post('/ml/export-jobs', { model_version_id: modelId, format: 'onnx' });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      exports.push({ id: created.body.data.id, name: created.body.data.resource.name });
    }
    const devices = await Promise.all([0, 1, 2, 3].map(() => provisionDevice(user, t.client)));
    const deployments: { id: number; jobId: string; name: string; devices: typeof devices }[] = [];
    for (const pair of [devices.slice(0, 2), devices.slice(2)]) {
      const created = await user.post('/ml/deployments', {
        model_version_id: modelId,
        format: 'onnx',
        device_ids: pair.map((d) => d.deviceId),
      });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const { id, job_id: jobId, resource: r } = created.body.data;
      deployments.push({ id, jobId, name: r.name, devices: pair });
    }

    // Each kill lands on the k-th call to the API of that replica's life: always inside a reconcile.
    const steps: number[] = [];
    for (let round = 0; round < 3; round++) {
      const k = 1 + Math.floor(Math.random() * 12);
      steps.push(k);
      let calls = 0;
      await killAt(proxy.holdNextReply(() => ++calls === k));
    }

    const exportJobs = await oneJobEach(exports.map((e) => e.name));
    for (const job of exportJobs.values())
      await finishJobPod(cluster, core, namespace, job.metadata!.name!, 'Succeeded', 30_000, {
        apiOrigin: t.api.internalUrl,
      });
    for (const { id, name } of exports) {
      const done = await eventually(`${name} to succeed (kills at calls ${steps})`, async () => {
        const r = await resource('exportjobs', name);
        return r.status?.phase === 'Succeeded' && r.status.artifactKey ? r : null;
      });
      const record = (await user.get(`/ml/export-jobs/${id}`)).body.data;
      expect(record.phase).to.equal('Succeeded');
      expect(done.status.jobName).to.equal(exportJobs.get(name)!.metadata!.name);
    }

    for (const deployment of deployments) {
      for (const device of deployment.devices) {
        const client = t.client.withDeviceKey(device.apiKey);
        const mine = await eventually(`${device.deviceId} to be released (kills at calls ${steps})`, async () => {
          const list = (await client.post('/device/checkin', {})).body.data.deployments as { job_id: string }[];
          const found = list.filter((d) => d.job_id === deployment.jobId);
          return found.length > 0 ? found : null;
        });
        expect(mine, device.deviceId).to.have.length(1);
        for (const phase of DEPLOY_PHASES) {
          const res = await client.post(`/device/deployment-jobs/${deployment.jobId}/phase`, {
            phase,
            status: 'succeeded',
          });
          expect(res.status).to.equal(200);
        }
      }
      await eventually(`${deployment.name} to succeed`, async () => {
        const r = await resource('deploymentjobs', deployment.name);
        return r.status?.phase === 'Succeeded' && r.status.targetCount === 2;
      });
      expect((await user.get(`/ml/deployments/${deployment.id}`)).body.data.phase).to.equal('Succeeded');
    }
    await resyncRounds('ExportJob');
    await oneJobEach(exports.map((e) => e.name));
    const listed = (await user.get('/ml/export-jobs?per_page=100')).body.data as {
      id: number;
      resource: { namespace: string };
    }[];
    const records = listed.filter((e) => e.resource.namespace === namespace).map((e) => e.id);
    expect(records.sort()).to.deep.equal(exports.map((e) => e.id).sort());
  });

  it('a Job that finishes while no replica runs is counted once: recorded after the restart, then removed by its TTL and never run again', async () => {
    const name = 'finished-while-down';
    await custom.createNamespacedCustomObject({
      group: GROUP,
      version: VERSION,
      namespace,
      plural: 'trainingjobs',
      body: {
        apiVersion: API_VERSION,
        kind: 'TrainingJob',
        metadata: { name, namespace },
        spec: {
          organizationId: orgId,
          projectId,
          datasetVersionId: versionId,
          baseModel: 'yolov8n.pt',
          trainerImage: 'example/trainer:1',
          ttlSecondsAfterFinished: 1,
        },
      },
    });
    const [job] = (await oneJobEach([name])).values();
    // Until the outcome is recorded, nothing may delete the Job.
    expect(job!.spec!.ttlSecondsAfterFinished).to.equal(undefined);
    await replica!.kill();
    await finishJobPod(cluster, core, namespace, job!.metadata!.name!, 'Succeeded', 30_000, {
      apiOrigin: t.api.internalUrl,
    });
    await eventually('the Job controller to complete the Job', async () => {
      const [current] = (await children(name)).jobs;
      return current?.status?.conditions?.some((c) => c.type === 'Complete' && c.status === 'True');
    });

    const next = await startReplica();
    const done = await eventually(`${name} to succeed`, async () => {
      const r = await resource('trainingjobs', name);
      return r.status?.phase === 'Succeeded' && r.status.modelVersionId ? r : null;
    });
    await eventually(
      'the TTL controller to remove the recorded Job',
      async () => (await children(name)).jobs.length === 0,
    );
    await resyncRounds('TrainingJob');

    expect((await children(name)).jobs).to.deep.equal([]);
    const after = await resource('trainingjobs', name);
    expect(after.status).to.include({ phase: 'Succeeded', modelVersionId: done.status.modelVersionId });
    const record = ((await user.get('/ml/training-jobs?per_page=100')).body.data as any[]).find(
      (r) => r.resource.name === name,
    );
    expect(record).to.include({ phase: 'Succeeded', model_version_id: done.status.modelVersionId });
    const models = (await user.get('/ml/models?per_page=100')).body.data as { training_job_id: number | null }[];
    expect(models.filter((m) => m.training_job_id === record.id)).to.have.length(1);
    expect(next.identity).to.equal((await lease()).holderIdentity);
  });

  it('a Job deleted before it finished fails its resource instead of running the workload a second time', async () => {
    const created = await user.post('/ml/training-jobs', { project_id: projectId, dataset_version_id: versionId });
    const { id, resource: r } = created.body.data as { id: number; resource: { name: string } };
    const [job] = (await oneJobEach([r.name])).values();
    await batch.deleteNamespacedJob({ namespace, name: job!.metadata!.name!, propagationPolicy: 'Background' });

    const failed = await eventually(`${r.name} to fail`, async () => {
      const current = await resource('trainingjobs', r.name);
      return current.status?.phase === 'Failed' ? current : null;
    });
    expect(failed.status.message).to.match(/deleted before it finished/);
    expect((await user.get(`/ml/training-jobs/${id}`)).body.data.phase).to.equal('Failed');
    await resyncRounds('TrainingJob');
    expect((await children(r.name)).jobs).to.deep.equal([]);
  });
});
