import { TELEMETRY_CHARTS, metricChart, type ChartedCheckin, type MetricChart } from './telemetry-chart.js';

export const CHART_SIZE = { width: 240, height: 72 };
/** Room for the axis values left of the plot. */
const GUTTER = 44;

const when = (at: string | number) => new Date(at).toLocaleString();

/**
 * One metric's small line chart with its latest value; `unit` names what a point is
 * ("check-in", "epoch") for the image's description.
 */
export function ChartFigure<M extends string>({
  chart: { spec, lines, latest, reported, axis },
  unit,
  testId,
}: {
  chart: MetricChart<M>;
  unit: string;
  testId: string;
}) {
  const SIZE = CHART_SIZE;
  return (
    <figure data-testid={testId}>
      <figcaption>
        {spec.label} <strong>{latest ? spec.format(latest.value) : '—'}</strong>
      </figcaption>
      <svg
        viewBox={`${-GUTTER} -6 ${SIZE.width + GUTTER + 6} ${SIZE.height + 12}`}
        role="img"
        aria-label={`${spec.label} over ${reported} ${unit}${reported === 1 ? '' : 's'}, latest ${latest ? spec.format(latest.value) : 'none'}`}
      >
        <line className="axis" x1={0} y1={0} x2={0} y2={SIZE.height} />
        <line className="axis" x1={0} y1={SIZE.height} x2={SIZE.width} y2={SIZE.height} />
        <text className="tick" x={-4} y={4} textAnchor="end">
          {spec.format(axis.high)}
        </text>
        <text className="tick" x={-4} y={SIZE.height} textAnchor="end">
          {spec.format(axis.low)}
        </text>
        {lines.map((points, i) =>
          points.includes(' ') ? (
            <polyline key={i} className="series" points={points} />
          ) : (
            // A run of one point (between gaps) is a dot, not an invisible line.
            <circle key={i} className="series-dot" cx={points.split(',')[0]} cy={points.split(',')[1]} r={2} />
          ),
        )}
        {latest && <circle className="latest" cx={latest.x} cy={latest.y} r={3} />}
      </svg>
    </figure>
  );
}

/**
 * A device's check-ins as small line charts, one per metric it reports: how its load,
 * temperature and upload queue moved over the check-ins shown (the table below has each value).
 */
export function TelemetryCharts({ checkins }: { checkins: readonly ChartedCheckin[] }) {
  if (checkins.length === 0) return null;
  const charts = TELEMETRY_CHARTS.map((spec) => metricChart(checkins, spec, CHART_SIZE)).filter((c) => c.reported > 0);
  const oldest = checkins[checkins.length - 1]!.at;
  const newest = checkins[0]!.at;
  return (
    <section className="telemetry" data-testid="telemetry-charts">
      <p className="muted">
        {checkins.length} check-ins, {when(oldest)} to {when(newest)}
      </p>
      <div className="telemetry-grid">
        {charts.map((chart) => (
          <ChartFigure
            key={chart.spec.metric}
            chart={chart}
            unit="check-in"
            testId={`telemetry-${chart.spec.metric}`}
          />
        ))}
      </div>
    </section>
  );
}
