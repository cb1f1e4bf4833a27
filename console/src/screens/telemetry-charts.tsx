import { TELEMETRY_CHARTS, metricChart, type ChartedCheckin } from './telemetry-chart.js';

const SIZE = { width: 240, height: 72 };
/** Room for the axis values left of the plot. */
const GUTTER = 44;

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * A device's check-ins as small line charts, one per metric it reports: how its load,
 * temperature and upload queue moved over the check-ins shown (the table below has each value).
 */
export function TelemetryCharts({ checkins }: { checkins: readonly ChartedCheckin[] }) {
  if (checkins.length === 0) return null;
  const charts = TELEMETRY_CHARTS.map((spec) => metricChart(checkins, spec, SIZE)).filter((c) => c.reported > 0);
  const oldest = checkins[checkins.length - 1]!.at;
  const newest = checkins[0]!.at;
  return (
    <section className="telemetry" data-testid="telemetry-charts">
      <p className="muted">
        {checkins.length} check-ins, {when(oldest)} to {when(newest)}
      </p>
      <div className="telemetry-grid">
        {charts.map(({ spec, lines, latest, reported, axis }) => (
          <figure key={spec.metric} data-testid={`telemetry-${spec.metric}`}>
            <figcaption>
              {spec.label} <strong>{latest ? spec.format(latest.value) : '—'}</strong>
            </figcaption>
            <svg
              viewBox={`${-GUTTER} -6 ${SIZE.width + GUTTER + 6} ${SIZE.height + 12}`}
              role="img"
              aria-label={`${spec.label} over ${reported} check-in${reported === 1 ? '' : 's'}, latest ${latest ? spec.format(latest.value) : 'none'}`}
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
                  // A run of one check-in (between gaps) is a dot, not an invisible line.
                  <circle key={i} className="series-dot" cx={points.split(',')[0]} cy={points.split(',')[1]} r={2} />
                ),
              )}
              {latest && <circle className="latest" cx={latest.x} cy={latest.y} r={3} />}
            </svg>
          </figure>
        ))}
      </div>
    </section>
  );
}
