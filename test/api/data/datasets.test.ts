import { systemClock } from '../../../api/lib/clock.js';
import { expect } from 'chai';
import { Sequences } from '../../../api/lib/mongo/sequences.js';
import { DatasetRepository } from '../../../api/modules/data/datasets/repository.js';
import type { ApiClient } from '../../helpers/client.js';
import {
  addBatch,
  classImages,
  createProject,
  createVersion,
  splitsOf,
  untilSplitsLocked,
  type ImageSpec,
} from '../../helpers/datasets.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { joinOrganization } from '../../helpers/members.js';

describe('dataset versions', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  let stranger: ApiClient;

  before(async () => {
    t = await startTestApi();
    owner = await t.as(freshUser());
    stranger = await t.as(freshUser());
  });
  after(async () => t?.stop());

  /** A project with one batch: 8 car, 4 person and 2 dog images, plus 2 images nobody annotated. */
  async function standardProject() {
    const project = await createProject(owner, ['car', 'person', 'dog']);
    const specs: ImageSpec[] = [
      ...classImages({ car: 8, person: 4, dog: 2 }),
      { filename: 'blank-0.jpg', annotations: [] },
      { filename: 'blank-1.jpg', annotations: [] },
    ];
    const batch = await addBatch(owner, t.client, project.id, specs);
    return { project, ...batch };
  }

  describe('POST /data/datasets', () => {
    it('splits every annotated image, freezes membership and annotations, and locks the splits', async () => {
      const { project, images, batchId } = await standardProject();
      const res = await owner.post('/data/datasets', { project_id: project.id, name: 'first cut' });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      const version = res.body.data;
      expect(version).to.include({
        project_id: project.id,
        name: 'first cut',
        version: 1,
        image_count: 14,
        batch_count: 1,
        class_count: 3,
        seed: 42,
        only_annotated: true,
        batch_ids: null,
      });
      expect(version.classes).to.deep.equal(['car', 'person', 'dog']);
      expect(version.split_ratios).to.deep.equal({ train: 0.7, val: 0.2, test: 0.1 });
      const counts = version.split_counts;
      expect(counts.train + counts.val + counts.test).to.equal(14);
      expect(counts.train).to.be.greaterThan(counts.val).and.greaterThan(counts.test);
      // Returned as soon as its items exist; the images are locked right after.
      expect(version.splits_locked).to.equal(false);
      expect((await untilSplitsLocked(owner, version.id)).splits_locked).to.equal(true);

      const splits = await splitsOf(owner, project.id);
      for (const image of images) {
        const { split, locked } = splits.get(image.filename)!;
        if (image.annotations.length > 0) {
          expect(split, image.filename).to.be.oneOf(['train', 'val', 'test']);
          expect(locked, image.filename).to.equal(true);
        } else {
          expect({ split, locked }, image.filename).to.deep.equal({ split: 'none', locked: false });
        }
      }

      const items = await t.db.collection('dataset_items').find({ version_id: version.id }).toArray();
      expect(items).to.have.length(14);
      const car0 = images.find((i) => i.filename === 'img-car-0.jpg')!;
      const frozen = items.find((i) => i.image_id === car0.id)!;
      expect(frozen).to.include({ batch_id: batchId, split: splits.get('img-car-0.jpg')!.split });
      expect(frozen.annotations).to.have.length(1);
      expect(frozen.annotations[0]).to.include({ class_value: 'car', type: 'bbox' });
    });

    it('stratifies by class: every class reaches train, even a class with one image and a small train share', async () => {
      const project = await createProject(owner, ['common', 'rare']);
      await addBatch(owner, t.client, project.id, classImages({ common: 9, rare: 1 }));
      const version = await createVersion(owner, {
        project_id: project.id,
        split: { train: 0.2, val: 0.7, test: 0.1 },
      });
      const splits = await splitsOf(owner, project.id);
      expect(splits.get('img-rare-0.jpg')!.split).to.equal('train');
      const common = [...splits].filter(([name]) => name.includes('common')).map(([, s]) => s.split);
      expect(common).to.include('train');
      // 9 common images at 0.2/0.7/0.1: 2 train, 6 val, 1 test (largest remainder).
      expect(common.filter((s) => s === 'val')).to.have.length(6);
      expect(version.split_counts).to.deep.equal({ train: 3, val: 6, test: 1 });
    });

    it('gives the same splits for the same data and seed, and different ones for another seed', async () => {
      const specs = classImages({ car: 12, person: 7, dog: 5 });
      const assignment = async (seed: number) => {
        const project = await createProject(owner, ['car', 'person', 'dog']);
        await addBatch(owner, t.client, project.id, specs);
        await createVersion(owner, { project_id: project.id, seed });
        const splits = await splitsOf(owner, project.id);
        return specs.map((s) => splits.get(s.filename)!.split);
      };
      const first = await assignment(42);
      const again = await assignment(42);
      const other = await assignment(7);
      expect(again).to.deep.equal(first);
      expect(other).not.to.deep.equal(first);
      expect(first.filter((s) => s === 'train')).to.have.length.greaterThan(other.length / 2);
    });

    it('keeps locked splits in the next version and splits the new images too', async () => {
      const { project } = await standardProject();
      const v1 = await createVersion(owner, { project_id: project.id, name: 'v1' });
      const before = await splitsOf(owner, project.id);
      // One image moved by hand and locked again: the next version must keep that choice.
      const moved = (await owner.get(`/data/images?project_id=${project.id}&filename=img-car-0.jpg`)).body.data[0];
      const target = moved.split === 'test' ? 'val' : 'test';
      const patched = await owner.patch(`/data/images/${moved.id}`, { split: target, split_locked: true });
      expect(patched.status, JSON.stringify(patched.body)).to.equal(409);
      expect((await owner.patch(`/data/images/${moved.id}`, { split_locked: false, split: target })).status).to.equal(
        200,
      );
      expect((await owner.patch(`/data/images/${moved.id}`, { split_locked: true })).status).to.equal(200);

      const { images: added } = await addBatch(owner, t.client, project.id, classImages({ car: 3, dog: 2 }, 'new'));
      const v2 = await createVersion(owner, { project_id: project.id, name: 'v2', seed: 99 });
      expect(v2.version).to.equal(v1.version + 1);
      expect(v2.image_count).to.equal(v1.image_count + added.length);
      expect(v2.batch_count).to.equal(2);

      const after = await splitsOf(owner, project.id);
      for (const [name, was] of before) {
        const expected = name === 'img-car-0.jpg' ? target : was.split;
        expect(after.get(name)!.split, name).to.equal(expected);
      }
      for (const image of added) {
        expect(after.get(image.filename), image.filename).to.deep.include({ locked: true });
        expect(after.get(image.filename)!.split).to.be.oneOf(['train', 'val', 'test']);
      }
      // The first version stays as it was frozen.
      const v1Items = await t.db.collection('dataset_items').find({ version_id: v1.id }).toArray();
      expect(v1Items).to.have.length(v1.image_count);
      expect(v1Items.find((i) => i.image_id === moved.id)!.split).to.equal(moved.split);
    });

    it("finishes the split lock a stopped process left before building the project's next version", async () => {
      const { project } = await standardProject();
      const v1 = await createVersion(owner, { project_id: project.id, name: 'v1' });
      const v1Splits = new Map(
        (await t.db.collection('dataset_items').find({ version_id: v1.id }).toArray()).map((i) => [
          i.image_id,
          i.split,
        ]),
      );
      // As a process stopped right after creating v1 leaves it: the version there, its images not locked.
      await t.db.collection('dataset_versions').updateOne({ _id: v1.id }, { $set: { split_lock_pending: true } });
      await t.db
        .collection('images')
        .updateMany({ project_id: project.id }, { $set: { split: 'none', split_locked: false } });
      expect((await owner.get(`/data/datasets/${v1.id}`)).body.data.splits_locked).to.equal(false);

      const v2 = await createVersion(owner, { project_id: project.id, name: 'v2', seed: 7 });
      expect((await owner.get(`/data/datasets/${v1.id}`)).body.data.splits_locked).to.equal(true);
      const v2Items = await t.db.collection('dataset_items').find({ version_id: v2.id }).toArray();
      const images = await t.db.collection('images').find({ project_id: project.id }).toArray();
      for (const [imageId, split] of v1Splits) {
        expect(
          images.find((i) => i._id === imageId),
          `image ${imageId}`,
        ).to.include({ split, split_locked: true });
        expect(v2Items.find((i) => i.image_id === imageId)!.split, `image ${imageId} in v2`).to.equal(split);
      }
    });

    it('limits the scope to batch_ids, and includes pending images when only_annotated is false', async () => {
      const { project, batchId, images } = await standardProject();
      const second = await addBatch(owner, t.client, project.id, classImages({ car: 2, person: 1 }, 'second'));
      const onlySecond = await createVersion(owner, { project_id: project.id, batch_ids: [second.batchId] });
      expect(onlySecond).to.include({ image_count: 3, batch_count: 1 });
      expect(onlySecond.batch_ids).to.deep.equal([second.batchId]);

      const everything = await createVersion(owner, {
        project_id: project.id,
        batch_ids: [batchId],
        only_annotated: false,
      });
      expect(everything).to.include({ image_count: images.length, only_annotated: false, version: 2 });
      const splits = await splitsOf(owner, project.id);
      expect(splits.get('blank-0.jpg')!.split).to.be.oneOf(['train', 'val', 'test']);
      expect(splits.get('blank-1.jpg')!.locked).to.equal(true);
    });

    it("names each image's newest version in lists and reads, and never another organization's", async () => {
      const { project } = await standardProject();
      const second = await addBatch(owner, t.client, project.id, classImages({ car: 2 }, 'second'));
      const v1 = await createVersion(owner, { project_id: project.id, name: 'v1' });
      const v2 = await createVersion(owner, { project_id: project.id, name: 'v2', batch_ids: [second.batchId] });
      // Another organization's version claiming one of these images must not name it.
      const other = await t.as(freshUser());
      const theirs = await createProject(other, ['car']);
      await addBatch(other, t.client, theirs.id, classImages({ car: 1 }, 'theirs'));
      const foreign = await createVersion(other, { project_id: theirs.id, name: 'foreign' });
      const claimed = second.images[0]!.id;
      const { _id, ...item } = (await t.db.collection('dataset_items').findOne({ version_id: foreign.id }))!;
      await t.db.collection('dataset_items').insertOne({ ...item, image_id: claimed });

      const expected = (filename: string) =>
        filename.startsWith('second') ? v2.name : filename.startsWith('blank') ? null : v1.name;
      for (const query of ['', '&include_annotations=true']) {
        const list = (await owner.get(`/data/images?project_id=${project.id}&limit=100${query}`)).body.data;
        expect(list).to.have.length(18);
        for (const image of list) expect(image.version_name, image.filename).to.equal(expected(image.filename));
      }
      const read = await owner.get(`/data/images/${claimed}`);
      expect(read.body.data.version_name).to.equal('v2');
    });

    it('numbers versions per project from 1, also when several are created at once', async () => {
      const project = await createProject(owner, ['car']);
      await addBatch(owner, t.client, project.id, classImages({ car: 4 }));
      // Different seeds: a build that did not wait for the one before it to lock its images
      // would split them anew.
      const responses = await Promise.all(
        ['a', 'b', 'c'].map((name, i) => owner.post('/data/datasets', { project_id: project.id, name, seed: i + 1 })),
      );
      expect(responses.map((r) => r.status)).to.deep.equal([201, 201, 201]);
      expect(responses.map((r) => r.body.data.version).sort()).to.deep.equal([1, 2, 3]);
      const splitsOfVersion = async (id: number) => {
        await untilSplitsLocked(owner, id);
        const items = await t.db.collection('dataset_items').find({ version_id: id }).toArray();
        return new Map(items.map((i) => [i.image_id, i.split]));
      };
      const [a, b, c] = await Promise.all(responses.map((r) => splitsOfVersion(r.body.data.id)));
      expect([...b!]).to.deep.equal([...a!]);
      expect([...c!]).to.deep.equal([...a!]);

      const otherProject = await createProject(owner, ['car']);
      await addBatch(owner, t.client, otherProject.id, classImages({ car: 2 }));
      expect((await createVersion(owner, { project_id: otherProject.id })).version).to.equal(1);
    });

    it('answers 400 VALIDATION_ERROR naming the field for bad ratios, seed, name or batch_ids', async () => {
      const project = await createProject(owner, ['car']);
      await addBatch(owner, t.client, project.id, classImages({ car: 2 }));
      const cases: [Record<string, unknown>, string][] = [
        [{ split: { train: 0.7, val: 0.2, test: 0.2 } }, 'body.split'],
        [{ split: { train: 0.5, val: 0.5 } }, 'body.split.test'],
        [{ split: { train: 1.5, val: -0.25, test: -0.25 } }, 'body.split.train'],
        [{ seed: -1 }, 'body.seed'],
        [{ seed: 1.5 }, 'body.seed'],
        [{ name: '' }, 'body.name'],
        [{ batch_ids: [999_999] }, 'body.batch_ids'],
        [{ project_id: 'x' }, 'body.project_id'],
      ];
      for (const [patch, field] of cases) {
        const res = await owner.post('/data/datasets', { project_id: project.id, name: 'n', ...patch });
        expect(res.status, JSON.stringify(patch)).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_ERROR');
        expect(res.body.error.details, JSON.stringify(patch)).to.include(field);
      }
      // Ratios summing to 1 within the tolerance are accepted.
      const close = await owner.post('/data/datasets', {
        project_id: project.id,
        name: 'n',
        split: { train: 0.6, val: 0.3, test: 0.1000004 },
      });
      expect(close.status, JSON.stringify(close.body)).to.equal(201);
      expect(await t.db.collection('dataset_versions').countDocuments({ project_id: project.id })).to.equal(1);
    });

    it('answers 400 when nothing is in scope and 404 for a missing project or one of another organization', async () => {
      const empty = await createProject(owner, ['car']);
      const none = await owner.post('/data/datasets', { project_id: empty.id, name: 'n' });
      expect(none.status).to.equal(400);
      expect(none.body.error.code).to.equal('VALIDATION_ERROR');

      const missing = await owner.post('/data/datasets', { project_id: 999_999, name: 'n' });
      expect(missing.status).to.equal(404);
      expect(missing.body.error.code).to.equal('NOT_FOUND');

      const { project } = await standardProject();
      const foreign = await stranger.post('/data/datasets', { project_id: project.id, name: 'n' });
      expect(foreign.status).to.equal(404);
      expect(foreign.body).to.deep.include({ success: false, data: null });
      expect(await t.db.collection('dataset_versions').countDocuments({ project_id: project.id })).to.equal(0);
      // The other organization's batch ids are unknown too.
      const theirs = await createProject(stranger, ['car']);
      const { batchId } = await standardProject();
      const res = await stranger.post('/data/datasets', { project_id: theirs.id, name: 'n', batch_ids: [batchId] });
      expect(res.status).to.equal(400);
      expect(res.body.error.details).to.include('batch_ids');
    });

    it('lets a viewer read versions but answers 403 FORBIDDEN for creating one', async () => {
      const viewerEmail = freshUser();
      const { project } = await standardProject();
      const version = await createVersion(owner, { project_id: project.id });
      const viewer = await joinOrganization(owner, await t.as(viewerEmail), viewerEmail, 'viewer');
      expect((await viewer.get(`/data/datasets/${version.id}`)).status).to.equal(200);
      const res = await viewer.post('/data/datasets', { project_id: project.id, name: 'n' });
      expect(res.status).to.equal(403);
      expect(res.body.error.code).to.equal('FORBIDDEN');
    });
  });

  describe('the build lease', () => {
    const timing = { waitMs: 700, staleMs: 300 };

    it('stays with a holder that renews it past the stale age, and goes once it stops', async () => {
      const repo = new DatasetRepository(t.db, new Sequences(t.db), systemClock);
      const holder = await repo.acquireBuildLease(4242, 1, timing);
      expect(holder).to.be.a('string');
      const renewal = setInterval(() => void repo.renewBuildLease(4242, 1, holder!), 100);
      try {
        // Waits 700 ms, more than twice the stale age: a lease nobody renewed would be taken.
        expect(await repo.acquireBuildLease(4242, 1, timing)).to.equal(null);
      } finally {
        clearInterval(renewal);
      }
      const next = await repo.acquireBuildLease(4242, 1, timing);
      expect(next).to.be.a('string').and.not.equal(holder);
      // The first holder cannot renew a lease it lost.
      expect(await repo.renewBuildLease(4242, 1, holder!)).to.equal(false);
      expect(await repo.renewBuildLease(4242, 1, next!)).to.equal(true);
      await repo.releaseBuildLease(4242, 1, next!);
    });

    it('a stale lease goes to exactly one of several builds taking it at once', async () => {
      const repo = new DatasetRepository(t.db, new Sequences(t.db), systemClock);
      const abandoned = await repo.acquireBuildLease(4242, 2, timing);
      await new Promise((resolve) => setTimeout(resolve, timing.staleMs + 100));
      const takers = await Promise.all(
        Array.from({ length: 8 }, () => repo.acquireBuildLease(4242, 2, { ...timing, waitMs: 0 })),
      );
      const winners = takers.filter((holder) => holder !== null);
      expect(winners).to.have.length(1);
      expect(winners[0]).to.not.equal(abandoned);
      await repo.releaseBuildLease(4242, 2, winners[0]!);
    });
  });

  describe('reading versions', () => {
    let project: any;
    let versions: any[];

    before(async () => {
      ({ project } = await standardProject());
      versions = [];
      for (const name of ['one', 'two', 'three'])
        versions.push(await createVersion(owner, { project_id: project.id, name }));
    });

    it('GET /data/datasets/{id} returns the version with split counts and classes', async () => {
      const res = await owner.get(`/data/datasets/${versions[1].id}`);
      expect(res.status).to.equal(200);
      expect(res.body.data).to.deep.equal(versions[1]);
      expect(res.body.data.split_counts).to.have.keys('train', 'val', 'test');
      expect(res.body.data.classes).to.deep.equal(['car', 'person', 'dog']);
    });

    it('GET /data/datasets/{id} answers 404 for an unknown id or another organization, 400 for a bad id', async () => {
      expect((await owner.get('/data/datasets/999999')).status).to.equal(404);
      const foreign = await stranger.get(`/data/datasets/${versions[0].id}`);
      expect(foreign.status).to.equal(404);
      expect(foreign.body.error.code).to.equal('NOT_FOUND');
      expect((await owner.get('/data/datasets/abc')).status).to.equal(400);
    });

    it('GET /data/datasets/{id}/class-distribution counts each class per split, most annotated first', async () => {
      const res = await owner.get(`/data/datasets/${versions[0].id}/class-distribution`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const rows = res.body.data as any[];
      const sum = (o: { train: number; val: number; test: number }) => o.train + o.val + o.test;
      expect(rows.map((r) => [r.class_value, sum(r.annotations), sum(r.images)])).to.deep.equal([
        ['car', 8, 8],
        ['person', 4, 4],
        ['dog', 2, 2],
      ]);
      // One annotated class per image: the classes' images per split add up to the split counts.
      for (const split of ['train', 'val', 'test'])
        expect(rows.reduce((n, r) => n + r.images[split], 0)).to.equal(versions[0].split_counts[split]);
    });

    it('GET /data/datasets/{id}/class-distribution answers 404 for another organization', async () => {
      const foreign = await stranger.get(`/data/datasets/${versions[0].id}/class-distribution`);
      expect(foreign.status).to.equal(404);
      expect(foreign.body.error.code).to.equal('NOT_FOUND');
      expect((await owner.get('/data/datasets/999999/class-distribution')).status).to.equal(404);
    });

    it('GET /data/datasets pages newest first and filters by project_id', async () => {
      const res = await owner.get(`/data/datasets?project_id=${project.id}&per_page=2`);
      expect(res.status).to.equal(200);
      expect(res.body.data.map((v: any) => v.name)).to.deep.equal(['three', 'two']);
      expect(res.body.meta).to.deep.equal({
        total: 3,
        page: 1,
        per_page: 2,
        total_pages: 2,
        count: 2,
        limit: 2,
        offset: 0,
      });
      const page2 = await owner.get(`/data/datasets?project_id=${project.id}&per_page=2&page=2`);
      expect(page2.body.data.map((v: any) => v.name)).to.deep.equal(['one']);
      const all = await owner.get('/data/datasets?per_page=100');
      expect(all.body.meta.total).to.be.greaterThan(3);
      expect((await owner.get('/data/datasets?per_page=101')).status).to.equal(400);
      expect((await owner.get('/data/datasets?page=0')).status).to.equal(400);
      const theirs = await stranger.get('/data/datasets');
      expect(theirs.body.data).to.deep.equal([]);
      expect(theirs.body.meta.total).to.equal(0);
    });

    it('GET /data/projects/{id}/datasets/versions lists exactly the spec fields, newest first', async () => {
      const res = await owner.get(`/data/projects/${project.id}/datasets/versions?per_page=2`);
      expect(res.status).to.equal(200);
      expect(res.body.data).to.have.length(2);
      for (const item of res.body.data) {
        expect(item).to.have.all.keys(
          'id',
          'name',
          'version',
          'image_count',
          'batch_count',
          'class_count',
          'created_at',
        );
      }
      expect(res.body.data[0]).to.deep.equal({
        id: versions[2].id,
        name: 'three',
        version: 3,
        image_count: 14,
        batch_count: 1,
        class_count: 3,
        created_at: versions[2].created_at,
      });
      expect(res.body.meta).to.include({ total: 3, total_pages: 2, count: 2 });
    });

    it('GET /data/projects/{id}/datasets/versions answers 404 for another organization or a missing project', async () => {
      const foreign = await stranger.get(`/data/projects/${project.id}/datasets/versions`);
      expect(foreign.status).to.equal(404);
      expect(foreign.body.error.code).to.equal('NOT_FOUND');
      expect((await owner.get('/data/projects/999999/datasets/versions')).status).to.equal(404);
    });
  });
});
