import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot, type PageGlobals } from '../helpers/browser.js';
import type { ApiClient } from '../helpers/client.js';
import { startConsoleSession, until, type ConsoleSession } from '../helpers/console-session.js';
import { createProject, newDevice } from '../helpers/data.js';
import { uploadSolid } from '../helpers/onnx-models.js';

const OWNER = 'editor-tasks@test.example';
const WHITE: [number, number, number] = [255, 255, 255];

/** The canvas's pixel at a point of the image (normalized), as the browser painted it. */
interface CanvasGlobals extends PageGlobals {
  document: PageGlobals['document'] & {
    querySelector(selector: string): {
      width: number;
      height: number;
      clientWidth: number;
      getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: number[] } };
    } | null;
  };
}

/**
 * The editor beyond boxes: the tag tool of classification projects (keys 1 … 9 toggle the
 * image's class tags, saved as `tag` annotations) and masks drawn filled with their class's
 * colour, driven in Chromium and read back through the API and the canvas's pixels.
 */
describe('the editor for classification and segmentation projects', function () {
  this.timeout(180_000);
  let s: ConsoleSession;
  let page: Page;
  let api: ApiClient;
  let device: ApiClient;

  before(async () => {
    s = await startConsoleSession({ users: [OWNER], env: { QUEUE_POLL_INTERVAL_MS: '100' } });
    page = s.page;
    api = await s.api();
    device = (await newDevice(api, s.t.client)).client;
  });
  after(async () => s?.stop());

  const annotations = async (imageId: number) =>
    (await api.get(`/data/annotations?image_id=${imageId}`)).body.data as any[];

  /** Opens the editor and waits for its first painted frame (its key handlers are attached by then). */
  async function openEditor(imageId: number): Promise<void> {
    await page.goto(`${s.origin}/images/${imageId}/annotate`);
    await page.getByTestId('editor-canvas').waitFor();
    await page.waitForFunction(() => ((globalThis as unknown as PageGlobals).__editorFrames?.length ?? 0) > 0);
  }

  it('tags a classification image with number keys: on, on, off, and undo brings it back', async () => {
    const project = await createProject(api, { project_type: 'classification', classes: ['cat', 'dog', 'bird'] });
    const image = await uploadSolid(device, project.id, [96, 64], WHITE, 'pet.jpg');
    await openEditor(image.id);
    // A classification project's editor opens on the tag tool.
    await page.locator('.tools button.active', { hasText: 'Tag (T)' }).waitFor();
    const classButton = (name: string) => page.locator('[aria-label="Classes"]').getByRole('button', { name });

    await page.keyboard.press('2');
    await page.keyboard.press('3');
    const both = await until('the two tags in the API', async () => {
      const list = await annotations(image.id);
      return list.length === 2 && list;
    });
    expect(both.map((a) => [a.type, a.class_value, a.source, a.x_center, a.geometry]).sort()).to.deep.equal([
      ['tag', 'bird', 'manual', null, null],
      ['tag', 'dog', 'manual', null, null],
    ]);
    await page.getByText('2 tags').waitFor();
    expect(await classButton('2 dog').getAttribute('aria-pressed')).to.equal('true');
    expect(await classButton('1 cat').getAttribute('aria-pressed')).to.equal('false');
    expect((await api.get(`/data/images/${image.id}`)).body.data.annotation_status).to.equal('completed');

    await page.keyboard.press('2');
    await until('the dog tag removed', async () => {
      const list = await annotations(image.id);
      return list.length === 1 && list[0].class_value === 'bird';
    });
    await page.keyboard.press('Control+z');
    await until('the dog tag back after undo', async () => (await annotations(image.id)).length === 2);
    await page.getByText('All changes saved').waitFor();
    await screenshot(page, '40-editor-tags');

    // Read back from the API on a fresh load: both tags shown pressed, no shape on the canvas.
    await openEditor(image.id);
    await page.getByText('2 tags').waitFor();
    await page.getByText('0 boxes').waitFor();
    expect(await classButton('2 dog').getAttribute('aria-pressed')).to.equal('true');
    expect(await classButton('3 bird').getAttribute('aria-pressed')).to.equal('true');
    // A click toggles as a key does.
    await classButton('3 bird').click();
    await until('the bird tag removed by a click', async () => {
      const list = await annotations(image.id);
      return list.length === 1 && list[0].class_value === 'dog';
    });
  });

  it('draws a mask filled with its class colour over the image, a polygon outlined only', async () => {
    const project = await createProject(api, { project_type: 'segmentation', classes: ['leaf', 'stem'] });
    const image = await uploadSolid(device, project.id, [200, 100], WHITE, 'plant.jpg');
    const square = (x0: number, x1: number) => [x0, 0.2, x1, 0.2, x1, 0.8, x0, 0.8];
    for (const [type, geometry] of [
      ['mask', square(0.1, 0.4)],
      ['polygon', square(0.6, 0.9)],
    ] as const) {
      const res = await api.post('/data/annotations', { image_id: image.id, class_value: 'leaf', type, geometry });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
    }
    await openEditor(image.id);
    await page.getByText('2 boxes').waitFor();

    const pixelAt = (x: number, y: number) =>
      page.evaluate(
        ([nx, ny]) => {
          const canvas = (globalThis as unknown as CanvasGlobals).document.querySelector('canvas')!;
          const ratio = canvas.width / canvas.clientWidth;
          const cssWidth = canvas.clientWidth;
          const cssHeight = canvas.height / ratio;
          // The editor fits the 200x100 image into the canvas with a 10 px margin, centred.
          const scale = Math.min((cssWidth - 20) / 200, (cssHeight - 20) / 100);
          const left = (cssWidth - 200 * scale) / 2;
          const top = (cssHeight - 100 * scale) / 2;
          const px = Math.round((left + nx! * 200 * scale) * ratio);
          const py = Math.round((top + ny! * 100 * scale) * ratio);
          return [...canvas.getContext('2d').getImageData(px, py, 1, 1).data].slice(0, 3);
        },
        [x, y],
      );
    // Wait until the image itself is painted (white, not the dark background).
    await until('the image painted', async () => (await pixelAt(0.5, 0.5)).every((v) => v > 240));
    const inMask = await pixelAt(0.25, 0.5);
    const inPolygon = await pixelAt(0.75, 0.5);
    // leaf is the first class: #e6194b at 40 % over white.
    const expected = [230, 25, 75].map((c) => 255 + (c - 255) * 0.4);
    inMask.forEach((v, i) => expect(v, `mask pixel ${inMask}`).to.be.closeTo(expected[i]!, 12));
    inPolygon.forEach((v) => expect(v, `polygon pixel ${inPolygon}`).to.be.above(240));
    await screenshot(page, '41-editor-mask');
  });
});
