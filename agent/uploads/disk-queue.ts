import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evictForBudget } from './eviction.js';

/** What goes up with a queued frame. */
export interface FrameMeta {
  /** The idempotency key: the API answers a repeated key with the image it already has. */
  key: string;
  filename: string;
  captured_at: string;
  fields: Record<string, string>;
}

export interface QueueEntry {
  id: string;
  meta: FrameMeta;
  imagePath: string;
  bytes: number;
}

/**
 * Frames waiting for upload, on disk so they survive restarts. An entry is `<id>.jpg` (written
 * last, by rename) plus `<id>.json`; ids sort oldest first. A file without its partner is a write
 * cut short by a crash and is removed. The disk budget counts both files.
 */
export class DiskQueue {
  constructor(
    private readonly dir: string,
    private readonly budgetBytes: number,
    private readonly onDropped: (count: number) => void,
  ) {
    mkdirSync(dir, { recursive: true });
    this.sweep();
  }

  private sequence = Date.now() * 1000;

  private nextId(): string {
    this.sequence = Math.max(this.sequence + 1, Date.now() * 1000);
    return String(this.sequence).padStart(20, '0');
  }

  private sweep(): void {
    const names = readdirSync(this.dir);
    const set = new Set(names);
    for (const name of names) {
      const partner = name.endsWith('.json') ? name.replace(/\.json$/, '.jpg') : name.replace(/\.jpg$/, '.json');
      if (name.endsWith('.tmp') || !set.has(partner)) rmSync(join(this.dir, name), { force: true });
    }
  }

  /** Oldest first. */
  entries(): QueueEntry[] {
    const out: QueueEntry[] = [];
    for (const name of readdirSync(this.dir)
      .filter((n) => n.endsWith('.jpg'))
      .sort()) {
      const id = name.slice(0, -4);
      try {
        const meta = JSON.parse(readFileSync(join(this.dir, `${id}.json`), 'utf8')) as FrameMeta;
        const imagePath = join(this.dir, name);
        const bytes = statSync(imagePath).size + statSync(join(this.dir, `${id}.json`)).size;
        out.push({ id, meta, imagePath, bytes });
      } catch {
        // Removed meanwhile (uploaded or dropped): not an entry any more.
      }
    }
    return out;
  }

  depth(): number {
    return readdirSync(this.dir).filter((n) => n.endsWith('.jpg')).length;
  }

  /** Adds a frame, dropping the oldest entries when the budget is full; false if it can never fit. */
  add(image: Buffer, meta: FrameMeta): boolean {
    const metaText = JSON.stringify(meta);
    const incoming = image.length + Buffer.byteLength(metaText);
    const { drop, fits } = evictForBudget(this.entries(), incoming, this.budgetBytes);
    if (!fits) {
      this.onDropped(1);
      return false;
    }
    for (const id of drop) this.remove(id);
    if (drop.length) this.onDropped(drop.length);
    const id = this.nextId();
    writeFileSync(join(this.dir, `${id}.json`), metaText);
    writeFileSync(join(this.dir, `${id}.jpg.tmp`), image);
    renameSync(join(this.dir, `${id}.jpg.tmp`), join(this.dir, `${id}.jpg`));
    return true;
  }

  remove(id: string): void {
    rmSync(join(this.dir, `${id}.jpg`), { force: true });
    rmSync(join(this.dir, `${id}.json`), { force: true });
  }
}
