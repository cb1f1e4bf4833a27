import { readFileSync } from 'node:fs';
import { ApiError, isPermanent, type DeviceApi } from '../api-client.js';
import { backoffDelay, type BackoffPolicy } from '../backoff.js';
import { errorText, type Log } from '../log.js';
import type { DiskQueue } from './disk-queue.js';

/**
 * Drains the queue oldest first, one frame at a time. While the API is unreachable it waits with
 * backoff and keeps everything; a frame the API refuses for good (bad image, too large) is
 * dropped and counted. Each frame carries its idempotency key, so a frame whose upload succeeded
 * but whose answer was lost is not stored twice when sent again.
 */
export class Uploader {
  private wake: (() => void) | null = null;
  private stopped = false;
  private failures = 0;

  constructor(
    private readonly api: DeviceApi,
    private readonly queue: DiskQueue,
    private readonly backoff: BackoffPolicy,
    private readonly log: Log,
    private readonly counters: { uploaded(): void; dropped(count: number): void },
  ) {}

  notify(): void {
    this.wake?.();
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const wake = () => done();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = wake;
    });
  }

  async run(): Promise<void> {
    while (!this.stopped) {
      const [next] = this.queue.entries();
      if (!next) {
        await this.sleep(5000);
        continue;
      }
      try {
        const form = new FormData();
        for (const [name, value] of Object.entries(next.meta.fields)) form.set(name, value);
        form.set('idempotency_key', next.meta.key);
        form.set('captured_at', next.meta.captured_at);
        form.set(
          'image',
          new Blob([new Uint8Array(readFileSync(next.imagePath))], { type: 'image/jpeg' }),
          next.meta.filename,
        );
        await this.api.request('POST', '/device/images/upload', form);
        this.queue.remove(next.id);
        this.counters.uploaded();
        this.failures = 0;
      } catch (err) {
        // 409: the API is still recording this key's earlier attempt (a reply lost mid-upload);
        // sent again later it answers with that image, so the frame is kept, never dropped.
        if (isPermanent(err) && !(err instanceof ApiError && [401, 403, 404, 409].includes(err.status))) {
          this.log('warn', 'upload refused; frame dropped', { frame: next.id, error: errorText(err) });
          this.queue.remove(next.id);
          this.counters.dropped(1);
          continue;
        }
        const wait = backoffDelay(this.backoff, this.failures++, Math.random());
        this.log('warn', 'upload failed; retrying', { frame: next.id, error: errorText(err), retry_in_ms: wait });
        await this.sleep(Math.max(wait, 100));
      }
    }
  }
}
