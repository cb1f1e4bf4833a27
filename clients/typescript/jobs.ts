/** Waiting on asynchronous jobs (`GET /jobs/{job_id}`: dataset exports) and downloading their result. */
import type { Client } from 'openapi-fetch';
import { unwrap } from './errors.js';
import type { components, paths } from './schema.js';

export type AsyncJob = components['schemas']['AsyncJob'];

/** A job the client waited for ended as `failed`. */
export class JobFailedError extends Error {
  override readonly name = 'JobFailedError';
  constructor(readonly job: AsyncJob) {
    super(`job ${job.job_id} failed: ${job.error ?? job.message}`);
  }
}

export interface WaitOptions {
  /** Called with every state read, including the last (`job.progress` is 0 to 1). */
  onProgress?: (job: AsyncJob) => void;
  /** First pause between reads in ms, growing by half up to `maxIntervalMs` (`pollDelays`). Default 100. */
  intervalMs?: number;
  /** The longest pause between reads in ms. Default 2000. */
  maxIntervalMs?: number;
  /** Give up (throwing an Error) after this many ms. Default one hour. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * The pauses between reads of a job: short at first (a job that takes a second is seen within a
 * fraction of it), growing by half each time up to `maxMs` (an hour-long job costs one cheap GET
 * every `maxMs`). The time between a job's end and its being seen is at most half of what was
 * waited so far, and at most `maxMs`. The API has no long-poll on `GET /jobs/{job_id}`: see
 * docs/clients.md, "Waiting for jobs".
 */
export function* pollDelays(firstMs = 100, maxMs = 2000): Generator<number, never> {
  for (let delay = firstMs; ; delay = Math.min(delay * 1.5, maxMs)) yield delay;
}

/**
 * Polls `GET /jobs/{job_id}` until the job completes and returns it (its `result` has the signed
 * download URL). Throws `JobFailedError` if it fails, `ApiError` for an error answer.
 */
export async function waitForJob(api: Client<paths>, jobId: string, options: WaitOptions = {}): Promise<AsyncJob> {
  const deadline = Date.now() + (options.timeoutMs ?? 3_600_000);
  const delays = pollDelays(options.intervalMs, options.maxIntervalMs);
  for (;;) {
    const job = await unwrap(
      api.GET('/jobs/{job_id}', {
        params: { path: { job_id: jobId } },
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    );
    options.onProgress?.(job);
    if (job.status === 'completed') return job;
    if (job.status === 'failed') throw new JobFailedError(job);
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} after ${options.timeoutMs} ms`);
    await sleep(delays.next().value, options.signal);
  }
}

/** Exports a dataset version (`yolo` or `coco`) and waits for the archive. */
export async function exportDatasetVersion(
  api: Client<paths>,
  versionId: number,
  format: 'yolo' | 'coco' = 'yolo',
  options: WaitOptions = {},
): Promise<AsyncJob> {
  const started = await unwrap(
    api.POST('/data/datasets/versions/{id}/export', { params: { path: { id: versionId }, query: { format } } }),
  );
  return waitForJob(api, started.job_id, options);
}

/** The bytes of a completed job's archive (the signed URL needs no credentials). */
export async function downloadJobResult(job: AsyncJob, signal?: AbortSignal): Promise<Uint8Array> {
  if (!job.result) throw new Error(`job ${job.job_id} has no result (status ${job.status})`);
  if (!('download_url' in job.result)) throw new Error(`job ${job.job_id} (${job.type}) has no archive to download`);
  const res = await fetch(job.result.download_url, signal ? { signal } : {});
  if (!res.ok) throw new Error(`downloading job ${job.job_id}'s archive answered HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}
