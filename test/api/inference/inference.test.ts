import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { createProject, newDevice } from '../../helpers/data.js';
import { registerModel, testModels, uploadSolid, waitForRequest } from '../../helpers/onnx-models.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

const WHITE: [number, number, number] = [255, 255, 255];
const BLACK: [number, number, number] = [0, 0, 0];
/** The test detector's person score for anchor 5 is the input's mean: half image, half grey 114 padding. */
const WHITE_MEAN = (1 + 114 / 255) / 2;

/** The test detector on a 64x32 image (letterboxed: 16 px of padding above and below), by hand. */
const CAR = { class_value: 'car', confidence: 0.9, x_center: 0.5, y_center: 0.5, width: 0.3125, height: 0.3125 };
const CAR_OVERLAPPING = {
  class_value: 'car',
  confidence: 0.8,
  x_center: 0.53125,
  y_center: 0.5,
  width: 0.3125,
  height: 0.3125,
};
const PERSON = {
  class_value: 'person',
  confidence: 0.7,
  x_center: 0.53125,
  y_center: 0.5,
  width: 0.3125,
  height: 0.3125,
};
// Anchor 5 reaches into the top padding: clipped to the image's first 2 of 32 rows.
const PERSON_CLIPPED = {
  class_value: 'person',
  confidence: WHITE_MEAN,
  x_center: 0.25,
  y_center: 0.03125,
  width: 0.125,
  height: 0.0625,
};
const BIKE = { class_value: 'bike', confidence: 0.3, x_center: 0.15625, y_center: 0.125, width: 0.125, height: 0.25 };
const CAR_FAINT = {
  class_value: 'car',
  confidence: 0.1,
  x_center: 0.78125,
  y_center: 0.75,
  width: 0.15625,
  height: 0.3125,
};

function expectPredictions(actual: any[], expected: (typeof CAR)[]) {
  const sorted = [...actual].sort((a, b) => b.confidence - a.confidence);
  expect(
    sorted.map((p) => p.class_value),
    JSON.stringify(actual),
  ).to.deep.equal(expected.map((e) => e.class_value));
  sorted.forEach((p, i) => {
    const e = expected[i]!;
    expect(p.confidence).to.be.closeTo(e.confidence, 0.01);
    for (const key of ['x_center', 'y_center', 'width', 'height'] as const)
      expect(p[key], key).to.be.closeTo(e[key], 1e-6);
    expect(p.geometry).to.equal(null);
  });
}

