import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { CoreV1Api } from '@kubernetes/client-node';
import { Detector } from '../../../agent/inference/detector.js';
import { addBatch, createProject, createVersion, type ImageSpec } from '../../helpers/datasets.js';
import { eventually } from '../../helpers/eventually.js';
import { makeJpeg } from '../../helpers/images.js';
import { finishJobPod, jobOf, workloadSecret } from '../../helpers/job-pods.js';
import { startTestCluster, type TestCluster } from '../../helpers/kube.js';
import { startOperatedApi, type OperatedApi } from '../../helpers/operated-api.js';
import { plainDetectors, registerModel, uploadModel, waitForRequest } from '../../helpers/onnx-models.js';
import { freshUser } from '../../helpers/users.js';
import { runWorkload } from '../../workloads/harness.js';

/** Where the test detector's car and person anchors sit on a 64x64 image (make_models.py). */
const CAR = { class_value: 'car', x_center: 32 / 64, y_center: 32 / 64, width: 20 / 64, height: 10 / 64 };
const PERSON = { ...CAR, class_value: 'person', x_center: 34 / 64 };
const SPECS: ImageSpec[] = [0, 1, 2, 3].map((n) => ({
  filename: `gate-${n}.jpg`,
  width: 64,
  height: 64,
  annotations: n % 2 ? [CAR] : [CAR, PERSON],
}));

/**
 * An ONNX from another tool (no Ultralytics metadata, a symbolic input, the anchors-first output)
 * uploaded with what the metadata would have said: its inference, and its evaluation by the real
 * evaluator program, give what the same model exported by Ultralytics gives. The evaluator runs
 * here as the Job's pod would, with the Job's env and Secret (no kubelet in the test cluster).
 */
