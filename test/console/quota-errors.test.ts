import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { startConsoleSession, type ConsoleSession } from '../helpers/console-session.js';
import { addBatch, classImages, createProject, createVersion } from '../helpers/datasets.js';

const OWNER = 'quota-owner@test.example';

/**
 * A user who hits a quota in the console reads which quota and its value (429 QUOTA_EXCEEDED's
 * message and details), where the action was: here the export buttons of a dataset version at
 * QUOTA_PENDING_EXPORTS=1, with the first export still queued.
 */
describe('the console shows QUOTA_EXCEEDED naming the quota and its value', function () {
  this.timeout(180_000);
  let s: ConsoleSession;
  let page: Page;

  before(async () => {
    s = await startConsoleSession({
      users: [OWNER],
      env: { QUEUE_POLL_INTERVAL_MS: '100', QUOTA_PENDING_EXPORTS: '1' },
    });
    page = s.page;
  });
  after(async () => s?.stop());

  it('on a dataset export past QUOTA_PENDING_EXPORTS', async () => {
    const api = await s.api();
    const project = await createProject(api, ['car']);
    await addBatch(api, s.t.client, project.id, classImages({ car: 2 }));
    await createVersion(api, { project_id: project.id, name: 'quota check' });
    // The first export stays queued: nothing runs queued jobs from here on.
    await s.t.api.app.queue.stop();
    await page.goto(`${s.origin}/datasets`);
    const row = page.getByRole('row', { name: /quota check/ });
    await row.getByRole('button', { name: 'Export YOLO' }).click();
    await row
      .getByText(/queued/i)
      .first()
      .waitFor();
    await row.getByRole('button', { name: 'Export COCO' }).click();
    const error = row.locator('.error');
    await error.waitFor();
    const text = await error.innerText();
    expect(text).to.include("The organization's quota pending_exports of 1 is used up");
    expect(text).to.include('pending_exports=1 (QUOTA_PENDING_EXPORTS)');
  });
});
