import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Frame, FrameSource } from './source.js';

const IMAGE = /\.(jpe?g|png|webp)$/i;

/** `pattern` with * and ? as in a shell glob, matched against a whole file name. */
export function globToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

/**
 * Frames from a folder a camera (or a test) writes into, oldest name first. Each frame is handed
 * out once: deleted after handling, or with `keep`, remembered for the life of the process.
 */
export class FolderSource implements FrameSource {
  private readonly dir: string;
  private readonly match: RegExp;
  private readonly seen = new Set<string>();

  constructor(
    source: string,
    private readonly keep: boolean,
  ) {
    const wildcard = /[*?]/.test(basename(source));
    this.dir = wildcard ? dirname(source) : source;
    this.match = wildcard ? globToRegExp(basename(source)) : IMAGE;
  }

  stop(): void {}

  next(): Frame | null {
    let names: string[];
    try {
      names = readdirSync(this.dir).sort();
    } catch {
      return null; // the folder is not there (yet): no frames
    }
    const name = names.find((n) => this.match.test(n) && !this.seen.has(n));
    if (!name) return null;
    const path = join(this.dir, name);
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch {
      this.seen.add(name);
      return null;
    }
    return {
      name,
      bytes,
      done: () => {
        if (this.keep) this.seen.add(name);
        else rmSync(path, { force: true });
      },
    };
  }
}
