/**
 * The geometry of the device screen's telemetry charts (and of the training epochs' charts,
 * epoch-chart.ts): one line per metric over the points shown, pure so it is tested without a
 * browser.
 */

/** The figures a check-in may carry that are worth a line over time. */
export type ChartedMetric = 'cpu_percent' | 'memory_percent' | 'disk_percent' | 'temperature_c' | 'queue_depth';

export interface ChartSpec<M extends string = ChartedMetric> {
  metric: M;
  label: string;
  /** Formats a value for the caption and the axis. */
  format: (value: number) => string;
  /** A fixed scale (percentages); others scale to the values shown. */
  scale?: readonly [number, number];
}

const percent = (value: number) => `${value.toFixed(0)}%`;

export const TELEMETRY_CHARTS: readonly ChartSpec[] = [
  { metric: 'cpu_percent', label: 'CPU', format: percent, scale: [0, 100] },
  { metric: 'memory_percent', label: 'Memory', format: percent, scale: [0, 100] },
  { metric: 'disk_percent', label: 'Disk', format: percent, scale: [0, 100] },
  { metric: 'temperature_c', label: 'Temperature', format: (value) => `${value.toFixed(1)} °C` },
  { metric: 'queue_depth', label: 'Upload queue', format: (value) => `${Math.round(value)} frames` },
];

/**
 * A check-in as the list endpoint returns it (newest first); only what the charts read. `at` is
 * a time, or a plain number placed as it is (an epoch).
 */
export interface ChartedCheckin<M extends string = ChartedMetric> {
  at: string | number;
  metrics: Partial<Record<M, number>>;
}

export interface MetricChart<M extends string = ChartedMetric> {
  spec: ChartSpec<M>;
  /** SVG `points` of each unbroken run of check-ins that reported the metric, oldest first. */
  lines: string[];
  /** The newest reported value and where it is drawn, or null when no check-in reported one. */
  latest: { value: number; x: number; y: number } | null;
  /** How many check-ins reported the metric. */
  reported: number;
  /** The values at the bottom and the top of the chart. */
  axis: { low: number; high: number };
}

export interface ChartSize {
  width: number;
  height: number;
}

/**
 * One metric's line over the check-ins, placed by time (oldest left, newest right). A check-in
 * that did not report the metric breaks the line rather than joining its neighbours across it.
 * Percentages keep their 0 to 100 scale so a glance compares devices; other metrics span their
 * own values, with a little room above and below.
 */
export function metricChart<M extends string = ChartedMetric>(
  checkinsNewestFirst: readonly ChartedCheckin<M>[],
  spec: ChartSpec<M>,
  size: ChartSize,
): MetricChart<M> {
  const checkins = [...checkinsNewestFirst].reverse();
  const times = checkins.map((c) => (typeof c.at === 'number' ? c.at : Date.parse(c.at)));
  const values = checkins.map((c) => c.metrics[spec.metric]).filter((v): v is number => Number.isFinite(v));
  const axis = spec.scale ? { low: spec.scale[0], high: spec.scale[1] } : spanOf(values);

  const first = Math.min(...times);
  const last = Math.max(...times);
  const x = (time: number) => (last > first ? ((time - first) / (last - first)) * size.width : size.width / 2);
  const y = (value: number) => {
    const clamped = Math.min(axis.high, Math.max(axis.low, value));
    return size.height - ((clamped - axis.low) / (axis.high - axis.low)) * size.height;
  };

  const lines: string[] = [];
  let run: string[] = [];
  let latest: MetricChart<M>['latest'] = null;
  checkins.forEach((checkin, i) => {
    const value = checkin.metrics[spec.metric];
    if (value === undefined || !Number.isFinite(value)) {
      if (run.length > 0) lines.push(run.join(' '));
      run = [];
      return;
    }
    const point = { value, x: round(x(times[i]!)), y: round(y(value)) };
    run.push(`${point.x},${point.y}`);
    latest = point;
  });
  if (run.length > 0) lines.push(run.join(' '));
  return { spec, lines, latest, reported: values.length, axis };
}

/** The values' range with a tenth of room on each side (one either side of a flat line). */
function spanOf(values: number[]): { low: number; high: number } {
  if (values.length === 0) return { low: 0, high: 1 };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const room = high > low ? (high - low) / 10 : 1;
  return { low: low - room, high: high + room };
}

const round = (n: number) => Math.round(n * 10) / 10;
