import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { annotate, createProject, newDevice, uploadImage } from '../../helpers/data.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

interface Seeded {
  id: number;
  filename: string;
  device: string;
  batch: number;
  project: number | null;
  stage: 'collecting' | 'complete';
  classes: string[];
  status: 'pending' | 'completed';
  split: string;
  pipeline: string | null;
  created: number;
}

/**
 * A seeded organization whose every image is also described in memory, so each expected answer
 * is computed here independently of the API.
 */
describe('GET /data/images filters, options, sorting and bounds', function () {
  this.timeout(60_000);
  let t: TestApi;
  let user: ApiClient;
  const seeded: Seeded[] = [];
  let projectA: number;
  let projectB: number;

  before(async () => {
    t = await startTestApi();
    user = await t.as(freshUser());
    projectA = (await createProject(user, { name: 'A' })).id;
    projectB = (await createProject(user, { name: 'B' })).id;
    const devices = [await newDevice(user, t.client), await newDevice(user, t.client), await newDevice(user, t.client)];
    const classSets = [['car'], ['person'], ['car', 'bike'], [], ['bike']];
    let n = 0;
    for (const [d, device] of devices.entries()) {
      for (let i = 0; i < 6; i++) {
        const filename = `${['north', 'south', 'Gate'][d]}-${String(i).padStart(2, '0')}${i % 3 === 0 ? '.png.jpg' : '.jpg'}`;
        const pipeline = i % 2 === 0 ? 'pipe-1' : null;
        const image = await uploadImage(
          device.client,
          filename,
          n,
          pipeline ? { metadata: JSON.stringify({ pipeline_id: pipeline }) } : {},
        );
        const classes = classSets[n % classSets.length]!;
        for (const c of classes) await annotate(user, image.id, c);
        seeded.push({
          id: image.id,
          filename,
          device: device.deviceId,
          batch: image.batch_id,
          project: null,
          stage: 'collecting',
          classes,
          status: classes.length > 0 ? 'completed' : 'pending',
          split: 'none',
          pipeline,
          created: Date.parse(image.created_at),
        });
        n++;
      }
    }
    // Device 0's batch -> project A (closed); device 1's -> project B (open); device 2's stays unassigned.
    const batchOf = (d: number) => seeded.find((s) => s.device === devices[d]!.deviceId)!.batch;
    await user.patch(`/data/batches/${batchOf(0)}`, { project_id: projectA, stage: 'complete' });
    await user.patch(`/data/batches/${batchOf(1)}`, { project_id: projectB });
    for (const s of seeded) {
      if (s.batch === batchOf(0)) Object.assign(s, { project: projectA, stage: 'complete' });
      if (s.batch === batchOf(1)) s.project = projectB;
    }
    // A few explicit splits.
    for (const [i, split] of [
      [0, 'train'],
      [1, 'val'],
      [7, 'test'],
      [13, 'train'],
    ] as const) {
      await user.patch(`/data/images/${seeded[i]!.id}`, { split });
      seeded[i]!.split = split;
    }
  });
  after(async () => t?.stop());

  const byNewest = (a: Seeded, b: Seeded) => b.created - a.created || b.id - a.id;

  async function ids(query: string): Promise<number[]> {
    const res = await user.get(`/data/images?limit=100&${query}`);
    expect(res.status, `${query}: ${JSON.stringify(res.body)}`).to.equal(200);
    expect(res.body.meta.total).to.equal(res.body.data.length);
    return res.body.data.map((i: any) => i.id);
  }

  const expected = (keep: (s: Seeded) => boolean) =>
    seeded
      .filter(keep)
      .sort(byNewest)
      .map((s) => s.id);

  it('lists newest first by default with offset metadata', async () => {
    const res = await user.get('/data/images');
    expect(res.body.data.map((i: any) => i.id)).to.deep.equal(expected(() => true));
    expect(res.body.meta).to.deep.equal({ count: 18, limit: 50, offset: 0, total: 18, next_cursor: null });
  });

  it('filters by project, including project_id=null for unassigned images', async () => {
    expect(await ids(`project_id=${projectA}`)).to.deep.equal(expected((s) => s.project === projectA));
    expect(await ids('project_id=null')).to.deep.equal(expected((s) => s.project === null));
  });

  it('filters by ids, batch, device and pipeline', async () => {
    const some = [seeded[2]!.id, seeded[9]!.id, seeded[15]!.id];
    expect(await ids(`ids=${some.join(',')}`)).to.deep.equal(expected((s) => some.includes(s.id)));
    expect(await ids(`batch_id=${seeded[8]!.batch}`)).to.deep.equal(expected((s) => s.batch === seeded[8]!.batch));
    expect(await ids(`device_id=${seeded[14]!.device}`)).to.deep.equal(
      expected((s) => s.device === seeded[14]!.device),
    );
    expect(await ids('pipeline_id=pipe-1')).to.deep.equal(expected((s) => s.pipeline === 'pipe-1'));
  });

  it('filters by batch stage when a project is given', async () => {
    expect(await ids(`project_id=${projectA}&batch_stage=complete`)).to.deep.equal(
      expected((s) => s.project === projectA && s.stage === 'complete'),
    );
    expect(await ids(`project_id=${projectB}&batch_stage=complete`)).to.deep.equal([]);
    expect(await ids(`project_id=${projectB}&batch_stage=collecting`)).to.deep.equal(
      expected((s) => s.project === projectB),
    );
  });

  it('filters by annotation status, split (all = no filter) and classes (any of)', async () => {
    expect(await ids('annotation_status=pending')).to.deep.equal(expected((s) => s.status === 'pending'));
    expect(await ids('annotation_status=completed')).to.deep.equal(expected((s) => s.status === 'completed'));
    expect(await ids('split=train')).to.deep.equal(expected((s) => s.split === 'train'));
    expect(await ids('split=none')).to.deep.equal(expected((s) => s.split === 'none'));
    expect(await ids('split=all')).to.deep.equal(expected(() => true));
    expect(await ids('classes=bike')).to.deep.equal(expected((s) => s.classes.includes('bike')));
    expect(await ids('classes=person,bike')).to.deep.equal(
      expected((s) => s.classes.includes('person') || s.classes.includes('bike')),
    );
  });

  it('searches file names as literal, case-insensitive substrings, and matches exact names', async () => {
    expect(await ids('search=GATE')).to.deep.equal(expected((s) => s.filename.toLowerCase().includes('gate')));
    expect(await ids(`search=${encodeURIComponent('.png')}`)).to.deep.equal(
      expected((s) => s.filename.includes('.png')),
    );
    expect(await ids(`search=${encodeURIComponent('n.*h')}`)).to.deep.equal([]);
    expect(await ids(`filename=${seeded[4]!.filename}`)).to.deep.equal([seeded[4]!.id]);
  });

  it('combines filters with AND', async () => {
    expect(await ids(`project_id=${projectA}&annotation_status=completed&classes=car`)).to.deep.equal(
      expected((s) => s.project === projectA && s.status === 'completed' && s.classes.includes('car')),
    );
    expect(await ids(`device_id=${seeded[13]!.device}&split=train&search=south`)).to.deep.equal(
      expected((s) => s.device === seeded[13]!.device && s.split === 'train' && s.filename.includes('south')),
    );
  });

  it('sorts by filename, created_at and updated_at in both directions', async () => {
    const byName = [...seeded].sort((a, b) =>
      a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : a.id - b.id,
    );
    expect(await ids('sort=filename&order=asc')).to.deep.equal(byName.map((s) => s.id));
    expect(await ids('sort=created_at&order=asc')).to.deep.equal([...expected(() => true)].reverse());
    const updated = await user.get('/data/images?sort=updated_at&order=desc&limit=100');
    const stamps = updated.body.data.map((i: any) => Date.parse(i.updated_at));
    expect(stamps).to.deep.equal([...stamps].sort((a: number, b: number) => b - a));
  });

  it('pages with limit and offset, and refuses out-of-range bounds instead of clamping', async () => {
    const page = await user.get('/data/images?limit=5&offset=15');
    expect(page.body.data.map((i: any) => i.id)).to.deep.equal(expected(() => true).slice(15, 20));
    expect(page.body.meta).to.deep.equal({ count: 3, limit: 5, offset: 15, total: 18, next_cursor: null });
    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'sort=size', 'order=up', 'split=holdout']) {
      const res = await user.get(`/data/images?${query}`);
      expect(res.status, query).to.equal(400);
      expect(res.body.error.details, query).to.include(query.split('=')[0]);
    }
  });

  it('includes signed URLs and annotations only when asked', async () => {
    const plain = (await user.get(`/data/images?ids=${seeded[2]!.id}`)).body.data[0];
    expect(plain).not.to.have.property('image_url');
    expect(plain).not.to.have.property('annotations');
    const full = (await user.get(`/data/images?ids=${seeded[2]!.id}&include_url=1&include_annotations=true`)).body
      .data[0];
    expect(full.annotations.map((a: any) => a.class_value).sort()).to.deep.equal([...seeded[2]!.classes].sort());
    const fetched = await fetch(full.image_url);
    expect(fetched.status).to.equal(200);
    expect(fetched.headers.get('content-type')).to.equal('image/jpeg');
  });

  it('names the batch and project of each image', async () => {
    const image = (await user.get(`/data/images?ids=${seeded[0]!.id}`)).body.data[0];
    expect(image.project_name).to.equal('A');
    expect(image.batch_name).to.be.a('string').with.length.greaterThan(3);
  });

  it('refuses huge id lists and regex-like ids', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect((await user.get(`/data/images?ids=${many}`)).status).to.equal(400);
    expect((await user.get('/data/images?ids=1,abc')).status).to.equal(400);
  });

  it("another organization's images never appear, and their ids are 404", async () => {
    const other = await t.as(freshUser());
    expect((await other.get('/data/images')).body.data).to.deep.equal([]);
    expect((await other.get(`/data/images?ids=${seeded[0]!.id}`)).body.data).to.deep.equal([]);
    expect((await other.get(`/data/images/${seeded[0]!.id}`)).status).to.equal(404);
    expect((await other.patch(`/data/images/${seeded[0]!.id}`, { split: 'val' })).status).to.equal(404);
    expect((await other.delete(`/data/images/${seeded[0]!.id}`)).status).to.equal(404);
    expect((await user.get(`/data/images/${seeded[0]!.id}`)).body.data.split).to.equal('train');
  });
});
