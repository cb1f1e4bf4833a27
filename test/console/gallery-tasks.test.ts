import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { screenshot } from '../helpers/browser.js';
import type { ApiClient } from '../helpers/client.js';
import { startConsoleSession, type ConsoleSession } from '../helpers/console-session.js';
import { createProject, newDevice } from '../helpers/data.js';
import { uploadSolid } from '../helpers/onnx-models.js';

const OWNER = 'gallery-tasks@test.example';
const WHITE: [number, number, number] = [255, 255, 255];

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Gallery tiles for every task: a classification image's tags as chips, a segmentation image's
 * polygons and masks outlined (and a detection box framed) on the thumbnail where they sit in
 * the image, driven in Chromium from annotations made through the API.
 */
describe('the gallery tiles of classification and segmentation images', function () {
  this.timeout(180_000);
  let s: ConsoleSession;
  let page: Page;
  let api: ApiClient;
  let device: ApiClient;

  before(async () => {
    s = await startConsoleSession({ users: [OWNER] });
    page = s.page;
    api = await s.api();
    device = (await newDevice(api, s.t.client)).client;
  });
  after(async () => s?.stop());

  const annotate = async (body: Record<string, unknown>) => {
    const res = await api.post('/data/annotations', body);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
  };

  it("shows a classification image's tags as chips", async () => {
    const project = await createProject(api, { project_type: 'classification', classes: ['cat', 'dog', 'bird'] });
    const tagged = await uploadSolid(device, project.id, [96, 64], WHITE, 'pet.jpg');
    await uploadSolid(device, project.id, [96, 64], WHITE, 'untagged.jpg');
    for (const cls of ['dog', 'cat']) await annotate({ image_id: tagged.id, class_value: cls, type: 'tag' });
    await page.goto(`${s.origin}/images?project_id=${project.id}`);
    const tile = page.locator('.tile[title="pet.jpg"]');
    await tile.getByLabel('Tags').waitFor();
    expect((await tile.getByLabel('Tags').locator('.chip').allInnerTexts()).sort()).to.deep.equal(['cat', 'dog']);
    expect(await page.locator('.tile[title="untagged.jpg"] .chip').count()).to.equal(0);
    await screenshot(page, '43-gallery-tags');
  });

  it('outlines polygons and masks (and frames boxes) where they sit on the thumbnail', async () => {
    const project = await createProject(api, { project_type: 'segmentation', classes: ['leaf', 'stem'] });
    const image = await uploadSolid(device, project.id, [200, 100], WHITE, 'plant.jpg');
    const square = (x0: number, x1: number) => [x0, 0.2, x1, 0.2, x1, 0.8, x0, 0.8];
    await annotate({ image_id: image.id, class_value: 'leaf', type: 'mask', geometry: square(0.35, 0.45) });
    await annotate({ image_id: image.id, class_value: 'stem', type: 'polygon', geometry: square(0.55, 0.65) });
    await annotate({ image_id: image.id, class_value: 'leaf', x_center: 0.5, y_center: 0.5, width: 0.1, height: 0.2 });
    await page.goto(`${s.origin}/images?project_id=${project.id}`);
    const tile = page.locator('.tile[title="plant.jpg"]');
    const mask = tile.locator('svg polygon[data-type="mask"]');
    await mask.waitFor();
    expect(await tile.locator('svg polygon[data-type="polygon"]').count()).to.equal(1);
    expect(await tile.locator('svg rect[data-type="bbox"]').count()).to.equal(1);
    expect(await tile.locator('.chip').count()).to.equal(0);

    // The thumbnail is cropped to fill its tile (object-fit: cover): the outline must be cropped
    // the same way, so it lands on the image's 0.35 .. 0.45 by 0.2 .. 0.8.
    const img = (await tile.locator('img').boundingBox()) as Rect;
    const scale = Math.max(img.width / 200, img.height / 100);
    const left = img.x + (img.width - 200 * scale) / 2;
    const top = img.y + (img.height - 100 * scale) / 2;
    const expected = {
      x: left + 0.35 * 200 * scale,
      y: top + 0.2 * 100 * scale,
      w: 0.1 * 200 * scale,
      h: 0.6 * 100 * scale,
    };
    // The outline's geometry on screen (its bounding box without the stroke, which Chromium adds).
    const drawn: Rect = await mask.evaluate((el: any) => {
      const b = el.getBBox();
      const m = el.getScreenCTM();
      return { x: m.a * b.x + m.e, y: m.d * b.y + m.f, width: m.a * b.width, height: m.d * b.height };
    });
    expect(drawn.x).to.be.closeTo(expected.x, 2);
    expect(drawn.y).to.be.closeTo(expected.y, 2);
    expect(drawn.width).to.be.closeTo(expected.w, 2);
    expect(drawn.height).to.be.closeTo(expected.h, 2);
    expect(await mask.getAttribute('stroke')).to.equal(await tile.locator('svg rect').getAttribute('stroke'));
    await screenshot(page, '44-gallery-outlines');
  });
});
