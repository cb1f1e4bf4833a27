import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/results, wherever the command was started from. */
export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/** A file-name-safe UTC timestamp that sorts by time: 2026-01-31T12-00-00Z. */
export function fileTimestamp(at = new Date()): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

/** Writes `<name>-<timestamp>.json` into bench/results (created when missing); returns its path. */
export function writeResults(name: string, data: unknown, dir = RESULTS_DIR, at = new Date()): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${fileTimestamp(at)}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
