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
  /** Resident memory when the warm-up ended (the first sample at or after it). */
  afterWarmupBytes: number | null;
  /** The most seen after the warm-up. */
  peakAfterWarmupBytes: number | null;
  /** Growth of the peak over the post-warm-up value, in percent; null when the run was too short. */
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
    const afterWarmup = this.samples.find((s) => s.atMs >= this.warmupMs) ?? null;
    const later = afterWarmup ? this.samples.filter((s) => s.atMs >= afterWarmup.atMs) : [];
    const peak = later.length > 0 ? Math.max(...later.map((s) => s.rssBytes)) : null;
    const enoughAfterWarmup = later.length >= 2;
    return {
      samples: this.samples,
      afterWarmupBytes: afterWarmup?.rssBytes ?? null,
      peakAfterWarmupBytes: peak,
      growthPercent:
        afterWarmup && peak !== null && enoughAfterWarmup
          ? (100 * (peak - afterWarmup.rssBytes)) / afterWarmup.rssBytes
          : null,
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
