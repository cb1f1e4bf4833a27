import { expect } from 'chai';
import { parse as parseYaml } from 'yaml';
import type { ApiClient } from '../../helpers/client.js';
import { addBatch, createProject, createVersion, type ImageSpec, type SeededImage } from '../../helpers/datasets.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { download, unzip } from '../../helpers/zip.js';

const SPLITS = ['train', 'val', 'test'];
const tag = (class_value: string) => ({ class_value, type: 'tag' });

/**
 * The classification layout a classification project is trained from (and people download):
 * `<split>/<class>/<image id>.jpg`, as Ultralytics and ImageNet-style tools read it.
 */
describe('classification dataset exports', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  let images: SeededImage[];
  let version: any;
  // A class with a slash and one with a leading dot: folder names a path cannot hold as they are.
  const CLASSES = ['cat', 'dog/wolf', '.hidden'];

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100' });
    owner = await t.as(freshUser());
    const project = await createProject(owner, CLASSES, undefined, 'classification');
    const specs: ImageSpec[] = [
      ...[0, 1, 2, 3, 4, 5].map((i) => ({ filename: `cat-${i}.jpg`, annotations: [tag('cat')] })),
      ...[0, 1, 2].map((i) => ({ filename: `dog-${i}.jpg`, annotations: [tag('dog/wolf')] })),
      { filename: 'both.jpg', annotations: [tag('dog/wolf'), tag('cat')] },
      { filename: 'hidden.jpg', annotations: [tag('.hidden')] },
    ] as ImageSpec[];
    ({ images } = await addBatch(owner, t.client, project.id, specs));
    version = await createVersion(owner, { project_id: project.id, name: 'classify me' });
  });
  after(async () => t?.stop());

  async function exportFiles(format = 'classification'): Promise<{ job: any; files: Map<string, Buffer> }> {
    const res = await owner.post(`/data/datasets/versions/${version.id}/export?format=${format}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(202);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const job = (await owner.get(`/jobs/${res.body.data.job_id}`)).body.data;
      if (job.status === 'completed') return { job, files: await unzip(await download(job.result.download_url)) };
      expect(job.status, job.error).to.not.equal('failed');
      if (Date.now() > deadline) throw new Error(`export still ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('files each image under its classes in its split, every class folder in every split', async () => {
    const { job, files } = await exportFiles();
    expect(job.format).to.equal('classification');
    const yaml = parseYaml(files.get('data.yaml')!.toString('utf8'));
    expect(yaml).to.deep.include({ nc: 3, names: CLASSES });

    const folders = ['cat', 'dog%2Fwolf', '%2Ehidden'];
    for (const split of SPLITS) for (const folder of folders) expect(files.has(`${split}/${folder}/`)).to.equal(true);

    const res = await owner.get(`/data/images?ids=${images.map((i) => i.id).join(',')}&limit=100`);
    const splitOf = new Map<number, string>(res.body.data.map((i: any) => [i.id, i.split]));
    const expected: string[] = [];
    for (const image of images) {
      const classes = CLASSES.filter((c) => image.annotations.some((a) => a.class_value === c));
      for (const cls of classes)
        expected.push(`${splitOf.get(image.id)}/${folders[CLASSES.indexOf(cls)]}/${image.filename}`);
    }
    const written = [...files.keys()].filter((name) => name.endsWith('.jpg')).sort();
    expect(written).to.deep.equal(expected.sort());

    // The image with two tags is in both folders, byte for byte the uploaded image.
    const both = images.find((i) => i.filename === 'both.jpg')!;
    const copies = written.filter((name) => name.endsWith(`/${both.filename}`));
    expect(copies).to.have.length(2);
    expect(files.get(copies[0]!)!.equals(files.get(copies[1]!)!)).to.equal(true);
    expect(job.result.image_count).to.equal(images.length);
  });

  it('exports COCO with each tag as an image-level label in its split, the instances files empty', async () => {
    const { files } = await exportFiles('coco');
    const res = await owner.get(`/data/images?ids=${images.map((i) => i.id).join(',')}&limit=100`);
    const splitOf = new Map<number, string>(res.body.data.map((i: any) => [i.id, i.split]));
    const found: string[] = [];
    for (const split of SPLITS) {
      const instances = JSON.parse(files.get(`annotations/instances_${split}.json`)!.toString('utf8'));
      expect(instances.annotations).to.deep.equal([]);
      const file = files.get(`annotations/labels_${split}.json`);
      if (!file) continue;
      const labels = JSON.parse(file.toString('utf8'));
      expect(labels.categories.map((c: any) => c.name)).to.deep.equal(CLASSES);
      for (const a of labels.annotations) {
        expect(a).to.have.all.keys('id', 'image_id', 'category_id');
        const entry = labels.images.find((i: any) => i.id === a.image_id);
        expect(files.has(`images/${split}/${entry.file_name}`)).to.equal(true);
        expect(splitOf.get(a.image_id)).to.equal(split);
        found.push(`${a.image_id}:${labels.categories[a.category_id - 1].name}`);
      }
    }
    const expected = images.flatMap((i) => i.annotations.map((a) => `${i.id}:${a.class_value}`));
    expect(found.sort()).to.deep.equal(expected.sort());
  });

  it('exports YOLO as the classification layout Ultralytics trains from, since label files hold no tags', async () => {
    const yolo = await exportFiles('yolo');
    const folders = await exportFiles('classification');
    expect(yolo.job.format).to.equal('yolo');
    expect([...yolo.files.keys()].sort()).to.deep.equal([...folders.files.keys()].sort());
    expect([...yolo.files.keys()].some((n) => n.startsWith('labels/'))).to.equal(false);
    expect(parseYaml(yolo.files.get('data.yaml')!.toString('utf8'))).to.deep.include({ nc: 3, names: CLASSES });
  });
});
