import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { detectionFigures } from '../../api/modules/ml/evaluation/figures.js';
import type { DetectionImage } from '../../api/modules/ml/evaluation/confusion.js';
import { screenshot } from '../helpers/browser.js';
import type { ApiClient } from '../helpers/client.js';
import { startConsoleSession, until, type ConsoleSession } from '../helpers/console-session.js';
import { addBatch, box, createProject, createVersion, type ImageSpec } from '../helpers/datasets.js';
import { startTestCluster } from '../helpers/kube.js';
import { registerModel, testModels } from '../helpers/onnx-models.js';

const OWNER = 'evaluation-plots@test.example';
const CLASSES = ['car', 'person'];
/** Four images, one box each: two cars, then two people. */
const SPECS: ImageSpec[] = [0, 1, 2, 3].map((n) => ({
  filename: `eval-${n}.jpg`,
  annotations: [box(n < 2 ? 'car' : 'person', n)],
}));

/** An image's labelled box in corners, as the evaluator's predictions are matched against it. */
function corners(n: number) {
  const b = SPECS[n]!.annotations[0] as { x_center: number; y_center: number; width: number; height: number };
  return {
    x1: b.x_center - b.width / 2,
    y1: b.y_center - b.height / 2,
    x2: b.x_center + b.width / 2,
    y2: b.y_center + b.height / 2,
  };
}

/**
 * The Models screen's evaluations: plots of one evaluation, its confusion cells opening the
 * gallery on their images, two models compared on the same split, and an evaluation started from
 * the console followed while it runs. The evaluation records are seeded as the API leaves them
 * once an evaluator has posted its predictions (figures from the API's own functions); scoring
 * and the Job are tested in test/operator/evaluation.test.ts.
 */
