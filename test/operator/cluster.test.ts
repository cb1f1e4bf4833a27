/**
 * The Kubernetes harness against the real apiserver: the CRDs are served and enforce their
 * schemas, kubectl sees the printer columns, and the controller manager cascades deletions.
 */
import { expect } from 'chai';
import {
  ApiException,
  ApiextensionsV1Api,
  BatchV1Api,
  CustomObjectsApi,
  type V1Job,
  type KubeConfig,
} from '@kubernetes/client-node';
import {
  API_VERSION,
  GROUP,
  KINDS,
  VERSION,
  type ExportJob,
  type TrainingJob,
} from '../../contracts/custom-resources.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { eventually } from '../helpers/eventually.js';

const CRD_NAMES = Object.values(KINDS).map(({ plural }) => `${plural}.${GROUP}`);

function trainingJob(name: string, spec: Partial<TrainingJob['spec']> = {}): TrainingJob {
  return {
    apiVersion: API_VERSION,
    kind: KINDS.TrainingJob.kind,
    metadata: { name },
    spec: {
      organizationId: 1,
      projectId: 2,
      datasetVersionId: 3,
      baseModel: 'yolov8n.pt',
      trainerImage: 'registry.local/trainer:1',
      ...spec,
    },
  };
}

function exportJob(name: string, spec: Partial<ExportJob['spec']> = {}): ExportJob {
  return {
    apiVersion: API_VERSION,
    kind: KINDS.ExportJob.kind,
    metadata: { name },
    spec: { organizationId: 1, modelVersionId: 4, format: 'onnx', exporterImage: 'registry.local/exporter:1', ...spec },
  };
}

/** The apiserver's Status message for a rejected request, failing the test if it was accepted. */
async function rejection(request: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await request;
  } catch (err) {
    if (!(err instanceof ApiException)) throw err;
    const body: unknown = typeof err.body === 'string' ? JSON.parse(err.body) : err.body;
    return { code: err.code, message: (body as { message?: string }).message ?? String(err.body) };
  }
  throw new Error('the apiserver accepted an object it should have rejected');
}

