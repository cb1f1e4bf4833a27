import { expect } from 'chai';
import { Sequences } from '../../../api/lib/mongo/sequences.js';
import { AnnotationRepository, type AnnotationDoc } from '../../../api/modules/data/annotations/repository.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';

/**
 * Dataset versions over large scopes freeze annotations in one pass over the organization
 * instead of one query per chunk of ids; both reads must give the same answer.
 */
describe('annotations grouped by image: chunked and one-pass reads agree', function () {
  let t: TestApi;
  let repo: AnnotationRepository;
  const ORG = 101;
  const OTHER_ORG = 202;

  function annotation(id: number, imageId: number, zOrder: number, organizationId = ORG): AnnotationDoc {
    const at = new Date('2026-11-21T10:00:00Z');
    return {
      _id: id,
      organization_id: organizationId,
      image_id: imageId,
      class_value: `class-${id % 3}`,
      type: 'bbox',
      source: 'manual',
      confidence: null,
      x_center: 0.5,
      y_center: 0.5,
      width: 0.1,
      height: 0.1,
      geometry: null,
      z_order: zOrder,
      created_by: null,
      created_at: at,
      updated_at: at,
    };
  }

  before(async () => {
    t = await startTestApi();
    repo = new AnnotationRepository(t.db, new Sequences(t.db));
    const docs: AnnotationDoc[] = [];
    let id = 1;
    // Images 1..40, each with 0-3 annotations inserted out of z-order; image 7 of the other
    // organization shares an image id with ours.
    for (let image = 1; image <= 40; image++) {
      for (let k = image % 4; k > 0; k--) docs.push(annotation(id++, image, k));
    }
    docs.push(annotation(id, 7, 0, OTHER_ORG));
    await t.db.collection<AnnotationDoc>('annotations').insertMany(docs);
  });
  after(async () => t?.stop());

  it('returns the same annotations per image, in z-order, for the requested images only', async () => {
    const wanted = [3, 7, 8, 12, 13, 39, 40, 999];
    const chunked = await repo.byImage(ORG, wanted);
    const onePass = await repo.byImageInOnePass(ORG, new Set(wanted));
    const shape = (grouped: Map<number, AnnotationDoc[]>) =>
      [...grouped.entries()]
        .sort(([a], [b]) => a - b)
        .map(([image, docs]) => [image, docs.map((d) => [d._id, d.z_order, d.organization_id])]);

    expect(shape(onePass)).to.deep.equal(shape(chunked));
    expect([...onePass.keys()].sort((a, b) => a - b)).to.deep.equal([3, 7, 13, 39]); // 8, 12, 40: none; 999: no image
    expect(onePass.get(7)!.map((d) => d.z_order)).to.deep.equal([1, 2, 3]);
    expect(onePass.get(7)!.every((d) => d.organization_id === ORG)).to.equal(true);
  });

  it('gives the same when the images are only known after the pass started', async () => {
    const wanted = [3, 7, 8, 12, 13, 39, 40, 999];
    const known = new Promise<ReadonlySet<number>>((resolve) => setTimeout(() => resolve(new Set(wanted)), 50));
    const late = await repo.byImageInOnePass(ORG, known);
    const early = await repo.byImageInOnePass(ORG, new Set(wanted));
    expect([...late.keys()].sort((a, b) => a - b)).to.deep.equal([3, 7, 13, 39]);
    expect([...late.entries()].sort(([a], [b]) => a - b)).to.deep.equal([...early.entries()].sort(([a], [b]) => a - b));
  });
});
