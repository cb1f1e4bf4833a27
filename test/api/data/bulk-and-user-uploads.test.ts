import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { annotate, createProject, newDevice, uploadImage } from '../../helpers/data.js';
import { makeJpeg } from '../../helpers/images.js';
import { objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('bulk annotation writes and uploads by people', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  let stranger: ApiClient;
  let orgId: number;

  before(async () => {
    t = await startTestApi();
    owner = await t.as(freshUser());
    stranger = await t.as(freshUser());
    orgId = (await owner.get('/organization')).body.data.id;
  });
  after(async () => t?.stop());

  const box = (class_value: string, x = 0.5) => ({ class_value, x_center: x, y_center: 0.5, width: 0.2, height: 0.2 });

  describe('POST /data/annotations/bulk', () => {
    it('replaces and appends per image, and lists refused items by position without touching them', async () => {
      const { client: device } = await newDevice(owner, t.client);
      const [a, b, c] = [
        await uploadImage(device, 'a.jpg', 1),
        await uploadImage(device, 'b.jpg', 2),
        await uploadImage(device, 'c.jpg', 3),
      ];
      const old = await annotate(owner, a.id, 'car');
      const kept = await annotate(owner, b.id, 'car');
      const untouched = await annotate(owner, c.id, 'car');
      const { client: strangerDevice } = await newDevice(stranger, t.client);
      const foreign = await uploadImage(strangerDevice, 'x.jpg', 4);

      const res = await owner.post('/data/annotations/bulk', {
        items: [
          { image_id: a.id, annotations: [box('person', 0.3), box('dog', 0.6)] },
          { image_id: b.id, mode: 'append', annotations: [{ type: 'tag', class_value: 'night' }] },
          { image_id: foreign.id, annotations: [box('car')] },
          { image_id: a.id, annotations: [] },
          { image_id: c.id, annotations: [{ type: 'bbox', class_value: 'car', x_center: 0.5 }] },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.data.written.map((w: any) => w.image_id)).to.deep.equal([a.id, b.id]);
      expect(res.body.data.errors.map((e: any) => [e.index, e.code])).to.deep.equal([
        [2, 'NOT_FOUND'],
        [3, 'VALIDATION_ERROR'],
        [4, 'VALIDATION_ERROR'],
      ]);
      expect(res.body.data.errors[2].field).to.equal('items.4.annotations.0.x_center');

      const of = async (id: number) => (await owner.get(`/data/annotations?image_id=${id}`)).body.data;
      const aNow = await of(a.id);
      expect(aNow.map((x: any) => x.class_value)).to.deep.equal(['person', 'dog']);
      expect(aNow.map((x: any) => x.id)).to.not.include(old.id);
      expect(aNow.map((x: any) => x.id)).to.deep.equal(res.body.data.written[0].annotation_ids);
      expect((await of(b.id)).map((x: any) => x.id))
        .to.include(kept.id)
        .and.to.have.length(2);
      expect((await of(c.id)).map((x: any) => x.id)).to.deep.equal([untouched.id]);
      const foreignNow = (await stranger.get(`/data/annotations?image_id=${foreign.id}`)).body.data;
      expect(foreignNow).to.deep.equal([]);
      expect((await owner.get(`/data/images/${a.id}`)).body.data.annotation_status).to.equal('completed');
    });

    it('answers 400 naming the field for a body of wrong types, writing nothing', async () => {
      const res = await owner.post('/data/annotations/bulk', { items: [{ image_id: 'x', annotations: [] }] });
      expect(res.status).to.equal(400);
      expect(res.body.error.details).to.contain('items.0.image_id');
    });
  });

  describe('POST /data/images/upload', () => {
    function form(files: [string, Buffer][], fields: Record<string, string> = {}) {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      for (const [name, bytes] of files) body.append('images', new Blob([new Uint8Array(bytes)]), name);
      return body;
    }

    it('stores many files per request into a batch of its own, refusing bad files one by one', async () => {
      const project = await createProject(owner);
      const files: [string, Buffer][] = [
        ['one.jpg', makeJpeg(40, 30, 11)],
        ['notes.jpg', Buffer.from('not an image')],
        ['two.jpg', makeJpeg(40, 30, 12)],
      ];
      const res = await owner.raw('POST', '/data/images/upload', form(files, { project_id: String(project.id) }));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const data = res.body.data;
      expect(data.images.map((i: any) => i.filename)).to.deep.equal(['one.jpg', 'two.jpg']);
      expect(data.images.every((i: any) => i.project_id === project.id && i.batch_id === data.batch_id)).to.equal(true);
      expect(data.errors).to.deep.equal([
        { filename: 'notes.jpg', code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file is not a JPEG, PNG or WebP image' },
      ]);
      const batch = (await owner.get(`/data/batches/${data.batch_id}`)).body.data;
      expect(batch.stage).to.equal('complete');

      // The same folder again: nothing new is stored, each file is named a duplicate of its image.
      const before = (await objectKeys(t.storage, `orgs/${orgId}/images/`)).length;
      const again = await owner.raw(
        'POST',
        '/data/images/upload',
        form(files, { project_id: String(project.id), batch_id: String(data.batch_id) }),
      );
      expect(again.status).to.equal(200);
      expect(again.body.data.images).to.deep.equal([]);
      expect(again.body.data.duplicates).to.deep.equal([
        { filename: 'one.jpg', image_id: data.images[0].id },
        { filename: 'two.jpg', image_id: data.images[1].id },
      ]);
      expect((await objectKeys(t.storage, `orgs/${orgId}/images/`)).length).to.equal(before);
    });

    it('names a file with the bytes of an earlier file of the same request a duplicate of its new image', async () => {
      const project = await createProject(owner);
      const same = makeJpeg(40, 30, 31);
      const before = (await objectKeys(t.storage, `orgs/${orgId}/images/`)).length;
      const res = await owner.raw(
        'POST',
        '/data/images/upload',
        form(
          [
            ['first.jpg', same],
            ['other.jpg', makeJpeg(40, 30, 32)],
            ['copy.jpg', same],
          ],
          { project_id: String(project.id) },
        ),
      );
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const data = res.body.data;
      expect(data.images.map((i: any) => i.filename)).to.deep.equal(['first.jpg', 'other.jpg']);
      expect(data.duplicates).to.deep.equal([{ filename: 'copy.jpg', image_id: data.images[0].id }]);
      expect(data.errors).to.deep.equal([]);
      expect((await objectKeys(t.storage, `orgs/${orgId}/images/`)).length, 'the copy kept no object').to.equal(
        before + 2,
      );
    });

    it("refuses another organization's project (400) and keeps none of the files", async () => {
      const project = await createProject(owner);
      const strangerOrg = (await stranger.get('/organization')).body.data.id;
      const before = (await objectKeys(t.storage, `orgs/${strangerOrg}/images/`)).length;
      const res = await stranger.raw(
        'POST',
        '/data/images/upload',
        form([['one.jpg', makeJpeg(40, 30, 21)]], { project_id: String(project.id) }),
      );
      expect(res.status).to.equal(400);
      expect(res.body.error.details).to.equal('project_id');
      expect((await objectKeys(t.storage, `orgs/${strangerOrg}/images/`)).length).to.equal(before);
    });
  });
});
