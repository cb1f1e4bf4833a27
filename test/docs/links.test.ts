import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The project's own Markdown: the README, docs/, and each program's README. */
function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  const readmes = ['README.md', 'helm/edge-vision/README.md', 'bench/results/README.md', 'clients/python/README.md'];
  return [...readmes.filter((f) => existsSync(join(ROOT, f))), ...docs];
}

/** Relative link targets of a Markdown page, without their #fragment. */
function relativeLinks(markdown: string): string[] {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  return links.filter((l) => !/^[a-z]+:/i.test(l) && !l.startsWith('#')).map((l) => l.split('#')[0]!);
}

/**
 * Paths in `code spans` that start at a top-level folder of the repository and name a file (an
 * extension) or a folder (a trailing slash); placeholders (`<name>`, `*`, `{a,b}`) are skipped.
 */
function namedPaths(markdown: string, tops: Set<string>): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/[:#].*$/, ''));
  return spans.filter(
    (span) =>
      tops.has(span.split('/')[0]!) && span.includes('/') && /(\.[a-z]{1,5}|\/)$/i.test(span) && !/[<>*{}]/.test(span),
  );
}

describe('documentation links', () => {
  it('every relative link in the README and docs/ points at a file of the repository', () => {
    const dangling: string[] = [];
    for (const page of pages()) {
      for (const link of relativeLinks(readFileSync(join(ROOT, page), 'utf8')))
        if (!existsSync(resolve(ROOT, dirname(page), link))) dangling.push(`${page} -> ${link}`);
    }
    expect(dangling).to.deep.equal([]);
  });

  it('every repository path the README and docs/ name in code spans exists', () => {
    const tops = new Set(readdirSync(ROOT).filter((name) => !name.startsWith('.') && name !== 'node_modules'));
    const missing: string[] = [];
    for (const page of pages()) {
      for (const path of namedPaths(readFileSync(join(ROOT, page), 'utf8'), tops)) {
        if (!existsSync(join(ROOT, path))) missing.push(`${page} -> ${path}`);
      }
    }
    expect(missing).to.deep.equal([]);
  });

  it('the README stays a front door: at most 120 lines, the rest in docs/', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length;
    expect(lines).to.be.at.most(120);
  });
});
