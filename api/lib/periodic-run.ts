/**
 * Work run on a timer of this process (the storage and large-upload sweeps): idempotent work
 * that keeps going through a database outage, where a queued job would wait for the database.
 * A run still going when the next is due is not doubled (a sweep of a large bucket can outlast
 * the interval); a failed run is reported and tried again at the next interval.
 */
export class PeriodicRun {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Runs every `intervalMs`, and at once too with `now`. The timer keeps no process alive. */
  start(intervalMs: number, options: { now?: boolean } = {}): void {
    const tick = () => {
      if (this.running) return;
      this.running = this.work()
        .then(
          () => undefined,
          (err: unknown) => this.onError(err),
        )
        .finally(() => (this.running = null));
    };
    if (options.now) tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
