/**
 * Classification and instance segmentation through the whole platform, with the real programs,
 * as test/e2e/model-chain.test.ts does for detection: a device uploads synthetic images, a person
 * labels them through the API (tags of a colour; rectangles outlined as polygons), a dataset
 * version is made, a TrainingJob runs through the operator and the local node into the real
 * trainer, the model version carries the task's figures, the real exporter makes an ONNX export
 * validated on the val split, and the platform's inference writes tags and polygons for images
 * the training never saw. Tiny runs (64-96 px, a few epochs) keep each task to a few minutes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { pino } from 'pino';
import { iou } from '../../api/lib/box-iou.js';
import { startOperator, type RunningOperator } from '../../operator/operator.js';
import { freePort } from '../../scripts/stack/process.js';
import { startLocalNode, type LocalNode } from '../../scripts/stack/local-node/local-node.js';
import { startAgent, type AgentProcess } from '../agent/agent-process.js';
import type { ApiClient } from '../helpers/client.js';
import { newDevice } from '../helpers/data.js';
import { provisionDevice } from '../helpers/devices.js';
import { eventually } from '../helpers/eventually.js';
import { uploadForm } from '../helpers/images.js';
import { startTestCluster } from '../helpers/kube.js';
import { waitForRequest } from '../helpers/onnx-models.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { CLASSES, syntheticImage, workloadPython, type Box } from '../workloads/harness.js';
import { COLOUR_CLASSES, colouredImage, seeded } from '../workloads/task-datasets.js';

const CLASSIFY_EPOCHS = 30;
const SEGMENT_EPOCHS = 40;

describe('classification and segmentation end to end: label, train, export, infer (real workloads)', function () {
  this.timeout(1_200_000);
  let node: LocalNode;
  let t: TestApi;
  let operator: RunningOperator;
  let user: ApiClient;
  let device: ApiClient;
  const operatorToken = randomBytes(24).toString('hex');

  before(async () => {
    await workloadPython(); // the trainer's venv, made once and cached
    const cluster = await startTestCluster();
    const namespace = await cluster.namespace();
    node = await startLocalNode({
      kubeConfig: cluster.kubeConfig,
      namespace,
      name: `local-${namespace}`,
      logDir: join(process.env.TEST_STACK_DIR ?? mkdtempSync(join(tmpdir(), 'tasks-')), 'pods', namespace),
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
  });

  after(async () => {
    await operator?.stop();
    await node?.stop();
    await t?.stop();
  });

  async function createProject(type: string, classes: readonly string[]): Promise<number> {
    const res = await user.post('/data/projects', { name: `${type} e2e`, project_type: type, classes: [...classes] });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.data.id;
  }

  async function upload(projectId: number, jpeg: Buffer, name: string): Promise<number> {
    const res = await device.raw(
      'POST',
      '/device/images/upload',
      uploadForm(jpeg, name, { project_id: String(projectId) }),
    );
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.data.id;
  }

  async function annotate(body: Record<string, unknown>): Promise<void> {
    const res = await user.post('/data/annotations', body);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
  }

  async function version(projectId: number, imageCount: number): Promise<number> {
    const res = await user.post('/data/datasets', {
      project_id: projectId,
      name: 'e2e v1',
      split: { train: 0.75, val: 0.25, test: 0 },
      seed: 3,
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.data.image_count).to.equal(imageCount);
    return res.body.data.id;
  }

  /** Trains through the operator and the local node; answers the finished job's record. */
  async function train(body: Record<string, unknown>): Promise<any> {
    const created = await user.post('/ml/training-jobs', { batch_size: 8, ...body });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const id = created.body.data.id;
    const done = await eventually(
      'the training to finish',
      async () => {
        const record = (await user.get(`/ml/training-jobs/${id}`)).body.data;
        return ['Succeeded', 'Failed', 'Cancelled'].includes(record.phase) ? record : null;
      },
      900_000,
      2000,
    );
    expect(done.phase, done.message).to.equal('Succeeded');
    return done;
  }

  async function exportOnnx(modelId: number, imageSize: number): Promise<any> {
    const created = await user.post('/ml/export-jobs', {
      model_version_id: modelId,
      format: 'onnx',
      image_size: imageSize,
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const done = await eventually(
      'the export to finish',
      async () => {
        const record = (await user.get(`/ml/export-jobs/${created.body.data.id}`)).body.data;
        return ['Succeeded', 'Failed'].includes(record.phase) ? record : null;
      },
      600_000,
      2000,
    );
    expect(done.phase, done.message).to.equal('Succeeded');
    return done;
  }

  async function infer(projectId: number, body: Record<string, unknown>): Promise<Map<number, any[]>> {
    const res = await user.post(`/ml/projects/${projectId}/inference`, body);
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const request = await waitForRequest(user, res.body.data.id, ['completed', 'failed'], 120_000);
    expect(request.status, request.error_message).to.equal('completed');
    const page = await user.get(`/ml/inference-requests/${request.id}/predictions?per_page=100`);
    return new Map(page.body.data.map((r: any) => [r.image_id, r.predictions]));
  }

  /**
   * Deploys the model version's own ONNX file to a real agent process (the bundled agent, checking
   * in to this API), drops the frames into its camera spool, and answers the images it uploaded
   * into the project with their pre-labels, by file name. The policy uploads frames showing any of
   * `classes` (every frame: `every_s` uploads the rest, so none is missing).
   */
  async function deployAndReadBack(
    modelId: number,
    projectId: number,
    classes: readonly string[],
    frames: { name: string; jpeg: Buffer }[],
  ): Promise<Map<string, { reason: string; labels: any[] }>> {
    const { apiKey, deviceId } = await provisionDevice(user, t.client);
    const agent: AgentProcess = await startAgent(`${t.api.url}/api`, apiKey, {
      upload: { classes: [...classes], every_s: 0.001, uncertain: null, project_id: projectId },
    });
    try {
      const res = await user.post('/ml/deployments', { model_version_id: modelId, device_ids: [deviceId] });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      const deployed = await eventually(
        'the deployment to succeed on the agent',
        async () => {
          const d = (await user.get(`/ml/deployments/${res.body.data.id}`)).body.data;
          if (d.phase === 'Failed' || d.phase === 'RolledBack') throw new Error(`deployment ${d.phase}: ${d.message}`);
          return d.phase === 'Succeeded' && d;
        },
        180_000,
        500,
      );
      expect(deployed.devices.map((d: any) => [d.device_id, d.state])).to.deep.equal([[deviceId, 'Succeeded']]);
      for (const { name, jpeg } of frames) {
        // Complete under a temporary name, then renamed into the spool, as a camera writes it.
        const tmp = join(agent.dir, `${name}.tmp`);
        writeFileSync(tmp, jpeg);
        renameSync(tmp, join(agent.frames, name));
      }
      const names = new Set(frames.map((f) => f.name));
      const images = await eventually(
        'every frame uploaded by the agent',
        async () => {
          const list = await user.get(`/data/images?project_id=${projectId}&include_annotations=true&limit=100`);
          const mine = (list.body.data as any[]).filter((i) => names.has(i.filename));
          // An image is listed a moment before its pre-labels are written: wait for all of them.
          const labelled = mine.every(
            (i) => i.annotations.filter((a: any) => a.source === 'model').length === i.metadata?.edge?.detections,
          );
          return mine.length === frames.length && labelled && mine;
        },
        120_000,
        500,
      );
      return new Map(
        images.map((i: any) => [
          i.filename,
          {
            reason: i.metadata?.edge?.reason,
            labels: i.annotations.filter((a: any) => a.source === 'model'),
          },
        ]),
      );
    } finally {
      await agent.kill('SIGKILL');
    }
  }

  describe('classification', () => {
    const SIZE = 64;
    let projectId: number;
    let versionId: number;
    let modelId: number;
    const heldOut: { imageId: number; colour: string }[] = [];

    it('a device uploads coloured images, a person tags each with its colour, a version freezes them', async () => {
      projectId = await createProject('classification', COLOUR_CLASSES);
      const next = seeded(21);
      const perClass = 8;
      for (let i = 0; i < perClass; i++) {
        for (const [classIndex, colour] of COLOUR_CLASSES.entries()) {
          const imageId = await upload(projectId, await colouredImage(classIndex, SIZE, next), `${colour}-${i}.jpg`);
          await annotate({ image_id: imageId, class_value: colour, type: 'tag' });
        }
      }
      versionId = await version(projectId, perClass * COLOUR_CLASSES.length);
      const later = seeded(99);
      for (const [classIndex, colour] of COLOUR_CLASSES.entries()) {
        for (let i = 0; i < 2; i++) {
          const jpeg = await colouredImage(classIndex, SIZE, later);
          heldOut.push({ imageId: await upload(projectId, jpeg, `held-out-${colour}-${i}.jpg`), colour });
        }
      }
    });

    it('trains a classifier whose model version has top-1/top-5 figures and the project classes', async () => {
      const done = await train({
        project_id: projectId,
        dataset_version_id: versionId,
        epochs: CLASSIFY_EPOCHS,
        image_size: SIZE,
      });
      modelId = done.model_version_id;
      const epochs = (await user.get(`/ml/training-jobs/${done.id}/metrics?per_page=100`)).body.data;
      expect(epochs.map((e: any) => e.epoch)).to.deep.equal(Array.from({ length: CLASSIFY_EPOCHS }, (_, i) => i + 1));
      const model = (await user.get(`/ml/models/${modelId}`)).body.data;
      expect(model).to.include({ task: 'classify', input_size: SIZE });
      expect(model.class_names).to.deep.equal([...COLOUR_CLASSES]);
      expect(model.metrics).to.include.keys('top1', 'top5');
      expect(model.metrics).to.not.have.any.keys('map50');
      // Three plain colours: learnt well within the run.
      expect(model.metrics.top1, JSON.stringify(model.metrics)).to.be.at.least(0.8);
    });

    it('evaluates the classifier on the val split when its training ends: accuracy and a matrix of its labels', async () => {
      const figures = await evaluationOf(user, modelId, versionId);
      const val = await valImages(user, projectId);
      expect(figures).to.include({ task: 'classify', image_count: val.length });
      expect(figures.classes).to.deep.equal([...COLOUR_CLASSES]);
      expect(figures.confusion.background).to.equal(false);
      // Each row holds exactly the val images tagged with its colour, wherever the model put them.
      COLOUR_CLASSES.forEach((colour, row) => {
        const tagged = val.filter((i) => i.filename.startsWith(`${colour}-`)).map((i) => i.id);
        const inRow = Object.entries(figures.confusion.cells as Record<string, number[]>)
          .filter(([cell]) => cell.startsWith(`${row},`))
          .flatMap(([, ids]) => ids);
        expect(
          inRow.sort((a, b) => a - b),
          colour,
        ).to.deep.equal(tagged.sort((a, b) => a - b));
        expect(figures.per_class[row].support).to.equal(tagged.length);
      });
      const diagonal = COLOUR_CLASSES.reduce((sum, _, i) => sum + figures.confusion.matrix[i][i], 0);
      expect(figures.overall.accuracy).to.equal(diagonal / val.length);
      expect(figures.overall.accuracy, JSON.stringify(figures.overall)).to.be.at.least(0.8);
    });

    it('exports ONNX, validated by top-1 on the val split next to the source model', async () => {
      const done = await exportOnnx(modelId, SIZE);
      expect(done.metrics).to.include.keys('source_top1', 'export_top1');
      expect(Math.abs(done.metrics.source_top1 - done.metrics.export_top1)).to.be.at.most(0.1);
    });

    it('infers a tag of the right colour for held-out images', async () => {
      const byImage = await infer(projectId, {
        model_version_id: modelId,
        image_ids: heldOut.map((h) => h.imageId),
      });
      let right = 0;
      for (const { imageId, colour } of heldOut) {
        const predictions = byImage.get(imageId)!;
        expect(predictions, `image ${imageId}`).to.have.length(1);
        expect(predictions[0]).to.include({ type: 'tag', geometry: null });
        expect(COLOUR_CLASSES as readonly string[]).to.include(predictions[0].class_value);
        if (predictions[0].class_value === colour) right += 1;
      }
      expect(right, `${right} of ${heldOut.length} held-out colours right`).to.be.at.least(heldOut.length - 1);
    });
    it('deploys to a real agent, whose uploads carry its tags as pre-labels', async () => {
      const next = seeded(555);
      const frames = [];
      for (const [classIndex, colour] of COLOUR_CLASSES.entries()) {
        for (let i = 0; i < 2; i++) {
          frames.push({ name: `agent-${colour}-${i}.jpg`, jpeg: await colouredImage(classIndex, SIZE, next), colour });
        }
      }
      const uploaded = await deployAndReadBack(modelId, projectId, COLOUR_CLASSES, frames);
      let right = 0;
      for (const { name, colour } of frames) {
        const { reason, labels } = uploaded.get(name)!;
        // A classifier always answers: one tag of the whole frame, sent up for its class.
        expect(labels, name).to.have.length(1);
        expect(labels[0]).to.include({ type: 'tag', geometry: null });
        expect(labels[0].confidence).to.be.within(0, 1);
        expect(reason).to.equal('class');
        if (labels[0].class_value === colour) right += 1;
      }
      expect(right, `${right} of ${frames.length} agent tags right`).to.be.at.least(frames.length - 1);
    });
  });

  describe('instance segmentation', () => {
    const SIZE = 96;
    let projectId: number;
    let versionId: number;
    let modelId: number;
    const heldOut: { imageId: number; boxes: Box[] }[] = [];

    it('a device uploads images of two shapes, a person outlines each shape as a polygon', async () => {
      projectId = await createProject('segmentation', CLASSES);
      const next = seeded(7);
      const images = 40;
      for (let i = 0; i < images; i++) {
        const { jpeg, boxes } = await syntheticImage(SIZE, next);
        const imageId = await upload(projectId, jpeg, `shapes-${i}.jpg`);
        for (const b of boxes) {
          const [x1, y1, x2, y2] = [b.x1, b.y1, b.x2, b.y2].map((v) => v / SIZE);
          await annotate({
            image_id: imageId,
            class_value: CLASSES[b.classIndex],
            type: 'polygon',
            geometry: [x1, y1, x2, y1, x2, y2, x1, y2],
          });
        }
      }
      versionId = await version(projectId, images);
      const later = seeded(1234);
      for (let i = 0; i < 4; i++) {
        const { jpeg, boxes } = await syntheticImage(SIZE, later);
        heldOut.push({ imageId: await upload(projectId, jpeg, `held-out-${i}.jpg`), boxes });
      }
    });

    it('trains a segmenter whose model version has box and mask mAP', async () => {
      const done = await train({
        project_id: projectId,
        dataset_version_id: versionId,
        epochs: SEGMENT_EPOCHS,
        image_size: SIZE,
      });
      modelId = done.model_version_id;
      const model = (await user.get(`/ml/models/${modelId}`)).body.data;
      expect(model).to.include({ task: 'segment', input_size: SIZE });
      expect(model.class_names).to.deep.equal([...CLASSES]);
      expect(model.metrics).to.include.keys('map50', 'map50_95', 'mask_map50', 'mask_map50_95');
      expect(model.metrics.mask_map50, JSON.stringify(model.metrics)).to.be.greaterThan(0.3);
    });

    it('evaluates the segmenter on the val split when its training ends: per-class AP and a matrix', async () => {
      const figures = await evaluationOf(user, modelId, versionId);
      const val = new Set((await valImages(user, projectId)).map((i) => i.id));
      expect(figures).to.include({ task: 'segment', image_count: val.size });
      expect(figures.classes).to.deep.equal([...CLASSES]);
      expect(figures.confusion.background).to.equal(true);
      // A row's counts are its class's outlines, found or missed; every cell's images are val images.
      CLASSES.forEach((_, row) => {
        const counted = figures.confusion.matrix[row].reduce((sum: number, v: number) => sum + v, 0);
        expect(counted).to.equal(figures.per_class[row].support).and.to.be.greaterThan(0);
      });
      for (const ids of Object.values(figures.confusion.cells as Record<string, number[]>))
        for (const id of ids) expect(val.has(id), `image ${id}`).to.equal(true);
      expect(figures.overall.map50, JSON.stringify(figures.overall)).to.be.greaterThan(0.3);
      // Mask AP too, from the outlines the evaluator posts (null would mean none came).
      expect(figures.overall.mask_map50, JSON.stringify(figures.overall)).to.be.a('number');
      expect(figures.pr_curves).to.have.length(CLASSES.length);
      expect(figures.confidence_threshold).to.be.within(0, 1);
    });

    it('exports ONNX, validated by box and mask mAP next to the source model', async () => {
      const done = await exportOnnx(modelId, SIZE);
      expect(done.metrics).to.include.keys('source_map50', 'export_map50', 'source_mask_map50', 'export_mask_map50');
    });

    it('infers polygons around the shapes of held-out images, in image coordinates', async () => {
      const byImage = await infer(projectId, { model_version_id: modelId, image_ids: heldOut.map((h) => h.imageId) });
      let found = 0;
      for (const { imageId, boxes } of heldOut) {
        const outlines = byImage.get(imageId) ?? [];
        for (const p of outlines) {
          expect(p.type).to.equal('polygon');
          expect(p.geometry.length % 2).to.equal(0);
          expect(p.geometry.length).to.be.at.least(6);
          for (const v of p.geometry) expect(v).to.be.within(0, 1);
        }
        for (const box of boxes) {
          const truth = { x1: box.x1, y1: box.y1, x2: box.x2, y2: box.y2, score: 1, classIndex: 0 };
          const hit = outlines.some((p) => {
            const xs = p.geometry.filter((_: number, i: number) => i % 2 === 0).map((v: number) => v * SIZE);
            const ys = p.geometry.filter((_: number, i: number) => i % 2 === 1).map((v: number) => v * SIZE);
            const bounds = { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) };
            return p.class_value === CLASSES[box.classIndex] && iou(bounds, truth) > 0.5;
          });
          if (hit) found += 1;
        }
      }
      const shapes = heldOut.length * 2;
      // Most shapes outlined with the right class, the outline's bounds over the shape (IoU > 0.5).
      expect(found, `${found} of ${shapes} shapes outlined`).to.be.at.least(shapes - 2);
    });

    it('deploys to a real agent, whose uploads carry its outlines as pre-labels', async () => {
      const next = seeded(777);
      const frames = [];
      for (let i = 0; i < 4; i++) {
        const { jpeg, boxes } = await syntheticImage(SIZE, next);
        frames.push({ name: `agent-shapes-${i}.jpg`, jpeg, boxes });
      }
      const uploaded = await deployAndReadBack(modelId, projectId, CLASSES, frames);
      let found = 0;
      for (const { name, boxes } of frames) {
        const { reason, labels } = uploaded.get(name)!;
        for (const p of labels) {
          expect(p.type).to.equal('polygon');
          expect(p.geometry.length % 2).to.equal(0);
          for (const v of p.geometry) expect(v).to.be.within(0, 1);
        }
        // Uploaded for an outlined shape of a listed class; a frame with none goes up by the interval.
        expect(reason).to.equal(labels.length > 0 ? 'class' : 'interval');
        for (const box of boxes) {
          const truth = { x1: box.x1, y1: box.y1, x2: box.x2, y2: box.y2, score: 1, classIndex: 0 };
          const hit = labels.some((p: any) => {
            const xs = p.geometry.filter((_: number, i: number) => i % 2 === 0).map((v: number) => v * SIZE);
            const ys = p.geometry.filter((_: number, i: number) => i % 2 === 1).map((v: number) => v * SIZE);
            const bounds = { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) };
            return p.class_value === CLASSES[box.classIndex] && iou(bounds, truth) > 0.5;
          });
          if (hit) found += 1;
        }
      }
      const shapes = frames.length * 2;
      expect(found, `${found} of ${shapes} shapes outlined by the agent`).to.be.at.least(shapes - 2);
    });
  });
});

/** The figures of the evaluation a training of `modelId` ended with, once it succeeded. */
async function evaluationOf(user: ApiClient, modelId: number, versionId: number): Promise<any> {
  const done = await eventually(
    'the evaluation after the training',
    async () => {
      const list = (await user.get('/ml/evaluations?per_page=100')).body.data as any[];
      const found = list.find((e) => e.model_version_id === modelId);
      return found && ['Succeeded', 'Failed'].includes(found.phase) ? found : null;
    },
    600_000,
    2000,
  );
  expect(done.phase, done.message).to.equal('Succeeded');
  // The version has no test images, so the val split was evaluated.
  expect(done).to.include({ dataset_version_id: versionId, split: 'val' });
  return (await user.get(`/ml/evaluations/${done.id}`)).body.data.figures;
}

/** The images of the project's version in the val split (held-out uploads came later and have none). */
async function valImages(user: ApiClient, projectId: number): Promise<{ id: number; filename: string }[]> {
  const images = (await user.get(`/data/images?project_id=${projectId}&limit=100`)).body.data as any[];
  return images.filter((i) => i.split === 'val' && !i.filename.startsWith('held-out'));
}
