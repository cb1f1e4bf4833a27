import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { annotate, newDevice, uploadImage } from '../../helpers/data.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

interface Seeded {
  id: number;
  filename: string;
  created_at: number;
  updated_at: number;
}

const SORTS = ['created_at', 'updated_at', 'filename'] as const;
const ORDERS = ['asc', 'desc'] as const;

/**
 * Cursor paging of GET /data/images: walking `meta.next_cursor` to the end gives every image of
 * the filter exactly once, in the list's order, for each sort key and order, also where many
 * images share the sort value (ties are broken by id); a cursor that is not one answers 400.
 */
describe('GET /data/images cursor paging', function () {
  this.timeout(60_000);
  let t: TestApi;
  let user: ApiClient;
  const seeded: Seeded[] = [];

  before(async () => {
    t = await startTestApi();
    user = await t.as(freshUser());
    const device = await newDevice(user, t.client);
    for (let i = 0; i < 13; i++) {
      // Six share one name, so the filename order has ties to break.
      const filename = i % 2 === 0 ? 'same.jpg' : `cam-${String(i).padStart(2, '0')}.jpg`;
      const image = await uploadImage(device.client, filename, i);
      if (i % 4 === 0) await annotate(user, image.id, 'car');
      seeded.push({ id: image.id, filename, created_at: 0, updated_at: 0 });
    }
    // Few distinct times, so most images tie on them: what a bulk import or a version's lock gives.
    const times = [Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 2), Date.UTC(2026, 0, 3)];
    for (const [i, s] of seeded.entries()) {
      s.created_at = times[i % 3]!;
      s.updated_at = times[i % 2]!;
      await t.db
        .collection<{ _id: number }>('images')
        .updateOne({ _id: s.id }, { $set: { created_at: new Date(s.created_at), updated_at: new Date(s.updated_at) } });
    }
  });
  after(async () => t?.stop());

  function expectedOrder(
    sort: (typeof SORTS)[number],
    order: 'asc' | 'desc',
    keep: (s: Seeded) => boolean = () => true,
  ) {
    const sign = order === 'asc' ? 1 : -1;
    return seeded
      .filter(keep)
      .sort((a, b) => {
        const [x, y] = [a[sort], b[sort]];
        return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
      })
      .map((s) => s.id);
  }

  /** Follows next_cursor from the first page to the last; every page is checked on the way. */
  async function walk(query: string, limit: number) {
    const ids: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await user.get(`/data/images?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.meta.offset).to.equal(cursor ? null : 0);
      expect(res.body.meta.count).to.equal(res.body.data.length);
      ids.push(...res.body.data.map((image: { id: number }) => image.id));
      cursor = res.body.meta.next_cursor;
      if (cursor) expect(res.body.data).to.have.length(limit);
      pages += 1;
      expect(pages, 'pages walked').to.be.at.most(20);
    } while (cursor);
    return ids;
  }

  for (const sort of SORTS) {
    for (const order of ORDERS) {
      it(`sort=${sort}&order=${order}: every image once, in order, ties broken by id`, async () => {
        for (const limit of [1, 4, 13]) {
          const ids = await walk(`sort=${sort}&order=${order}`, limit);
          expect(ids, `limit ${limit}`).to.deep.equal(expectedOrder(sort, order));
        }
      });
    }
  }

  it('pages a filtered list the same way, with annotations, and the last page has no cursor', async () => {
    const ids = await walk('search=SAME&sort=filename&order=desc&include_annotations=true', 2);
    expect(ids).to.deep.equal(expectedOrder('filename', 'desc', (s) => s.filename === 'same.jpg'));
    const last = await user.get('/data/images?limit=13');
    expect(last.body.meta.next_cursor).to.equal(null);
    const first = await user.get('/data/images?limit=12&include_annotations=true');
    const next = await user.get(`/data/images?limit=12&include_annotations=true&cursor=${first.body.meta.next_cursor}`);
    expect(next.body.data.map((image: { id: number }) => image.id)).to.deep.equal(
      expectedOrder('created_at', 'desc').slice(12),
    );
    expect(next.body.data[0].annotations).to.be.an('array');
    expect(next.body.meta).to.include({ count: 1, offset: null, total: 13, next_cursor: null });
  });

  it('a bad cursor, one made for another order, or a cursor with an offset answers 400', async () => {
    const { next_cursor: cursor } = (await user.get('/data/images?limit=2&sort=filename')).body.meta;
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'not a cursor!',
      json('text'),
      json({ s: 'created_at', o: 'desc', v: 'yesterday', i: 3 }),
      json({ s: 'created_at', o: 'desc', v: new Date().toISOString(), i: 'x' }),
      Buffer.from('{"s":').toString('base64url'),
    ];
    for (const query of [
      ...bad.map((c) => `cursor=${encodeURIComponent(c)}`),
      `cursor=${cursor}`, // made for sort=filename&order=desc
      `sort=filename&order=asc&cursor=${cursor}`,
      `sort=filename&cursor=${cursor}&offset=2`,
      `cursor=${'A'.repeat(1100)}`,
    ]) {
      const res = await user.get(`/data/images?${query}`);
      expect(res.status, query).to.equal(400);
      expect(res.body.success, query).to.equal(false);
      expect(res.body.error.code, query).to.equal('VALIDATION_ERROR');
      expect(res.body.error.details, query).to.match(/cursor|offset/);
    }
  });

  it("another organization's cursor shows nothing of this one's images", async () => {
    const first = await user.get('/data/images?limit=3');
    const other = await t.as(freshUser());
    const otherDevice = await newDevice(other, t.client);
    const theirs = await uploadImage(otherDevice.client, 'theirs.jpg', 99);
    const res = await other.get(`/data/images?cursor=${first.body.meta.next_cursor}`);
    expect(res.status).to.equal(200);
    const mine = new Set(seeded.map((s) => s.id));
    expect(res.body.data.filter((image: { id: number }) => mine.has(image.id))).to.deep.equal([]);
    expect(res.body.meta.total).to.equal(1);
    // The cursor names a time: their newer image comes before it, so their page is empty.
    expect(res.body.data.map((image: { id: number }) => image.id)).to.not.include(theirs.id);
  });
});
