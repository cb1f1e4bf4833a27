/**
 * `npm run bench:console`: the browser console's figures, measured in Chromium against a private
 * stack: time to the first gallery page of 100 thumbnails, the annotation editor's redraw time
 * with 1000 boxes (target <= 16 ms, one 60 Hz frame), memory after paging through 5,000 images,
 * and a folder of 1,000 JPEGs uploaded in the upload dialog against the same bytes put into the
 * object store directly (target <= 1.5x). Usage: bench/console/options.ts.
 */
import { cpus } from 'node:os';
import { connectDatabase, type Database } from '../../api/lib/mongo/database.js';
import { ObjectStore } from '../../api/lib/storage.js';
import { ensureConsoleBuilt } from '../../scripts/stack/console-build.js';
import { launchChromium } from '../../test/helpers/browser.js';
import { benchCommand, isEntryPoint, runCommand } from '../lib/cli.js';
import { atMostRatio, context, type Figure } from '../lib/figure.js';
import { startPrivateStack } from '../lib/private-stack.js';
import type { BenchReport } from '../lib/report.js';
import { round } from '../lib/stats.js';
import { editorRedraws, firstGalleryPage, median, p95, pagingMemory, signedInContext } from './browser.js';
import { parseBenchArgs, USAGE, type ConsoleBenchOptions } from './options.js';
import { seedConsole } from './seed.js';
import { benchBrowserUpload } from './upload-bench.js';

/** The gallery's first list request (100 images with signed URLs) from Node, `times` times (ms). */
async function listTimes(apiUrl: string, token: string, projectId: number, times: number): Promise<number[]> {
  const url = `${apiUrl}/data/images?project_id=${projectId}&include_url=true&limit=100&offset=0`;
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`list images: HTTP ${res.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

const log = (line: string) => console.error(`[bench:console] ${line}`);

/** One 60 Hz frame: what a redraw may take for zooming and panning to feel smooth. */
const FRAME_MS = 16;
const MIB = 1024 * 1024;
/** Issue 26: a browser upload takes at most this many times the same bytes put into the store. */
const UPLOAD_RATIO = 1.5;

function atMost(name: string, unit: string, value: number, max: number): Figure {
  return { name, value, unit, baseline: null, ratio: null, target: `<= ${max}`, pass: value <= max };
}

export async function runConsoleBench(options: ConsoleBenchOptions): Promise<BenchReport> {
  const startedAt = new Date();
  ensureConsoleBuilt(log);
  log('starting MongoDB, MinIO, Dex and the API ...');
  const stack = await startPrivateStack({
    name: 'console',
    keep: options.keep,
    apiEnv: { LOG_LEVEL: options.logLevel },
  });
  let database: Database | undefined;
  const browser = await launchChromium();
  try {
    const { env } = stack;
    database = await connectDatabase(env.MONGODB_URI!, env.MONGODB_DB!, 5000);
    const store = new ObjectStore({
      endpoint: env.S3_ENDPOINT!,
      accessKey: env.S3_ACCESS_KEY!,
      secretKey: env.S3_SECRET_KEY!,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION ?? 'us-east-1',
    });
    const token = await stack.token();
    const seed = await seedConsole({ apiUrl: stack.apiUrl, token, db: database.db, store, ...options, log });
    const origin = stack.apiUrl.replace(/\/api$/, '');
    const gallery = `${origin}/images?project_id=${seed.projectId}`;
    const page = await (await signedInContext(browser, origin, token)).newPage();

    log(`first gallery page, ${options.loads} loads ...`);
    const loads = await firstGalleryPage(page, gallery, options.loads);
    const lists = await listTimes(stack.apiUrl, token, seed.projectId, options.loads);
    log(`editor redraws with ${options.boxes} boxes ...`);
    const frames = await editorRedraws(page, `${origin}/images/${seed.editorImageId}/annotate`, options.boxes);
    log(`paging through ${seed.images} images ...`);
    const memory = await pagingMemory(page, gallery, seed.images);
    const upload =
      options.uploadImages === 0
        ? null
        : await benchBrowserUpload({
            page,
            origin,
            apiUrl: stack.apiUrl,
            token,
            store,
            images: options.uploadImages,
            log,
          });

    const figures: Figure[] = [
      // The baseline is the API's list request alone: what the page waits for before any thumbnail.
      context(
        'first gallery page of 100, median (vs its list request)',
        'ms',
        round(median(loads), 0)!,
        round(median(lists), 0),
      ),
      atMost(`editor redraw, ${options.boxes} boxes, p95`, 'ms', round(p95(frames), 2)!, FRAME_MS),
      context(`editor redraw, ${options.boxes} boxes, median`, 'ms', round(median(frames), 2)!, null),
      context(
        `JS heap after paging ${seed.images} images (first page)`,
        'MiB',
        round(memory.lastPageHeap / MIB, 1)!,
        round(memory.firstPageHeap / MIB, 1),
      ),
      context('gallery page turn, median', 'ms', round(median(memory.pageTurns), 0)!, null),
      ...(upload
        ? [
            // Issue 26: a browser upload within 1.5x the same bytes put directly to the object store.
            atMostRatio(
              `browser upload of ${upload.images} images (vs the bytes put to the store)`,
              's',
              round(upload.browserMs / 1000, 1)!,
              round(upload.directMs / 1000, 1)!,
              UPLOAD_RATIO,
            ),
            context(
              `the same upload requests sent without a browser (vs the bytes put to the store)`,
              's',
              round(upload.apiMs / 1000, 1)!,
              round(upload.directMs / 1000, 1)!,
            ),
          ]
        : []),
    ];
    return {
      bench: 'console',
      startedAt,
      finishedAt: new Date(),
      setting:
        `Console bench: Chromium (${browser.version()}, 1280x800) on the API's console build, private stack ` +
        `(MongoDB, MinIO, API in its own process) on ${cpus().length} CPUs shared with the browser\n` +
        `${seed.images} images in one project (320x180 JPEG thumbnails from MinIO's signed URLs), ` +
        `100 per page; ${options.boxes} boxes on one image, redrawn while zooming (script time per frame)`,
      figures,
      notes: [`  DOM nodes after paging: ${memory.nodes}; ${memory.pages} pages`],
      details: {
        first_page_ms: loads.map((v) => round(v, 1)),
        list_request_ms: lists.map((v) => round(v, 1)),
        redraw_ms: frames.map((v) => round(v, 3)),
        heap_bytes: { first_page: memory.firstPageHeap, last_page: memory.lastPageHeap },
        dom_nodes: memory.nodes,
        page_turn_ms: memory.pageTurns.map((v) => round(v, 1)),
        upload: upload && {
          images: upload.images,
          bytes: upload.bytes,
          browser_s: round(upload.browserMs / 1000, 2),
          api_s: round(upload.apiMs / 1000, 2),
          direct_s: round(upload.directMs / 1000, 2),
        },
      },
      options: { ...options },
    };
  } finally {
    await browser.close();
    await database?.close();
    log(options.keep ? `stopping the servers (data and logs kept in ${stack.dir})` : 'stopping the servers ...');
    await stack.stop();
  }
}

if (isEntryPoint(import.meta.url)) {
  runCommand(() => benchCommand({ parse: parseBenchArgs, usage: USAGE, run: runConsoleBench }));
}
