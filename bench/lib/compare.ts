import { readFileSync } from 'node:fs';
import { figureLabel } from './figure.js';

interface StoredFigure {
  name?: string;
  unit?: string;
  value?: number | null;
  /** Results written before figures had name, unit and value. */
  figure?: string;
  api?: number | null;
}

interface StoredBench {
  bench?: string;
  figures?: StoredFigure[];
}

export const figureKey = (bench: string, label: string) => `${bench}\u0000${label}`;

/**
 * The figure values of an earlier run, by bench and label: from this command's results file
 * (`benches`), or from one bench's own (`bench`, `figures`).
 */
export function loadPreviousFigures(path: string): Map<string, number | null> {
  const data = JSON.parse(readFileSync(path, 'utf8')) as StoredBench & { benches?: StoredBench[] };
  const benches = Array.isArray(data.benches) ? data.benches : data.bench ? [data] : null;
  if (!benches) throw new Error(`${path} is not a bench results file (no "benches", no "bench")`);
  const values = new Map<string, number | null>();
  for (const bench of benches) {
    for (const figure of bench.figures ?? []) {
      const label = figure.figure ?? figureLabel({ name: figure.name ?? '', unit: figure.unit ?? '' });
      values.set(figureKey(bench.bench ?? '', label), figure.value ?? figure.api ?? null);
    }
  }
  return values;
}
