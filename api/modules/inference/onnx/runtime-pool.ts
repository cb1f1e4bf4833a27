import { Worker } from 'node:worker_threads';
import type { Logger } from '../../../lib/logging.js';
import type { ThreadJob, ThreadReply, ThreadResults, ThreadSettings } from './protocol.js';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** A model call that failed inside ONNX Runtime (bad model, wrong shapes); the message says what. */
export class InferenceError extends Error {}

/**
 * The inference threads. Each job goes to the thread its affinity key hashes to, so one model's
 * session lives in one thread's cache instead of in all of them. Threads start on first use; one
 * that dies (a native crash, out of memory) fails its jobs and is started again on the next.
 */
export class RuntimePool {
  private readonly slots: (Slot | null)[];
  private nextId = 1;

  constructor(
    private readonly settings: ThreadSettings & { threads: number },
    private readonly logger: Logger,
  ) {
    this.slots = Array.from({ length: Math.max(1, settings.threads) }, () => null);
  }

  run<K extends ThreadJob['kind']>(
    job: Extract<ThreadJob, { kind: K }>,
    affinity: string,
    transfer: ArrayBuffer[] = [],
  ): Promise<ThreadResults[K]> {
    const slot = this.slot(this.indexFor(affinity));
    const id = this.nextId++;
    return new Promise<ThreadResults[K]>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // Referenced only while it has work, so an idle thread never holds a stopping process open.
      slot.worker.ref();
      slot.worker.postMessage({ id, job }, transfer);
    });
  }

  async close(): Promise<void> {
    await Promise.all(
      this.slots.map(async (slot, i) => {
        this.slots[i] = null;
        await slot?.worker.terminate();
      }),
    );
  }

  private indexFor(affinity: string): number {
    let hash = 0;
    for (let i = 0; i < affinity.length; i++) hash = (hash * 31 + affinity.charCodeAt(i)) >>> 0;
    return hash % this.slots.length;
  }

  private slot(index: number): Slot {
    const existing = this.slots[index];
    if (existing) return existing;
    const worker = startThread(this.settings);
    const slot: Slot = { worker, pending: new Map() };
    this.slots[index] = slot;
    worker.unref();
    worker.on('message', (reply: ThreadReply) => {
      const pending = slot.pending.get(reply.id);
      if (!pending) return;
      slot.pending.delete(reply.id);
      if (slot.pending.size === 0) slot.worker.unref();
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(new InferenceError(reply.error));
    });
    const fail = (error: Error) => {
      if (this.slots[index] === slot) this.slots[index] = null;
      for (const pending of slot.pending.values()) pending.reject(error);
      slot.pending.clear();
    };
    worker.on('error', (err) => {
      this.logger.error({ err }, 'inference thread failed');
      fail(new InferenceError(`the inference thread failed: ${err.message}`));
    });
    worker.on('exit', (code) => fail(new InferenceError(`the inference thread exited (code ${code})`)));
    return slot;
  }
}

/**
 * Under tsx (development and tests) the thread needs the TypeScript loader registered first;
 * built JavaScript loads directly.
 */
function startThread(settings: ThreadSettings): Worker {
  const typescript = import.meta.url.endsWith('.ts');
  const entry = new URL(typescript ? './runtime-thread.ts' : './runtime-thread.js', import.meta.url).href;
  const boot = typescript
    ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`
    : `import(${JSON.stringify(entry)})`;
  const { cacheBytes, cacheEntries, idleMs, intraOpThreads } = settings;
  return new Worker(boot, { eval: true, workerData: { cacheBytes, cacheEntries, idleMs, intraOpThreads } });
}
