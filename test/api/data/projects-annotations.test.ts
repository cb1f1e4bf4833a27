import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { annotate, createProject, newDevice, uploadImage } from '../../helpers/data.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('projects and annotations', function () {
  this.timeout(30_000);
  let t: TestApi;
  let user: ApiClient;
  let device: ApiClient;

  before(async () => {
    t = await startTestApi();
    user = await t.as(freshUser());
    device = (await newDevice(user, t.client)).client;
  });
  after(async () => t?.stop());

  describe('projects', () => {
    it('creates, reads, lists newest first, updates and deletes a project', async () => {
      const fresh = await t.as(freshUser());
      const a = await createProject(fresh, { name: 'Parking', description: 'Lot cameras', classes: ['car'] });
      expect(a).to.include({ name: 'Parking', description: 'Lot cameras', project_type: 'object_detection' });
      expect(a.classes).to.deep.equal(['car']);
      const b = await createProject(fresh, { name: 'Gate', project_type: 'segmentation' });
      const list = await fresh.get('/data/projects');
      expect(list.body.data.map((p: any) => p.id)).to.deep.equal([b.id, a.id]);
      expect(list.body.meta).to.include({ total: 2, page: 1, per_page: 20, total_pages: 1, count: 2 });
      expect((await fresh.get(`/data/projects/${a.id}`)).body.data.name).to.equal('Parking');
      const patched = await fresh.patch(`/data/projects/${a.id}`, { classes: ['car', 'truck'], description: 'x' });
      expect(patched.body.data.classes).to.deep.equal(['car', 'truck']);
      expect((await fresh.delete(`/data/projects/${a.id}`)).status).to.equal(200);
      expect((await fresh.get(`/data/projects/${a.id}`)).status).to.equal(404);
    });

    it('names are unique per organization (409 CONFLICT), not across organizations', async () => {
      await createProject(user, { name: 'Unique name' });
      const again = await user.post('/data/projects', { name: 'Unique name', project_type: 'classification' });
      expect(again.status).to.equal(409);
      expect(again.body.error.code).to.equal('CONFLICT');
      // A rename onto a taken name too (an update refused by the unique index, not an insert).
      const other = await createProject(user, { name: 'Other name' });
      const renamed = await user.patch(`/data/projects/${other.id}`, { name: 'Unique name' });
      expect(renamed.status, renamed.text).to.equal(409);
      expect(renamed.body.error.code).to.equal('CONFLICT');
      expect((await user.get(`/data/projects/${other.id}`)).body.data.name).to.equal('Other name');
      await createProject(await t.as(freshUser()), { name: 'Unique name' });
    });

    it('validates the project type and classes', async () => {
      for (const body of [
        { name: 'x', project_type: 'detection' },
        { name: 'x', project_type: 'classification', classes: ['a', 'a'] },
        { name: '', project_type: 'classification' },
      ]) {
        const res = await user.post('/data/projects', body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
      }
    });

    it('refuses to delete a project with dataset versions unless forced', async () => {
      const project = await createProject(user);
      const now = new Date();
      const orgId = (await user.get('/organization')).body.data.id;
      await t.db.collection('dataset_versions').insertOne({
        _id: 999_001 as never,
        organization_id: orgId,
        project_id: project.id,
        version: 1,
        name: 'v1',
        created_at: now,
      });
      const refused = await user.delete(`/data/projects/${project.id}`);
      expect(refused.status).to.equal(409);
      expect((await user.get(`/data/projects/${project.id}`)).status).to.equal(200);
      expect((await user.delete(`/data/projects/${project.id}?force=true`)).status).to.equal(200);
      expect(await t.db.collection('dataset_versions').countDocuments({ project_id: project.id })).to.equal(0);
    });
  });

  describe('annotations', () => {
    it('creates a box; the image becomes completed; the last removal makes it pending again', async () => {
      const image = await uploadImage(device);
      expect(image.annotation_status).to.equal('pending');
      const box = await annotate(user, image.id, 'car', { confidence: 0.9, source: 'model', z_order: 2 });
      expect(box).to.include({
        image_id: image.id,
        class_value: 'car',
        type: 'bbox',
        source: 'model',
        confidence: 0.9,
        z_order: 2,
      });
      expect((await user.get(`/data/images/${image.id}`)).body.data.annotation_status).to.equal('completed');

      const tag = await annotate(user, image.id, 'night', {
        type: 'tag',
        x_center: undefined,
        y_center: undefined,
        width: undefined,
        height: undefined,
      });
      const listed = await user.get(`/data/annotations?image_id=${image.id}`);
      expect(listed.body.data.map((a: any) => a.id)).to.deep.equal([tag.id, box.id]);

      expect((await user.delete(`/data/annotations/${box.id}`)).status).to.equal(200);
      expect((await user.get(`/data/images/${image.id}`)).body.data.annotation_status).to.equal('completed');
      expect((await user.delete(`/data/annotations/${tag.id}`)).status).to.equal(200);
      expect((await user.get(`/data/images/${image.id}`)).body.data.annotation_status).to.equal('pending');
    });

    it('keeps an explicitly set status when annotations change', async () => {
      const image = await uploadImage(device);
      await user.patch(`/data/images/${image.id}`, { annotation_status: 'pending' });
      await annotate(user, image.id, 'car');
      expect((await user.get(`/data/images/${image.id}`)).body.data.annotation_status).to.equal('pending');
    });

    it('stores polygons and masks as flat normalised coordinates', async () => {
      const image = await uploadImage(device);
      const geometry = [0.1, 0.1, 0.9, 0.1, 0.5, 0.8];
      for (const type of ['polygon', 'mask']) {
        const res = await user.post('/data/annotations', {
          image_id: image.id,
          class_value: 'person',
          type,
          geometry,
          source: 'sam',
        });
        expect(res.status).to.equal(201);
        expect(res.body.data.geometry).to.deep.equal(geometry);
      }
    });

    it('refuses out-of-range boxes, missing geometry, odd coordinate lists and bad enums, naming the field', async () => {
      const image = await uploadImage(device);
      const cases: [Record<string, unknown>, string][] = [
        [{ x_center: 1.2 }, 'x_center'],
        [{ width: -0.1 }, 'width'],
        [{ confidence: 2 }, 'confidence'],
        [{ type: 'bbox', x_center: undefined }, 'x_center'],
        [{ type: 'polygon', geometry: [0.1, 0.2, 0.3] }, 'geometry'],
        [{ type: 'polygon' }, 'geometry'],
        [{ source: 'guess' }, 'source'],
        [{ type: 'circle' }, 'type'],
      ];
      for (const [override, field] of cases) {
        const res = await user.post('/data/annotations', {
          image_id: image.id,
          class_value: 'car',
          type: 'bbox',
          x_center: 0.5,
          y_center: 0.5,
          width: 0.2,
          height: 0.2,
          ...override,
        });
        expect(res.status, JSON.stringify(override)).to.equal(400);
        expect(res.body.error.details, JSON.stringify(override)).to.include(field);
      }
      expect(await t.db.collection('annotations').countDocuments({ image_id: image.id })).to.equal(0);
    });

    it('updates an annotation and validates the result', async () => {
      const image = await uploadImage(device);
      const box = await annotate(user, image.id, 'car');
      const res = await user.patch(`/data/annotations/${box.id}`, { class_value: 'bike', x_center: 0.25 });
      expect(res.body.data).to.include({ class_value: 'bike', x_center: 0.25 });
      expect((await user.patch(`/data/annotations/${box.id}`, { y_center: 5 })).status).to.equal(400);
    });

    it("another organization's images and annotations are 404", async () => {
      const image = await uploadImage(device);
      const box = await annotate(user, image.id, 'car');
      const other = await t.as(freshUser());
      expect(
        (await other.post('/data/annotations', { image_id: image.id, class_value: 'x', type: 'tag' })).status,
      ).to.equal(404);
      expect((await other.get(`/data/annotations?image_id=${image.id}`)).status).to.equal(404);
      expect((await other.patch(`/data/annotations/${box.id}`, { class_value: 'x' })).status).to.equal(404);
      expect((await other.delete(`/data/annotations/${box.id}`)).status).to.equal(404);
      const project = await createProject(user);
      expect((await other.get(`/data/projects/${project.id}`)).status).to.equal(404);
      expect((await other.patch(`/data/projects/${project.id}`, { name: 'taken' })).status).to.equal(404);
      expect((await other.delete(`/data/projects/${project.id}`)).status).to.equal(404);
      expect((await user.get(`/data/annotations?image_id=${image.id}`)).body.data[0].class_value).to.equal('car');
    });
  });
});
