import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ObjectStore } from '../../api/lib/storage.js';
import { UniqueJpegs } from '../lib/unique-jpegs.js';

/** Files in flight at once: the console's upload dialog sends three (upload-dialog.tsx). */
const CONCURRENCY = 3;
const DIRECT_PREFIX = 'bench/direct-upload/';

export interface UploadBenchResult {
  images: number;
  bytes: number;
  /** A folder picked in the upload dialog until it says every file is stored. */
  browserMs: number;
  /** The same files read from disk and put into the object store, three at a time. */
  directMs: number;
}

/**
 * A browser upload as a labeler does one: a folder of 640x480 JPEGs picked in the console's upload
 * dialog (one request per file, three in flight), until the dialog says all are stored, then
 * checked through the API. Against it, the same bytes put straight into the object store from
 * this process with the same concurrency.
 */
export async function benchBrowserUpload(options: {
  page: Page;
  origin: string;
  apiUrl: string;
  token: string;
  store: ObjectStore;
  images: number;
  log: (line: string) => void;
}): Promise<UploadBenchResult> {
  const { page, images } = options;
  const dir = mkdtempSync(join(tmpdir(), 'edge-vision-upload-bench-'));
  try {
    const folder = join(dir, 'frames');
    mkdirSync(folder);
    const jpegs = await UniqueJpegs.create();
    let bytes = 0;
    for (let i = 0; i < images; i++) {
      const jpeg = jpegs.jpeg(i);
      bytes += jpeg.length;
      writeFileSync(join(folder, `frame-${String(i).padStart(5, '0')}.jpg`), jpeg);
    }
    const headers = { Authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${options.apiUrl}/data/projects`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Upload bench', project_type: 'object_detection', classes: [] }),
    });
    if (created.status !== 201) throw new Error(`create project: HTTP ${created.status}`);
    const project = ((await created.json()) as { data: { id: number } }).data;

    options.log(`uploading ${images} JPEGs (${(bytes / 1024 / 1024).toFixed(1)} MiB) through the console ...`);
    await page.goto(`${options.origin}/projects`);
    const row = page.getByTestId('projects').getByRole('row', { name: /Upload bench/ });
    await row.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload images' });
    const started = performance.now();
    await dialog.getByLabel('Choose a folder').setInputFiles(folder);
    await dialog
      .getByTestId('upload-summary')
      // The summary's text starts after its progress bar, with a space.
      .getByText(new RegExp(`^\\s*${images} of ${images} files .* · done$`))
      .waitFor({ timeout: 30 * 60_000 });
    const browserMs = performance.now() - started;
    const summary = await dialog.getByTestId('upload-summary').innerText();
    if (!summary.includes(`${images} stored`)) throw new Error(`the upload dialog says: ${summary}`);
    const listed = await fetch(`${options.apiUrl}/data/images?project_id=${project.id}&limit=1`, { headers });
    const total = ((await listed.json()) as { meta: { total: number } }).meta.total;
    if (total !== images) throw new Error(`the project holds ${total} images, expected ${images}`);

    options.log('the same bytes put into the store directly ...');
    const names = readdirSync(folder);
    const directStarted = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < names.length) {
        const name = names[next++]!;
        const body = readFileSync(join(folder, name));
        await options.store.minioClient.putObject(options.store.bucket, `${DIRECT_PREFIX}${name}`, body, body.length, {
          'Content-Type': 'image/jpeg',
        });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const directMs = performance.now() - directStarted;
    return { images, bytes, browserMs, directMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await options.store.removePrefix(DIRECT_PREFIX);
  }
}
