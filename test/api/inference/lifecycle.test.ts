import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { createProject, newDevice } from '../../helpers/data.js';
import {
  registerModel,
  solidJpeg,
  testModels,
  uploadJpeg,
  uploadSolid,
  waitForRequest,
} from '../../helpers/onnx-models.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

const GREY: [number, number, number] = [128, 128, 128];
// On a grey 64x32 image the test detector keeps four boxes: car, two persons (one scored by the
// image mean, (128 + 114) / 2 / 255 = 0.47) and a bike.
const PER_IMAGE = 4;

describe('inference request lifecycle: status transitions, cancellation, failures', function () {
  this.timeout(180_000);
  let t: TestApi;
  let user: ApiClient;
  let device: ApiClient;
  let detector: any;
  let project: any;
  let images: any[];

  before(async () => {
    const models = await testModels();
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    user = await t.as(freshUser());
    device = (await newDevice(user, t.client)).client;
    detector = await registerModel(user, models.detector, { name: 'det', class_names: 'car,person,bike' });
    project = await createProject(user);
    images = [];
    for (let i = 0; i < 60; i++) images.push(await uploadSolid(device, project.id, [64, 32], GREY, `f${i}.jpg`));
  });
  after(async () => t?.stop());

  const start = async (imageIds = images.map((i) => i.id), model = detector.id) => {
    const res = await user.post(`/ml/projects/${project.id}/inference`, {
      image_ids: imageIds,
      model_version_id: model,
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    return res.body.data;
  };

  /** Every status the request shows until it ends, in order, without repeats. */
  const watch = async (id: number, onRunning?: () => Promise<void>) => {
    const seen: string[] = [];
    for (;;) {
      const { status } = (await user.get(`/ml/inference-requests/${id}`)).body.data;
      if (seen.at(-1) !== status) {
        seen.push(status);
        if (status === 'running') await onRunning?.();
      }
      if (['completed', 'failed', 'cancelled'].includes(status)) return seen;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('goes pending -> running -> completed', async () => {
    const request = await start();
    expect(request.status).to.equal('pending');
    const seen = await watch(request.id);
    expect(seen.filter((s) => s !== 'pending')).to.deep.equal(['running', 'completed']);
    const done = (await user.get(`/ml/inference-requests/${request.id}`)).body.data;
    expect(done.results).to.have.length(60 * PER_IMAGE);
    expect(new Date(done.completed_at).getTime()).to.be.at.least(new Date(done.created_at).getTime());
  });

  it('a running request cancelled stops between images and stays cancelled', async () => {
    // Large frames, so the run lasts long enough (well over the quarter second the worker takes
    // to notice) for the cancel to land mid-run however fast the database answers.
    const frame = solidJpeg(2560, 1280, GREY);
    const large: any[] = [];
    for (let i = 0; i < 100; i += 10) {
      const names = Array.from({ length: 10 }, (_, j) => `large-${i + j}.jpg`);
      large.push(...(await Promise.all(names.map((name) => uploadJpeg(device, project.id, frame, name)))));
    }
    const request = await start(large.map((i) => i.id));
    let cancelled: any;
    const seen = await watch(request.id, async () => {
      const res = await user.post(`/ml/inference-requests/${request.id}/cancel`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      cancelled = res.body.data;
    });
    expect(seen.filter((s) => s !== 'pending')).to.deep.equal(['running', 'cancelled']);
    expect(cancelled.status).to.equal('cancelled');
    expect(cancelled.completed_at).to.be.a('string');
    // The worker notices within a quarter second, between images; afterwards nothing moves.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const settled = (await user.get(`/ml/inference-requests/${request.id}`)).body.data;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const later = (await user.get(`/ml/inference-requests/${request.id}`)).body.data;
    expect(later.status).to.equal('cancelled');
    expect(later.results).to.deep.equal(settled.results);
    expect(later.results.length).to.be.below(large.length * PER_IMAGE);
    const page = await user.get(`/ml/inference-requests/${request.id}/predictions?per_page=100`);
    expect(page.body.data.map((i: any) => i.status)).to.include('pending');
    const processed = page.body.data.filter((i: any) => i.status === 'processed').length;
    expect(later.results).to.have.length(processed * PER_IMAGE);
  });

  it('a pending request cancelled never runs', async () => {
    // An API whose queue looks for work only once a minute keeps the request pending.
    const slow = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '60000' });
    try {
      const owner = await slow.as(freshUser());
      const cam = (await newDevice(owner, slow.client)).client;
      const p = await createProject(owner);
      const image = await uploadSolid(cam, p.id, [16, 16], GREY);
      const model = await registerModel(owner, (await testModels()).detector, { name: 'd', class_names: 'a,b,c' });
      const res = await owner.post(`/ml/projects/${p.id}/inference`, {
        image_ids: [image.id],
        model_version_id: model.id,
      });
      expect(res.body.data.status).to.equal('pending');
      const cancel = await owner.post(`/ml/inference-requests/${res.body.data.id}/cancel`);
      expect(cancel.status).to.equal(200);
      expect(cancel.body.data).to.include({ status: 'cancelled' });
      expect(cancel.body.data.results).to.deep.equal([]);
      const again = await owner.post(`/ml/inference-requests/${res.body.data.id}/cancel`);
      expect(again.status).to.equal(409);
      expect(again.body.error.code).to.equal('CONFLICT');
    } finally {
      await slow.stop();
    }
  });

  it('a request that ended cannot be cancelled: 409 CONFLICT', async () => {
    const request = await start(images.slice(0, 2).map((i) => i.id));
    const done = await waitForRequest(user, request.id);
    expect(done.status).to.equal('completed');
    const res = await user.post(`/ml/inference-requests/${request.id}/cancel`);
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal('CONFLICT');
    expect((await user.get(`/ml/inference-requests/${request.id}`)).body.data.status).to.equal('completed');
  });

  it('fails with an error message when an image cannot be decoded', async () => {
    const image = await uploadSolid(device, project.id, [64, 32], GREY);
    await t.storage.minioClient.putObject(t.storage.bucket, image.storage_key, Buffer.from('not a jpeg at all'));
    const request = await start([images[0].id, image.id]);
    const seen = await watch(request.id);
    expect(seen.at(-1)).to.equal('failed');
    const failed = (await user.get(`/ml/inference-requests/${request.id}`)).body.data;
    expect(failed.error_message).to.match(new RegExp(`^Image ${image.id} could not be decoded`));
    expect(failed.completed_at).to.be.a('string');
    expect(failed.results).to.have.length(PER_IMAGE);
  });

  it('fails with an error message when an image is gone from the object store', async () => {
    const image = await uploadSolid(device, project.id, [64, 32], GREY);
    await t.storage.minioClient.removeObject(t.storage.bucket, image.storage_key);
    const failed = await waitForRequest(user, (await start([image.id])).id);
    expect(failed.status).to.equal('failed');
    expect(failed.error_message).to.match(new RegExp(`^Image ${image.id} could not be read from the object store`));
  });

  it('skips images deleted after the request was made', async () => {
    const image = await uploadSolid(device, project.id, [64, 32], GREY);
    const slowFirst = images.slice(0, 30).map((i) => i.id);
    const request = await start([...slowFirst, image.id]);
    expect((await user.delete(`/data/images/${image.id}`)).status).to.equal(200);
    const done = await waitForRequest(user, request.id);
    expect(done.status).to.equal('completed');
    const last = await user.get(`/ml/inference-requests/${request.id}/predictions?image_id=${image.id}`);
    expect(last.body.data[0]).to.deep.include({ image_id: image.id, status: 'skipped', predictions: [] });
  });

  it('fails with an error message when the model file is gone', async () => {
    const model = await registerModel(user, (await testModels()).detector, { name: 'gone', class_names: 'a,b,c' });
    await t.storage.minioClient.removeObject(t.storage.bucket, model.artifacts.onnx);
    const failed = await waitForRequest(user, (await start([images[0].id], model.id)).id);
    expect(failed.status).to.equal('failed');
    expect(failed.error_message).to.match(/^The detector \(model version \d+\) could not be read/);
    expect(solidJpeg(1, 1, GREY).length).to.be.greaterThan(0);
  });
});
