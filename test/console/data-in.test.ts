import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from '../helpers/browser.js';
import type { ApiClient } from '../helpers/client.js';
import { startConsoleSession, until, type ConsoleSession } from '../helpers/console-session.js';
import { createProject } from '../helpers/datasets.js';
import { makeJpeg } from '../helpers/images.js';
import { noisyYoloZip, PART_BYTES } from '../helpers/noisy-archive.js';
import { makeZip } from '../helpers/zip.js';
import { newDevice } from '../helpers/data.js';
import { registerModel, testModels, uploadSolid, waitForRequest } from '../helpers/onnx-models.js';
import type { PageGlobals } from '../helpers/browser.js';

const OWNER = 'data-in@test.example';

/**
 * Getting data in from the console, in Chromium against the real stack: the upload dialog
 * (drag and drop, a folder, per-file and overall progress, duplicates, a dropped connection) and
 * the import dialog (format, zip, job progress, the result or the error naming file and line),
 * each read back through the API.
 */
describe('the console upload and import dialogs in a real browser', function () {
  this.timeout(180_000);
  let s: ConsoleSession;
  let page: Page;
  let api: ApiClient;
  let project: any;
  let dir: string;
  const jpegs = [makeJpeg(96, 64, 11), makeJpeg(96, 64, 12), makeJpeg(96, 64, 13)];

  before(async () => {
    s = await startConsoleSession({
      users: [OWNER],
      // S3's least part size: the resumed archive below is three parts of it.
      env: { QUEUE_POLL_INTERVAL_MS: '100', LARGE_UPLOAD_PART_BYTES: String(PART_BYTES) },
      path: '/projects',
    });
    page = s.page;
    api = await s.api();
    project = await createProject(api, ['car'], 'Yard');
    dir = mkdtempSync(join(tmpdir(), 'edge-vision-data-in-'));
  });
  after(async () => {
    await s?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const projectImages = async () =>
    (await api.get(`/data/images?project_id=${project.id}&limit=100&include_annotations=true`)).body.data as any[];

  const openDialog = async (button: 'Upload' | 'Import') => {
    await page.goto(`${s.origin}/projects`);
    await page.getByTestId('projects').getByRole('row', { name: /Yard/ }).getByRole('button', { name: button }).click();
  };

  /** Drops files on the drop zone as a drag from the desktop does (a DataTransfer of Files). */
  const drop = async (files: { name: string; bytes: Buffer }[]) => {
    const transfer = await page.evaluateHandle(
      (list) => {
        // The tests' tsconfig has no DOM lib: the browser's classes through globalThis.
        const browser = globalThis as any;
        const dt = new browser.DataTransfer();
        for (const f of list) dt.items.add(new browser.File([new Uint8Array(f.bytes)], f.name, { type: 'image/jpeg' }));
        return dt;
      },
      files.map((f) => ({ name: f.name, bytes: [...f.bytes] })),
    );
    await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
  };

  it('uploads dropped files with per-file and overall progress, retrying a dropped connection', async () => {
    await openDialog('Upload');
    const dialog = page.getByRole('dialog', { name: 'Upload images' });
    // The first request of the second file loses its connection: the dialog sends it again.
    let cut = 0;
    await page.route('**/api/data/images/upload', async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if (body.includes('filename="gate-2.jpg"') && cut++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await drop(jpegs.map((bytes, i) => ({ name: `gate-${i + 1}.jpg`, bytes })));
    const summary = dialog.getByTestId('upload-summary');
    await summary.getByText('3 of 3 files · 3 stored, 0 duplicates skipped, 0 refused · done').waitFor();
    await page.unroute('**/api/data/images/upload');
    expect(cut, 'gate-2.jpg sent twice: cut, then sent again').to.equal(2);
    for (const name of ['gate-1.jpg', 'gate-2.jpg', 'gate-3.jpg']) {
      const row = dialog.getByTestId('upload-files').getByRole('row', { name: new RegExp(name) });
      expect(await row.innerText()).to.include('stored');
      const bar = row.getByRole('progressbar', { name: `Progress of ${name}` });
      expect(await bar.getAttribute('value')).to.equal(await bar.getAttribute('max'));
    }
    const overall = summary.getByRole('progressbar', { name: 'Overall progress' });
    expect(Number(await overall.getAttribute('value'))).to.equal(jpegs.reduce((n, b) => n + b.length, 0));
    await screenshot(page, '40-upload-dialog');

    const images = await projectImages();
    expect(images.map((i) => i.filename).sort()).to.deep.equal(['gate-1.jpg', 'gate-2.jpg', 'gate-3.jpg']);
    expect(new Set(images.map((i) => i.batch_id)).size, 'one batch for the drop').to.equal(1);
  });

  it('reports files the project already holds as duplicates, and uploads a folder with its subfolders', async () => {
    const dialog = page.getByRole('dialog', { name: 'Upload images' });
    await drop([{ name: 'again.jpg', bytes: jpegs[0]! }]);
    const again = dialog.getByTestId('upload-files').getByRole('row', { name: /again\.jpg/ });
    await again.getByText('duplicate').waitFor();
    const first = (await projectImages()).find((i) => i.filename === 'gate-1.jpg');
    expect(await again.innerText()).to.include(`same as image ${first.id}`);
    await dialog.getByTestId('upload-summary').getByText('1 duplicates skipped').waitFor();

    const folder = join(dir, 'site');
    mkdirSync(join(folder, 'north'), { recursive: true });
    writeFileSync(join(folder, 'a.jpg'), makeJpeg(96, 64, 21));
    writeFileSync(join(folder, 'north', 'b.jpg'), makeJpeg(96, 64, 22));
    writeFileSync(join(folder, 'notes.txt'), 'not an image');
    // Sent several files per request: a name twice (other subfolder) and a refused file among them.
    mkdirSync(join(folder, 'south'));
    writeFileSync(join(folder, 'south', 'a.jpg'), makeJpeg(96, 64, 23));
    writeFileSync(join(folder, 'south', 'c.jpg'), makeJpeg(96, 64, 24));
    writeFileSync(join(folder, 'south', 'broken.jpg'), 'not a jpeg at all');
    const requests: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().endsWith('/api/data/images/upload')) requests.push(request.url());
    };
    page.on('request', onRequest);
    await dialog.getByLabel('Choose a folder').setInputFiles(folder);
    await dialog.getByTestId('upload-summary').getByText('9 of 9 files').waitFor();
    await dialog
      .getByTestId('upload-summary')
      .getByText(/7 stored, 1 duplicates skipped, 1 refused · done$/)
      .waitFor();
    page.off('request', onRequest);
    expect(requests.length, 'five files in fewer requests').to.be.below(5);
    const broken = dialog.getByTestId('upload-files').getByRole('row', { name: /broken\.jpg/ });
    expect(await broken.innerText()).to.match(/refused\s+\S/);
    const names = (await projectImages()).map((i) => i.filename).sort();
    expect(names).to.deep.equal(['a.jpg', 'a.jpg', 'b.jpg', 'c.jpg', 'gate-1.jpg', 'gate-2.jpg', 'gate-3.jpg']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId(`counts-${project.id}`).getByText('0 / 7').waitFor();
  });

  it('imports a COCO zip with progress, reporting images added, duplicates skipped and classes added', async () => {
    const zip = makeZip([
      ['images/train/lot-1.jpg', makeJpeg(64, 48, 31)],
      ['images/train/lot-2.jpg', makeJpeg(64, 48, 32)],
      // The same bytes as gate-1.jpg, uploaded above: skipped and counted.
      ['images/val/gate-copy.jpg', jpegs[0]!],
      [
        'annotations/instances_train.json',
        JSON.stringify({
          images: [
            { id: 1, file_name: 'lot-1.jpg', width: 64, height: 48 },
            { id: 2, file_name: 'lot-2.jpg', width: 64, height: 48 },
          ],
          annotations: [
            { id: 1, image_id: 1, category_id: 1, bbox: [8, 12, 16, 24] },
            { id: 2, image_id: 2, category_id: 2, bbox: [0, 0, 32, 24] },
            { id: 3, image_id: 2, category_id: 1, bbox: [32, 24, 32, 24] },
          ],
          categories: [
            { id: 1, name: 'car' },
            { id: 2, name: 'truck' },
          ],
        }),
      ],
      [
        'annotations/instances_val.json',
        JSON.stringify({
          images: [{ id: 9, file_name: 'gate-copy.jpg', width: 96, height: 64 }],
          annotations: [],
          categories: [],
        }),
      ],
    ]);
    await openDialog('Import');
    const dialog = page.getByRole('dialog', { name: 'Import a dataset' });
    await dialog.getByLabel('Format').selectOption('coco');
    await dialog.getByLabel('Zip archive').setInputFiles({ name: 'lot.zip', mimeType: 'application/zip', buffer: zip });
    // The archive goes up as a resumable upload in parts; the first part loses its connection once
    // and is sent again.
    let cut = 0;
    await page.route('**/api/data/large-uploads/*/parts/1', (route) =>
      cut++ === 0 ? route.abort('connectionreset') : route.continue(),
    );
    const jobRead = page.waitForResponse((r) => /\/api\/jobs\/[\w-]+$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Import' }).click();
    expect((await jobRead).status(), 'the dialog follows GET /jobs/{id}').to.equal(200);
    await page.unroute('**/api/data/large-uploads/*/parts/1');
    expect(cut, 'part 1 sent twice: cut, then sent again').to.equal(2);
    const result = dialog.getByTestId('import-result');
    await dialog.getByTestId('import-result').or(dialog.getByTestId('import-error')).waitFor({ timeout: 30_000 });
    expect(await result.count(), await dialog.getByTestId('import-status').innerText()).to.equal(1);
    expect(await result.innerText()).to.equal(
      'Added 2 images and 3 annotations; 1 duplicate skipped; classes added: truck.',
    );
    await screenshot(page, '41-import-dialog');

    const images = await projectImages();
    const lot2 = images.find((i) => i.filename === 'lot-2.jpg');
    expect(lot2.split).to.equal('train');
    expect(lot2.annotations.map((a: any) => [a.class_value, a.source])).to.deep.equal([
      ['truck', 'import'],
      ['car', 'import'],
    ]);
    expect(images.some((i) => i.filename === 'gate-copy.jpg')).to.equal(false);
    expect((await api.get(`/data/projects/${project.id}`)).body.data.classes).to.deep.equal(['car', 'truck']);
  });

  it('shows a broken archive failing with the file and line, and nothing kept', async () => {
    const dialog = page.getByRole('dialog', { name: 'Import a dataset' });
    await dialog.getByRole('button', { name: 'Import another' }).click();
    const before = (await projectImages()).length;
    const zip = makeZip([
      ['images/train/broken.jpg', makeJpeg(64, 48, 41)],
      ['annotations/instances_train.json', '{\n  "images": [\n    {"id": 1,}\n  ]\n}'],
    ]);
    await dialog
      .getByLabel('Zip archive')
      .setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: zip });
    await dialog.getByRole('button', { name: 'Import' }).click();
    const error = dialog.getByTestId('import-error');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).to.match(
      /^The import failed and nothing of it was kept: annotations\/instances_train\.json:3: not valid JSON/,
    );
    await screenshot(page, '42-import-failed');
    await until('the count unchanged', async () => (await projectImages()).length === before);
  });

  it('continues an archive upload after a page reload from the parts that arrived, once the file is picked again', async () => {
    const target = await createProject(api, [], 'Resumed');
    const zipPath = join(dir, 'crates.zip');
    writeFileSync(zipPath, await noisyYoloZip(3, 'crate'));
    const openImport = async () => {
      await page.goto(`${s.origin}/projects`);
      const row = page.getByTestId('projects').getByRole('row', { name: /Resumed/ });
      await row.getByRole('button', { name: 'Import' }).click();
      return page.getByRole('dialog', { name: 'Import a dataset' });
    };
    const remembered = () =>
      page.evaluate(() => {
        const storage = (globalThis as any).sessionStorage;
        const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) as string);
        return keys.filter((k) => k.startsWith('edge-vision.pending-import.')).map((k) => storage.getItem(k) as string);
      });

    let dialog = await openImport();
    await dialog.getByLabel('Format').selectOption('yolo');
    // Part 3 never gets an answer: the upload stalls there with parts 1 and 2 stored.
    await page.route('**/api/data/large-uploads/*/parts/3', () => undefined);
    await dialog.getByLabel('Zip archive').setInputFiles(zipPath);
    await dialog.getByRole('button', { name: 'Import' }).click();
    const [record] = await until('the upload remembered', async () =>
      (await remembered()).length ? remembered() : null,
    );
    const pending = JSON.parse(record!);
    expect(Object.keys(pending).sort(), 'what is kept: no token').to.deep.equal([
      'format',
      'lastModified',
      'name',
      'size',
      'uploadId',
    ]);
    await until('parts 1 and 2 stored', async () => {
      const upload = (await api.get(`/data/large-uploads/${pending.uploadId}`)).body.data;
      return upload.parts_received.length === 2;
    });
    // The reload drops the stalled part's request; only then the route goes (lifting it would let it through).
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    dialog = await openImport();
    const notice = dialog.getByTestId('import-resume');
    await notice.waitFor();
    const said = await notice.innerText();
    expect(said, said).to.match(/^The upload of crates\.zip \(\d+\.\d MB\) stopped at \d+% \(2 of 3 parts\)/);
    expect(await dialog.getByLabel('Format').inputValue(), 'the format chosen before').to.equal('yolo');
    await screenshot(page, '45-import-resume');
    const sent: string[] = [];
    page.on('request', (r) => {
      const part = /\/large-uploads\/[^/]+\/parts\/(\d+)$/.exec(r.url());
      if (part) sent.push(part[1]!);
    });
    await dialog.getByLabel('Zip archive').setInputFiles(zipPath);
    await dialog.getByRole('button', { name: 'Continue import' }).click();
    const result = dialog.getByTestId('import-result');
    await result.or(dialog.getByTestId('import-error')).waitFor({ timeout: 60_000 });
    expect(await result.innerText()).to.equal(
      'Added 3 images and 3 annotations; 0 duplicates skipped; classes added: crate.',
    );
    expect(sent, 'only the part that had not arrived').to.deep.equal(['3']);
    expect(await remembered(), 'nothing left to resume').to.deep.equal([]);
    const imported = (await api.get(`/data/images?project_id=${target.id}&limit=100`)).body.data as any[];
    expect(imported.map((i) => i.filename).sort()).to.deep.equal(['crate-0.png', 'crate-1.png', 'crate-2.png']);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it("labels with the keyboard: the project's classes on number keys, drawing over boxes, No objects, i of N", async () => {
    const list = (await api.get(`/data/images?project_id=${project.id}&limit=100`)).body.data as any[];
    const first = list.findIndex((image) => image.annotation_status === 'pending');
    expect(first, 'a pending image').to.be.at.least(0);
    const [labeled, empty, after] = [list[first], list[first + 1], list[first + 2]];
    await page.goto(`${s.origin}/images/${labeled.id}/annotate?project_id=${project.id}`);
    await page
      .getByTestId('position')
      .getByText(`${first + 1} of ${list.length}`)
      .waitFor();
    await page.getByText('0 boxes').waitFor();
    const classButtons = () => page.getByLabel('Classes').getByRole('button').allInnerTexts();
    // The editor offers a placeholder class until the project's classes arrive; allInnerTexts does not wait.
    await page.getByLabel('Classes').getByRole('button', { name: '2 truck' }).waitFor();
    expect(await classButtons()).to.deep.equal(['1 car', '2 truck']);

    const bounds = (await page.getByTestId('editor-canvas').boundingBox())!;
    const scale = Math.min((bounds.width - 20) / labeled.width, (bounds.height - 20) / labeled.height);
    const left = bounds.x + (bounds.width - labeled.width * scale) / 2;
    const top = bounds.y + (bounds.height - labeled.height * scale) / 2;
    const at = (x: number, y: number) => [left + x * labeled.width * scale, top + y * labeled.height * scale] as const;
    const drag = async (from: [number, number], to: [number, number]) => {
      await page.mouse.move(...at(...from));
      await page.mouse.down();
      await page.mouse.move(...at(...to), { steps: 6 });
      await page.mouse.up();
    };
    const boxesOf = async (id: number) =>
      (await api.get(`/data/annotations?image_id=${id}`)).body.data.sort((a: any, b: any) => a.id - b.id);

    // A key pressed while the editor's key handler is still being attached is lost: press until taken.
    const truck = page.getByLabel('Classes').locator('button.active', { hasText: 'truck' });
    for (let attempt = 0; attempt < 5 && !(await truck.isVisible()); attempt++) {
      await page.keyboard.press('2');
      await truck.waitFor({ timeout: 1000 }).catch(() => undefined);
    }
    await drag([0.1, 0.1], [0.6, 0.6]);
    // Starts inside the first box: draws a second box, it does not move the first.
    await drag([0.3, 0.3], [0.9, 0.9]);
    await until('two truck boxes', async () => (await boxesOf(labeled.id)).length === 2);
    const [one, two] = await boxesOf(labeled.id);
    expect([one.class_value, two.class_value]).to.deep.equal(['truck', 'truck']);
    expect(one.x_center).to.be.closeTo(0.35, 0.01);
    expect(two.x_center).to.be.closeTo(0.6, 0.01);

    // A class added in the editor joins the project; the next key press goes to the canvas.
    await page.getByLabel('New class').fill('bike');
    await page.getByLabel('New class').press('Enter');
    await until('bike in the project', async () =>
      (await api.get(`/data/projects/${project.id}`)).body.data.classes.includes('bike'),
    );
    await page.getByLabel('Classes').getByRole('button', { name: '3 bike' }).waitFor();
    await page.keyboard.press('1');
    expect(await page.getByLabel('New class').inputValue()).to.equal('');
    await page.getByLabel('Classes').locator('button.active', { hasText: 'car' }).waitFor();
    await drag([0.05, 0.7], [0.25, 0.95]);
    await until('a car box', async () => (await boxesOf(labeled.id)).some((a: any) => a.class_value === 'car'));
    await page.getByText('All changes saved').waitFor();
    await screenshot(page, '43-editor-project-classes');

    await page.keyboard.press('n');
    await page
      .getByTestId('position')
      .getByText(`${first + 2} of ${list.length}`)
      .waitFor();
    await page.getByText('0 boxes').waitFor();
    expect(await classButtons(), 'the same keys on the next image').to.deep.equal(['1 car', '2 truck', '3 bike']);
    await page.keyboard.press('e');
    await page
      .getByTestId('position')
      .getByText(`${first + 3} of ${list.length}`)
      .waitFor();
    expect(page.url()).to.include(`/images/${after.id}/annotate`);
    const marked = (await api.get(`/data/images/${empty.id}`)).body.data;
    expect(marked.annotation_status).to.equal('completed');
    expect(await boxesOf(empty.id)).to.have.length(0);
    expect((await api.get(`/data/images/${labeled.id}`)).body.data.annotation_status).to.equal('completed');

    await page.goto(`${s.origin}/projects`);
    await page.getByTestId(`counts-${project.id}`).getByText(`4 / ${list.length}`).waitFor();
  });

  it('reviews predictions on the picture with the keyboard: accept, reject, accept the image', async () => {
    const models = await testModels();
    const detector = await registerModel(api, models.detector, {
      name: 'review detector',
      class_names: 'car,person,bike',
    });
    const target = await createProject(api, ['car', 'person', 'bike'], 'Reviewed');
    const { client: device } = await newDevice(api, s.t.client);
    for (const name of ['white-1.jpg', 'white-2.jpg'])
      await uploadSolid(device, target.id, [64, 64], [255, 255, 255], name);
    const started = await api.post(`/ml/projects/${target.id}/auto-annotate`, {
      model_type: 'detector',
      model_version_id: detector.id,
      confidence_threshold: 0.25,
      apply_annotations: true,
    });
    expect(started.status, JSON.stringify(started.body)).to.equal(202);
    const request = await waitForRequest(api, started.body.data.id);
    expect(request.status).to.equal('completed');
    const perImage = (await api.get(`/ml/inference-requests/${request.id}/predictions`)).body.data as any[];
    const sourceOf = async (annotationId: number) => {
      for (const i of perImage) {
        const found = ((await api.get(`/data/annotations?image_id=${i.image_id}`)).body.data as any[]).find(
          (a) => a.id === annotationId,
        );
        if (found) return found.source as string;
      }
      return 'deleted';
    };

    await page.goto(`${s.origin}/review?project=${target.id}&request=${request.id}&min=0`);
    const picture = page.getByTestId('review-picture');
    await picture.waitFor();
    // The picture itself, decoded, with the predictions of its image drawn dashed over it.
    await until('the picture decoded', () =>
      page.evaluate(() => {
        const img = (globalThis as unknown as PageGlobals).document.querySelectorAll(
          '[data-testid=review-picture] img',
        );
        return img.length === 1 && img[0]!.complete && img[0]!.naturalWidth === 64;
      }),
    );
    const firstImage = Number(await picture.getAttribute('data-image'));
    const mine = perImage.find((i) => i.image_id === firstImage).predictions as any[];
    expect(mine.length, 'predictions on the first image').to.be.at.least(3);
    const rects = picture.locator('rect.prediction');
    expect(await rects.count()).to.equal(mine.length);
    expect(await picture.locator('rect[data-state="to review"]').count()).to.equal(mine.length);
    await screenshot(page, '44-review-picture');

    // The current prediction is the most confident one to review; A accepts it, R rejects the next.
    const byConfidence = [...mine].sort((a, b) => b.confidence - a.confidence);
    const currentId = Number(await picture.locator('rect.current').getAttribute('data-prediction'));
    expect(currentId).to.equal(byConfidence[0].id);
    const current = perImage.flatMap((i) => i.predictions).find((p: any) => p.id === currentId);
    await page.keyboard.press('a');
    await until('accepted', async () => (await sourceOf(current.annotation_id)) === 'manual');
    await picture.locator(`rect[data-prediction="${currentId}"][data-state="accepted"]`).waitFor();
    const nextId = Number(await picture.locator('rect.current').getAttribute('data-prediction'));
    expect(nextId).not.to.equal(currentId);
    const next = perImage.flatMap((i) => i.predictions).find((p: any) => p.id === nextId);
    await page.keyboard.press('r');
    await until('rejected', async () => (await sourceOf(next.annotation_id)) === 'deleted');

    // Shift+A: the rest of the current image's predictions accepted at once.
    const shownImage = Number(await picture.getAttribute('data-image'));
    await page.keyboard.press('Shift+A');
    const rest = perImage
      .find((i) => i.image_id === shownImage)
      .predictions.filter((p: any) => p.id !== currentId && p.id !== nextId);
    await until('the image accepted', async () => {
      for (const p of rest) if ((await sourceOf(p.annotation_id)) !== 'manual') return false;
      return true;
    });

    // In the editor, the other image's predictions (still to review) are stroked dashed.
    const other = perImage.find((i) => i.image_id !== shownImage);
    await page.addInitScript(() => {
      const proto = (globalThis as any).CanvasRenderingContext2D.prototype;
      const original = proto.setLineDash;
      (globalThis as any).__dashes = 0;
      proto.setLineDash = function (this: unknown, segments: number[]) {
        if (segments.length > 0) (globalThis as any).__dashes++;
        return original.call(this, segments);
      };
    });
    await page.goto(`${s.origin}/images/${other.image_id}/annotate`);
    await page.getByText(`${other.predictions.length} boxes`).waitFor();
    await until('a dashed stroke drawn', () => page.evaluate(() => (globalThis as any).__dashes > 0));
  });
});
