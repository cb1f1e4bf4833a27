import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ObjectStore } from '../../api/lib/storage.js';
import { UniqueJpegs } from '../lib/unique-jpegs.js';

/** Requests in flight at once, as the console's upload dialog sends them (upload-dialog.tsx). */
const REQUESTS_IN_FLIGHT = 4;
/** Files per request at most, as the dialog groups them (upload-queue.ts). */
const FILES_PER_REQUEST = 8;
const DIRECT_PREFIX = 'bench/direct-upload/';

export interface UploadBenchResult {
  images: number;
  bytes: number;
  /** A folder picked in the upload dialog until it says every file is stored. */
  browserMs: number;
  /**
   * The same files sent from this process the way the dialog sends them (same requests, same
   * number in flight) into a second project: the API's share of the browser upload.
   */
  apiMs: number;
  /** The same files read from disk and put into the object store, REQUESTS_IN_FLIGHT at a time. */
  directMs: number;
}

/**
 * A browser upload as a labeler does one: a folder of 640x480 JPEGs picked in the console's upload
 * dialog (a few files per request, four requests in flight), until the dialog says all are stored, then
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
    const createProject = async (name: string) => {
      const created = await fetch(`${options.apiUrl}/data/projects`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name, project_type: 'object_detection', classes: [] }),
      });
      if (created.status !== 201) throw new Error(`create project: HTTP ${created.status}`);
      return ((await created.json()) as { data: { id: number } }).data;
    };
    const project = await createProject('Upload bench');

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

    const names = readdirSync(folder).sort();
    options.log('the same requests sent from this process ...');
    const apiMs = await sendAsTheDialog(options, folder, names, (await createProject('Upload bench, API')).id);

    options.log('the same bytes put into the store directly ...');
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
    await Promise.all(Array.from({ length: REQUESTS_IN_FLIGHT }, worker));
    const directMs = performance.now() - directStarted;
    return { images, bytes, browserMs, apiMs, directMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await options.store.removePrefix(DIRECT_PREFIX);
  }
}

/** The dialog's requests (FILES_PER_REQUEST files each, REQUESTS_IN_FLIGHT at once) sent with fetch. */
async function sendAsTheDialog(
  options: { apiUrl: string; token: string },
  folder: string,
  names: string[],
  projectId: number,
): Promise<number> {
  const groups: string[][] = [];
  for (let i = 0; i < names.length; i += FILES_PER_REQUEST) groups.push(names.slice(i, i + FILES_PER_REQUEST));
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const form = new FormData();
      form.set('project_id', String(projectId));
      for (const name of groups[next++]!) {
        form.append('images', new Blob([readFileSync(join(folder, name))], { type: 'image/jpeg' }), name);
      }
      const res = await fetch(`${options.apiUrl}/data/images/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.token}` },
        body: form,
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`upload: HTTP ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: REQUESTS_IN_FLIGHT }, worker));
  return performance.now() - started;
}
