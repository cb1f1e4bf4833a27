/**
 * A signed-in console for browser suites: a Dex of its own, the API on a free port (with its own
 * database and bucket), Chromium, and one page signed in through Dex's real login form.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ensureConsoleBuilt } from '../../scripts/stack/console-build.js';
import { freePort } from '../../scripts/stack/process.js';
import { passwordGrantToken, startDex, DEX_PASSWORD, type RunningServer } from '../../scripts/stack/servers.js';
import { launchChromium } from './browser.js';
import { ApiClient } from './client.js';
import { startTestApi, type TestApi } from './test-api.js';

export interface ConsoleSession {
  origin: string;
  dex: RunningServer & { issuer: string };
  t: TestApi;
  browser: Browser;
  page: Page;
  /** The API as a user of this Dex (the page's user unless another email is given). */
  api(email?: string): Promise<ApiClient>;
  /** Signs a fresh page in as this user (one of `users`). */
  signIn(page: Page, email: string, path?: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startConsoleSession(options: {
  users: string[];
  env?: Record<string, string>;
  path?: string;
}): Promise<ConsoleSession> {
  ensureConsoleBuilt();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'edge-vision-console-'));
  const dex = await startDex({
    port: await freePort(),
    logDir: dir,
    configDir: dir,
    users: options.users,
    consoleOrigins: [origin],
  });
  const t = await startTestApi({ PORT: String(port), OIDC_ISSUER_URL: dex.issuer, ...options.env });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const signIn = async (target: Page, email: string, path = options.path ?? '/devices') => {
    await target.goto(`${origin}${path}`);
    await target.getByRole('button', { name: 'Sign in' }).click();
    await target.locator('input[name=login]').fill(email);
    await target.locator('input[name=password]').fill(DEX_PASSWORD);
    await target.locator('button[type=submit]').click();
    await target.waitForURL(`${origin}${path}`);
    await target.getByTestId('user').getByText(email).waitFor();
  };
  await signIn(page, options.users[0]!);
  return {
    origin,
    dex,
    t,
    browser,
    page,
    signIn,
    async api(email = options.users[0]!) {
      return new ApiClient(`${origin}/api`).as(await passwordGrantToken(dex.issuer, email));
    },
    async stop() {
      await browser.close();
      await t.stop();
      await dex.process.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls until the probe gives something truthy (an API read-back after a click, say). */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false | null>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
