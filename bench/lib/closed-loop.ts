import { cpuBetween, cpuPerOperation, type CpuSampler } from './process-cpu.js';
import { perSecond, summarize, type LatencySummary } from './stats.js';

/** One operation; `index` counts across workers (and across the rounds of one side). A throw counts as an error. */
export type LoopOperation = (index: number) => Promise<void>;

export interface ClosedLoopResult {
  /** Operations that started inside the measured window(s) and succeeded. */
  count: number;
  errors: number;
  /** Measured time, summed over the windows. */
  elapsedMs: number;
  perSecond: number;
  latency: LatencySummary;
  /** A few distinct error messages, to say what went wrong. */
  errorSamples: string[];
  /** CPU milliseconds per operation by process, when the run was given a sampler. */
  cpuMsPerOp?: Record<string, number>;
}

/** What one measured window saw, before it is merged with other windows of the same side. */
interface Window {
  latencies: number[];
  errors: number;
  elapsedMs: number;
  errorSamples: Set<string>;
  /** CPU milliseconds by process over the measured part of the window. */
  cpuMs?: Record<string, number>;
}

/**
 * `concurrency` workers each run operations back to back. Rate and latency come from operations
 * started in the measured window; the window ends when the last of them finishes, so no
 * half-finished work is counted as free.
 */
async function measureWindow(
  op: LoopOperation,
  nextIndex: () => number,
  options: { concurrency: number; durationMs: number; warmupMs: number; cpu?: CpuSampler | undefined; clock: Clock },
): Promise<Window> {
  const { clock, cpu } = options;
  const warmupEnd = clock.now() + options.warmupMs;
  const end = warmupEnd + options.durationMs;
  const window: Window = { latencies: [], errors: 0, elapsedMs: 0, errorSamples: new Set() };
  // CPU is sampled as the first measured operation starts, so warm-up work is not charged.
  let cpuAtStart: Record<string, number> | undefined;
  let lastFinish = warmupEnd;

  const worker = async () => {
    for (;;) {
      const started = clock.now();
      if (started >= end) return;
      const measured = started >= warmupEnd;
      if (measured && cpu && !cpuAtStart) cpuAtStart = cpu();
      try {
        await op(nextIndex());
        const finished = clock.now();
        if (measured) {
          window.latencies.push(finished - started);
          lastFinish = Math.max(lastFinish, finished);
        }
      } catch (err) {
        if (measured) {
          window.errors++;
          lastFinish = Math.max(lastFinish, clock.now());
          if (window.errorSamples.size < 5) window.errorSamples.add(err instanceof Error ? err.message : String(err));
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  window.elapsedMs = lastFinish - warmupEnd;
  if (cpu && cpuAtStart) window.cpuMs = cpuBetween(cpuAtStart, cpu());
  return window;
}

function merge(windows: Window[]): ClosedLoopResult {
  const latencies = windows.flatMap((w) => w.latencies);
  const elapsedMs = windows.reduce((sum, w) => sum + w.elapsedMs, 0);
  const errorSamples = new Set(windows.flatMap((w) => [...w.errorSamples]));
  return {
    count: latencies.length,
    errors: windows.reduce((sum, w) => sum + w.errors, 0),
    elapsedMs,
    perSecond: perSecond(latencies.length, elapsedMs),
    latency: summarize(latencies),
    errorSamples: [...errorSamples].slice(0, 5),
    ...(windows.every((w) => w.cpuMs) && {
      cpuMsPerOp: cpuPerOperation(
        windows.map((w) => w.cpuMs!),
        latencies.length,
      ),
    }),
  };
}

function counter(): () => number {
  let next = 0;
  return () => next++;
}

export interface InterleavedOptions<Side extends string> {
  /** The operations compared, e.g. through the API and done directly; measured in this order each round. */
  sides: Record<Side, LoopOperation>;
  concurrency: number;
  /** Measured time per side, split evenly over the rounds. */
  durationMs: number;
  /**
   * Every turn starts with this, unmeasured. Not only the first: processes that sat idle while the
   * other sides ran start their turn cold (without it, the API's 2-second turns ran about a
   * quarter slower than its long runs, as the API, database and object store all warm up again).
   */
  warmupMs?: number;
  /** How many turns each side takes. */
  rounds: number;
  /** A progress line as each side starts its turn: what is measured, and each side in words. */
  progress?: { what: string; sides: Record<Side, string>; log: (line: string) => void };
  /** Where each side's CPU went: sampled at the start and end of every measured window. */
  cpu?: CpuSampler;
  /** Milliseconds since any fixed point; `performance` unless a test drives time itself. */
  clock?: Clock;
}

export interface Clock {
  now(): number;
}

/**
 * Closed loops of several operations taking turns (A, B, A, B, ...), each side's windows summed.
 * The machine the servers share with the load generator does not run at one speed for a minute:
 * a few slow seconds that land on one side of a back-to-back comparison move its ratio by ten
 * points or more. Taking turns spreads such seconds over every side.
 */
export async function runInterleaved<Side extends string>(
  options: InterleavedOptions<Side>,
): Promise<Record<Side, ClosedLoopResult>> {
  const sides = Object.keys(options.sides) as Side[];
  const windows = new Map<Side, Window[]>(sides.map((side) => [side, []]));
  const indexes = new Map(sides.map((side) => [side, counter()]));
  const windowMs = options.durationMs / options.rounds;
  for (let round = 0; round < options.rounds; round++) {
    for (const side of sides) {
      const progress = options.progress;
      progress?.log(`${progress.what}, ${progress.sides[side]} (round ${round + 1} of ${options.rounds}) ...`);
      const window = await measureWindow(options.sides[side], indexes.get(side)!, {
        concurrency: options.concurrency,
        durationMs: windowMs,
        warmupMs: options.warmupMs ?? 0,
        cpu: options.cpu,
        clock: options.clock ?? performance,
      });
      windows.get(side)!.push(window);
    }
  }
  return Object.fromEntries(sides.map((side) => [side, merge(windows.get(side)!)])) as Record<Side, ClosedLoopResult>;
}