describe('a plain ONNX upload (no Ultralytics metadata) works like an Ultralytics export', function () {
  this.timeout(600_000);
  let cluster: TestCluster;
  let operated: OperatedApi;
  let user: Awaited<ReturnType<OperatedApi['t']['as']>>;
  let projectId: number;
  let versionId: number;
  let files: { ultralytics: string; plain: string };
  let exported: any;
  let plain: any;

  before(async () => {
    files = await plainDetectors();
    cluster = await startTestCluster();
    operated = await startOperatedApi(cluster, {
      apiEnv: { QUEUE_POLL_INTERVAL_MS: '100' },
      operator: { jobPollMs: 300 },
    });
    user = await operated.t.as(freshUser());
    projectId = (await createProject(user, ['car', 'person'])).id;
    await addBatch(user, operated.t.client, projectId, SPECS);
    versionId = (await createVersion(user, { project_id: projectId, split: { train: 0.5, val: 0, test: 0.5 } })).id;
    const fields = { class_names: 'car,person,bike', project_id: String(projectId) };
    exported = await registerModel(user, files.ultralytics, { name: 'ultralytics export', ...fields });
    plain = await registerModel(user, files.plain, { name: 'plain export', input_size: '64', ...fields });
  });
  after(async () => operated?.stop());

  it('records the task read from its outputs and the declared input size', () => {
    expect(plain).to.include({ task: 'detect', input_size: 64, role: 'detector' });
    expect(plain.class_names).to.deep.equal(['car', 'person', 'bike']);
    expect(exported).to.include({ task: 'detect', input_size: 64 });
  });

  it('refuses it without input_size, naming the field, and stores nothing', async () => {
    const count = async () => (await user.get(`/ml/models?project_id=${projectId}`)).body.meta.total;
    const before = await count();
    const res = await uploadModel(user, readFileSync(files.plain), {
      name: 'no size',
      class_names: 'car,person,bike',
      project_id: String(projectId),
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_ERROR');
    expect(res.body.error.details).to.equal('input_size');
    expect(res.body.error.message).to.match(/image input \[\?, 3, \?, \?\] has no fixed size; give input_size/);
    expect(await count()).to.equal(before);
  });

  it('predicts the same boxes as the Ultralytics export', async () => {
    const images = (await user.get(`/data/images?project_id=${projectId}&limit=100`)).body.data as any[];
    const predicted = async (modelId: number) => {
      const res = await user.post(`/ml/projects/${projectId}/inference`, {
        image_ids: images.map((i) => i.id),
        model_version_id: modelId,
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(202);
      const done = await waitForRequest(user, res.body.data.id, undefined, 60_000);
      expect(done.status, done.error_message).to.equal('completed');
      const page = await user.get(`/ml/inference-requests/${done.id}/predictions?per_page=100`);
      return (page.body.data as any[]).map((i) => ({
        image_id: i.image_id,
        predictions: (i.predictions as any[]).map(({ class_value, confidence, x_center, y_center, width, height }) => ({
          class_value,
          confidence,
          box: [x_center, y_center, width, height].map((v: number) => Math.round(v * 1e4) / 1e4),
        })),
      }));
    };
    const [a, b] = [await predicted(exported.id), await predicted(plain.id)];
    expect(a.flatMap((i) => i.predictions.map((p) => p.class_value))).to.include.members(['car', 'person']);
    expect(b).to.deep.equal(a);
  });

  /**
   * Runs the real workload program of the resource `name` as its pod would, with its Job's env and
   * Secret (no kubelet runs in the test cluster), then ends the pod.
   */
  async function runJob(name: string, program: 'evaluator' | 'exporter', command: string) {
    const core = cluster.kubeConfig.makeApiClient(CoreV1Api);
    const job = await jobOf(cluster, operated.namespace, name);
    const jobName = job.metadata!.name!;
    const plainEnv = Object.fromEntries(
      (job.spec!.template.spec!.containers[0]!.env ?? []).flatMap((e) =>
        e.value !== undefined ? [[e.name, e.value]] : [],
      ),
    );
    const env: Record<string, string> = { ...plainEnv, ...(await workloadSecret(core, operated.namespace, jobName)) };
    // The pod reaches the API's internal listener at its configured address; this process at the
    // test API's own.
    for (const key of ['URLS_URL', 'CALLBACK_URL'])
      env[key] = env[key]!.replace(/^http:\/\/[^/]+/, operated.t.api.internalUrl);
    const run = await runWorkload(program, command, env);
    expect((await run.exited).code, run.output()).to.equal(0);
    await finishJobPod(cluster, core, operated.namespace, jobName, 'Succeeded', 30_000, { uploadOutputs: false });
  }

  /** A resource created by `path`, run to its end by the real `program`; the record once it succeeded. */
  async function ranToSuccess(path: string, body: object, program: 'evaluator' | 'exporter', command: string) {
    const created = await user.post(path, body);
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    await runJob(created.body.data.resource.name as string, program, command);
    return eventually(
      `${path} ${created.body.data.id} to succeed`,
      async () => {
        const r = (await user.get(`${path}/${created.body.data.id}`)).body.data;
        return r.phase === 'Succeeded' ? r : null;
      },
      60_000,
    );
  }

  const evaluate = (modelId: number) =>
    ranToSuccess(
      '/ml/evaluations',
      { model_version_id: modelId, dataset_version_id: versionId },
      'evaluator',
      'evaluate',
    );

  it('is evaluated by the real evaluator to the same figures as the Ultralytics export', async () => {
    const a = await evaluate(exported.id);
    const b = await evaluate(plain.id);
    expect(b.image_size).to.equal(64);
    // The labelled car and person are found on every test image: AP50 1 for both classes.
    expect(a.figures.overall.map50).to.equal(1);
    expect(b.figures).to.deep.equal(a.figures);
  });

  it("exports it validated on its evaluation's version, a file the agent runs to the API's boxes", async () => {
    const exported = await ranToSuccess(
      '/ml/export-jobs',
      { model_version_id: plain.id, format: 'onnx' },
      'exporter',
      'export',
    );
    // Validated on the version its evaluation used: the export loses nothing.
    expect(exported.metrics.source_map50).to.be.greaterThan(0.5);
    expect(exported.metrics.export_map50).to.equal(exported.metrics.source_map50);
    const link = await user.get(`/ml/export-jobs/${exported.id}/download`);
    expect(link.status, JSON.stringify(link.body)).to.equal(200);
    const path = join(mkdtempSync(join(tmpdir(), 'plain-export-')), 'model.onnx');
    writeFileSync(path, Buffer.from(await (await fetch(link.body.data.url)).arrayBuffer()));
    // What a device does with it (agent/deploy/deployer.ts): class names from the deployment.
    const detector = await Detector.load(path, plain.class_names);
    try {
      expect(detector.size).to.equal(64);
      // gate-0.jpg as addBatch made it: the car and the person where the API's inference found them.
      const found = await detector.detect(makeJpeg(64, 64, 0), { confidence: 0.25, iou: 0.45 });
      const car = found.find((d) => d.class_name === 'car')!;
      expect(car.confidence).to.be.closeTo(0.9, 1e-6);
      for (const key of ['x_center', 'y_center', 'width', 'height'] as const)
        expect(car[key]).to.be.closeTo(CAR[key], 1e-3);
      expect(found.map((d) => d.class_name)).to.include('person');
    } finally {
      await detector.close();
    }
  });
});
