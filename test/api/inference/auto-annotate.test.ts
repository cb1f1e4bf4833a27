import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { annotate, createProject, newDevice } from '../../helpers/data.js';
import { registerModel, testModels, uploadSolid, waitForRequest } from '../../helpers/onnx-models.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

const WHITE: [number, number, number] = [255, 255, 255];

/**
 * The test detector's boxes on a white 64x64 image (no letterbox padding), normalised, with the
 * classes of its three outputs: anchor 0 (car 0.9), anchor 5 (person, the image mean: 1.0),
 * anchor 2 (person 0.7), anchor 3 (bike 0.3).
 */
const SQUARE_BOXES = [
  { index: 0, confidence: 0.9, x1: 22, y1: 27, x2: 42, y2: 37 },
  { index: 1, confidence: 1.0, x1: 12, y1: 10, x2: 20, y2: 18 },
  { index: 1, confidence: 0.7, x1: 24, y1: 27, x2: 44, y2: 37 },
  { index: 2, confidence: 0.3, x1: 6, y1: 16, x2: 14, y2: 24 },
];

function bounds(geometry: number[]) {
  const xs = geometry.filter((_, i) => i % 2 === 0);
  const ys = geometry.filter((_, i) => i % 2 === 1);
  return { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) };
}

describe('automatic annotation (POST /ml/projects/{id}/auto-annotate)', function () {
  this.timeout(120_000);
  let t: TestApi;
  let user: ApiClient;
  let device: ApiClient;
  let detector: any;
  let encoder: any;
  let decoder: any;
  let openVocab: any;

  before(async () => {
    const models = await testModels();
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    user = await t.as(freshUser());
    device = (await newDevice(user, t.client)).client;
    detector = await registerModel(user, models.detector, { name: 'det', class_names: 'car,person,bike' });
    encoder = await registerModel(user, models.samEncoder, { name: 'sam enc', role: 'sam_encoder' });
    decoder = await registerModel(user, models.samDecoder, { name: 'sam dec', role: 'sam_decoder' });
    openVocab = await registerModel(user, models.detector, {
      name: 'open vocabulary',
      role: 'open_vocab_detector',
      class_names: 'forklift,pallet,person',
    });
  });
  after(async () => t?.stop());

  const autoAnnotate = (projectId: number, body: Record<string, unknown>, as = user) =>
    as.post(`/ml/projects/${projectId}/auto-annotate`, body);

  const run = async (projectId: number, body: Record<string, unknown>) => {
    const res = await autoAnnotate(projectId, body);
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    expect(res.body.data.status).to.equal('pending');
    const done = await waitForRequest(user, res.body.data.id);
    expect(done.status, done.error_message).to.equal('completed');
    return done;
  };

  const annotationsOf = async (imageId: number) =>
    (await user.get(`/data/annotations?image_id=${imageId}`)).body.data as any[];

  const perImage = async (requestId: number) =>
    (await user.get(`/ml/inference-requests/${requestId}/predictions`)).body.data as any[];

  describe('the body rules: 400 VALIDATION_ERROR naming the field, nothing queued', () => {
    let project: any;
    before(async () => {
      project = await createProject(user);
      await uploadSolid(device, project.id, [16, 16], WHITE);
    });

    const refused = async (body: Record<string, unknown>, field: string, projectId = project.id, as = user) => {
      const before = await t.db.collection('inference_requests').countDocuments();
      const res = await autoAnnotate(projectId, body, as);
      expect(res.status, JSON.stringify(res.body)).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(res.body.error.details, res.body.error.details).to.include(field);
      expect(await t.db.collection('inference_requests').countDocuments()).to.equal(before);
    };

    it('thresholds are numbers from 0 to 1 inclusive', async () => {
      const base = { model_version_id: detector.id };
      await refused({ ...base, confidence_threshold: 1.5 }, 'confidence_threshold');
      await refused({ ...base, confidence_threshold: -0.01 }, 'confidence_threshold');
      await refused({ ...base, iou_threshold: -1 }, 'iou_threshold');
      await refused({ ...base, iou_threshold: 1.0001 }, 'iou_threshold');
      await refused({ ...base, iou_threshold: 'high' }, 'iou_threshold');
    });

    it('without SAM mode, model_version_id is required and must be a detector', async () => {
      await refused({}, 'model_version_id');
      await refused({ model_type: 'detector' }, 'model_version_id');
      await refused({ model_version_id: encoder.id }, 'model_version_id');
      await refused({ model_version_id: 99_999_999 }, 'model_version_id');
    });

    it('model_type is detector or sam_auto; the SAM fields apply only in SAM mode', async () => {
      await refused({ model_version_id: detector.id, model_type: 'yolo' }, 'model_type');
      await refused(
        { model_version_id: detector.id, sam_prompt_source: 'text', text_classes: ['car'] },
        'sam_prompt_source',
      );
      await refused(
        { model_version_id: detector.id, detector_model_version_id: detector.id },
        'detector_model_version_id',
      );
    });

    it('SAM mode needs sam_prompt_source, text or detector', async () => {
      await refused({ model_type: 'sam_auto' }, 'sam_prompt_source');
      await refused({ model_type: 'sam_auto', sam_prompt_source: 'camera' }, 'sam_prompt_source');
    });

    it('sam_prompt_source text requires non-empty text_classes from the vocabulary', async () => {
      const sam = { model_type: 'sam_auto', sam_prompt_source: 'text' };
      await refused(sam, 'text_classes');
      await refused({ ...sam, text_classes: [] }, 'text_classes');
      await refused({ ...sam, text_classes: [' '] }, 'text_classes');
      await refused({ ...sam, text_classes: 'pallet' }, 'text_classes');
      await refused({ ...sam, text_classes: ['pallet', 'unicorn'] }, 'text_classes');
      await refused(
        { ...sam, text_classes: ['pallet'], detector_model_version_id: detector.id },
        'detector_model_version_id',
      );
    });

    it('sam_prompt_source detector requires a detector in detector_model_version_id', async () => {
      const sam = { model_type: 'sam_auto', sam_prompt_source: 'detector' };
      await refused(sam, 'detector_model_version_id');
      await refused({ ...sam, detector_model_version_id: decoder.id }, 'detector_model_version_id');
      await refused({ ...sam, detector_model_version_id: 99_999_999 }, 'detector_model_version_id');
      await refused({ ...sam, detector_model_version_id: detector.id, text_classes: ['car'] }, 'text_classes');
      // In SAM mode model_version_id names the mask decoder.
      await refused(
        { ...sam, detector_model_version_id: detector.id, model_version_id: detector.id },
        'model_version_id',
      );
    });

    it('SAM mode without SAM models in the organization', async () => {
      const other = await t.as(freshUser());
      const otherDevice = (await newDevice(other, t.client)).client;
      const theirProject = await createProject(other);
      await uploadSolid(otherDevice, theirProject.id, [16, 16], WHITE);
      const theirDetector = await registerModel(other, (await testModels()).detector, {
        name: 'd',
        class_names: 'a,b,c',
      });
      await refused(
        { model_type: 'sam_auto', sam_prompt_source: 'detector', detector_model_version_id: theirDetector.id },
        'model_type',
        theirProject.id,
        other,
      );
      await refused(
        { model_type: 'sam_auto', sam_prompt_source: 'text', text_classes: ['a'] },
        'sam_prompt_source',
        theirProject.id,
        other,
      );
    });

    it('booleans are booleans; batch_id names a batch with images in the project', async () => {
      await refused({ model_version_id: detector.id, apply_annotations: 'yes' }, 'apply_annotations');
      await refused({ model_version_id: detector.id, overwrite: 1 }, 'overwrite');
      await refused({ model_version_id: detector.id, batch_id: 99_999_999 }, 'batch_id');
      await refused({ model_version_id: detector.id, batch_id: 'x' }, 'batch_id');
      const empty = await createProject(user);
      // The device's batch has images, none of them in this project.
      const batchId = (await t.db.collection('images').findOne({ project_id: project.id }))!.batch_id;
      await refused({ model_version_id: detector.id, batch_id: batchId }, 'batch_id', empty.id);
      // And without a batch, a project with no pending images has nothing to annotate.
      await refused({ model_version_id: detector.id }, 'batch_id', empty.id);
    });

    it("another organization's project is not found; its batch is not a batch here", async () => {
      const stranger = await t.as(freshUser());
      const res = await autoAnnotate(project.id, { model_version_id: detector.id }, stranger);
      expect(res.status).to.equal(404);
      const theirs = await createProject(stranger);
      const theirDetector = await registerModel(stranger, (await testModels()).detector, {
        name: 'd',
        class_names: 'a,b,c',
      });
      // Our model is not theirs, and neither is our batch.
      await refused({ model_version_id: detector.id }, 'model_version_id', theirs.id, stranger);
      const batchId = (await t.db.collection('images').findOne({ project_id: project.id }))!.batch_id;
      await refused({ model_version_id: theirDetector.id, batch_id: batchId }, 'batch_id', theirs.id, stranger);
    });
  });

  describe('detector mode', () => {
    it("annotates the project's pending images: source model, confidence set, applied_to_images", async () => {
      const project = await createProject(user);
      const a = await uploadSolid(device, project.id, [64, 32], WHITE);
      const b = await uploadSolid(device, project.id, [64, 32], WHITE);
      const done = await run(project.id, { model_version_id: detector.id, apply_annotations: true });
      expect(done).to.include({
        request_type: 'auto_annotate',
        applied_to_images: true,
        model_version_id: detector.id,
      });
      expect(done.image_ids).to.deep.equal([a.id, b.id]);
      expect(done.results).to.have.length(8);
      for (const image of [a, b]) {
        const annotations = await annotationsOf(image.id);
        expect(annotations.map((x) => x.class_value).sort()).to.deep.equal(['bike', 'car', 'person', 'person']);
        for (const x of annotations) {
          expect(x).to.include({ source: 'model', type: 'bbox' });
          expect(x.confidence).to.be.within(0.29, 0.91);
        }
        const car = annotations.find((x) => x.class_value === 'car');
        expect([car.x_center, car.y_center, car.width, car.height]).to.deep.equal([0.5, 0.5, 0.3125, 0.3125]);
        const img = (await user.get(`/data/images/${image.id}`)).body.data;
        expect(img.annotation_status).to.equal('completed');
      }
      const predictions = (await perImage(done.id))[0].predictions;
      const annotationIds = (await annotationsOf(a.id)).map((x) => x.id).sort();
      expect(predictions.map((p: any) => p.annotation_id).sort()).to.deep.equal(annotationIds);
    });

    it('without apply_annotations only stores predictions', async () => {
      const project = await createProject(user);
      const a = await uploadSolid(device, project.id, [64, 32], WHITE);
      const done = await run(project.id, { model_version_id: detector.id });
      expect(done.applied_to_images).to.equal(false);
      expect(done.results).to.have.length(4);
      expect(await annotationsOf(a.id)).to.deep.equal([]);
    });

    it('skips annotated images without overwrite; overwrite replaces machine annotations, never manual ones', async () => {
      const project = await createProject(user);
      const annotated = await uploadSolid(device, project.id, [64, 32], WHITE);
      const fresh = await uploadSolid(device, project.id, [64, 32], WHITE);
      const manual = await annotate(user, annotated.id, 'truck');
      const batchId = annotated.batch_id;
      expect(fresh.batch_id).to.equal(batchId);

      const first = await run(project.id, {
        model_version_id: detector.id,
        apply_annotations: true,
        batch_id: batchId,
      });
      const statuses = (await perImage(first.id)).map((i) => [i.image_id, i.status]);
      expect(statuses).to.deep.include.members([
        [annotated.id, 'skipped'],
        [fresh.id, 'processed'],
      ]);
      expect((await annotationsOf(annotated.id)).map((x) => x.id)).to.deep.equal([manual.id]);
      const machine = (await annotationsOf(fresh.id)).map((x) => x.id);
      expect(machine).to.have.length(4);

      const second = await run(project.id, {
        model_version_id: detector.id,
        apply_annotations: true,
        overwrite: true,
        batch_id: batchId,
        confidence_threshold: 0.5,
      });
      expect((await perImage(second.id)).every((i) => i.status === 'processed')).to.equal(true);
      const kept = await annotationsOf(annotated.id);
      expect(kept.filter((x) => x.source === 'manual').map((x) => x.id)).to.deep.equal([manual.id]);
      expect(kept.filter((x) => x.source === 'model')).to.have.length(3);
      const replaced = await annotationsOf(fresh.id);
      expect(replaced).to.have.length(3);
      expect(replaced.map((x) => x.id).filter((id) => machine.includes(id))).to.deep.equal([]);
    });

    it('batch_id selects only the batch images that belong to the project', async () => {
      const project = await createProject(user);
      const other = await createProject(user);
      const mine = await uploadSolid(device, project.id, [64, 32], WHITE);
      await uploadSolid(device, other.id, [64, 32], WHITE);
      const done = await run(project.id, { model_version_id: detector.id, batch_id: mine.batch_id });
      expect(done.image_ids).to.deep.equal([mine.id]);
    });
  });

  describe('SAM mode', () => {
    it('detector prompts: each box becomes a polygon mask of it (source sam)', async () => {
      const project = await createProject(user);
      const image = await uploadSolid(device, project.id, [64, 64], WHITE);
      const done = await run(project.id, {
        model_type: 'sam_auto',
        sam_prompt_source: 'detector',
        detector_model_version_id: detector.id,
        apply_annotations: true,
      });
      expect(done).to.include({ request_type: 'sam_auto', model_version_id: decoder.id, applied_to_images: true });
      const predictions = (await perImage(done.id))[0].predictions as any[];
      const names = ['car', 'person', 'bike'];
      expect(predictions).to.have.length(SQUARE_BOXES.length);
      for (const expected of SQUARE_BOXES) {
        const p = predictions.find((x) => Math.abs(x.confidence - expected.confidence) < 0.01);
        expect(p, JSON.stringify(expected)).to.not.equal(undefined);
        expect(p.class_value).to.equal(names[expected.index]);
        expect(p.geometry.length).to.be.at.least(6);
        const b = bounds(p.geometry);
        // The decoder's mask is the prompt box on a 32-cell grid: edges within one cell (1/32).
        expect(b.x1).to.be.closeTo(expected.x1 / 64, 1 / 32);
        expect(b.y1).to.be.closeTo(expected.y1 / 64, 1 / 32);
        expect(b.x2).to.be.closeTo(expected.x2 / 64, 1 / 32);
        expect(b.y2).to.be.closeTo(expected.y2 / 64, 1 / 32);
        expect(p.x_center).to.be.closeTo((b.x1 + b.x2) / 2, 1e-9);
      }
      const annotations = await annotationsOf(image.id);
      expect(annotations).to.have.length(SQUARE_BOXES.length);
      for (const a of annotations) {
        expect(a).to.include({ source: 'sam', type: 'polygon' });
        expect(a.confidence).to.be.a('number');
        expect(a.geometry.length % 2).to.equal(0);
      }
    });

    it("text prompts: the open-vocabulary detector's boxes of the named classes only", async () => {
      const project = await createProject(user);
      const image = await uploadSolid(device, project.id, [64, 64], WHITE);
      const done = await run(project.id, {
        model_type: 'sam_auto',
        sam_prompt_source: 'text',
        text_classes: ['Pallet'],
        model_version_id: decoder.id,
      });
      expect(done.applied_to_images).to.equal(false);
      const predictions = (await perImage(done.id))[0].predictions as any[];
      // Column 1 of the vocabulary (pallet): anchors 5 and 2.
      expect(predictions.map((p) => p.class_value)).to.deep.equal(['pallet', 'pallet']);
      expect(predictions.map((p) => p.confidence).sort()).to.deep.equal([0.7, 1].map((c) => Math.fround(c)).sort());
      expect(await annotationsOf(image.id)).to.deep.equal([]);
      expect(openVocab.role).to.equal('open_vocab_detector');
      expect(encoder.role).to.equal('sam_encoder');
    });
  });
});
