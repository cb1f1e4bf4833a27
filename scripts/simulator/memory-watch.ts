/**
 * Samples the API's resident memory from its Prometheus endpoint while a simulation runs, so a
 * soak run can tell whether the API holds on to memory under steady load.
 */

export interface MemorySample {
  /** Since the watch started. */
  atMs: number;
  rssBytes: number;
}

export interface MemoryReport {
  samples: MemorySample[];
  /** The level after the warm-up: the median over the window that follows it. */
  settledBytes: number | null;
  /** The level at the end: the median over the last window. */
  finalBytes: number | null;
  /** The most seen after the warm-up (garbage collection makes resident memory a sawtooth). */
  peakBytes: number | null;
  /**
   * Growth of the final level over the settled one, in percent; null when the run was shorter
   * than three windows (warm-up, settled, final). Medians, not single samples: a collection
   * that happens to land before one sample and after another is not growth.
   */
  growthPercent: number | null;
  /** Why there are no samples, when there are none. */
  unavailable: string | null;
}

const RSS_LINE = /^process_resident_memory_bytes(?:\{[^}]*\})?\s+([0-9.eE+]+)\s*$/m;

/** Where prom-client's `process_resident_memory_bytes` is served: `/metrics` on the API's origin. */
export function metricsUrlOf(api: string): string {
  return new URL('/metrics', api).toString();
}

export function parseResidentMemory(metricsText: string): number | null {
  const match = RSS_LINE.exec(metricsText);
  return match ? Number(match[1]) : null;
}

export class MemoryWatch {
  private readonly samples: MemorySample[] = [];
  private readonly started = performance.now();
  private timer: NodeJS.Timeout | undefined;
  private unavailable: string | null = null;

  constructor(
    private readonly metricsUrl: string,
    private readonly intervalMs: number,
    /** Memory settles (pools fill, code is compiled) during the first minute of load. */
    private readonly warmupMs = 60_000,
  ) {}

  start(): this {
    void this.sample();
    this.timer = setInterval(() => void this.sample(), this.intervalMs);
    return this;
  }

  async stop(): Promise<MemoryReport> {
    clearInterval(this.timer);
    await this.sample();
    const window = this.warmupMs;
    const lastAt = this.samples.at(-1)?.atMs ?? 0;
    const settled = this.samples.filter((s) => s.atMs >= window && s.atMs < 2 * window);
    const final = this.samples.filter((s) => s.atMs >= lastAt - window);
    const judged = lastAt >= 3 * window && settled.length > 0;
    const settledBytes = judged ? median(settled.map((s) => s.rssBytes)) : null;
    const finalBytes = judged ? median(final.map((s) => s.rssBytes)) : null;
    const afterWarmup = this.samples.filter((s) => s.atMs >= window);
    return {
      samples: this.samples,
      settledBytes,
      finalBytes,
      peakBytes: afterWarmup.length > 0 ? Math.max(...afterWarmup.map((s) => s.rssBytes)) : null,
      growthPercent:
        settledBytes !== null && finalBytes !== null ? (100 * (finalBytes - settledBytes)) / settledBytes : null,
      unavailable: this.samples.length === 0 ? (this.unavailable ?? 'no samples') : null,
    };
  }

  private async sample(): Promise<void> {
    const atMs = performance.now() - this.started;
    try {
      const response = await fetch(this.metricsUrl, { signal: AbortSignal.timeout(5000) });
      const rss = parseResidentMemory(await response.text());
      if (rss === null) this.unavailable = `${this.metricsUrl} has no process_resident_memory_bytes`;
      else this.samples.push({ atMs, rssBytes: rss });
    } catch (err) {
      this.unavailable = `${this.metricsUrl}: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
