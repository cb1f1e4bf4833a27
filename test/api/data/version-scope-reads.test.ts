import { expect } from 'chai';
import { systemClock } from '../../../api/lib/clock.js';
import { Sequences } from '../../../api/lib/mongo/sequences.js';
import { readsAnnotationsInOnePass } from '../../../api/modules/data/datasets/service.js';
import { ImageRepository } from '../../../api/modules/data/images/repository.js';
import type { ApiClient } from '../../helpers/client.js';
import { annotate, createProject, newDevice, uploadImage } from '../../helpers/data.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/**
 * A dataset version reads its annotations in one pass over the organization's only when its scope
 * is most of the organization: a few batches of a large organization read theirs by image ids
 * (a 5,000-image version among 100,000 images took 5.4 s in one pass, 1.2 s by ids).
 */
describe("a dataset version's annotation reads", function () {
  this.timeout(60_000);

  it('take one pass only over a large scope holding at least half of the organization', () => {
    const cases: [scope: number, organization: number, onePass: boolean][] = [
      [100_000, 100_000, true],
      [50_000, 100_000, true],
      [49_999, 100_000, false],
      [5_000, 100_000, false],
      [5_000, 6_000, true],
      [4_000, 4_000, false], // a small scope reads by ids, whatever its share
    ];
    for (const [scope, organization, onePass] of cases) {
      expect(readsAnnotationsInOnePass(scope, organization), `${scope} of ${organization}`).to.equal(onePass);
    }
  });

  describe('the scope size they are decided by', () => {
    let t: TestApi;
    let user: ApiClient;
    let repo: ImageRepository;
    let organizationId: number | undefined;
    let projectId: number;
    const batches: number[] = [];

    before(async () => {
      t = await startTestApi();
      repo = new ImageRepository(t.db, new Sequences(t.db), systemClock);
      user = await t.as(freshUser());
      projectId = (await createProject(user, { name: 'Scoped', classes: ['car'] })).id;
      // Two devices, two batches: 3 images (2 labeled) and 2 images (none labeled), all in the
      // project; one more image of the organization outside it.
      for (const [count, labeled] of [
        [3, 2],
        [2, 0],
      ] as const) {
        const device = await newDevice(user, t.client);
        const ids: number[] = [];
        for (let i = 0; i < count; i++) {
          const image = await uploadImage(device.client, `s-${batches.length}-${i}.jpg`, 10 * batches.length + i);
          ids.push(image.id);
          organizationId ??= (await t.db.collection<{ _id: number; organization_id: number }>('images').findOne({
            _id: image.id,
          }))!.organization_id;
          if (i === 0) batches.push(image.batch_id);
        }
        const assigned = await user.patch(`/data/batches/${batches.at(-1)}`, { project_id: projectId });
        expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
        for (const id of ids.slice(0, labeled)) await annotate(user, id, 'car');
      }
      const outside = await newDevice(user, t.client);
      await uploadImage(outside.client, 'outside.jpg', 99);
    });
    after(async () => t?.stop());

    it('counts the project, its labeled images, or the chosen batches, against the whole organization', async () => {
      expect(await repo.scopeSize(organizationId!, { projectId })).to.deep.equal({ scope: 5, organization: 6 });
      expect(await repo.scopeSize(organizationId!, { projectId, onlyAnnotated: true })).to.deep.equal({
        scope: 2,
        organization: 6,
      });
      expect(await repo.scopeSize(organizationId!, { projectId, batchIds: [batches[1]!] })).to.deep.equal({
        scope: 2,
        organization: 6,
      });
      expect(
        await repo.scopeSize(organizationId!, { projectId, batchIds: [batches[0]!], onlyAnnotated: true }),
      ).to.deep.equal({ scope: 2, organization: 6 });
    });
  });
});
