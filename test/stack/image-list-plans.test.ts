import { systemClock } from '../../api/lib/clock.js';
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { MongoClient, type CommandStartedEvent, type Db, type Document } from 'mongodb';
import { Sequences } from '../../api/lib/mongo/sequences.js';
import { decodeCursor, encodeCursor, type ImageListSort } from '../../api/modules/data/images/list-cursor.js';
import { imageListFilter } from '../../api/modules/data/images/list-filter.js';
import { filenameSuffixes } from '../../api/modules/data/images/filename-search.js';
import { ImageRepository, type ImageDoc } from '../../api/modules/data/images/repository.js';
import { listImagesQuery } from '../../api/modules/data/images/schemas.js';
import { stackEnv } from '../helpers/stack-env.js';

const ORG = 7;
const PROJECT = 3;
const IMAGES = 4000;
const BATCH_SIZE = 200;
const CLASSES = ['car', 'truck', 'person', 'dog'];

/** Every stage name in an explain answer, and the documents its plans read in all. */
function planFacts(explain: Document): { stages: string[]; docsExamined: number } {
  const stages: string[] = [];
  let docsExamined = 0;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'rejectedPlans' || key === 'allPlansExecution') continue;
      if (key === 'stage' && typeof inner === 'string') stages.push(inner);
      else if (key === 'totalDocsExamined' && typeof inner === 'number') docsExamined += inner;
      else walk(inner);
    }
  };
  walk(explain);
  return { stages, docsExamined };
}

/** The command as the driver sent it, without what the driver adds per connection. */
function bare(command: Document): Document {
  const { lsid: _lsid, $db: _db, $clusterTime: _time, txnNumber: _txn, $readPreference: _rp, ...rest } = command;
  return rest;
}

function seedImages(): ImageDoc[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: IMAGES }, (_, i) => {
    const at = new Date(start + i * 60_000);
    const device = `gate-cam-${String(1 + (i % 5)).padStart(2, '0')}`;
    const filename = `${device}-${String(i).padStart(6, '0')}.jpg`;
    return {
      _id: i + 1,
      organization_id: ORG,
      filename,
      filename_suffixes: filenameSuffixes(filename),
      storage_key: `orgs/${ORG}/images/${i}`,
      content_type: 'image/jpeg',
      size_bytes: 1000,
      sha256: 'x'.repeat(64),
      width: 640,
      height: 480,
      device_id: device,
      batch_id: 1 + Math.floor(i / BATCH_SIZE),
      project_id: PROJECT,
      split: i % 10 === 0 ? 'val' : 'none',
      split_locked: false,
      annotation_status: i % 7 === 0 ? 'pending' : 'completed',
      annotation_status_explicit: false,
      classes:
        i % 7 === 0
          ? []
          : [
              CLASSES[i % 4]!,
              ...(i % 3 === 0 ? [CLASSES[(i + 1) % 4]!] : []),
              ...(i % 97 === 1 ? ['bicycle'] : []),
            ].sort(),
      captured_at: at,
      metadata: {},
      created_at: at,
      updated_at: at,
    };
  });
}

/**
 * The image list's queries are answered from its indexes: each page reads the index in the
 * list's order and stops after the page (no sort in memory, no reading of images past it), and
 * each total reads only the index entries or images that match. With 100,000 images a plan that
 * reads them all is what made a list take seconds; here the bound is checked on the queries the
 * repository sends, over a few thousand images (another organization's included).
 */
