/**
 * An image's cache key: a hash of everything its build reads (the Dockerfile, the files it
 * copies, the build arguments and the base's own key), so a changed input makes a new archive
 * and an unchanged one is never rebuilt.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';

/** Folders a build never reads, even inside a copied folder (.dockerignore leaves them out too). */
const SKIPPED = new Set(['node_modules', 'dist', '__pycache__', '.pytest_cache', 'build']);

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .filter((name) => !SKIPPED.has(name) && !name.endsWith('.pyc'))
    .sort()
    .flatMap((name) => filesUnder(root, relative(root, join(full, name))));
}

export function inputHash(parts: { root: string; paths: string[]; values: Record<string, string> }): string {
  const hash = createHash('sha256');
  for (const [key, value] of Object.entries(parts.values).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`value ${key}=${value}\n`);
  }
  for (const file of parts.paths.flatMap((path) => filesUnder(parts.root, path)).sort()) {
    const content = createHash('sha256')
      .update(readFileSync(join(parts.root, file)))
      .digest('hex');
    hash.update(`file ${file} ${content}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The build-context paths a Dockerfile's COPY and ADD lines read, relative to the repository:
 * what the build copies is an input even when an image's list forgets it. Copies from another
 * stage are not read from the context; globs and build arguments are left to the list.
 */
export function copiedPaths(dockerfile: string, context: string): string[] {
  const paths: string[] = [];
  for (const line of dockerfile.split('\n')) {
    const instruction = /^\s*(?:COPY|ADD)\s+(.*)$/i.exec(line);
    if (!instruction) continue;
    const words = (instruction[1] ?? '').trim().split(/\s+/);
    if (words.some((word) => word.startsWith('--from'))) continue;
    const sources = words.filter((word) => !word.startsWith('--')).slice(0, -1);
    for (const source of sources) {
      if (/[*?[$]/.test(source)) continue;
      paths.push(normalize(join(context, source)).replace(/\/+$/, ''));
    }
  }
  return paths;
}