describe('Kubernetes test cluster (etcd + kube-apiserver + controller manager)', function () {
  let cluster: TestCluster;
  let kubeConfig: KubeConfig;
  let custom: CustomObjectsApi;
  let batch: BatchV1Api;
  let namespace: string;

  before(async function () {
    this.timeout(180_000);
    cluster = await startTestCluster();
    console.log(`      (control plane with CRDs ready in ${cluster.startSeconds.toFixed(1)} s)`);
    kubeConfig = cluster.kubeConfig;
    custom = kubeConfig.makeApiClient(CustomObjectsApi);
    batch = kubeConfig.makeApiClient(BatchV1Api);
    namespace = await cluster.namespace();
  });

  const create = (plural: string, body: object) =>
    custom.createNamespacedCustomObject({ group: GROUP, version: VERSION, namespace, plural, body });

  it('serves every CRD, each reporting Established', async () => {
    const extensions = kubeConfig.makeApiClient(ApiextensionsV1Api);
    for (const name of CRD_NAMES) {
      const crd = await extensions.readCustomResourceDefinition({ name });
      const established = crd.status?.conditions?.find((c) => c.type === 'Established');
      expect(established?.status, name).to.equal('True');
    }
  });

  it('answers `kubectl get tj` in a fresh namespace', async () => {
    const result = await cluster.kubectl('get', 'tj', '-n', namespace);
    expect(result.code, result.stderr).to.equal(0);
    expect(result.stderr).to.contain(`No resources found in ${namespace} namespace`);
  });

  it('rejects a TrainingJob without baseModel, naming the field', async () => {
    const { spec } = trainingJob('no-base-model');
    const body = { ...trainingJob('no-base-model'), spec: { ...spec, baseModel: undefined } };
    const { code, message } = await rejection(create(KINDS.TrainingJob.plural, body));
    expect(code).to.equal(422);
    expect(message).to.contain('spec.baseModel').and.to.contain('Required value');
  });

  it("rejects an ExportJob whose format is 'zip', naming the field and the allowed values", async () => {
    const body = { ...exportJob('zip-format'), spec: { ...exportJob('x').spec, format: 'zip' } };
    const { code, message } = await rejection(create(KINDS.ExportJob.plural, body));
    expect(code).to.equal(422);
    expect(message).to.contain('spec.format').and.to.contain('Unsupported value: "zip"').and.to.contain('"onnx"');
  });

  it('rejects an int8 ExportJob without calibrationDatasetVersionId (CEL rule)', async () => {
    const { code, message } = await rejection(
      create(KINDS.ExportJob.plural, exportJob('int8-no-calibration', { precision: 'int8' })),
    );
    expect(code).to.equal(422);
    expect(message).to.contain('calibrationDatasetVersionId');
    await create(
      KINDS.ExportJob.plural,
      exportJob('int8-calibrated', { precision: 'int8', calibrationDatasetVersionId: 5 }),
    );
  });

  it('accepts a valid TrainingJob, applies the schema defaults, and shows PHASE/PROGRESS/EPOCH/MAP50/AGE in kubectl', async () => {
    const created = (await create(KINDS.TrainingJob.plural, trainingJob('train-defaults'))) as TrainingJob;
    expect(created.spec).to.include({ epochs: 100, imageSize: 640, batchSize: 16, backoffLimit: 2 });
    expect(created.spec.ttlSecondsAfterFinished).to.equal(86_400);

    const patched = await cluster.kubectl(
      'patch',
      'tj',
      'train-defaults',
      '-n',
      namespace,
      '--subresource=status',
      '--type=merge',
      '-p',
      JSON.stringify({ status: { phase: 'Running', progress: 0.25, epoch: '3/12', metrics: { map50: 0.42 } } }),
    );
    expect(patched.code, patched.stderr).to.equal(0);

    const listed = await cluster.kubectl('get', 'tj', '-n', namespace);
    expect(listed.code, listed.stderr).to.equal(0);
    const [header, row] = listed.stdout.trim().split('\n');
    expect(header?.split(/\s+/)).to.deep.equal(['NAME', 'PHASE', 'PROGRESS', 'EPOCH', 'MAP50', 'AGE']);
    expect(row?.split(/\s+/).slice(0, 5)).to.deep.equal(['train-defaults', 'Running', '0.25', '3/12', '0.42']);
  });

  it('garbage-collects a Job owned by a TrainingJob once the TrainingJob is deleted', async function () {
    this.timeout(90_000);
    const owner = (await create(KINDS.TrainingJob.plural, trainingJob('train-owner'))) as TrainingJob;
    const job: V1Job = {
      metadata: {
        name: 'train-owner-train',
        ownerReferences: [
          {
            apiVersion: API_VERSION,
            kind: KINDS.TrainingJob.kind,
            name: owner.metadata.name,
            uid: owner.metadata.uid as string,
            controller: true,
            blockOwnerDeletion: true,
          },
        ],
      },
      spec: {
        backoffLimit: 0,
        template: {
          spec: { restartPolicy: 'Never', containers: [{ name: 'train', image: 'registry.local/trainer:1' }] },
        },
      },
    };
    await batch.createNamespacedJob({ namespace, body: job });

    // The Job controller's bookkeeping: it creates the Pod (which stays Pending, no kubelet).
    await eventually('the Job controller to count an active Pod', async () => {
      const current = await batch.readNamespacedJob({ name: 'train-owner-train', namespace });
      return current.status?.active === 1 ? current : undefined;
    });

    await custom.deleteNamespacedCustomObject({
      group: GROUP,
      version: VERSION,
      namespace,
      plural: KINDS.TrainingJob.plural,
      name: owner.metadata.name,
    });
    await eventually(
      'the garbage collector to delete the owned Job',
      async () => {
        try {
          await batch.readNamespacedJob({ name: 'train-owner-train', namespace });
          return undefined;
        } catch (err) {
          if (err instanceof ApiException && err.code === 404) return true;
          throw err;
        }
      },
      45_000,
    );
  });
});
