import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FrameReply, FrameRequest } from './frame-worker.js';
import { withComment } from './synthetic-jpeg.js';

/**
 * Worker threads under `tsx` do not inherit its loader, so a TypeScript worker registers it
 * before importing the real entry; compiled JavaScript loads the entry directly.
 */
function spawnWorker(targetBytes: number): Worker {
  const self = fileURLToPath(import.meta.url);
  const entry = new URL(`./frame-worker${extname(self)}`, import.meta.url).href;
  const options = { workerData: { targetBytes } };
  if (extname(self) !== '.ts') return new Worker(new URL(entry), options);
  const api = tsxEsmApi();
  const bootstrap =
    `import(${JSON.stringify(api)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** The ES module build of tsx's API (its CommonJS build cannot register the loader in a worker). */
function tsxEsmApi(): string {
  // import.meta.resolve is missing when tsx runs this file as CommonJS (under mocha).
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
}

/** Distinct pictures rendered per run; later frames reuse them. */
export const DISTINCT_PICTURES = 32;

/**
 * Distinct JPEG files from a few encoding threads, rendered ahead so a device rarely waits.
 * The first DISTINCT_PICTURES frames each have their own seed (their own picture); after that,
 * frames reuse those pictures, since encoding in JavaScript costs more CPU than a 2-core machine
 * can spare next to the platform under test. Every frame names the run and itself in a JPEG
 * comment, so every file (and its hash) is still unique.
 */
export class FrameSource {
  private readonly ready: Promise<Uint8Array>[] = [];
  private readonly pictures: Uint8Array[] = [];
  private readonly pending = new Map<number, { resolve(jpeg: Uint8Array): void; reject(err: Error): void }>();
  private nextId = 1;
  private turn = 0;
  private failure: Error | null = null;
  /** Runs start at different seeds, so two runs never upload the same pictures. */
  private readonly seedBase = Math.floor(Math.random() * 1_000_000_000);

  private constructor(
    private readonly workers: Worker[],
    private readonly label: string,
    ahead: number,
  ) {
    for (const worker of workers) {
      worker.on('message', (reply: FrameReply) => {
        if (this.pictures.length < DISTINCT_PICTURES) this.pictures.push(reply.jpeg);
        this.pending.get(reply.id)?.resolve(reply.jpeg);
        this.pending.delete(reply.id);
      });
      worker.on('error', (err) => this.fail(err));
    }
    for (let i = 0; i < ahead; i++) this.ready.push(this.request());
  }

  static async start(options: { targetBytes: number; workers: number; label: string }): Promise<FrameSource> {
    const workers = Array.from({ length: options.workers }, () => spawnWorker(options.targetBytes));
    try {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              worker.once('message', () => resolve());
              worker.once('error', reject);
            }),
        ),
      );
    } catch (err) {
      await Promise.all(workers.map((worker) => worker.terminate()));
      throw err;
    }
    return new FrameSource(workers, options.label, options.workers * 2);
  }

  /** The next frame; while pictures are still being rendered, another is queued in its place. */
  next(): Promise<Uint8Array> {
    if (this.pictures.length >= DISTINCT_PICTURES) {
      if (this.failure) return Promise.reject(this.failure);
      const id = this.nextId++;
      return Promise.resolve(withComment(this.pictures[id % DISTINCT_PICTURES]!, `${this.label} frame ${id}`));
    }
    this.ready.push(this.request());
    return this.ready.shift()!;
  }

  async close(): Promise<void> {
    this.fail(new Error('the frame source was closed'));
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private request(): Promise<Uint8Array> {
    const id = this.nextId++;
    const promise = new Promise<Uint8Array>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.pending.set(id, { resolve, reject });
      const worker = this.workers[this.turn++ % this.workers.length]!;
      worker.postMessage({ id, seed: this.seedBase + id, comment: `${this.label} frame ${id}` } satisfies FrameRequest);
    });
    // Frames rendered ahead may never be asked for; their failure is reported by `next`.
    promise.catch(() => undefined);
    return promise;
  }

  private fail(err: Error): void {
    this.failure ??= err;
    for (const { reject } of this.pending.values()) reject(err);
    this.pending.clear();
  }
}
