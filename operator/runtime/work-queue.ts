/**
 * The reconcile queue: keys (namespace/name) deduplicated while waiting, never processed by two
 * workers at once, and retried with per-key exponential backoff when the handler fails. A key
 * added while it is being processed runs once more afterwards (level-triggered: the handler
 * always reads the current world, so one extra pass covers any number of events).
 */
export interface WorkQueueOptions {
  concurrency?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  onError?: (key: string, err: unknown, attempt: number) => void;
  /** Called after each handled item, for metrics. */
  onProcessed?: (key: string, durationMs: number, ok: boolean) => void;
}

export class WorkQueue {
  private readonly waiting = new Set<string>();
  private readonly order: string[] = [];
  private readonly active = new Set<string>();
  private readonly dirty = new Set<string>();
  private readonly failures = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private running = 0;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly handler: (key: string) => Promise<void>,
    private readonly options: WorkQueueOptions = {},
  ) {}

  get depth(): number {
    return this.waiting.size + this.timers.size;
  }

  add(key: string): void {
    if (this.stopped) return;
    if (this.active.has(key)) {
      this.dirty.add(key);
      return;
    }
    if (this.waiting.has(key)) return;
    this.waiting.add(key);
    this.order.push(key);
    this.pump();
  }

  /** Adds the key after a delay (a retry, or a deliberate requeue). */
  addAfter(key: string, delayMs: number): void {
    if (this.stopped || this.timers.has(key)) return;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.add(key);
    }, delayMs);
    timer.unref();
    this.timers.set(key, timer);
  }

  /** Resolves once nothing waits or runs (tests and shutdown). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.waiting.clear();
    this.order.length = 0;
  }

  private pump(): void {
    const concurrency = this.options.concurrency ?? 4;
    while (this.running < concurrency && this.order.length > 0) {
      const key = this.order.shift()!;
      if (!this.waiting.delete(key)) continue;
      this.running++;
      this.active.add(key);
      void this.process(key);
    }
    if (this.running === 0 && this.waiting.size === 0) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  private async process(key: string): Promise<void> {
    const started = Date.now();
    let ok = true;
    try {
      await this.handler(key);
      this.failures.delete(key);
    } catch (err) {
      ok = false;
      const attempt = (this.failures.get(key) ?? 0) + 1;
      this.failures.set(key, attempt);
      this.options.onError?.(key, err, attempt);
      const base = this.options.baseDelayMs ?? 200;
      const delay = Math.min(this.options.maxDelayMs ?? 60_000, base * 2 ** (attempt - 1));
      this.addAfter(key, delay);
    } finally {
      this.options.onProcessed?.(key, Date.now() - started, ok);
      this.active.delete(key);
      this.running--;
      if (this.dirty.delete(key)) this.add(key);
      this.pump();
    }
  }
}