describe("the Models screen's evaluations", function () {
  this.timeout(240_000);
  let s: ConsoleSession;
  let page: Page;
  let api: ApiClient;
  let organizationId: number;
  let projectId: number;
  let versionId: number;
  let ids: number[];
  let [modelA, modelB] = [0, 0];
  const [EVAL_A, EVAL_B, EVAL_SEGMENT] = [9401, 9402, 9403];

  /** A model's output on the four images: A finds every box plus a stray car on image 3; B misses image 0. */
  function figuresOf(model: 'a' | 'b') {
    const images: DetectionImage[] = ids.map((imageId, n) => ({
      imageId,
      truths: [{ classIndex: n < 2 ? 0 : 1, ...corners(n) }],
      predictions:
        model === 'b' && n === 0 ? [] : [{ classIndex: n < 2 ? 0 : 1, score: 0.9 - n * 0.05, ...corners(n) }],
    }));
    if (model === 'a') images[3]!.predictions.push({ classIndex: 0, score: 0.8, x1: 0, y1: 0, x2: 0.05, y2: 0.05 });
    return detectionFigures(CLASSES, images);
  }

  /**
   * A segmenter's figures on the four images: every box found exactly (box mAP 1), every mask
   * outlining only the left third of its object (mask IoU 1/3: mask mAP 0).
   */
  function segmentFigures() {
    const outline = ({ x1, y1, x2, y2 }: ReturnType<typeof corners>) => [x1, y1, x2, y1, x2, y2, x1, y2];
    const images: DetectionImage[] = ids.map((imageId, n) => {
      const c = corners(n);
      const third = { ...c, x2: c.x1 + (c.x2 - c.x1) / 3 };
      return {
        imageId,
        truths: [{ classIndex: n < 2 ? 0 : 1, ...c, polygon: outline(c) }],
        predictions: [{ classIndex: n < 2 ? 0 : 1, score: 0.9, ...c, polygon: outline(third) }],
      };
    });
    return detectionFigures(CLASSES, images, 'segment');
  }

  function record(id: number, modelVersionId: number, status: Record<string, unknown>) {
    const now = new Date();
    return {
      _id: id,
      organization_id: organizationId,
      kind: 'EvaluationJob',
      namespace: 'edge-vision',
      name: `evaluation-${id}`,
      uid: null,
      spec: {
        organizationId,
        projectId,
        modelVersionId,
        datasetVersionId: versionId,
        split: 'test',
        imageSize: 640,
        evaluatorImage: 'x',
      },
      phase: 'Succeeded',
      progress: 1,
      message: null,
      attempts: 1,
      conditions: [],
      start_time: now,
      completion_time: now,
      metrics: {},
      class_names: CLASSES,
      model_version_id: modelVersionId,
      artifact_key: null,
      callback_token_hash: null,
      evaluation: null,
      created_via: 'api',
      created_by: null,
      created_at: now,
      updated_at: now,
      ...status,
    };
  }

  before(async () => {
    const cluster = await startTestCluster();
    s = await startConsoleSession({
      users: [OWNER],
      env: { KUBECONFIG: cluster.kubeconfigPath, KUBE_NAMESPACE: await cluster.namespace() },
    });
    page = s.page;
    api = await s.api();
    organizationId = (await api.get('/organization')).body.data.id as number;
    projectId = (await createProject(api, CLASSES)).id;
    ids = (await addBatch(api, s.t.client, projectId, SPECS)).images.map((i) => i.id);
    versionId = (await createVersion(api, { project_id: projectId, split: { train: 0.5, val: 0.25, test: 0.25 } })).id;
    const detector = (await testModels()).detector;
    const fields = { class_names: CLASSES.join(','), project_id: String(projectId) };
    modelA = (await registerModel(api, detector, { name: 'eval-a', ...fields })).id;
    modelB = (await registerModel(api, detector, { name: 'eval-b', ...fields })).id;
    const [a, b, segment] = [figuresOf('a'), figuresOf('b'), segmentFigures()];
    await s.t.db
      .collection('evaluation_jobs')
      .insertMany([
        record(EVAL_A, modelA, { evaluation: a, metrics: { map50: a.overall.map50! } }),
        record(EVAL_B, modelB, { evaluation: b, metrics: { map50: b.overall.map50! } }),
        record(EVAL_SEGMENT, modelB, { evaluation: segment, metrics: { mask_map50: segment.overall.mask_map50! } }),
      ] as never[]);
  });
  after(async () => s?.stop());

  const section = () => page.getByRole('heading', { name: 'Evaluations' }).locator('..');

  it("plots an evaluation and opens a confusion cell's images in the gallery", async () => {
    await page.goto(`${s.origin}/models`);
    await section().getByLabel('Model version evaluated').selectOption(String(modelA));
    const row = page.getByTestId('evaluations').getByRole('row', { name: new RegExp(`^${EVAL_A}`) });
    expect(await row.innerText()).to.match(/Succeeded/);
    await row.getByRole('button', { name: 'Plots' }).click();
    const shown = page.getByTestId(`evaluation-${EVAL_A}`);

    // Rows actual, columns predicted, background last: both cars right, both people right, and
    // the stray car (background row, car column).
    const matrix = shown.getByTestId('confusion');
    const cell = (t: number, p: number) => matrix.locator(`td[data-cell="${t},${p}"]`);
    // The plots draw once the evaluation's record has loaded; reading them at once could be early.
    await matrix.locator('thead th').first().waitFor();
    expect(await matrix.locator('thead th').allInnerTexts()).to.deep.equal([
      'actual ↓ predicted →',
      'car',
      'person',
      'background',
    ]);
    expect(await Promise.all([cell(0, 0), cell(1, 1), cell(2, 0), cell(0, 2)].map((c) => c.innerText()))).to.deep.equal(
      ['2', '2', '1', '0'],
    );
    // The largest count is the darkest, an empty cell white.
    expect(await cell(0, 0).getAttribute('style')).to.contain('background: rgb(23, 63, 150)');
    expect(await cell(0, 2).getAttribute('style')).to.contain('background: rgb(255, 255, 255)');

    expect(await shown.getByTestId('pr-curves').locator('polyline').count()).to.equal(2);
    expect(await shown.getByTestId('class-bars').locator('rect.bar').count()).to.equal(6);
    const threshold = figuresOf('a').confidence_threshold!;
    expect(await shown.getByTestId('recommended-threshold').innerText()).to.contain(
      `recommended ${threshold.toFixed(2)}`,
    );
    expect(await shown.getByTestId('f1-curve').locator('line.threshold').count()).to.equal(1);
    await screenshot(page, '46-evaluation-plots');

    // The stray car's cell opens the image it was found on, and only that one.
    await cell(2, 0).getByRole('button').click();
    await page.waitForURL(`${s.origin}/images?ids=${ids[3]}`);
    await until('the one image listed', async () =>
      /^1 images/.test(await page.getByTestId('image-count').innerText()),
    );
    await page.getByTestId('ids-filter').getByRole('button', { name: 'Show all images' }).click();
    await until('every image listed', async () => /^4 images/.test(await page.getByTestId('image-count').innerText()));
  });

  it('compares two models on the same split, figure by figure, with the images they disagree on', async () => {
    await page.goto(`${s.origin}/models`);
    await section().getByLabel('Model version evaluated').selectOption(String(modelA));
    await page
      .getByTestId('evaluations')
      .getByRole('row', { name: new RegExp(`^${EVAL_A}`) })
      .getByRole('button', { name: 'Plots' })
      .click();
    await page.getByLabel('Compare with').selectOption(String(EVAL_B));
    const comparison = page.getByTestId('comparison');
    await comparison.waitFor();
    // B missed image 0's car: one car fewer found (the diagonal), one more missed.
    const difference = comparison.getByTestId('confusion-difference');
    expect(await difference.locator('td[data-cell="0,0"]').innerText()).to.equal('-1');
    expect(await difference.locator('td[data-cell="0,2"]').innerText()).to.equal('+1');
    expect(await difference.locator('td[data-cell="2,0"]').innerText()).to.equal('-1');
    // Each side's plots come from its own record, loaded apart from the comparison.
    for (const id of ['confusion-a', 'confusion-b', 'pr-curves-a', 'pr-curves-b', 'f1-curve-a', 'f1-curve-b']) {
      await comparison.getByTestId(id).first().waitFor();
      expect(await comparison.getByTestId(id).count(), id).to.equal(1);
    }
    const [a, b] = [figuresOf('a'), figuresOf('b')];
    const recall = await comparison
      .getByTestId('comparison-overall')
      .getByRole('row', { name: /^recall/ })
      .innerText();
    const points = ((b.overall.recall! - a.overall.recall!) * 100).toFixed(1);
    expect(recall.split('\t')).to.deep.equal([
      'recall',
      (a.overall.recall! * 100).toFixed(1),
      (b.overall.recall! * 100).toFixed(1),
      points,
    ]);
    // Images 0 (B missed it) and 3 (A's stray car) are where they differ.
    await comparison.getByTestId('disagreements').locator('tbody tr').first().waitFor();
    const rows = await comparison.getByTestId('disagreements').locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t'))).to.deep.equal([
      [`#${ids[0]}`, '0', '1'],
      [`#${ids[3]}`, '1', '0'],
    ]);
    await comparison.scrollIntoViewIfNeeded();
    await screenshot(page, '47-evaluation-comparison');
    await comparison.getByRole('button', { name: 'Open these 2 images' }).click();
    await page.waitForURL(`${s.origin}/images?ids=${ids[0]},${ids[3]}`);
    await until('the two images listed', async () =>
      /^2 images/.test(await page.getByTestId('image-count').innerText()),
    );
  });

  it('starts an evaluation and shows its progress until its plots', async () => {
    await page.goto(`${s.origin}/models`);
    await section().getByLabel('Model version evaluated').selectOption(String(modelB));
    const form = page.getByRole('form', { name: 'Evaluate a model' });
    await form.getByLabel('Dataset version to evaluate on').selectOption(String(versionId));
    // A split the version holds images in (four images split at random may leave test empty).
    const images = (await api.get(`/data/images?project_id=${projectId}&limit=100`)).body.data as any[];
    const split = ['test', 'val', 'train'].find((name) => images.some((i) => i.split === name))!;
    await form.getByLabel('Split').selectOption(split);
    await form.getByRole('button', { name: 'Evaluate' }).click();
    const created = await until('the evaluation recorded', async () => {
      const refused = form.getByRole('alert');
      if (await refused.count()) throw new Error(`the API refused: ${await refused.innerText()}`);
      const list = (await api.get('/ml/evaluations')).body.data as any[];
      return list.find((e) => ![EVAL_A, EVAL_B, EVAL_SEGMENT].includes(e.id));
    });
    expect([created.model_version_id, created.dataset_version_id, created.split]).to.deep.equal([
      modelB,
      versionId,
      split,
    ]);
    // The new evaluation opens at once and follows the record as the operator updates it.
    const shown = page.getByTestId(`evaluation-${created.id}`);
    await shown.getByTestId('evaluation-progress').getByText('Pending').waitFor();
    const collection = s.t.db.collection('evaluation_jobs');
    await collection.updateOne({ _id: created.id }, { $set: { phase: 'Running', progress: 0.4 } });
    await shown
      .getByTestId('evaluation-progress')
      .getByText(/Running\s+40%/)
      .waitFor();
    const b = figuresOf('b');
    await collection.updateOne(
      { _id: created.id },
      { $set: { phase: 'Succeeded', progress: 1, evaluation: b, metrics: { map50: b.overall.map50! } } },
    );
    await shown.getByTestId('confusion').waitFor();
    expect(await shown.getByTestId('confusion').locator('td[data-cell="0,2"]').innerText()).to.equal('1');
  });

  it("shows a segmentation's mask mAP beside its box mAP, and mask AP50 per class", async () => {
    await page.goto(`${s.origin}/models`);
    await section().getByLabel('Model version evaluated').selectOption(String(modelB));
    await page
      .getByTestId('evaluations')
      .getByRole('row', { name: new RegExp(`^${EVAL_SEGMENT}`) })
      .getByRole('button', { name: 'Plots' })
      .click();
    const shown = page.getByTestId(`evaluation-${EVAL_SEGMENT}`);
    const overall = shown.getByTestId('evaluation-overall');
    await overall.waitFor();
    // The boxes all match, the masks (a third of each object) never reach IoU 0.5.
    expect(await overall.innerText()).to.equal(
      '4 images, segment: box mAP50 100.0%, mAP50-95 100.0%; mask mAP50 0.0%, mAP50-95 0.0%',
    );
    // Precision, recall, AP50 and mask AP50 for each of the two classes.
    expect(await shown.getByTestId('class-bars').locator('rect.bar').count()).to.equal(8);
    expect(await shown.locator('rect[data-bar="car mask AP50"]').count()).to.equal(1);
  });
});
