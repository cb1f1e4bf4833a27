/**
 * A failed suite run keeps its servers' logs for a person to read, not their data: the
 * database's and object store's files of one run are gigabytes, and this machine's disk is shared
 * with the image and node caches.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Removes every file under `dir` except logs: `*.log` files and whatever sits in a `logs` folder. */
export function keepOnlyLogs(dir: string, insideLogs = false): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      keepOnlyLogs(path, insideLogs || entry.name === 'logs');
      if (readdirSync(path).length === 0) removeQuietly(path);
    } else if (!insideLogs && !entry.name.endsWith('.log')) {
      removeQuietly(path);
    }
  }
}

/** A path that cannot go (a mount point a pod left) stays; pruning never fails a run. */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // kept
  }
}

/** Removes the kept folders (`<prefix>*` in `parent`) of runs older than `maxAgeMs`. */
export function removeOldRuns(parent: string, prefix: string, maxAgeMs: number, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const path = join(parent, name);
    try {
      if (now - statSync(path).mtimeMs > maxAgeMs) {
        rmSync(path, { recursive: true, force: true });
        removed.push(path);
      }
    } catch {
      // Gone already, or not ours to remove: leave it.
    }
  }
  return removed;
}
