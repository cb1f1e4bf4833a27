/**
 * The console's figures, measured in Debian's Chromium (playwright-core) against the API's own
 * console build: first gallery page, editor redraw with many boxes, memory after paging.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { percentile } from '../lib/stats.js';

/** The browser globals read inside `page.evaluate` (the bench's tsconfig has no DOM lib). */
interface PageGlobals {
  innerHeight: number;
  document: {
    querySelectorAll(
      selector: string,
    ): ArrayLike<{ complete: boolean; naturalWidth: number; getBoundingClientRect(): { top: number } }>;
  };
  __editorFrames?: number[];
}

/**
 * A context already signed in: the user record oidc-client-ts keeps in sessionStorage, written
 * before the console's script runs. The bench measures the console, not Dex's login form (the
 * browser suite covers that).
 */
export async function signedInContext(browser: Browser, origin: string, token: string): Promise<BrowserContext> {
  const config = (
    (await (await fetch(`${origin}/api/console-config`)).json()) as {
      data: { issuer: string; client_id: string; scopes: string };
    }
  ).data;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const user = {
    access_token: token,
    token_type: 'Bearer',
    scope: config.scopes,
    profile: { sub: claims.sub, email: claims.email, iss: config.issuer, aud: config.client_id },
    expires_at: claims.exp,
  };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([key, value]) => (globalThis as unknown as { sessionStorage: Storage }).sessionStorage.setItem(key!, value!),
    [`oidc.user:${config.issuer}:${config.client_id}`, JSON.stringify(user)],
  );
  return context;
}

interface Storage {
  setItem(key: string, value: string): void;
}

/** The first screen of tiles rendered, every thumbnail in view decoded. */
function firstScreenDecoded(): boolean {
  const page = globalThis as unknown as PageGlobals;
  const images = Array.from(page.document.querySelectorAll('[data-testid=gallery] img'));
  const visible = images.filter((img) => img.getBoundingClientRect().top < page.innerHeight);
  return visible.length > 0 && visible.every((img) => img.complete && img.naturalWidth > 0);
}

/** The tile of this index rendered with its thumbnail decoded. */
function tileDecoded(index: number): boolean {
  const page = globalThis as unknown as PageGlobals;
  const images = Array.from(page.document.querySelectorAll(`[data-index="${index}"] img`));
  return images.length === 1 && images.every((img) => img.complete && img.naturalWidth > 0);
}

/** Navigation to the gallery until its first screen of thumbnails is decoded, `loads` times (ms). */
export async function firstGalleryPage(page: Page, url: string, loads: number): Promise<number[]> {
  // Unmeasured: the hashed assets land in the cache, as they are for anyone who opened it before.
  await page.goto(url);
  await page.waitForFunction(firstScreenDecoded, undefined, { timeout: 60_000 });
  const times: number[] = [];
  for (let i = 0; i < loads; i++) {
    await page.goto('about:blank');
    const started = performance.now();
    await page.goto(url);
    await page.waitForFunction(firstScreenDecoded, undefined, { polling: 'raf', timeout: 60_000 });
    times.push(performance.now() - started);
  }
  return times;
}

/** Script time of each editor redraw while zooming in and out over `boxes` boxes (ms). */
export async function editorRedraws(page: Page, url: string, boxes: number): Promise<number[]> {
  await page.goto(url);
  await page.getByText(`${boxes} boxes`).waitFor({ timeout: 60_000 });
  await page.evaluate(() => ((globalThis as unknown as PageGlobals).__editorFrames = []));
  const bounds = (await page.getByTestId('editor-canvas').boundingBox())!;
  await page.mouse.move(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, i % 20 < 10 ? -60 : 60);
    await page.waitForTimeout(20);
  }
  return page.evaluate(() => [...((globalThis as unknown as PageGlobals).__editorFrames ?? [])]);
}

export interface PagingMemory {
  /** JS heap after the first page, after a garbage collection (bytes). */
  firstPageHeap: number;
  /** The same after paging to the last page. */
  lastPageHeap: number;
  /** DOM nodes at the end. */
  nodes: number;
  pages: number;
  /** Time per page turn to its list rendered (ms). */
  pageTurns: number[];
}

/**
 * Pages through every image of the gallery with its Next button (the virtual grid scrolls 100
 * on), each time until the page's first thumbnail is decoded; heap before and after (CDP).
 */
export async function pagingMemory(page: Page, url: string, total: number): Promise<PagingMemory> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { heap: value('JSHeapUsedSize'), nodes: value('Nodes') };
  };
  await page.goto(url);
  await page.waitForFunction(firstScreenDecoded, undefined, { timeout: 60_000 });
  const first = await heap();
  const pages = Math.ceil(total / 100);
  const pageTurns: number[] = [];
  for (let p = 1; p < pages; p++) {
    const started = performance.now();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction(tileDecoded, p * 100, { timeout: 60_000 });
    pageTurns.push(performance.now() - started);
  }
  const last = await heap();
  await cdp.detach();
  return { firstPageHeap: first.heap, lastPageHeap: last.heap, nodes: last.nodes, pages, pageTurns };
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
export const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );
