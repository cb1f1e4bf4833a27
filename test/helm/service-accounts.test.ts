/**
 * The chart's RBAC is enough for the real code: the API and the operator run here with tokens of
 * the chart's ServiceAccounts (nothing else), against the real apiserver, and carry a training
 * job from creation through its Job and status to cancellation without one Forbidden.
 * (chart.test.ts checks with `kubectl auth can-i` that they get nothing more.)
 */
import { eventually } from '../helpers/eventually.js';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { BatchV1Api, CoordinationV1Api, CoreV1Api, CustomObjectsApi, KubeConfig } from '@kubernetes/client-node';
import { expect } from 'chai';
import { pino } from 'pino';
import { stringify } from 'yaml';
import { FINALIZER, GROUP, VERSION } from '../../contracts/custom-resources.js';
import { startOperator, type RunningOperator } from '../../operator/operator.js';
import { writeKubeconfig } from '../../scripts/stack/kube-files.js';
import type { ApiClient } from '../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../helpers/datasets.js';
import { renderChart } from '../helpers/helm.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

const FULLNAME = 'vision-edge-vision';
const RBAC_KINDS = ['ServiceAccount', 'Role', 'RoleBinding', 'ClusterRole', 'ClusterRoleBinding'];

describe("the chart's ServiceAccounts run the real API and operator", function () {
  this.timeout(120_000);
  let cluster: TestCluster;
  let namespace: string;
  let work: string;
  let clusterScoped: { kind: string; name: string }[] = [];
  let t: TestApi;
  let operator: RunningOperator;
  let user: ApiClient;
  const logs: { level: number; msg?: string; err?: string; item?: string }[] = [];
  const operatorToken = randomBytes(24).toString('hex');

  /** A kubeconfig that authenticates as the ServiceAccount, with a token from the TokenRequest API. */
  async function kubeconfigFor(serviceAccount: string): Promise<string> {
    const core = cluster.kubeConfig.makeApiClient(CoreV1Api);
    const request = await core.createNamespacedServiceAccountToken({
      name: serviceAccount,
      namespace,
      body: { spec: { audiences: [], expirationSeconds: 3600 } },
    });
    const current = cluster.kubeConfig.getCurrentCluster()!;
    const path = join(work, `${serviceAccount}.kubeconfig`);
    writeKubeconfig(path, {
      server: current.server,
      token: request.status!.token,
      caPem: Buffer.from(current.caData!, 'base64').toString(),
    });
    return path;
  }

  before(async function () {
    this.timeout(600_000);
    cluster = await startTestCluster();
    namespace = await cluster.namespace();
    work = mkdtempSync(join(tmpdir(), 'edge-vision-sa-'));
    const { manifests } = await renderChart({ namespace, release: 'vision' });
    const rbac = manifests.filter((m) => RBAC_KINDS.includes(m.kind));
    clusterScoped = rbac
      .filter((m) => m.kind.startsWith('Cluster'))
      .map((m) => ({ kind: m.kind, name: m.metadata.name }));
    const file = join(work, 'rbac.yaml');
    writeFileSync(file, rbac.map((m) => stringify(m)).join('---\n'));
    const applied = await cluster.kubectl('apply', '-f', file);
    expect(applied.code, applied.stderr).to.equal(0);

    t = await startTestApi({
      KUBECONFIG: await kubeconfigFor(`${FULLNAME}-api`),
      KUBE_NAMESPACE: namespace,
      OPERATOR_TOKEN: operatorToken,
      QUEUE_POLL_INTERVAL_MS: '100',
    });
    const operatorConfig = new KubeConfig();
    operatorConfig.loadFromFile(await kubeconfigFor(`${FULLNAME}-operator`));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    });
    operator = await startOperator({
      kubeConfig: operatorConfig,
      apiUrl: `${t.api.internalUrl}/api`,
      apiToken: operatorToken,
      leaseNamespace: namespace,
      watchNamespace: namespace,
      identity: 'chart-operator',
      leaseDurationS: 2,
      resyncEveryMs: 500,
      port: 0,
      logger: pino({ level: 'debug' }, sink),
    });
    user = await t.as(freshUser());
  });

  after(async () => {
    await operator?.stop();
    await t?.stop();
    for (const { kind, name } of clusterScoped) await cluster.kubectl('delete', kind, name, '--ignore-not-found');
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('leads through the Lease, runs a training job to its Job and status, and cancels it, without a Forbidden', async () => {
    await eventually('the operator to lead', async () => operator.isLeader());
    const lease = await cluster.kubeConfig
      .makeApiClient(CoordinationV1Api)
      .readNamespacedLease({ name: 'edge-vision-operator', namespace });
    expect(lease.spec?.holderIdentity).to.equal('chart-operator');

    const project = await createProject(user, ['car', 'person']);
    await addBatch(user, t.client, project.id, classImages({ car: 3, person: 3 }));
    const version = await createVersion(user, { project_id: project.id, split: { train: 0.5, val: 0.25, test: 0.25 } });
    const created = await user.post('/ml/training-jobs', { project_id: project.id, dataset_version_id: version.id });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const name = created.body.data.resource.name;

    const custom = cluster.kubeConfig.makeApiClient(CustomObjectsApi);
    const resource = () =>
      custom.getNamespacedCustomObject({
        group: GROUP,
        version: VERSION,
        namespace,
        plural: 'trainingjobs',
        name,
      }) as Promise<any>;
    const batch = cluster.kubeConfig.makeApiClient(BatchV1Api);
    const [job] = await eventually('the training Job', async () => {
      const jobs = await batch.listNamespacedJob({ namespace, labelSelector: `edgevision.io/resource=${name}` });
      return jobs.items.length > 0 ? jobs.items : null;
    });
    expect(job!.metadata!.ownerReferences![0]).to.include({ name, blockOwnerDeletion: true });
    await cluster.kubeConfig.makeApiClient(CoreV1Api).readNamespacedSecret({ namespace, name: job!.metadata!.name! });
    const reconciled = await eventually('status on the resource', async () => {
      const current = await resource();
      return current.status?.jobName ? current : null;
    });
    expect(reconciled.metadata.finalizers).to.include(FINALIZER);

    const cancelled = await user.post(`/ml/training-jobs/${created.body.data.id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
    await eventually('the finalizer to let the resource go', async () => {
      try {
        await resource();
        return false;
      } catch (err) {
        return (err as { code?: number }).code === 404;
      }
    });

    const forbidden = logs.filter((entry) => /forbidden|\b403\b/i.test(`${entry.msg} ${entry.err ?? ''}`));
    const ours = forbidden.filter((entry) => !entry.item || entry.item.includes(`|${namespace}|`));
    expect(ours, JSON.stringify(ours, null, 2)).to.deep.equal([]);
  });
});
