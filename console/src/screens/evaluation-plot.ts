/**
 * The geometry and colours of an evaluation's plots (confusion heat map, PR and F1 curves,
 * per-class bars), pure so they are tested without a browser. Every figure plotted is a share
 * from 0 to 1, so the value axes are fixed: two evaluations drawn side by side read alike.
 */

export interface PlotSize {
  width: number;
  height: number;
}

/** Where a value from 0 to 1 goes along a length (clamped, so a stray value stays on the plot). */
export function place(value: number, length: number): number {
  return round(Math.min(1, Math.max(0, value)) * length);
}

/** Ticks of a 0 to 1 axis: 0, 1/n, ..., 1, as their value and percentage label. */
export function unitTicks(count = 4): { value: number; label: string }[] {
  return Array.from({ length: count + 1 }, (_, i) => ({
    value: i / count,
    label: `${Math.round((i / count) * 100)}%`,
  }));
}

/**
 * A heat map cell's fill and text colour: white for 0 to deep blue for the matrix's largest
 * count, on a square-root scale so the few off-diagonal mistakes still show beside a large
 * diagonal. Text turns white once the fill is dark enough to lose black text.
 */
export function heatColor(count: number, max: number): { fill: string; text: string } {
  const share = max > 0 ? Math.sqrt(Math.min(1, Math.max(0, count / max))) : 0;
  return { fill: mix([255, 255, 255], [23, 63, 150], share), text: share > 0.55 ? '#ffffff' : '#111827' };
}

/**
 * A difference cell's colour (b - a): green where b is better, red where it is worse, white
 * where equal. On the diagonal more is better (correct); off it, more is worse (mistakes).
 */
export function differenceColor(difference: number, largest: number, onDiagonal: boolean): string {
  if (difference === 0 || largest === 0) return 'rgb(255,255,255)';
  const better = onDiagonal ? difference > 0 : difference < 0;
  const share = Math.sqrt(Math.min(1, Math.abs(difference) / largest));
  return mix([255, 255, 255], better ? [22, 130, 70] : [200, 40, 40], share);
}

/** The largest absolute value of a matrix (0 for an empty one). */
export function largestOf(matrix: readonly (readonly number[])[]): number {
  return matrix.reduce((most, row) => row.reduce((m, v) => Math.max(m, Math.abs(v)), most), 0);
}

/**
 * SVG `points` of a curve over a 0 to 1 by 0 to 1 plot, y up: `ys[i]` drawn at x = i / (n - 1),
 * as the API samples PR curves (precision at recall 0, 0.01, ..., 1).
 */
export function gridCurve(ys: readonly number[], size: PlotSize): string {
  const last = Math.max(1, ys.length - 1);
  return ys.map((y, i) => `${place(i / last, size.width)},${round(size.height - place(y, size.height))}`).join(' ');
}

/** SVG `points` of a curve given as (x, y) pairs from 0 to 1, y up. */
export function pairCurve(points: readonly { x: number; y: number }[], size: PlotSize): string {
  return points.map((p) => `${place(p.x, size.width)},${round(size.height - place(p.y, size.height))}`).join(' ');
}

export interface Bar {
  /** Index of the class (group) and of the figure within it. */
  group: number;
  series: number;
  value: number | null;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Grouped bars: one group per class, one bar per figure (precision, recall, AP50...), groups
 * evenly spread with a gap of a bar's width between them. A figure that does not apply (null)
 * keeps its slot with no height, so the other bars stay where the legend says.
 */
export function groupedBars(groups: readonly (readonly (number | null)[])[], size: PlotSize): Bar[] {
  const series = Math.max(1, ...groups.map((g) => g.length));
  const groupWidth = groups.length > 0 ? size.width / groups.length : size.width;
  const barWidth = groupWidth / (series + 1);
  return groups.flatMap((values, group) =>
    values.map((value, s) => {
      const height = value === null ? 0 : place(value, size.height);
      return {
        group,
        series: s,
        value,
        x: round(group * groupWidth + barWidth / 2 + s * barWidth),
        y: round(size.height - height),
        width: round(barWidth),
        height,
      };
    }),
  );
}

function mix(from: readonly number[], to: readonly number[], share: number): string {
  const [r, g, b] = from.map((f, i) => Math.round(f + (to[i]! - f) * share));
  return `rgb(${r},${g},${b})`;
}

const round = (n: number) => Math.round(n * 10) / 10;
