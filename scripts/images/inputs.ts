/**
 * An image's cache key: a hash of everything its build reads (the Dockerfile, the files it
 * copies, the build arguments and the base's own key), so a changed input makes a new archive
 * and an unchanged one is never rebuilt.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
