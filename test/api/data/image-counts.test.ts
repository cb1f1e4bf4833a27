import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { annotate, createProject, newDevice, uploadImage } from '../../helpers/data.js';
import { createVersion } from '../../helpers/datasets.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/**
 * The image list's totals over project, annotation status and split are kept with the data
 * (image-counts.ts) rather than counted per request: after every kind of write that adds, removes
 * or moves images, each total still equals a count of the images themselves.
 */
describe('GET /data/images totals kept with the data', function () {
  this.timeout(60_000);
  let t: TestApi;
  let user: ApiClient;
  let organizationId: number;
  let projectId: number;
  const ids: number[] = [];

  before(async () => {
    t = await startTestApi();
    user = await t.as(freshUser());
    projectId = (await createProject(user, { name: 'Counted', classes: ['car'] })).id;
  });
  after(async () => t?.stop());

  /** Every total the kept counts answer, against the images counted directly. */
  async function expectTotalsExact(step: string) {
    const filters: [string, Record<string, unknown>][] = [
      ['', {}],
      [`project_id=${projectId}`, { project_id: projectId }],
      ['project_id=null', { project_id: null }],
      ['annotation_status=completed', { annotation_status: 'completed' }],
      ['split=none', { split: 'none' }],
      ['split=train', { split: 'train' }],
      [
        `project_id=${projectId}&split=train&annotation_status=completed`,
        { project_id: projectId, split: 'train', annotation_status: 'completed' },
      ],
    ];
    for (const [query, filter] of filters) {
      const res = await user.get(`/data/images?limit=1&${query}`);
      expect(res.status, `${step}: ${query}`).to.equal(200);
      const counted = await t.db.collection('images').countDocuments({ organization_id: organizationId, ...filter });
      expect(res.body.meta.total, `${step}: ${query || 'no filter'}`).to.equal(counted);
    }
  }

  it('stay exact through uploads, annotations, moves, versions and deletes', async () => {
    const device = await newDevice(user, t.client);
    for (let i = 0; i < 8; i++) ids.push((await uploadImage(device.client, `c-${i}.jpg`, i)).id);
    const image = await t.db.collection<{ _id: number; organization_id: number }>('images').findOne({ _id: ids[0]! });
    organizationId = image!.organization_id;
    await expectTotalsExact('uploaded');

    for (const id of ids.slice(0, 5)) await annotate(user, id, 'car');
    await expectTotalsExact('annotated');

    const batchId = (await user.get(`/data/images/${ids[0]}`)).body.data.batch_id;
    expect((await user.patch(`/data/batches/${batchId}`, { project_id: projectId })).status).to.equal(200);
    await expectTotalsExact('batch moved to the project');

    expect((await user.patch(`/data/images/${ids[1]}`, { split: 'val' })).status).to.equal(200);
    expect((await user.patch(`/data/images/${ids[2]}`, { annotation_status: 'pending' })).status).to.equal(200);
    await expectTotalsExact('patched');

    await createVersion(user, { project_id: projectId, name: 'v1', seed: 3 });
    await expectTotalsExact('version locked the splits');

    expect((await user.delete(`/data/images/${ids[3]}`)).status).to.equal(200);
    await expectTotalsExact('deleted');

    // A project without versions can be deleted: its images stay, in no project.
    const other = await createProject(user, { name: 'Short-lived' });
    const device2 = await newDevice(user, t.client);
    const second = await uploadImage(device2.client, 'd2.jpg', 20);
    ids.push(second.id);
    await user.patch(`/data/batches/${second.batch_id}`, { project_id: other.id });
    await expectTotalsExact('second batch moved');
    expect((await user.delete(`/data/projects/${other.id}`)).status).to.equal(200);
    await expectTotalsExact('project deleted');
  });

  it('are recounted when a count is found wrong (a write past the API)', async () => {
    await t.db.collection('image_counts').updateMany({ organization_id: organizationId }, { $set: { n: -5 } });
    await t.db.collection('images').updateMany({ organization_id: organizationId }, { $set: { split: 'test' } });
    const res = await user.get('/data/images?split=test');
    expect(res.body.meta.total).to.equal(ids.length - 1);
    await expectTotalsExact('recounted');
  });
});