describe('the image list is answered from its indexes', function () {
  this.timeout(60_000);
  let client: MongoClient;
  let db: Db;
  let repo: ImageRepository;
  const sent: CommandStartedEvent[] = [];

  before(async () => {
    client = new MongoClient(stackEnv.mongodbUri, { monitorCommands: true });
    client.on('commandStarted', (event) => {
      if (['find', 'aggregate'].includes(event.commandName)) sent.push(event);
    });
    db = client.db(`test_image_plans_${randomBytes(4).toString('hex')}`);
    repo = new ImageRepository(db, new Sequences(db), systemClock);
    await repo.ensureIndexes();
    const images = seedImages();
    await db.collection<ImageDoc>('images').insertMany(images);
    // The same images in another organization, so a plan that ignored the organization shows.
    await db
      .collection<ImageDoc>('images')
      .insertMany(
        images.map((i) => ({ ...i, _id: i._id + IMAGES, organization_id: ORG + 1, storage_key: `o/${i._id}` })),
      );
    // Written past the repository, as an earlier release's images are: counted as at start.
    await repo.recount(ORG);
    await repo.recount(ORG + 1);
  });
  after(async () => {
    await db?.dropDatabase();
    await client?.close();
  });

  /** Runs the list as the service does and explains the page query and the total it sent. */
  async function explainList(queryString: string) {
    const query = listImagesQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
    const sort: ImageListSort = { key: query.sort, direction: query.order === 'asc' ? 1 : -1 };
    sent.length = 0;
    const { docs, total } = await repo.page(
      ORG,
      imageListFilter(query, null),
      sort,
      { skip: query.offset, limit: query.limit },
      query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort),
    );
    const find = sent.find((e) => e.commandName === 'find' && e.command.find === 'images');
    // Counted, or read from the kept counts (image-counts.ts).
    const count = sent.find((e) => e.commandName === 'aggregate' || e.command.find === 'image_counts');
    expect(find && count, 'the page and the total were queried').to.not.equal(undefined);
    const explain = (command: Document) => db.command({ explain: bare(command), verbosity: 'executionStats' });
    return {
      query,
      docs,
      total,
      page: planFacts(await explain(find!.command)),
      count: planFacts(await explain(count!.command)),
    };
  }

  const lists: { name: string; query: string }[] = [
    { name: 'the default list', query: '' },
    { name: 'a later page', query: 'offset=100' },
    { name: 'oldest first', query: 'order=asc' },
    { name: "a project's annotation queue", query: `project_id=${PROJECT}&annotation_status=pending` },
    { name: 'a split of a status', query: `project_id=${PROJECT}&split=val&annotation_status=completed` },
    { name: "a batch's images by filename", query: 'batch_id=7&sort=filename&order=asc' },
    { name: 'a project', query: `project_id=${PROJECT}` },
    { name: 'a project by filename', query: `project_id=${PROJECT}&sort=filename&order=asc` },
    { name: 'a project by updated_at', query: `project_id=${PROJECT}&sort=updated_at` },
    { name: 'all images by filename', query: 'sort=filename&order=desc' },
    { name: 'all images by updated_at', query: 'sort=updated_at&order=asc' },
  ];

  for (const { name, query } of lists) {
    it(`${name} (${query || 'no filter'}): the page reads the index in order and stops after it`, async () => {
      const { page, count, docs, total, query: parsed } = await explainList(query);
      expect(docs).to.have.length(Math.min(parsed.limit, total - parsed.offset));
      expect(page.stages, 'page plan').to.include('IXSCAN').and.not.include('COLLSCAN').and.not.include('SORT');
      // One image past the page says whether another follows.
      expect(page.docsExamined, 'images read for the page').to.be.at.most(parsed.offset + parsed.limit + 1);
      expect(count.stages, 'total plan').to.not.include('COLLSCAN');
      expect(count.docsExamined, 'images read for the total').to.be.at.most(total);
    });
  }

  // A cursor deep in the list (the 3,900th image of 4,000) costs what the first page does: the
  // scan starts at the cursor's position in the index instead of reading past what comes before.
  for (const { name, query } of lists.filter((l) => !/offset|status|batch/.test(l.query))) {
    it(`${name}, deep page by cursor: the read starts at the cursor`, async () => {
      const parsed = listImagesQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const sort: ImageListSort = { key: parsed.sort, direction: parsed.order === 'asc' ? 1 : -1 };
      const skipped = await repo.page(ORG, imageListFilter(parsed, null), sort, { skip: 3899, limit: 1 });
      const cursor = encodeCursor(sort, skipped.docs[0]!);
      const { page, docs } = await explainList(`${query}&limit=100&cursor=${cursor}`);
      expect(docs.map((d) => d._id)).to.deep.equal(
        (await repo.page(ORG, imageListFilter(parsed, null), sort, { skip: 3900, limit: 100 })).docs.map((d) => d._id),
      );
      expect(page.stages, 'page plan').to.include('IXSCAN').and.not.include('COLLSCAN').and.not.include('SORT');
      expect(page.docsExamined, 'images read for the page').to.be.at.most(101);
    });
  }

  it('totals over project, status and split are read from the kept counts, not counted', async () => {
    for (const query of ['', `project_id=${PROJECT}&annotation_status=pending`, 'split=val', 'project_id=null']) {
      const { count, total, query: parsed } = await explainList(query);
      const direct = await db
        .collection<ImageDoc>('images')
        .countDocuments({ organization_id: ORG, ...imageListFilter(parsed, null) });
      expect(total, query).to.equal(direct);
      expect(count.docsExamined, `${query}: count documents read`).to.be.at.most(16);
    }
  });

  it('the classes filter reads only images holding a class, in order, and stops after the page', async () => {
    // Common classes (most images hold one) and a rare one: either way no sort in memory, and
    // no image read that the page or the total does not need.
    for (const classes of ['truck,dog', 'bicycle']) {
      const { page, count, total, query } = await explainList(`classes=${classes}`);
      expect(total, classes).to.be.greaterThan(0);
      expect(page.stages, classes).to.include('IXSCAN').and.not.include('SORT').and.not.include('COLLSCAN');
      expect(page.docsExamined, classes).to.be.at.most(Math.min(total, 2 * query.limit));
      expect(count.stages, classes).to.satisfy((stages: string[]) => stages.some((st) => st.endsWith('SCAN')));
      expect(count.stages, classes).to.not.include('COLLSCAN');
      expect(count.docsExamined, classes).to.be.at.most(total);
    }
  });

  it('the filename search (search=CAM-03-0012) reads filenames from the index, not every image', async () => {
    const { page, count, total, docs } = await explainList('search=CAM-03-0012');
    expect(total).to.equal(20);
    expect(docs.map((d) => d.filename).every((f) => f.includes('cam-03-0012'))).to.equal(true);
    for (const plan of [page, count]) {
      expect(plan.stages).to.include('IXSCAN').and.not.include('COLLSCAN');
      expect(plan.docsExamined).to.be.at.most(total);
    }
  });
});
