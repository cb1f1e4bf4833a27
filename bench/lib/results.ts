import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
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

/**
 * Writes `<name>-<timestamp>.json` (or `<timestamp>.json` without a name) into bench/results,
 * created when missing; returns its path.
 */
export function writeResults(name: string | null, data: unknown, dir = RESULTS_DIR, at = new Date()): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name ? `${name}-` : ''}${fileTimestamp(at)}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

/** Where the figures were measured, so results from different machines are not mistaken for each other. */
export function runEnvironment() {
  const cpu = cpus();
  return { node: process.version, cpus: cpu.length, cpu_model: cpu[0]?.model ?? null, commit: commit() };
}
