import type { Logger } from '../../../lib/logging.js';
import { ObjectStoreError, type ObjectStore } from '../../../lib/storage.js';

/** Connection errors raised before a request left: the store never saw it. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Whether a PUT that failed may all the same have stored its object. A store that answered with
 * an error stored nothing, and a connection that was never made sent nothing; any other failure
 * (the connection cut after the body went out, as when the store is killed between writing the
 * object and answering) leaves the object's fate unknown.
 */
export function putMayHaveStored(err: unknown): boolean {
  if (err instanceof ObjectStoreError) return false;
  return !NEVER_SENT.has((err as { code?: string } | null)?.code ?? '');
}

/** Waits between removal attempts: 0.25 s doubling up to 10 s. */
export function removalDelayMs(attempt: number): number {
  return Math.min(10_000, 250 * 2 ** attempt);
}

/** Attempts before leaving the object to the storage sweeper (about ten minutes of retries). */
export const REMOVAL_ATTEMPTS = 66;

/**
 * Removes, in the background, the object of an upload that was refused after its PUT failed in a
 * way that may have stored it: at once, then again until the store answers (it is usually down
 * when this happens). The key is the refused request's own (a random id), so nothing else can
 * hold it. Past the attempts the storage sweeper quarantines it once it is older than its grace.
 */
export function removeLostUpload(store: ObjectStore, key: string, log?: Logger): Promise<void> {
  const attempt = async (n: number): Promise<void> => {
    try {
      await store.remove(key);
    } catch (err) {
      if (n + 1 >= REMOVAL_ATTEMPTS) {
        log?.warn({ err, key }, 'could not remove the object of a refused upload; the storage sweeper will');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, removalDelayMs(n)).unref());
      return attempt(n + 1);
    }
  };
  return attempt(0);
}
