import { formatNumber, round } from './stats.js';
import { formatTable } from './table.js';

/** One line of a bench's verdict: the platform's figure next to the baseline it is held against. */
export interface Comparison {
  figure: string;
  api: number;
  baseline: number | null;
  /** api / baseline. */
  ratio: number | null;
  target: string;
  /** null: shown for context, judged against nothing. */
  pass: boolean | null;
}

function ratioOf(api: number, baseline: number): number | null {
  return baseline > 0 && Number.isFinite(api) ? api / baseline : null;
}

/** A rate that must reach at least `minRatio` of the baseline's. */
export function atLeastRatio(figure: string, api: number, baseline: number, minRatio: number): Comparison {
  const ratio = ratioOf(api, baseline);
  return {
    figure,
    api,
    baseline,
    ratio,
    target: `>= ${Math.round(minRatio * 100)}%`,
    pass: ratio !== null && ratio >= minRatio,
  };
}

/**
 * A figure that must stay under `max` on both sides, e.g. p99/p50: a long tail is a problem on its
 * own, whatever the baseline does.
 */
export function bothBelow(figure: string, api: number, baseline: number, max: number): Comparison {
  return {
    figure,
    api,
    baseline,
    ratio: null,
    target: `< ${max} each`,
    pass: api < max && baseline < max,
  };
}

export function context(figure: string, api: number, baseline: number | null): Comparison {
  return { figure, api, baseline, ratio: baseline === null ? null : ratioOf(api, baseline), target: '-', pass: null };
}

export function comparisonTable(rows: readonly Comparison[], labels = { api: 'API', baseline: 'direct' }): string {
  return formatTable(
    ['figure', labels.api, labels.baseline, 'ratio', 'target', 'result'],
    rows.map((row) => [
      row.figure,
      formatNumber(row.api),
      formatNumber(row.baseline),
      row.ratio === null ? '-' : `${(row.ratio * 100).toFixed(0)}%`,
      row.target,
      row.pass === null ? '' : row.pass ? 'pass' : 'FAIL',
    ]),
    ['left', 'right', 'right', 'right', 'left', 'left'],
  );
}

/** The same rows for a results file: rounded numbers, nothing formatted for the eye. */
export function comparisonJson(rows: readonly Comparison[]) {
  return rows.map((row) => ({
    figure: row.figure,
    api: round(row.api),
    baseline: row.baseline === null ? null : round(row.baseline),
    ratio: row.ratio === null ? null : round(row.ratio, 4),
    target: row.target,
    pass: row.pass,
  }));
}
