import type { components } from '../../../clients/typescript/index.js';
import {
  differenceColor,
  gridCurve,
  groupedBars,
  heatColor,
  largestOf,
  pairCurve,
  place,
  unitTicks,
  type PlotSize,
} from './evaluation-plot.js';

export type Figures = NonNullable<components['schemas']['Evaluation']['figures']>;

const CURVE: PlotSize = { width: 240, height: 160 };
const BARS: PlotSize = { width: 360, height: 140 };
/** Room for the axis labels left of and under a plot. */
const GUTTER = 36;
const COLORS = ['#2f6fed', '#e07a1f', '#1f9d55', '#c53030', '#805ad5', '#2c7a7b', '#b7791f', '#d53f8c'];
const color = (i: number) => COLORS[i % COLORS.length]!;
const percent = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}`);

/** The axes of a 0 to 1 by 0 to 1 plot, with percentage ticks on the value axis. */
function UnitAxes({ size, x, y }: { size: PlotSize; x?: string; y: string }) {
  return (
    <>
      <line className="axis" x1={0} y1={0} x2={0} y2={size.height} />
      <line className="axis" x1={0} y1={size.height} x2={size.width} y2={size.height} />
      {unitTicks().map((t) => (
        <text key={t.value} className="tick" x={-4} y={size.height - place(t.value, size.height) + 3} textAnchor="end">
          {t.label}
        </text>
      ))}
      {x && (
        <text className="tick" x={size.width / 2} y={size.height + 14} textAnchor="middle">
          {x} 0 → 1
        </text>
      )}
      <text className="tick" x={4} y={-4}>
        {y}
      </text>
    </>
  );
}

function Legend({ names }: { names: string[] }) {
  return (
    <p className="legend">
      {names.map((name, i) => (
        <span key={name}>
          <i style={{ background: color(i) }} /> {name}
        </span>
      ))}
    </p>
  );
}

/**
 * The confusion matrix as a heat map: rows the labelled class, columns the predicted one, the
 * background last (missed objects in its column, false detections in its row). A cell with
 * images opens them in the gallery.
 */
export function ConfusionHeatmap(props: {
  classes: string[];
  background: boolean;
  matrix: number[][];
  cells?: Record<string, number[]>;
  /** Draws a difference matrix (b - a) in green (better) and red (worse) instead of counts. */
  difference?: boolean;
  onCell?: (truth: number, predicted: number, ids: number[]) => void;
  testId: string;
  side?: string;
}) {
  const { matrix, cells, difference, onCell } = props;
  const names = [...props.classes, ...(props.background ? ['background'] : [])];
  const largest = largestOf(matrix);
  return (
    <figure className="confusion" data-testid={props.testId}>
      <figcaption>
        {props.side}
        {difference ? 'Confusion difference (b − a)' : 'Confusion matrix'}
      </figcaption>
      <table role="grid" aria-label={difference ? 'Confusion difference' : 'Confusion matrix'}>
        <thead>
          <tr>
            <th className="muted">actual ↓ predicted →</th>
            {names.map((n) => (
              <th key={n} scope="col">
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.map((row, t) => (
            <tr key={t}>
              <th scope="row">{names[t]}</th>
              {row.map((count, p) => {
                const ids = cells?.[`${t},${p}`] ?? [];
                const heat = heatColor(count, largest);
                const style = difference
                  ? { background: differenceColor(count, largest, t === p) }
                  : { background: heat.fill, color: heat.text };
                const label = `${names[t]} as ${names[p]}: ${difference && count > 0 ? '+' : ''}${count}`;
                return (
                  <td key={p} style={style} data-cell={`${t},${p}`} title={label}>
                    {onCell && ids.length > 0 ? (
                      <button
                        className="cell"
                        aria-label={`${label}, open ${ids.length} image${ids.length === 1 ? '' : 's'}`}
                        onClick={() => onCell(t, p, ids)}
                      >
                        {count}
                      </button>
                    ) : (
                      `${difference && count > 0 ? '+' : ''}${count}`
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Precision against recall per class (the envelope at IoU 0.5, as the API samples it). */
export function PrCurves({ curves, testId, side }: { curves: Figures['pr_curves']; testId: string; side?: string }) {
  return (
    <figure data-testid={testId}>
      <figcaption>{side}Precision–recall</figcaption>
      <svg
        viewBox={`${-GUTTER} -12 ${CURVE.width + GUTTER + 8} ${CURVE.height + 30}`}
        role="img"
        aria-label={`Precision-recall curves of ${curves.map((c) => c.name).join(', ')}`}
      >
        <UnitAxes size={CURVE} x="recall" y="precision" />
        {curves.map((c, i) => (
          <polyline
            key={c.name}
            className="curve"
            data-class={c.name}
            stroke={color(i)}
            points={gridCurve(c.precision, CURVE)}
          />
        ))}
      </svg>
      <Legend names={curves.map((c) => c.name)} />
    </figure>
  );
}

/** Mean F1 over the classes by confidence, the recommended threshold (its peak) marked. */
export function F1Curve(props: {
  curve: Figures['f1_curve'];
  threshold: number | null;
  testId: string;
  side?: string;
}) {
  const { curve, threshold } = props;
  const peak = threshold === null ? null : curve.find((p) => Math.abs(p.confidence - threshold) < 1e-9);
  return (
    <figure data-testid={props.testId}>
      <figcaption>
        {props.side}F1 by confidence{' '}
        {threshold !== null && (
          <strong data-testid="recommended-threshold">
            recommended {threshold.toFixed(2)}
            {peak ? ` (F1 ${percent(peak.f1)})` : ''}
          </strong>
        )}
      </figcaption>
      <svg
        viewBox={`${-GUTTER} -12 ${CURVE.width + GUTTER + 8} ${CURVE.height + 30}`}
        role="img"
        aria-label={`F1 by confidence${threshold !== null ? `, recommended threshold ${threshold.toFixed(2)}` : ''}`}
      >
        <UnitAxes size={CURVE} x="confidence" y="F1" />
        <polyline
          className="curve"
          stroke={color(0)}
          points={pairCurve(
            curve.map((p) => ({ x: p.confidence, y: p.f1 })),
            CURVE,
          )}
        />
        {threshold !== null && (
          <line
            className="threshold"
            x1={place(threshold, CURVE.width)}
            x2={place(threshold, CURVE.width)}
            y1={0}
            y2={CURVE.height}
          />
        )}
      </svg>
    </figure>
  );
}

/** The headline figures, as percentages: box mAP (and a segmentation's mask mAP) or accuracy. */
export function overallSummary(figures: Figures): string {
  const o = figures.overall;
  if (figures.task === 'classify') return `accuracy ${percent(o.accuracy)}%, top-5 ${percent(o.top5_accuracy)}%`;
  const box = `${figures.task === 'segment' ? 'box ' : ''}mAP50 ${percent(o.map50)}%, mAP50-95 ${percent(o.map50_95)}%`;
  return hasMaskFigures(figures)
    ? `${box}; mask mAP50 ${percent(o.mask_map50 ?? null)}%, mAP50-95 ${percent(o.mask_map50_95 ?? null)}%`
    : box;
}

/** Whether a segmentation's figures carry mask AP (an evaluator that sent outlines). */
export const hasMaskFigures = (figures: Figures) =>
  figures.overall.mask_map50 !== undefined && figures.overall.mask_map50 !== null;

/**
 * Per class, precision, recall and AP50 (detection; segmentation adds mask AP50) or precision and
 * recall (classification).
 */
export function ClassBars({ figures, testId, side }: { figures: Figures; testId: string; side?: string }) {
  const series: { key: 'precision' | 'recall' | 'ap50' | 'mask_ap50'; label: string }[] = [
    { key: 'precision', label: 'precision' },
    { key: 'recall', label: 'recall' },
    ...(figures.task === 'classify' ? [] : [{ key: 'ap50' as const, label: 'AP50' }]),
    ...(hasMaskFigures(figures) ? [{ key: 'mask_ap50' as const, label: 'mask AP50' }] : []),
  ];
  const groups = figures.per_class.map((c) => series.map((s) => c[s.key] ?? null));
  const bars = groupedBars(groups, BARS);
  const groupWidth = BARS.width / Math.max(1, figures.per_class.length);
  return (
    <figure data-testid={testId}>
      <figcaption>
        {side}Per class
        {figures.task === 'classify' &&
          figures.overall.accuracy !== null &&
          `, accuracy ${percent(figures.overall.accuracy)}%`}
      </figcaption>
      <svg
        viewBox={`${-GUTTER} -12 ${BARS.width + GUTTER + 8} ${BARS.height + 30}`}
        role="img"
        aria-label="Per-class bars"
      >
        <UnitAxes size={BARS} y="%" />
        {bars.map((b) => {
          const name = figures.per_class[b.group]!.name;
          const what = series[b.series]!.label;
          return (
            <rect
              key={`${b.group}-${b.series}`}
              className="bar"
              data-bar={`${name} ${what}`}
              fill={color(b.series)}
              x={b.x}
              y={b.y}
              width={b.width}
              height={b.height}
            >
              <title>{`${name} ${what} ${percent(b.value)}`}</title>
            </rect>
          );
        })}
        {figures.per_class.map((c, i) => (
          <text key={c.name} className="tick" x={(i + 0.5) * groupWidth} y={BARS.height + 14} textAnchor="middle">
            {c.name}
          </text>
        ))}
      </svg>
      <Legend names={series.map((s) => s.label)} />
    </figure>
  );
}
