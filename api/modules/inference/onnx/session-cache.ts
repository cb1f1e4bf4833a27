import type { InferenceSession } from 'onnxruntime-node';
import type { ModelRef } from './protocol.js';

interface Entry {
  session: InferenceSession;
  bytes: number;
  lastUsed: number;
}

export interface SessionCacheBudget {
  maxBytes: number;
  maxEntries: number;
  idleMs: number;
}

/**
 * Loaded ONNX Runtime sessions of one inference thread, by model key, least recently used first
 * out. A session's weight is its model file's size (what ONNX Runtime keeps resident, roughly).
 * Loading one over the byte or count budget releases the least recently used others; sessions
 * idle for `idleMs` are released too, so a quiet API gives its memory back. The thread runs one
 * job at a time, so a session is never released while in use.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly budget: SessionCacheBudget,
    private readonly load: (path: string) => Promise<InferenceSession>,
    private readonly now: () => number = Date.now,
  ) {
    this.sweep = setInterval(() => void this.releaseIdle(), Math.max(1000, Math.min(budget.idleMs, 60_000)));
    this.sweep.unref();
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.bytes;
    return total;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** The model's session, loaded when missing; `keep` names sessions the caller still holds. */
  async get(model: ModelRef, keep: readonly string[] = []): Promise<InferenceSession> {
    const hit = this.entries.get(model.key);
    if (hit) {
      // Re-insert: Map order is the LRU order.
      this.entries.delete(model.key);
      hit.lastUsed = this.now();
      this.entries.set(model.key, hit);
      return hit.session;
    }
    // Make room first, so the old and the new weights are not resident together.
    await this.evict(model.bytes, 1, keep);
    const session = await this.load(model.path);
    this.entries.set(model.key, { session, bytes: model.bytes, lastUsed: this.now() });
    return session;
  }

  /** Releases least recently used sessions until `bytes` more and `count` more fit the budget. */
  private async evict(bytes: number, count: number, keep: readonly string[]): Promise<void> {
    for (const [key, entry] of this.entries) {
      if (keep.includes(key)) continue;
      const overBytes = this.bytes + bytes > this.budget.maxBytes;
      const overCount = this.entries.size + count > this.budget.maxEntries;
      if (!overBytes && !overCount) return;
      this.entries.delete(key);
      await entry.session.release();
    }
  }

  async releaseIdle(): Promise<void> {
    const cutoff = this.now() - this.budget.idleMs;
    for (const [key, entry] of [...this.entries]) {
      if (entry.lastUsed > cutoff) continue;
      this.entries.delete(key);
      await entry.session.release();
    }
  }

  async clear(): Promise<void> {
    clearInterval(this.sweep);
    for (const [key, entry] of [...this.entries]) {
      this.entries.delete(key);
      await entry.session.release();
    }
  }
}
