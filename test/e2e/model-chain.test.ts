/**
 * The whole model chain on one machine, with the real programs: a device uploads synthetic
 * images of two shapes, a person annotates them through the API, a dataset version is made, and
 * a TrainingJob runs through the operator, the Job controller and the local node into the real
 * trainer (Ultralytics on CPU). The model it makes finds the shapes in held-out images through
 * the platform's inference, and its ONNX and OpenVINO exports (the real exporter) give the same
 * boxes; the INT8 export reports its mAP next to the source's.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { BatchV1Api } from '@kubernetes/client-node';
import * as ort from 'onnxruntime-node';
import { pino } from 'pino';
import sharp from 'sharp';
import { decodeYoloOutput } from '../../api/modules/inference/onnx/yolo-decode.js';
import { iou } from '../../api/lib/box-iou.js';
import { nonMaxSuppression, type ScoredBox } from '../../api/modules/inference/nms.js';
import { startOperator, type RunningOperator } from '../../operator/operator.js';
import { freePort } from '../../scripts/stack/process.js';
import { startLocalNode, type LocalNode } from '../../scripts/stack/local-node/local-node.js';
import type { ApiClient } from '../helpers/client.js';
import { newDevice } from '../helpers/data.js';
import { eventually } from '../helpers/eventually.js';
import { uploadForm } from '../helpers/images.js';
import { startTestCluster, type TestCluster } from '../helpers/kube.js';
import { waitForRequest } from '../helpers/onnx-models.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { CLASSES, syntheticImage, workloadPython, type Box } from '../workloads/harness.js';

const run = promisify(execFile);
const OPENVINO_INFER = fileURLToPath(new URL('../workloads/openvino_infer.py', import.meta.url));
const PICTURE = 128;
const TRAIN_SIZE = 128;
const EPOCHS = 40;

function seeded(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state / 2 ** 31);
}

interface Truth {
  imageId: number;
  jpeg: Buffer;
  boxes: Box[];
}

describe('the model chain end to end: annotate, train, infer, export (real trainer and exporter)', function () {
  this.timeout(1_200_000);
  let cluster: TestCluster;
  let namespace: string;
  let node: LocalNode;
  let t: TestApi;
  let operator: RunningOperator;
  let user: ApiClient;
  let device: ApiClient;
  let projectId: number;
  let versionId: number;
  let modelId: number;
  const heldOut: Truth[] = [];
  const operatorToken = randomBytes(24).toString('hex');

  before(async () => {
    await workloadPython(); // the trainer's venv, made once and cached
    cluster = await startTestCluster();
    namespace = await cluster.namespace();
    node = await startLocalNode({
      kubeConfig: cluster.kubeConfig,
      namespace,
      name: `local-${namespace}`,
      logDir: join(process.env.TEST_STACK_DIR ?? mkdtempSync(join(tmpdir(), 'chain-')), 'pods', namespace),
    });
    // The workloads call back to the API at its real address, as pods reach the API's Service.
    const port = await freePort();
    t = await startTestApi({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}/api`,
      KUBECONFIG: cluster.kubeconfigPath,
      KUBE_NAMESPACE: namespace,
      OPERATOR_TOKEN: operatorToken,
      QUEUE_POLL_INTERVAL_MS: '200',
      // A pinned hub checkpoint is accepted by the API; the trainer then finds the hub unreachable.
      WORKLOAD_HUB_SHA256: `yolov8n.pt=${'0'.repeat(64)}`,
    });
    operator = await startOperator({
      kubeConfig: cluster.kubeConfig,
      apiUrl: `${t.api.internalUrl}/api`,
      apiToken: operatorToken,
      leaseNamespace: namespace,
      watchNamespace: namespace,
      leaseDurationS: 5,
      jobPollMs: 1000,
      port: 0,
      logger: pino({ level: process.env.OPERATOR_LOG_LEVEL ?? 'silent' }),
    });
    await eventually('the operator to lead', async () => operator.isLeader());
    user = await t.as(freshUser());
    device = (await newDevice(user, t.client)).client;
    const project = await user.post('/data/projects', {
      name: 'shapes',
      project_type: 'object_detection',
      classes: [...CLASSES],
    });
    projectId = project.body.data.id;
  });

  after(async () => {
    await operator?.stop();
    await node?.stop();
    await t?.stop();
  });

  async function upload(jpeg: Buffer, name: string): Promise<number> {
    const res = await device.raw(
      'POST',
      '/device/images/upload',
      uploadForm(jpeg, name, { project_id: String(projectId) }),
    );
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.data.id;
  }

  it('a device uploads 40 images, a person annotates them, a dataset version freezes them', async () => {
    const next = seeded(7);
    for (let i = 0; i < 40; i++) {
      const { jpeg, boxes } = await syntheticImage(PICTURE, next);
      const imageId = await upload(jpeg, `shapes-${i}.jpg`);
      for (const box of boxes) {
        const res = await user.post('/data/annotations', {
          image_id: imageId,
          class_value: CLASSES[box.classIndex],
          type: 'bbox',
          x_center: (box.x1 + box.x2) / 2 / PICTURE,
          y_center: (box.y1 + box.y2) / 2 / PICTURE,
          width: (box.x2 - box.x1) / PICTURE,
          height: (box.y2 - box.y1) / PICTURE,
        });
        expect(res.status, JSON.stringify(res.body)).to.equal(201);
      }
    }
    const version = await user.post('/data/datasets', {
      project_id: projectId,
      name: 'shapes v1',
      split: { train: 0.75, val: 0.25, test: 0 },
      seed: 3,
    });
    expect(version.status, JSON.stringify(version.body)).to.equal(201);
    versionId = version.body.data.id;
    expect(version.body.data.image_count).to.equal(40);
    // Held out: uploaded after the version was made, so training never saw them.
    const later = seeded(1234);
    for (let i = 0; i < 8; i++) {
      const { jpeg, boxes } = await syntheticImage(PICTURE, later);
      heldOut.push({ imageId: await upload(jpeg, `held-out-${i}.jpg`), jpeg, boxes });
    }
  });

  it('trains through the operator and the real trainer, keeping every epoch, into a model version', async () => {
    const created = await user.post('/ml/training-jobs', {
      project_id: projectId,
      dataset_version_id: versionId,
      base_model: 'yolov8n.yaml',
      epochs: EPOCHS,
      image_size: TRAIN_SIZE,
      batch_size: 8,
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const id = created.body.data.id;
    const name = created.body.data.resource.name;
    const running = await eventually(
      'the trainer to report an epoch',
      async () => {
        const record = (await user.get(`/ml/training-jobs/${id}`)).body.data;
        if (record.phase === 'Failed') throw new Error(`training failed: ${record.message}`);
        return record.epoch ? record : null;
      },
      300_000,
      1000,
    );
    expect(running.phase).to.equal('Running');
    expect(node.running()).to.have.length(1);
    const done = await eventually(
      'the training to finish',
      async () => {
        const record = (await user.get(`/ml/training-jobs/${id}`)).body.data;
        return ['Succeeded', 'Failed'].includes(record.phase) ? record : null;
      },
      900_000,
      2000,
    );
    expect(done.phase, done.message).to.equal('Succeeded');
    modelId = done.model_version_id;
    const epochs = (await user.get(`/ml/training-jobs/${id}/metrics?per_page=100`)).body.data;
    expect(epochs.map((e: any) => e.epoch)).to.deep.equal(Array.from({ length: EPOCHS }, (_, i) => i + 1));
    expect(epochs[EPOCHS - 1].metrics).to.include.keys('map50', 'map50_95', 'precision', 'recall', 'box_loss');
    const model = (await user.get(`/ml/models/${modelId}`)).body.data;
    expect(model).to.include({ training_job_id: id, task: 'detect', input_size: TRAIN_SIZE });
    expect(model.class_names).to.deep.equal([...CLASSES]);
    const row = await cluster.kubectl('get', 'tj', name, '-n', namespace, '--no-headers');
    expect(row.stdout).to.contain(`${EPOCHS}/${EPOCHS}`);
  });

  async function train(body: object): Promise<{ id: number; name: string }> {
    const created = await user.post('/ml/training-jobs', {
      project_id: projectId,
      dataset_version_id: versionId,
      base_model: 'yolov8n.yaml',
      image_size: 64,
      batch_size: 8,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    return { id: created.body.data.id, name: created.body.data.resource.name };
  }

  const record = async (id: number) => (await user.get(`/ml/training-jobs/${id}`)).body.data;
  const finished = (id: number) =>
    eventually(
      'the training to finish',
      async () => {
        const r = await record(id);
        return ['Succeeded', 'Failed', 'Cancelled'].includes(r.phase) ? r : null;
      },
      600_000,
      1000,
    );

  it('fine-tunes from a model version of the platform (base_model model-version:<id>)', async () => {
    const { id } = await train({ base_model: `model-version:${modelId}`, epochs: 2, image_size: TRAIN_SIZE });
    const done = await finished(id);
    expect(done.phase, done.message).to.equal('Succeeded');
    const tuned = (await user.get(`/ml/models/${done.model_version_id}`)).body.data;
    expect(tuned).to.include({ training_job_id: id, version: 2 });
    // Starting from trained weights, two epochs keep what the first model learnt.
    const last = (await user.get(`/ml/training-jobs/${id}/metrics`)).body.data.at(-1);
    expect(last.metrics.map50).to.be.greaterThan(0.5);
  });

  it('fails a hub checkpoint it cannot download with BaseModelUnavailable, without retrying', async () => {
    const { id } = await train({ base_model: 'yolov8n.pt', epochs: 2 });
    const failed = await finished(id);
    expect(failed.phase).to.equal('Failed');
    expect(failed.message).to.match(/^BaseModelUnavailable: /);
    // The local node kept the trainer's log tail as the pod's termination message, as a kubelet would.
    expect(failed.log_tail).to.match(/BaseModelUnavailable: /);
    expect(failed.attempts, 'a permanent failure is not run again').to.equal(1);
    expect(failed.model_version_id).to.equal(null);
  });

  it("resumes a trainer killed mid-run from its checkpoint in the Job's next pod", async () => {
    const { id } = await train({ epochs: 6 });
    await eventually('two epochs', async () => ((await record(id)).epoch?.epoch ?? 0) >= 2, 300_000, 500);
    const [pod] = node.running();
    const killedAt = Date.now();
    const killedAfter = (await record(id)).epoch.epoch as number;
    expect(node.signal(pod!, 'SIGKILL')).to.equal(true);
    const done = await finished(id);
    expect(done.phase, done.message).to.equal('Succeeded');
    expect(done.attempts).to.equal(2);
    const epochs = (await user.get(`/ml/training-jobs/${id}/metrics`)).body.data as any[];
    expect(epochs.map((e) => e.epoch)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    // Resumed, not restarted: the epochs finished before the kill were not trained again.
    for (const epoch of epochs.filter((e) => e.epoch <= Math.min(killedAfter, 2)))
      expect(Date.parse(epoch.reported_at), `epoch ${epoch.epoch}`).to.be.lessThan(killedAt);
  });

  it('cancels a running training: the trainer stops, the record is Cancelled, the Job is gone', async () => {
    const { id, name } = await train({ epochs: 200 });
    await eventually('the trainer to run', async () => (await record(id)).phase === 'Running', 300_000, 500);
    const cancelled = await user.post(`/ml/training-jobs/${id}/cancel`);
    expect(cancelled.status).to.equal(200);
    expect(cancelled.body.data.phase).to.equal('Cancelled');
    await eventually('the trainer process to stop', async () => node.running().length === 0, 60_000, 250);
    await eventually(
      'the Job to go',
      async () => {
        const batch = cluster.kubeConfig.makeApiClient(BatchV1Api);
        const jobs = await batch.listNamespacedJob({ namespace, labelSelector: `edgevision.io/resource=${name}` });
        return jobs.items.length === 0;
      },
      60_000,
    );
    expect((await record(id)).phase).to.equal('Cancelled');
  });

  it('finds the shapes in held-out images through POST /ml/projects/{id}/inference', async () => {
    const res = await user.post(`/ml/projects/${projectId}/inference`, {
      image_ids: heldOut.map((h) => h.imageId),
      model_version_id: modelId,
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const request = await waitForRequest(user, res.body.data.id, ['completed', 'failed'], 120_000);
    expect(request.status, request.error_message).to.equal('completed');
    let found = 0;
    for (const truth of heldOut) {
      const page = await user.get(`/ml/inference-requests/${request.id}/predictions?image_id=${truth.imageId}`);
      const predictions = page.body.data[0].predictions as any[];
      for (const box of truth.boxes) {
        const expected = { x1: box.x1, y1: box.y1, x2: box.x2, y2: box.y2, score: 1, classIndex: box.classIndex };
        const hit = predictions.some((p) => {
          const predicted = {
            score: p.confidence,
            classIndex: box.classIndex,
            x1: (p.x_center - p.width / 2) * PICTURE,
            y1: (p.y_center - p.height / 2) * PICTURE,
            x2: (p.x_center + p.width / 2) * PICTURE,
            y2: (p.y_center + p.height / 2) * PICTURE,
          };
          return p.class_value === CLASSES[box.classIndex] && iou(predicted, expected) > 0.5;
        });
        if (hit) found += 1;
      }
    }
    // Most of the 16 shapes, with the right class and IoU > 0.5.
    expect(found, `${found} of 16 shapes found`).to.be.at.least(12);
  });

  async function exportModel(body: object): Promise<any> {
    const created = await user.post('/ml/export-jobs', { model_version_id: modelId, image_size: TRAIN_SIZE, ...body });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    return eventually(
      'the export to finish',
      async () => {
        const record = (await user.get(`/ml/export-jobs/${created.body.data.id}`)).body.data;
        return ['Succeeded', 'Failed'].includes(record.phase) ? record : null;
      },
      600_000,
      2000,
    );
  }

  /** What a user downloads: the API's signed URL, then the object store. */
  async function downloaded(path: string): Promise<Buffer> {
    const link = await user.get(path);
    expect(link.status, JSON.stringify(link.body)).to.equal(200);
    return Buffer.from(await (await fetch(link.body.data.url)).arrayBuffer());
  }

  async function heldOutTensor(): Promise<Float32Array> {
    // Square pictures: the letterbox is a plain resize.
    const rgb = await sharp(heldOut[0]!.jpeg).resize(TRAIN_SIZE, TRAIN_SIZE).removeAlpha().raw().toBuffer();
    const input = new Float32Array(3 * TRAIN_SIZE * TRAIN_SIZE);
    for (let i = 0; i < TRAIN_SIZE * TRAIN_SIZE; i++)
      for (let c = 0; c < 3; c++) input[c * TRAIN_SIZE * TRAIN_SIZE + i] = rgb[i * 3 + c]! / 255;
    return input;
  }

  const boxesOf = (data: Float32Array, dims: readonly number[]): ScoredBox[] =>
    nonMaxSuppression(decodeYoloOutput(data, dims, CLASSES.length, 0.25), 0.45);

  async function onnxBoxes(model: Buffer, input: Float32Array): Promise<ScoredBox[]> {
    const session = await ort.InferenceSession.create(model);
    const feeds = { [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, TRAIN_SIZE, TRAIN_SIZE]) };
    const output = (await session.run(feeds))[session.outputNames[0]!]!;
    return boxesOf(output.data as Float32Array, output.dims);
  }

  function expectSameBoxes(actual: ScoredBox[], expected: ScoredBox[], what: string) {
    expect(actual.length, what).to.equal(expected.length);
    for (const box of expected) {
      const twin = actual.find((b) => b.classIndex === box.classIndex && iou(b, box) > 0.9);
      expect(twin, `${what}: a box of class ${box.classIndex} like ${JSON.stringify(box)}`).to.not.equal(undefined);
    }
  }

  it('exports ONNX and OpenVINO that load and give the source model’s boxes, and INT8 with its mAP', async () => {
    const model = (await user.get(`/ml/models/${modelId}`)).body.data;
    const input = await heldOutTensor();
    const source = await onnxBoxes(await downloaded(`/ml/models/${model.id}/download?artifact=onnx`), input);
    expect(source.length, 'the source model finds the shapes').to.be.at.least(1);

    const onnx = await exportModel({ format: 'onnx' });
    expect(onnx.phase, onnx.message).to.equal('Succeeded');
    const onnxFile = await downloaded(`/ml/export-jobs/${onnx.id}/download`);
    expectSameBoxes(await onnxBoxes(onnxFile, input), source, 'ONNX export');

    const openvino = await exportModel({ format: 'openvino', precision: 'fp32' });
    expect(openvino.phase, openvino.message).to.equal('Succeeded');
    const dir = mkdtempSync(join(tmpdir(), 'chain-openvino-'));
    writeFileSync(join(dir, 'model.zip'), await downloaded(`/ml/export-jobs/${openvino.id}/download`));
    writeFileSync(join(dir, 'input.f32'), Buffer.from(input.buffer));
    const printed = await run(await workloadPython(), [
      OPENVINO_INFER,
      join(dir, 'model.zip'),
      join(dir, 'input.f32'),
      String(TRAIN_SIZE),
      join(dir, 'output.f32'),
    ]);
    const dims = JSON.parse(printed.stdout) as number[];
    const raw = readFileSync(join(dir, 'output.f32'));
    const data = new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
    expectSameBoxes(boxesOf(data, dims), source, 'OpenVINO export');

    const int8 = await exportModel({
      format: 'openvino',
      precision: 'int8',
      calibration_dataset_version_id: versionId,
    });
    expect(int8.phase, int8.message).to.equal('Succeeded');
    expect(int8.metrics).to.include.keys('source_map50', 'export_map50');
    expect(int8.metrics.source_map50).to.be.greaterThan(0.5);
    // What INT8 cost is reported next to the source's; on two plain shapes it stays close.
    expect(int8.metrics.export_map50).to.be.greaterThan(int8.metrics.source_map50 - 0.3);
    const withExports = (await user.get(`/ml/models/${modelId}`)).body.data;
    expect(withExports.exports.map((e: any) => `${e.format}/${e.precision}`).sort()).to.deep.equal([
      'onnx/fp32',
      'openvino/fp32',
      'openvino/int8',
    ]);
  });
});
