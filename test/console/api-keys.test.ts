import { expect } from 'chai';
import { screenshot } from '../helpers/browser.js';
import { ApiClient } from '../helpers/client.js';
import { startConsoleSession, until, type ConsoleSession } from '../helpers/console-session.js';

const OWNER = 'api-keys@test.example';

/** Personal API keys from the console: created, shown once, used against the API, revoked. */
describe('personal API keys in the console, in a real browser', function () {
  this.timeout(120_000);
  let s: ConsoleSession;

  before(async () => {
    s = await startConsoleSession({ users: [OWNER], path: '/members' });
  });
  after(async () => s?.stop());

  it('creates a key shown once, which works as a bearer token until revoked in the list', async () => {
    const { page } = s;
    await page.getByLabel('Key name').fill('nightly export');
    await page.getByLabel('Key role').selectOption('viewer');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByTestId('api-key-secret').innerText();
    expect(key).to.match(/^evk_/);
    await screenshot(page, '45-api-key-created');

    const byKey = new ApiClient(`${s.origin}/api`).as(key);
    const org = await byKey.get('/organization');
    expect(org.status, JSON.stringify(org.body)).to.equal(200);
    expect(org.body.data.role).to.equal('viewer');

    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    const row = page.getByTestId('api-keys').getByRole('row', { name: /nightly export/ });
    await row.waitFor();
    expect(await row.innerText()).to.include(`${key.slice(0, 8)}…`);
    expect(await row.innerText()).to.include('viewer');
    expect(await page.getByTestId('api-key-secret').count(), 'the secret is not shown again').to.equal(0);
    expect(await page.content()).not.to.include(key);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('revoked').waitFor();
    await until('the key refused', async () => (await byKey.get('/organization')).status === 401);
  });
});
