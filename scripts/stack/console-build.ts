import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CONSOLE_DIST = join(ROOT, 'console', 'dist');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The console's build is missing or older than its sources (or the lockfile). */
export function consoleBuildStale(): boolean {
  const index = join(CONSOLE_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const sources = ['console', 'clients/typescript', 'package-lock.json'].map((p) => newestMtime(join(ROOT, p)));
  return Math.max(...sources) > statSync(index).mtimeMs;
}

/** Builds the console when it is stale; a fresh build is a stat of a few dozen files. */
export function ensureConsoleBuilt(log: (line: string) => void = () => {}): void {
  if (!consoleBuildStale()) return;
  log('Building the console (npm run build:console) ...');
  execFileSync('npm', ['run', '--silent', 'build:console'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}
