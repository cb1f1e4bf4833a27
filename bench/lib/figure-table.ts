import { figureLabel, type Figure } from './figure.js';
import { formatNumber, round } from './stats.js';
import { formatTable, type Align } from './table.js';

const percent = (ratio: number | null) => (ratio === null ? '-' : `${(ratio * 100).toFixed(0)}%`);
const verdict = (pass: boolean | null) => (pass === null ? '' : pass ? 'pass' : 'FAIL');

/** A bench's verdict table: figure, API, direct, ratio, target, result. */
export function figureTable(rows: readonly Figure[], labels = { value: 'API', baseline: 'direct' }): string {
  return formatTable(
    ['figure', labels.value, labels.baseline, 'ratio', 'target', 'result'],
    rows.map((row) => [
      figureLabel(row),
      formatNumber(row.value),
      formatNumber(row.baseline),
      percent(row.ratio),
      row.target,
      verdict(row.pass),
    ]),
    ['left', 'right', 'right', 'right', 'left', 'left'],
  );
}

export interface CombinedRow {
  bench: string;
  figure: Figure;
  /** The same figure's value in an earlier run, when comparing. */
  previous?: number | null;
}

/** Several benches in one table, with the earlier run's value and the change when comparing. */
export function combinedTable(rows: readonly CombinedRow[], comparing: boolean): string {
  const headers = ['bench', 'figure', 'API', 'direct', 'ratio', 'target', 'result'];
  const align: Align[] = ['left', 'left', 'right', 'right', 'right', 'left', 'left'];
  if (comparing) {
    headers.push('before', 'change');
    align.push('right', 'right');
  }
  return formatTable(
    headers,
    rows.map(({ bench, figure, previous }) => {
      const cells = [
        bench,
        figureLabel(figure),
        formatNumber(figure.value),
        formatNumber(figure.baseline),
        percent(figure.ratio),
        figure.target,
        verdict(figure.pass),
      ];
      if (comparing) cells.push(formatNumber(previous), change(figure.value, previous));
      return cells;
    }),
    align,
  );
}

/** The relative change from an earlier value, e.g. "+12%"; "-" when there is nothing to compare. */
export function change(now: number, before: number | null | undefined): string {
  if (before === null || before === undefined || !Number.isFinite(now) || !Number.isFinite(before) || before === 0)
    return '-';
  const relative = (now - before) / Math.abs(before);
  return `${relative >= 0 ? '+' : ''}${(relative * 100).toFixed(0)}%`;
}

/** The figures for a results file: rounded numbers, nothing formatted for the eye. */
export function figuresJson(rows: readonly Figure[]) {
  return rows.map((row) => ({
    name: row.name,
    value: round(row.value),
    unit: row.unit,
    baseline: row.baseline === null ? null : round(row.baseline),
    ratio: row.ratio === null ? null : round(row.ratio, 4),
    target: row.target,
    pass: row.pass,
  }));
}
