/** Latency figures of one operation, in milliseconds. */
export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Nearest-rank percentile of an ascending array: always a value that was really measured, so a
 * p99 of 40 samples is the slowest-but-one request, not an interpolation between two.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const values = Array.from(sorted);
  const total = values.reduce((sum, v) => sum + v, 0);
  return {
    count: values.length,
    mean: values.length > 0 ? total / values.length : Number.NaN,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length > 0 ? values[values.length - 1]! : Number.NaN,
  };
}

export function perSecond(count: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (count * 1000) / elapsedMs : 0;
}

/** A number for people: NaN and infinities as "-", otherwise with a sensible number of digits. */
export function formatNumber(value: number | null | undefined, digits?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  if (digits === undefined && Number.isInteger(value)) return String(value);
  const d = digits ?? (Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2);
  return value.toFixed(d);
}

/** Rounded for JSON results, where 15 significant digits of a latency are noise. */
export function round(value: number, digits = 3): number | null {
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
