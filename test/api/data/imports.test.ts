import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../../helpers/datasets.js';
import { makeJpeg } from '../../helpers/images.js';
import { objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { download, makeZip } from '../../helpers/zip.js';

type Entries = [string, Buffer | string][];

const jpeg = (seed: number) => makeJpeg(64, 48, seed);

describe('dataset imports (POST /data/projects/{id}/import)', function () {
  this.timeout(120_000);
  let t: TestApi;
  let owner: ApiClient;
  let stranger: ApiClient;
  let orgId: number;
  let seed = 1000;
  const nextJpeg = () => jpeg(seed++);

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    owner = await t.as(freshUser());
    stranger = await t.as(freshUser());
    orgId = (await owner.get('/organization')).body.data.id;
  });
  after(async () => t?.stop());

  function send(client: ApiClient, projectId: number, zip: Buffer, format: string, filename = 'dataset.zip') {
    const form = new FormData();
    form.set('format', format);
    form.set('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), filename);
    return client.raw('POST', `/data/projects/${projectId}/import`, form);
  }

  async function waitForJob(jobId: string): Promise<any> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await owner.get(`/jobs/${jobId}`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      if (['completed', 'failed'].includes(res.body.data.status)) return res.body.data;
      if (Date.now() > deadline) throw new Error(`job ${jobId} still ${res.body.data.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function runImport(projectId: number, entries: Entries | Buffer, format: string): Promise<any> {
    const res = await send(owner, projectId, Buffer.isBuffer(entries) ? entries : makeZip(entries), format);
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    expect(res.body.data).to.have.all.keys('job_id', 'status', 'message', 'created_at');
    expect(res.body.data.status).to.equal('queued');
    return waitForJob(res.body.data.job_id);
  }

  async function imported(projectId: number): Promise<Map<string, any>> {
    const res = await owner.get(`/data/images?project_id=${projectId}&include_annotations=true&limit=100`);
    expect(res.status).to.equal(200);
    return new Map(res.body.data.map((image: any) => [image.filename, image]));
  }

  /** Nothing of the import is left: no image, annotation, batch, image object, nor the archive. */
  async function expectNothingLeft(projectId: number, job: any): Promise<void> {
    expect((await imported(projectId)).size).to.equal(0);
    const tagged = { organization_id: orgId, import_job_id: job.job_id };
    expect(await t.db.collection('images').countDocuments(tagged)).to.equal(0);
    expect(await t.db.collection('annotations').countDocuments(tagged)).to.equal(0);
    expect(await t.db.collection('batches').countDocuments(tagged)).to.equal(0);
    expect(await objectKeys(t.storage, `orgs/${orgId}/images/imports/${job.job_id}/`)).to.deep.equal([]);
    expect(await objectKeys(t.storage, `orgs/${orgId}/imports/`)).to.deep.equal([]);
  }

  const cocoFile = (
    images: object[],
    annotations: object[],
    categories = [
      { id: 1, name: 'car' },
      { id: 2, name: 'truck' },
    ],
  ) => JSON.stringify({ info: {}, images, annotations, categories });

  describe('COCO', () => {
    let project: any;
    let entries: Entries;

    before(async () => {
      project = await createProject(owner, ['car', 'person']);
    });

    it('imports boxes per split, keeps file names, tags annotations as imported and adds new classes', async () => {
      entries = [
        ['images/train/a.jpg', nextJpeg()],
        ['images/train/b.jpg', nextJpeg()],
        ['images/val/c.jpg', nextJpeg()],
        [
          'annotations/instances_train.json',
          cocoFile(
            [
              { id: 1, file_name: 'a.jpg', width: 64, height: 48 },
              { id: 2, file_name: 'b.jpg', width: 64, height: 48 },
            ],
            [
              { id: 1, image_id: 1, category_id: 1, bbox: [8, 12, 16, 24] },
              { id: 2, image_id: 2, category_id: 2, bbox: [0, 0, 64, 48] },
              { id: 3, image_id: 2, category_id: 1, bbox: [32, 24, 32, 24] },
            ],
          ),
        ],
        ['annotations/instances_val.json', cocoFile([{ id: 7, file_name: 'c.jpg', width: 64, height: 48 }], [])],
      ];
      const job = await runImport(project.id, entries, 'coco');
      expect(job.status, job.error).to.equal('completed');
      expect(job).to.include({ type: 'dataset_import', format: 'coco', project_id: project.id, progress: 1 });
      expect(job.result).to.deep.include({ images_added: 3, annotations_added: 3, duplicates_skipped: 0 });
      expect(job.result.classes_added).to.deep.equal(['truck']);

      const images = await imported(project.id);
      expect([...images.keys()].sort()).to.deep.equal(['a.jpg', 'b.jpg', 'c.jpg']);
      expect(images.get('a.jpg').split).to.equal('train');
      expect(images.get('c.jpg').split).to.equal('val');
      expect(images.get('c.jpg').annotation_status, 'labelled with no objects').to.equal('completed');
      expect(images.get('a.jpg').batch_id).to.equal(job.result.batch_id);
      const [box] = images.get('a.jpg').annotations;
      expect(box).to.include({ class_value: 'car', type: 'bbox', source: 'import' });
      expect(box.x_center).to.be.closeTo(0.25, 1e-9);
      expect(box.y_center).to.be.closeTo(0.5, 1e-9);
      expect(box.width).to.be.closeTo(0.25, 1e-9);
      expect(box.height).to.be.closeTo(0.5, 1e-9);
      expect(images.get('b.jpg').annotations.map((a: any) => a.class_value)).to.deep.equal(['truck', 'car']);

      const after = (await owner.get(`/data/projects/${project.id}`)).body.data;
      expect(after.classes).to.deep.equal(['car', 'person', 'truck']);
      expect(await objectKeys(t.storage, `orgs/${orgId}/imports/`), 'the archive is removed').to.deep.equal([]);
    });

    it('skips images the project already holds (by SHA-256) and counts them, on a second import', async () => {
      const job = await runImport(project.id, entries, 'coco');
      expect(job.status, job.error).to.equal('completed');
      expect(job.result).to.deep.include({
        images_added: 0,
        annotations_added: 0,
        duplicates_skipped: 3,
        batch_id: null,
      });
      expect((await imported(project.id)).size).to.equal(3);
    });

    it('fails on bad JSON naming the file and line, and keeps nothing', async () => {
      const fresh = await createProject(owner, []);
      const job = await runImport(
        fresh.id,
        [
          ['images/train/a.jpg', nextJpeg()],
          ['annotations/instances_train.json', '{\n  "images": [\n    {"id": 1,}\n  ]\n}'],
        ],
        'coco',
      );
      expect(job.status).to.equal('failed');
      expect(job.error).to.match(/^annotations\/instances_train\.json:3: not valid JSON/);
      await expectNothingLeft(fresh.id, job);
    });

    it('fails on an image the JSON lists but the archive lacks, and on a path leaving the archive', async () => {
      const fresh = await createProject(owner, []);
      const missing = await runImport(
        fresh.id,
        [
          ['images/train/a.jpg', nextJpeg()],
          ['annotations/instances_train.json', cocoFile([{ id: 1, file_name: 'ghost.jpg' }], [])],
        ],
        'coco',
      );
      expect(missing.status).to.equal('failed');
      expect(missing.error).to.equal('annotations/instances_train.json: images[0]: "ghost.jpg" is not in the archive');
      await expectNothingLeft(fresh.id, missing);

      const escaping = await runImport(
        fresh.id,
        [
          ['images/train/a.jpg', nextJpeg()],
          ['annotations/instances_train.json', cocoFile([{ id: 1, file_name: '../../etc/a.jpg' }], [])],
        ],
        'coco',
      );
      expect(escaping.status).to.equal('failed');
      expect(escaping.error).to.contain(
        'instances_train.json: images[0]: file_name "../../etc/a.jpg" leaves the archive',
      );
      await expectNothingLeft(fresh.id, escaping);
    });

    it('fails on a box outside its image as the JSON declares it', async () => {
      const fresh = await createProject(owner, []);
      const job = await runImport(
        fresh.id,
        [
          ['images/train/a.jpg', nextJpeg()],
          [
            'annotations/instances_train.json',
            cocoFile(
              [{ id: 1, file_name: 'a.jpg', width: 64, height: 48 }],
              [{ id: 1, image_id: 1, category_id: 1, bbox: [50, 10, 20, 10] }],
            ),
          ],
        ],
        'coco',
      );
      expect(job.status).to.equal('failed');
      expect(job.error).to.equal(
        'annotations/instances_train.json: annotations[0]: the box lies outside the image (64x48 pixels)',
      );
      await expectNothingLeft(fresh.id, job);
    });
  });

  describe('YOLO', () => {
    it('imports boxes and polygons (segmentation project), images without labels unlabelled', async () => {
      const project = await createProject(owner, ['sign'], undefined, 'segmentation');
      const job = await runImport(
        project.id,
        [
          ['data.yaml', 'train: images/train\nval: images/val\nnc: 2\nnames: [road, sign]\n'],
          ['images/train/x.jpg', nextJpeg()],
          ['labels/train/x.txt', '0 0.1 0.1 0.5 0.1 0.5 0.5\n1 0.5 0.5 0.2 0.2\n'],
          ['images/val/y.jpg', nextJpeg()],
        ],
        'yolo',
      );
      expect(job.status, job.error).to.equal('completed');
      expect(job.result).to.deep.include({ images_added: 2, annotations_added: 2, classes_added: ['road'] });
      const images = await imported(project.id);
      const x = images.get('x.jpg');
      expect(x.split).to.equal('train');
      expect(x.annotations[0]).to.include({ class_value: 'road', type: 'polygon', source: 'import' });
      expect(x.annotations[0].geometry).to.deep.equal([0.1, 0.1, 0.5, 0.1, 0.5, 0.5]);
      expect(x.annotations[1]).to.include({ class_value: 'sign', type: 'bbox' });
      expect(images.get('y.jpg')).to.include({ split: 'val', annotation_status: 'pending' });
      expect((await owner.get(`/data/projects/${project.id}`)).body.data.classes).to.deep.equal(['sign', 'road']);
    });

    it('fails on a label file whose image is missing, naming it', async () => {
      const project = await createProject(owner, []);
      const job = await runImport(
        project.id,
        [
          ['data.yaml', 'names: [car]\n'],
          ['images/train/a.jpg', nextJpeg()],
          ['labels/train/a.txt', '0 0.5 0.5 0.2 0.2\n'],
          ['labels/train/ghost.txt', '0 0.5 0.5 0.2 0.2\n'],
        ],
        'yolo',
      );
      expect(job.status).to.equal('failed');
      expect(job.error).to.equal('labels/train/ghost.txt: a label file whose image is not in the archive');
      await expectNothingLeft(project.id, job);
    });

    it('fails on a box outside its image found after other images were stored, and removes them all', async () => {
      const project = await createProject(owner, []);
      const entries: Entries = [['data.yaml', 'names: [car]\n']];
      for (let i = 0; i < 12; i++) {
        entries.push([`images/train/${i}.jpg`, nextJpeg()], [`labels/train/${i}.txt`, '0 0.5 0.5 0.2 0.2\n']);
      }
      entries.push(
        ['images/train/last.jpg', nextJpeg()],
        ['labels/train/last.txt', '0 0.5 0.5 0.2 0.2\n0 0.9 0.5 0.4 0.2\n'],
      );
      const job = await runImport(project.id, entries, 'yolo');
      expect(job.status).to.equal('failed');
      expect(job.error).to.equal('labels/train/last.txt:2: the box lies outside the image (64x48 pixels)');
      await expectNothingLeft(project.id, job);
    });

    it('fails on a class index data.yaml does not name, naming file and line', async () => {
      const project = await createProject(owner, []);
      const job = await runImport(
        project.id,
        [
          ['data.yaml', 'names: {0: car, 1: bus}\n'],
          ['images/val/a.jpg', nextJpeg()],
          ['labels/val/a.txt', '1 0.5 0.5 0.2 0.2\n\n2 0.5 0.5 0.2 0.2\n'],
        ],
        'yolo',
      );
      expect(job.status).to.equal('failed');
      expect(job.error).to.equal("labels/val/a.txt:3: class 2 is not in data.yaml's names (0 to 1)");
      await expectNothingLeft(project.id, job);
    });

    it('imports classification folders (<split>/<class>/<image>) as tags into a classification project', async () => {
      const project = await createProject(owner, [], undefined, 'classification');
      const job = await runImport(
        project.id,
        [
          ['pets/train/cat/1.jpg', nextJpeg()],
          ['pets/train/dog/2.jpg', nextJpeg()],
          ['pets/val/cat/3.jpg', nextJpeg()],
        ],
        'yolo',
      );
      expect(job.status, job.error).to.equal('completed');
      expect(job.result.classes_added).to.deep.equal(['cat', 'dog']);
      const images = await imported(project.id);
      expect(images.get('2.jpg').annotations).to.have.length(1);
      expect(images.get('2.jpg').annotations[0]).to.include({ type: 'tag', class_value: 'dog', source: 'import' });
      expect(images.get('3.jpg')).to.include({ split: 'val', annotation_status: 'completed' });
    });
  });

  describe('Pascal VOC and CVAT', () => {
    it('imports VOC boxes with splits from ImageSets', async () => {
      const project = await createProject(owner, []);
      const xml =
        '<?xml version="1.0"?>\n<annotation>\n  <filename>a.jpg</filename>\n  <size><width>64</width><height>48</height><depth>3</depth></size>\n' +
        '  <object>\n    <name>car &amp; van</name>\n    <bndbox><xmin>8</xmin><ymin>12</ymin><xmax>24</xmax><ymax>36</ymax></bndbox>\n  </object>\n</annotation>\n';
      const job = await runImport(
        project.id,
        [
          ['VOC/Annotations/a.xml', xml],
          ['VOC/JPEGImages/a.jpg', nextJpeg()],
          ['VOC/JPEGImages/b.jpg', nextJpeg()],
          ['VOC/ImageSets/Main/train.txt', 'a\n'],
          ['VOC/ImageSets/Main/val.txt', 'b\n'],
        ],
        'voc',
      );
      expect(job.status, job.error).to.equal('completed');
      const images = await imported(project.id);
      expect(images.get('a.jpg').split).to.equal('train');
      expect(images.get('b.jpg')).to.include({ split: 'val', annotation_status: 'pending' });
      const [box] = images.get('a.jpg').annotations;
      expect(box).to.include({ class_value: 'car & van', type: 'bbox', source: 'import' });
      expect(box.x_center).to.be.closeTo(0.25, 1e-9);
      expect(box.height).to.be.closeTo(0.5, 1e-9);
    });

    it('fails on a VOC box outside its image, naming the file and line', async () => {
      const project = await createProject(owner, []);
      const xml =
        '<annotation>\n<filename>a.jpg</filename>\n<size><width>64</width><height>48</height></size>\n<object><name>car</name>\n' +
        '<bndbox><xmin>8</xmin><ymin>12</ymin><xmax>80</xmax><ymax>36</ymax></bndbox></object>\n</annotation>';
      const job = await runImport(
        project.id,
        [
          ['Annotations/a.xml', xml],
          ['JPEGImages/a.jpg', nextJpeg()],
        ],
        'voc',
      );
      expect(job.status).to.equal('failed');
      expect(job.error).to.equal('Annotations/a.xml:5: the box lies outside the image (64x48 pixels)');
      await expectNothingLeft(project.id, job);
    });

    it('imports CVAT boxes, polygons and tags with the subset as split', async () => {
      const project = await createProject(owner, [], undefined, 'segmentation');
      const xml = `<?xml version="1.0" encoding="utf-8"?>
<annotations>
  <version>1.1</version>
  <meta><task><labels><label><name>car</name></label><label><name>day</name></label></labels></task></meta>
  <image id="0" name="a.jpg" width="64" height="48" subset="Train">
    <box label="car" occluded="0" xtl="8" ytl="12" xbr="24" ybr="36" z_order="0"></box>
    <polygon label="car" points="0,0;32,0;32,24"/>
    <tag label="day"/>
  </image>
</annotations>`;
      const job = await runImport(
        project.id,
        [
          ['annotations.xml', xml],
          ['images/a.jpg', nextJpeg()],
        ],
        'cvat',
      );
      expect(job.status, job.error).to.equal('completed');
      const image = (await imported(project.id)).get('a.jpg');
      expect(image.split).to.equal('train');
      expect(image.annotations.map((a: any) => a.type)).to.deep.equal(['bbox', 'polygon', 'tag']);
      expect(image.annotations[1].geometry).to.deep.equal([0, 0, 0.5, 0, 0.5, 0.5]);
      expect((await owner.get(`/data/projects/${project.id}`)).body.data.classes).to.deep.equal(['car', 'day']);
    });
  });

  describe('archives', () => {
    it('fails on an entry whose path leaves the archive (..), naming it, and keeps nothing', async () => {
      const project = await createProject(owner, []);
      const job = await runImport(
        project.id,
        [
          ['data.yaml', 'names: [car]\n'],
          ['images/train/a.jpg', nextJpeg()],
          ['../evil.jpg', nextJpeg()],
        ],
        'yolo',
      );
      expect(job.status).to.equal('failed');
      expect(job.error).to.contain('../evil.jpg: the archive holds a path outside its root');
      await expectNothingLeft(project.id, job);
    });

    it('fails on a file that is not an image by its content', async () => {
      const project = await createProject(owner, []);
      const job = await runImport(
        project.id,
        [
          ['data.yaml', 'names: [car]\n'],
          ['images/train/a.jpg', nextJpeg()],
          ['images/train/b.jpg', 'not a jpeg at all'],
        ],
        'yolo',
      );
      expect(job.status).to.equal('failed');
      expect(job.error).to.equal('images/train/b.jpg: not a JPEG, PNG or WebP image (by its content)');
      await expectNothingLeft(project.id, job);
    });

    it('refuses a file that is not a zip (415) and a missing format (400), storing nothing', async () => {
      const project = await createProject(owner, []);
      const notZip = await send(owner, project.id, nextJpeg(), 'coco');
      expect(notZip.status).to.equal(415);
      expect(notZip.body.error.code).to.equal('UNSUPPORTED_MEDIA_TYPE');
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(makeZip([['a.jpg', nextJpeg()]]))]), 'a.zip');
      const noFormat = await owner.raw('POST', `/data/projects/${project.id}/import`, form);
      expect(noFormat.status).to.equal(400);
      expect(noFormat.body.error.details).to.contain('format');
      expect(await objectKeys(t.storage, `orgs/${orgId}/imports/`)).to.deep.equal([]);
    });

    it("answers 404 for another organization's project and job, storing nothing", async () => {
      const project = await createProject(owner, []);
      const zip = makeZip([
        ['data.yaml', 'names: [car]\n'],
        ['images/train/a.jpg', nextJpeg()],
      ]);
      const res = await send(stranger, project.id, zip, 'yolo');
      expect(res.status).to.equal(404);
      expect(res.body.error.code).to.equal('NOT_FOUND');
      const strangerOrg = (await stranger.get('/organization')).body.data.id;
      expect(await objectKeys(t.storage, `orgs/${strangerOrg}/`)).to.deep.equal([]);

      const job = await runImport(project.id, zip, 'yolo');
      expect(job.status, job.error).to.equal('completed');
      const peek = await stranger.get(`/jobs/${job.job_id}`);
      expect(peek.status).to.equal(404);
      expect(peek.body.error.code).to.equal('NOT_FOUND');
    });
  });

  describe('batches (imports store 100 images at a time)', () => {
    const used = async () =>
      ((await t.db.collection('quota_counters').findOne({ _id: `${orgId}:images` as any }))?.used as number) ?? 0;

    /** A YOLO folder of `count` images with one box each; `bytesOf(i)` may repeat or garble one. */
    function folder(count: number, bytesOf: (i: number) => Buffer | string): Entries {
      const entries: Entries = [['data.yaml', 'names: [car]\n']];
      for (let i = 0; i < count; i++) {
        entries.push([`images/train/${i}.jpg`, bytesOf(i)], [`labels/train/${i}.txt`, '0 0.5 0.5 0.2 0.2\n']);
      }
      return entries;
    }

    it('skips a duplicate in the middle of a batch, counts it, and imports every other image', async () => {
      const project = await createProject(owner, []);
      const images = Array.from({ length: 130 }, () => nextJpeg());
      const before = await used();
      const job = await runImport(
        project.id,
        folder(130, (i) => (i === 50 ? images[7]! : images[i]!)),
        'yolo',
      );
      expect(job.status, job.error).to.equal('completed');
      expect(job.result).to.deep.include({ images_added: 129, annotations_added: 129, duplicates_skipped: 1 });
      const records = await t.db
        .collection('images')
        .find({ organization_id: orgId, import_job_id: job.job_id })
        .toArray();
      const names = new Set(records.map((r) => r.filename));
      expect(names.size).to.equal(129);
      expect(names.has('50.jpg'), 'the duplicate of 7.jpg').to.equal(false);
      expect(names.has('7.jpg') && names.has('49.jpg') && names.has('51.jpg') && names.has('129.jpg')).to.equal(true);
      expect(await t.db.collection('annotations').countDocuments({ import_job_id: job.job_id })).to.equal(129);
      expect(await objectKeys(t.storage, `orgs/${orgId}/images/imports/${job.job_id}/`)).to.have.length(129);
      expect(await used(), 'counted once per image kept').to.equal(before + 129);
    });

    it('fails on a garbled image in the middle of a later batch and removes the batches already stored', async () => {
      const project = await createProject(owner, []);
      const before = await used();
      const job = await runImport(
        project.id,
        folder(130, (i) => (i === 115 ? 'garbled, not a jpeg' : nextJpeg())),
        'yolo',
      );
      expect(job.status).to.equal('failed');
      expect(job.error).to.equal('images/train/115.jpg: not a JPEG, PNG or WebP image (by its content)');
      await expectNothingLeft(project.id, job);
      expect(await used(), 'the counts of the stored batch were given back').to.equal(before);
    });
  });

  describe('round trip', () => {
    for (const format of ['yolo', 'coco', 'voc', 'cvat'] as const) {
      it(`${format}: an export imported into a new project gives the same images, boxes, classes and splits`, async () => {
        const source = await createProject(owner, ['car', 'person', 'dog']);
        const specs = classImages({ car: 4, person: 3, dog: 2 }, format);
        // A second image named like the first: the export resolves the collision (ArchiveNames).
        specs.push({ filename: specs[0]!.filename, annotations: specs[1]!.annotations });
        const { images } = await addBatch(owner, t.client, source.id, specs);
        const version = await createVersion(owner, { project_id: source.id, name: `round trip ${format}` });
        const exported = await owner.post(`/data/datasets/versions/${version.id}/export?format=${format}`);
        expect(exported.status).to.equal(202);
        const exportJob = await waitForJob(exported.body.data.job_id);
        expect(exportJob.status, exportJob.error).to.equal('completed');
        const archive = await download(exportJob.result.download_url);

        const target = await createProject(owner, []);
        const job = await runImport(target.id, archive, format);
        expect(job.status, job.error).to.equal('completed');
        expect(job.result.images_added).to.equal(images.length);

        const originals = (
          await owner.get(`/data/images?ids=${images.map((i) => i.id).join(',')}&include_annotations=true&limit=100`)
        ).body.data;
        const copies = [...(await imported(target.id)).values()];
        const bySha = new Map(copies.map((c: any) => [c.sha256, c]));
        expect(bySha.size).to.equal(originals.length);
        for (const original of originals) {
          const copy = bySha.get(original.sha256);
          expect(copy, original.filename).to.not.equal(undefined);
          // Original file names survive; a later image whose name is taken in its folder gets its id.
          const first = originals.find((o: any) => o.filename === original.filename && o.id < original.id);
          const oneFolder = format === 'voc' || format === 'cvat';
          const renamed = first && (oneFolder || first.split === original.split);
          expect(copy.filename).to.equal(
            renamed ? original.filename.replace(/\.jpg$/, `_${original.id}.jpg`) : original.filename,
          );
          expect(copy.split, original.filename).to.equal(original.split);
          expect(original.version_name, 'the newest version holding it').to.equal(version.name);
          expect(copy.version_name, 'in no version yet').to.equal(null);
          expect(copy.annotations).to.have.length(original.annotations.length);
          original.annotations.forEach((a: any, k: number) => {
            const b = copy.annotations[k];
            expect(b.class_value).to.equal(a.class_value);
            for (const key of ['x_center', 'y_center', 'width', 'height']) expect(b[key]).to.be.closeTo(a[key], 1e-4);
          });
        }
        const targetClasses = (await owner.get(`/data/projects/${target.id}`)).body.data.classes;
        // VOC has no class list: its classes come in the order the annotation files name them.
        if (format === 'voc') expect([...targetClasses].sort()).to.deep.equal([...version.classes].sort());
        else expect(targetClasses).to.deep.equal(version.classes);
      });
    }
  });
});
