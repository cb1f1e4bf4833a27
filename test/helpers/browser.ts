/**
 * Debian's Chromium driven by playwright-core (Playwright's own browser download is not
 * reachable here; .ci/run installs /usr/bin/chromium). `edge.test` resolves to 127.0.0.1, a
 * host name browsers do not treat as a secure context.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const INSECURE_HOST = 'edge.test';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`,
    ],
  });
}

/** Where the suites save screenshots for people to look at (under the ignored .local). */
export const SCREENSHOT_DIR = resolve(process.env.CONSOLE_SCREENSHOTS ?? join('.local', 'screenshots', 'console'));

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The browser globals the suites read inside `page.evaluate` (the tests' tsconfig has no DOM lib). */
export interface PageGlobals {
  sessionStorage: { getItem(key: string): string | null };
  localStorage: { length: number };
  innerHeight: number;
  document: {
    querySelectorAll(
      selector: string,
    ): ArrayLike<{ complete: boolean; naturalWidth: number; getBoundingClientRect(): { top: number } }>;
  };
  __editorFrames?: number[];
}
