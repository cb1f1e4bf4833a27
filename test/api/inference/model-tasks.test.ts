import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { annotate, createProject, newDevice } from '../../helpers/data.js';
import { registerModel, testModels, uploadModel, uploadSolid, waitForRequest } from '../../helpers/onnx-models.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { readFileSync } from 'node:fs';

const RED: [number, number, number] = [220, 30, 30];
const BLUE: [number, number, number] = [30, 40, 220];
const WHITE: [number, number, number] = [255, 255, 255];

/**
 * Inference and automatic annotation with the two other kinds of model (test/fixtures/
 * task_models.py): a classifier writes tags, an instance segmenter writes polygons, and neither
 * touches a person's labels.
 */
describe('classifiers and segmenters in inference and automatic annotation', function () {
  this.timeout(120_000);
  let t: TestApi;
  let user: ApiClient;
  let device: ApiClient;
  let classifier: any;
  let segmenter: any;

  before(async () => {
    const models = await testModels();
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    user = await t.as(freshUser());
    device = (await newDevice(user, t.client)).client;
    classifier = await registerModel(user, models.classifier, {
      name: 'colours',
      task: 'classify',
      class_names: 'red,green,blue',
    });
    segmenter = await registerModel(user, models.segmenter, {
      name: 'shapes',
      task: 'segment',
      class_names: 'shape,other',
    });
  });
  after(async () => t?.stop());

  const annotationsOf = async (imageId: number) =>
    (await user.get(`/data/annotations?image_id=${imageId}`)).body.data as any[];
  const predictionsOf = async (requestId: number) =>
    (await user.get(`/ml/inference-requests/${requestId}/predictions`)).body.data as any[];

  async function run(path: string, body: Record<string, unknown>) {
    const res = await user.post(path, body);
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const done = await waitForRequest(user, res.body.data.id);
    expect(done.status, done.error_message).to.equal('completed');
    return done;
  }

  it('refuses a model whose outputs do not fit its task, naming the layout', async () => {
    const models = await testModels();
    const res = await uploadModel(user, readFileSync(models.detector), {
      name: 'a detector called a classifier',
      task: 'classify',
      class_names: 'car,person,bike',
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.details ?? res.body.error.message).to.match(/classifier outputs float32 \[1, classes\]/);
  });

  it('classifies each image as a tag of its top class, over the confidence threshold', async () => {
    expect(classifier.task).to.equal('classify');
    const project = await createProject(user, { project_type: 'classification', classes: ['red', 'green', 'blue'] });
    const red = await uploadSolid(device, project.id, [80, 48], RED, 'red.jpg');
    const blue = await uploadSolid(device, project.id, [48, 80], BLUE, 'blue.jpg');
    const done = await run(`/ml/projects/${project.id}/inference`, {
      model_version_id: classifier.id,
      image_ids: [red.id, blue.id],
    });
    const byImage = new Map((await predictionsOf(done.id)).map((p: any) => [p.image_id, p.predictions]));
    for (const [image, colour] of [
      [red, 'red'],
      [blue, 'blue'],
    ] as const) {
      const [prediction, ...more] = byImage.get(image.id)!;
      expect(more).to.deep.equal([]);
      expect(prediction).to.include({ type: 'tag', class_value: colour, geometry: null, annotation_id: null });
      expect(prediction.confidence).to.be.greaterThan(0.99);
      expect([prediction.x_center, prediction.y_center, prediction.width, prediction.height]).to.deep.equal([
        0.5, 0.5, 1, 1,
      ]);
    }
  });

  it('auto-annotates with tags, leaving an image a person tagged as it was', async () => {
    const project = await createProject(user, { project_type: 'classification', classes: ['red', 'green', 'blue'] });
    const red = await uploadSolid(device, project.id, [64, 64], RED, 'red.jpg');
    const labelled = await uploadSolid(device, project.id, [64, 64], RED, 'labelled.jpg');
    const manual = await annotate(user, labelled.id, 'green', {
      type: 'tag',
      x_center: undefined,
      y_center: undefined,
      width: undefined,
      height: undefined,
    });
    const done = await run(`/ml/projects/${project.id}/auto-annotate`, {
      model_version_id: classifier.id,
      batch_id: red.batch_id,
      apply_annotations: true,
    });
    const [tag, ...more] = await annotationsOf(red.id);
    expect(more).to.deep.equal([]);
    expect(tag).to.include({ type: 'tag', class_value: 'red', source: 'model', x_center: null, geometry: null });
    // Without overwrite an image a person labelled is skipped (with it, machine labels are
    // replaced and manual ones still kept, as for detection).
    const kept = await annotationsOf(labelled.id);
    expect(kept.map((a: any) => [a.id, a.class_value, a.source])).to.deep.equal([[manual.id, 'green', 'manual']]);
    const results = await predictionsOf(done.id);
    expect(results.find((r: any) => r.image_id === labelled.id)).to.include({ status: 'skipped' });
  });

  it('segments instances as polygons of their masks, in image coordinates', async () => {
    expect(segmenter.task).to.equal('segment');
    const project = await createProject(user, { project_type: 'segmentation', classes: ['shape', 'other'] });
    const image = await uploadSolid(device, project.id, [64, 64], WHITE, 'white.jpg');
    await run(`/ml/projects/${project.id}/auto-annotate`, {
      model_version_id: segmenter.id,
      batch_id: image.batch_id,
      apply_annotations: true,
    });
    const [outline, ...more] = await annotationsOf(image.id);
    expect(more, 'the 0.2 instance is below the threshold').to.deep.equal([]);
    expect(outline).to.include({ type: 'polygon', class_value: 'shape', source: 'model' });
    expect(outline.confidence).to.be.closeTo(0.9, 1e-6);
    // The mask is prototype cells 6..9 of 16 over the 64 px input: 24..40 px, 0.375..0.625.
    const xs = outline.geometry.filter((_: number, i: number) => i % 2 === 0);
    const ys = outline.geometry.filter((_: number, i: number) => i % 2 === 1);
    for (const v of [Math.min(...xs), Math.min(...ys)]) expect(v).to.be.closeTo(0.375, 0.035);
    for (const v of [Math.max(...xs), Math.max(...ys)]) expect(v).to.be.closeTo(0.625, 0.035);
    expect(outline.x_center).to.be.closeTo(0.5, 0.02);
    expect(outline.width).to.be.closeTo(0.25, 0.07);
  });
});
