import type { Figure } from './figure.js';

export const BENCHES = ['devices', 'data', 'inference', 'agent', 'training', 'console'] as const;
export type BenchName = (typeof BENCHES)[number];

/** What one bench run returns: to its own command and to `npm run bench` alike. */
export interface BenchReport {
  bench: BenchName;
  startedAt: Date;
  finishedAt: Date;
  /** How the figures were measured (sizes, concurrency, servers), printed above the table. */
  setting: string;
  figures: Figure[];
  /** Blocks printed under the bench's own table: error samples, breakdowns. */
  notes: string[];
  /** The measurements behind the figures, for the results file. */
  details: Record<string, unknown>;
  /** The options it ran with, for the results file. */
  options: Record<string, unknown>;
}

/** A run passes when no judged figure missed its target. */
export function passed(figures: readonly Figure[]): boolean {
  return figures.every((figure) => figure.pass !== false);
}
