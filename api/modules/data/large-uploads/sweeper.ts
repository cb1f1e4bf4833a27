import type { Logger } from '../../../lib/logging.js';
import type { LargeUploadService } from './service.js';

/** How often abandoned uploads are looked for: a tenth of the expiry, between 1 s and an hour. */
export const sweepIntervalMs = (expiryMs: number) => Math.min(3_600_000, Math.max(1000, expiryMs / 10));

/**
 * Aborts abandoned large uploads on a timer of this process (like the storage sweep: idempotent,
 * and a timer keeps going through a database outage). Two processes sweeping at once is safe:
 * each upload's record is removed by one of them only.
 */
export class LargeUploadSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly service: Pick<LargeUploadService, 'sweep'>,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    const tick = () => {
      if (this.running) return;
      this.running = this.service
        .sweep()
        .then((swept) => swept > 0 && this.logger.info({ swept }, 'aborted abandoned large uploads'))
        .catch((err: unknown) => this.logger.warn({ err }, 'large upload sweep failed; retried at the next interval'))
        .finally(() => (this.running = null));
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
