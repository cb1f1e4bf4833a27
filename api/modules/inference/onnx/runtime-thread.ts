/**
 * An inference thread: owns ONNX Runtime sessions (a per-thread LRU cache) and runs one job at a
 * time, so a model call never blocks the API's event loop. Started by runtime-pool.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import ort from 'onnxruntime-node';
import { detect } from './detector.js';
import type { ThreadJob, ThreadReply, ThreadRequest, ThreadSettings } from './protocol.js';
import { segment } from './sam.js';
import { classify, instances } from './task-models.js';
import { SessionCache } from './session-cache.js';

const settings = workerData as ThreadSettings;
const options: ort.InferenceSession.SessionOptions = {
  executionProviders: ['cpu'],
  graphOptimizationLevel: 'all',
  ...(settings.intraOpThreads > 0 ? { intraOpNumThreads: settings.intraOpThreads } : {}),
  interOpNumThreads: 1,
};
const cache = new SessionCache(
  { maxBytes: settings.cacheBytes, maxEntries: settings.cacheEntries, idleMs: settings.idleMs },
  (path) => ort.InferenceSession.create(path, options),
);

async function run(job: ThreadJob): Promise<unknown> {
  switch (job.kind) {
    case 'detect':
      return detect(await cache.get(job.model), job);
    case 'classify':
      return classify(await cache.get(job.model), job);
    case 'instances':
      return instances(await cache.get(job.model), job);
    case 'segment': {
      const encoder = await cache.get(job.encoder);
      const decoder = await cache.get(job.decoder, [job.encoder.key]);
      return segment(encoder, decoder, job);
    }
  }
}

let queue: Promise<void> = Promise.resolve();
parentPort!.on('message', (request: ThreadRequest) => {
  queue = queue.then(async () => {
    let reply: ThreadReply;
    try {
      reply = { id: request.id, ok: true, result: await run(request.job) };
    } catch (err) {
      reply = { id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    parentPort!.postMessage(reply);
  });
});
