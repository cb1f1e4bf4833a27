import { perSecond, summarize, type LatencySummary } from './stats.js';

export interface ClosedLoopOptions {
  /** Operations in flight at once: each worker starts its next one when the last one ends. */
  concurrency: number;
  /** The measured window. */
  durationMs: number;
  /** Run first, not measured: connection pools, JIT and caches settle here. */
  warmupMs?: number;
  /** One operation; `index` counts across workers. A throw counts as an error. */
  op: (index: number) => Promise<void>;
}

export interface ClosedLoopResult {
  /** Operations that started inside the measured window and succeeded. */
  count: number;
  errors: number;
  elapsedMs: number;
  perSecond: number;
  latency: LatencySummary;
  /** A few distinct error messages, to say what went wrong. */
  errorSamples: string[];
}

/**
 * Saturation throughput: `concurrency` workers each run operations back to back. Rate and latency
 * come from operations started in the measured window; the window ends when the last of them
 * finishes, so no half-finished work is counted as free.
 */
export async function runClosedLoop(options: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const warmupEnd = performance.now() + (options.warmupMs ?? 0);
  const end = warmupEnd + options.durationMs;
  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  let errors = 0;
  let next = 0;
  let lastFinish = warmupEnd;

  const worker = async () => {
    for (;;) {
      const started = performance.now();
      if (started >= end) return;
      const measured = started >= warmupEnd;
      try {
        await options.op(next++);
        const finished = performance.now();
        if (measured) {
          latencies.push(finished - started);
          lastFinish = Math.max(lastFinish, finished);
        }
      } catch (err) {
        if (measured) {
          errors++;
          lastFinish = Math.max(lastFinish, performance.now());
          if (errorSamples.size < 5) errorSamples.add(err instanceof Error ? err.message : String(err));
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));

  const elapsedMs = lastFinish - warmupEnd;
  return {
    count: latencies.length,
    errors,
    elapsedMs,
    perSecond: perSecond(latencies.length, elapsedMs),
    latency: summarize(latencies),
    errorSamples: [...errorSamples],
  };
}
