import { expect } from 'chai';
import type { ApiClient, ApiResponse } from '../helpers/client.js';
import { createProject, newDevice, uploadImage } from '../helpers/data.js';
import { dbSnapshot } from '../helpers/db-snapshot.js';
import { provisionDevice } from '../helpers/devices.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

/** Well under what a catastrophic regex or a stack overflow would take; loose enough for a busy CI machine. */
const QUICK_MS = 2000;

async function timed(request: () => Promise<ApiResponse>): Promise<ApiResponse & { ms: number }> {
  const started = Date.now();
  const res = await request();
  return { ...res, ms: Date.now() - started };
}

const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('hostile input: regex-heavy searches, huge id lists, deeply nested bodies', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  const images: Record<string, number> = {};

  before(async () => {
    t = await startTestApi();
    owner = await t.as(freshUser());
    const project = await createProject(owner);
    const device = (await newDevice(owner, t.client)).client;
    for (const [i, name] of ['(a+)+$.jpg', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!.jpg', 'x=y.jpg', 'plain.jpg'].entries()) {
      images[name] = (await uploadImage(device, name, i, { project_id: String(project.id) })).id;
    }
    await provisionDevice(owner, t.client, { name: '(a+)+$ camera' });
    await provisionDevice(owner, t.client, { name: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' });
  });
  after(async () => t?.stop());

  describe('search strings', () => {
    const searchImages = (text: string) =>
      timed(() => owner.get(`/data/images?search=${encodeURIComponent(text)}&limit=100`));

    it('matches regex syntax literally and quickly', async () => {
      const cases: [string, string[]][] = [
        ['(a+)+$', ['(a+)+$.jpg']],
        ['(A+)+$', ['(a+)+$.jpg']], // case-insensitive, still literal
        ['.*', []],
        ['.*.*.*=.*', []],
        ['^x', []],
        ['x=y', ['x=y.jpg']],
        ['(a|aa)*b', []],
        ['[a-z]+', []],
        ['\\', []],
      ];
      for (const [text, expected] of cases) {
        const res = await searchImages(text);
        expect(res.status, `${text}: ${res.text}`).to.equal(200);
        expect(res.body.data.map((i: any) => i.filename).sort(), text).to.deep.equal(expected.sort());
        expect(res.ms, text).to.be.below(QUICK_MS);
      }
    });

    it('answers a catastrophic-backtracking pattern at the length limit quickly', async () => {
      const res = await searchImages(`${'(a+)+'.repeat(39)}$!`);
      expect(res.status, res.text).to.equal(200);
      expect(res.body.data).to.deep.equal([]);
      expect(res.ms).to.be.below(QUICK_MS);
    });

    it('refuses a 10,000-character search with 400 naming the limit, quickly', async () => {
      const res = await searchImages(`${'a'.repeat(10_000)}(a+)+$`);
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(res.body.error.details).to.contain('query.search');
      expect(res.ms).to.be.below(QUICK_MS);
    });

    it('matches device names literally too', async () => {
      for (const [text, expected] of [
        ['(a+)+$', ['(a+)+$ camera']],
        ['.*', []],
        ['a{30}', []],
      ] as const) {
        const res = await timed(() => owner.get(`/core/devices?search=${encodeURIComponent(text)}&per_page=100`));
        expect(res.status, res.text).to.equal(200);
        expect(res.body.data.map((d: any) => d.name)).to.deep.equal(expected);
        expect(res.ms).to.be.below(QUICK_MS);
      }
    });
  });

  describe('id lists', () => {
    const ids = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i).join(',');

    it('accepts up to 1000 ids and returns only the images that exist', async () => {
      const res = await owner.get(`/data/images?ids=${ids(1000)}&limit=100`);
      expect(res.status, res.text).to.equal(200);
      expect(res.body.data.map((i: any) => i.id).sort()).to.deep.equal(Object.values(images).sort());
    });

    it('refuses 1001 ids with 400 naming the documented maximum', async () => {
      const res = await owner.get(`/data/images?ids=${ids(1001)}`);
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(res.body.error.details).to.contain('query.ids').and.to.contain('1000');
      const documented = t.api.app.openapi.paths?.['/data/images']?.get?.parameters?.find(
        (p: any) => p.name === 'ids',
      ) as { description?: string } | undefined;
      expect(documented?.description).to.contain('at most 1000');
    });

    it('answers 100,000 ids (a 600 kB URL) with 431 in the envelope, quickly, and keeps serving', async () => {
      const res = await timed(() => owner.get(`/data/images?ids=${ids(100_000)}`));
      expect(res.status).to.equal(431);
      expect(res.headers.get('content-type')).to.contain('application/json');
      expect(res.body).to.deep.include({ success: false, data: null });
      expect(res.body.error.code).to.equal('REQUEST_HEADERS_TOO_LARGE');
      expect(res.ms).to.be.below(QUICK_MS);
      expect((await owner.get('/data/images?limit=1')).status).to.equal(200);
    });
  });

  describe('nested JSON bodies', () => {
    const postRaw = (json: string) => owner.raw('POST', '/data/projects', json, 'application/json');

    async function expectTooDeep(json: string) {
      const before = await dbSnapshot(t.db);
      const res = await timed(() => postRaw(json));
      expect(res.status, res.text).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(res.body.error.message).to.contain('nested too deeply');
      expect(res.ms).to.be.below(QUICK_MS);
      expect(await dbSnapshot(t.db)).to.deep.equal(before);
    }

    it('refuses 10,000 levels in an ignored field with 400, creating nothing', async () => {
      await expectTooDeep(`{"name":"deep","project_type":"classification","extra":${nestedObject(10_000)}}`);
    });

    it('refuses 10,000 levels in a known field and 100,000 nested arrays with 400', async () => {
      await expectTooDeep(`{"name":${nestedObject(10_000)},"project_type":"classification"}`);
      await expectTooDeep(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    });

    it('accepts 32 levels, the limit, refuses 33, and stays healthy after the deep ones', async () => {
      const body = (levels: number, name: string) =>
        `{"name":"${name}","project_type":"classification","extra":${nestedObject(levels - 1)}}`;
      await expectTooDeep(body(33, 'one level too deep'));
      const res = await postRaw(body(32, 'just deep enough'));
      expect(res.status, res.text).to.equal(201);
      expect((await t.root.get('/healthz')).status).to.equal(200);
      expect((await t.root.get('/readyz')).status).to.equal(200);
    });
  });
});