describe('inference requests (POST /ml/projects/{id}/inference)', function () {
  this.timeout(120_000);
  let t: TestApi;
  let user: ApiClient;
  let device: ApiClient;
  let project: any;
  let detector: any;
  let white: any;
  let black: any;

  before(async () => {
    const models = await testModels();
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    user = await t.as(freshUser());
    device = (await newDevice(user, t.client)).client;
    project = await createProject(user);
    detector = await registerModel(user, models.detector, { name: 'det', class_names: 'car,person,bike' });
    white = await uploadSolid(device, project.id, [64, 32], WHITE, 'white.jpg');
    black = await uploadSolid(device, project.id, [64, 32], BLACK, 'black.jpg');
  });
  after(async () => t?.stop());

  const infer = (body: Record<string, unknown>, projectId = project.id, as = user) =>
    as.post(`/ml/projects/${projectId}/inference`, body);

  const predictionsOf = async (requestId: number, imageId: number) => {
    const res = await user.get(`/ml/inference-requests/${requestId}/predictions?image_id=${imageId}`);
    expect(res.status).to.equal(200);
    return res.body.data[0];
  };

  it('answers 202 with a pending request of exactly the documented fields, then completes it', async () => {
    const res = await infer({ image_ids: [white.id, black.id], model_version_id: detector.id });
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const request = res.body.data;
    expect(Object.keys(request).sort()).to.deep.equal(
      [
        'id',
        'project_id',
        'model_version_id',
        'request_type',
        'status',
        'image_ids',
        'image_count',
        'confidence_threshold',
        'iou_threshold',
        'applied_to_images',
        'results',
        'error_message',
        'created_at',
        'updated_at',
        'completed_at',
      ].sort(),
    );
    expect(request).to.include({
      project_id: project.id,
      model_version_id: detector.id,
      request_type: 'inference',
      status: 'pending',
      image_count: 2,
      confidence_threshold: 0.25,
      iou_threshold: 0.45,
      applied_to_images: false,
      error_message: null,
      completed_at: null,
    });
    expect(request.image_ids).to.deep.equal([white.id, black.id]);
    expect(request.results).to.deep.equal([]);

    const done = await waitForRequest(user, request.id);
    expect(done.status).to.equal('completed');
    expect(done.completed_at).to.be.a('string');
    expect(done.applied_to_images).to.equal(false);
    // White: car (its overlapping twin suppressed), two persons, bike. Black: the mean-scored person drops below 0.25.
    expect(done.results).to.have.length(4 + 3);

    const page = await user.get(`/ml/inference-requests/${request.id}/predictions`);
    expect(page.status).to.equal(200);
    expect(page.body.meta).to.include({ total: 2, page: 1, count: 2 });
    expect(page.body.data.map((i: any) => [i.image_id, i.status])).to.deep.equal([
      [white.id, 'processed'],
      [black.id, 'processed'],
    ]);
    expectPredictions(page.body.data[0].predictions, [CAR, PERSON_CLIPPED, PERSON, BIKE]);
    expectPredictions(page.body.data[1].predictions, [CAR, PERSON, BIKE]);
    const ids = page.body.data
      .flatMap((i: any) => i.predictions.map((p: any) => p.id))
      .sort((a: number, b: number) => a - b);
    expect(ids).to.deep.equal([...done.results].sort((a: number, b: number) => a - b));
    // Plain inference writes no annotations.
    expect(await t.db.collection('annotations').countDocuments({ image_id: white.id })).to.equal(0);
    const metrics = (await t.root.get('/metrics')).text;
    expect(metrics).to.match(/edge_vision_inference_requests\{status="completed"\} [1-9]/);
  });

  it('applies the confidence threshold (at least) and the NMS IoU threshold', async () => {
    const run = async (body: Record<string, unknown>) => {
      const res = await infer({ image_ids: [white.id], model_version_id: detector.id, ...body });
      expect(res.status, JSON.stringify(res.body)).to.equal(202);
      const done = await waitForRequest(user, res.body.data.id);
      expect(done.status).to.equal('completed');
      return (await predictionsOf(done.id, white.id)).predictions;
    };
    expectPredictions(await run({ confidence_threshold: 0.5 }), [CAR, PERSON_CLIPPED, PERSON]);
    expectPredictions(await run({ confidence_threshold: 0.05 }), [CAR, PERSON_CLIPPED, PERSON, BIKE, CAR_FAINT]);
    expectPredictions(await run({ confidence_threshold: 0.3 }), [CAR, PERSON_CLIPPED, PERSON, BIKE]);
    // IoU of the two cars is 180/220 = 0.818: kept apart at 0.9, merged at 0.8.
    expectPredictions(await run({ iou_threshold: 0.9 }), [CAR, CAR_OVERLAPPING, PERSON_CLIPPED, PERSON, BIKE]);
    expectPredictions(await run({ iou_threshold: 0.8 }), [CAR, PERSON_CLIPPED, PERSON, BIKE]);
    expectPredictions(await run({ confidence_threshold: 1 }), []);
  });

  it('pages the predictions per image and lists the project requests newest first', async () => {
    const res = await infer({ image_ids: [black.id, white.id], model_version_id: detector.id });
    const done = await waitForRequest(user, res.body.data.id);
    const second = await user.get(`/ml/inference-requests/${done.id}/predictions?per_page=1&page=2`);
    expect(second.body.meta).to.include({ total: 2, page: 2, per_page: 1, total_pages: 2, count: 1 });
    expect(second.body.data[0].image_id).to.equal(white.id);
    const list = await user.get(`/ml/projects/${project.id}/inference-requests?per_page=2`);
    expect(list.status).to.equal(200);
    expect(list.body.data[0].id).to.equal(done.id);
    expect(list.body.meta.per_page).to.equal(2);
    const filtered = await user.get(
      `/ml/projects/${project.id}/inference-requests?status=completed&request_type=auto_annotate`,
    );
    expect(filtered.body.data).to.deep.equal([]);
    expect((await user.get(`/ml/projects/${project.id}/inference-requests?per_page=101`)).status).to.equal(400);
  });

  describe('validation: 400 naming the field, nothing queued', () => {
    const refused = async (body: Record<string, unknown>, field: string, projectId = project.id) => {
      const before = await t.db.collection('inference_requests').countDocuments();
      const res = await infer(body, projectId);
      expect(res.status, JSON.stringify(res.body)).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(res.body.error.details).to.include(field);
      expect(await t.db.collection('inference_requests').countDocuments()).to.equal(before);
    };

    it('thresholds outside [0, 1]', async () => {
      const base = { image_ids: [white.id], model_version_id: detector.id };
      await refused({ ...base, confidence_threshold: 1.01 }, 'confidence_threshold');
      await refused({ ...base, confidence_threshold: -0.1 }, 'confidence_threshold');
      await refused({ ...base, iou_threshold: 2 }, 'iou_threshold');
      await refused({ ...base, iou_threshold: '0.5' }, 'iou_threshold');
    });

    it('image ids: missing, empty, repeated, not of the project', async () => {
      await refused({ model_version_id: detector.id }, 'image_ids');
      await refused({ image_ids: [], model_version_id: detector.id }, 'image_ids');
      await refused({ image_ids: [white.id, white.id], model_version_id: detector.id }, 'image_ids');
      await refused({ image_ids: [white.id, 99_999_999], model_version_id: detector.id }, 'image_ids');
      const other = await createProject(user);
      const elsewhere = await uploadSolid(device, other.id, [8, 8], WHITE);
      await refused({ image_ids: [elsewhere.id], model_version_id: detector.id }, 'image_ids');
    });

    it('the model: missing, unknown, not a detector', async () => {
      await refused({ image_ids: [white.id] }, 'model_version_id');
      await refused({ image_ids: [white.id], model_version_id: 99_999_999 }, 'model_version_id');
      const models = await testModels();
      const encoder = await registerModel(user, models.samEncoder, { name: 'enc', role: 'sam_encoder' });
      await refused({ image_ids: [white.id], model_version_id: encoder.id }, 'model_version_id');
    });
  });

  describe('organizations', () => {
    it("another organization's project, request, images and model answer as missing", async () => {
      const res = await infer({ image_ids: [white.id], model_version_id: detector.id });
      const done = await waitForRequest(user, res.body.data.id);
      const stranger = await t.as(freshUser());
      expect((await stranger.get(`/ml/inference-requests/${done.id}`)).status).to.equal(404);
      expect((await stranger.get(`/ml/inference-requests/${done.id}/predictions`)).status).to.equal(404);
      expect((await stranger.post(`/ml/inference-requests/${done.id}/cancel`)).status).to.equal(404);
      expect((await stranger.get(`/ml/projects/${project.id}/inference-requests`)).status).to.equal(404);
      const notFound = await infer({ image_ids: [white.id], model_version_id: detector.id }, project.id, stranger);
      expect(notFound.status).to.equal(404);
      expect(notFound.body.error.code).to.equal('NOT_FOUND');
      // In their own project, our images and our model are not theirs.
      const theirs = await createProject(stranger);
      const images = await infer({ image_ids: [white.id], model_version_id: detector.id }, theirs.id, stranger);
      expect(images.status).to.equal(400);
      expect(images.body.error.details).to.include('model_version_id');
    });
  });
});
