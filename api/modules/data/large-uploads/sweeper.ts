import type { Logger } from '../../../lib/logging.js';
import { PeriodicRun } from '../../../lib/periodic-run.js';
import type { LargeUploadService } from './service.js';

/** How often abandoned uploads are looked for: a tenth of the expiry, between 1 s and an hour. */
export const sweepIntervalMs = (expiryMs: number) => Math.min(3_600_000, Math.max(1000, expiryMs / 10));

/**
 * Aborts abandoned large uploads on a timer of this process (like the storage sweep). Two
 * processes sweeping at once is safe: each upload's record is removed by one of them only.
 */
export function sweepLargeUploads(service: Pick<LargeUploadService, 'sweep'>, logger: Logger): PeriodicRun {
  return new PeriodicRun(
    async () => {
      const swept = await service.sweep();
      if (swept > 0) logger.info({ swept }, 'aborted abandoned large uploads');
    },
    (err) => logger.warn({ err }, 'large upload sweep failed; retried at the next interval'),
  );
}
