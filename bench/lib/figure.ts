/**
 * One figure a bench reports: what the platform achieved, next to the direct baseline measured in
 * the same run on the same servers, and the verdict against its target. Every bench returns these,
 * its own command and `npm run bench` print them, and results files store them as they are.
 */
export interface Figure {
  /** What was measured, e.g. "check-in rate". */
  name: string;
  /** The platform's (API's) value. */
  value: number;
  /** e.g. "req/s", "ms", "s", "MiB"; "" for a count without unit. */
  unit: string;
  /** The same work done directly; null when there is no such thing (the API's memory). */
  baseline: number | null;
  /** value / baseline, where a ratio says something. */
  ratio: number | null;
  /** The target in words, e.g. ">= 40%", "<= 3x"; "-" when only shown for context. */
  target: string;
  /** null: shown for context, judged against nothing. */
  pass: boolean | null;
}

/** The figure's name with its unit, as tables show it and results are compared by. */
export function figureLabel(figure: Pick<Figure, 'name' | 'unit'>): string {
  return figure.unit ? `${figure.name} (${figure.unit})` : figure.name;
}

function ratioOf(value: number, baseline: number): number | null {
  return baseline > 0 && Number.isFinite(value) ? value / baseline : null;
}

/** A rate that must reach at least `minRatio` of the baseline's. */
export function atLeastRatio(name: string, unit: string, value: number, baseline: number, minRatio: number): Figure {
  const ratio = ratioOf(value, baseline);
  return {
    name,
    value,
    unit,
    baseline,
    ratio,
    target: `>= ${Math.round(minRatio * 100)}%`,
    pass: ratio !== null && ratio >= minRatio,
  };
}

/** A duration that may be at most `maxRatio` times the baseline's. */
export function atMostRatio(name: string, unit: string, value: number, baseline: number, maxRatio: number): Figure {
  const ratio = ratioOf(value, baseline);
  return { name, value, unit, baseline, ratio, target: `<= ${maxRatio}x`, pass: ratio !== null && ratio <= maxRatio };
}

/**
 * An absolute bound on the platform's value (e.g. a p95 in ms), the baseline shown beside it;
 * the ratio target, where there is one, is a figure of its own.
 */
export function atMost(name: string, unit: string, value: number, baseline: number | null, max: number): Figure {
  const ratio = baseline === null ? null : ratioOf(value, baseline);
  return { name, value, unit, baseline, ratio, target: `<= ${max} ${unit}`.trim(), pass: value <= max };
}

/**
 * A figure that must stay under `max` on both sides, e.g. p99/p50: a long tail is a problem on its
 * own, whatever the baseline does.
 */
export function bothBelow(name: string, unit: string, value: number, baseline: number, max: number): Figure {
  return { name, value, unit, baseline, ratio: null, target: `< ${max} each`, pass: value < max && baseline < max };
}

/** A count that must be zero on both sides (errors). */
export function noneOnEither(name: string, value: number, baseline: number): Figure {
  return { name, value, unit: 'count', baseline, ratio: null, target: '0', pass: value === 0 && baseline === 0 };
}

export function context(name: string, unit: string, value: number, baseline: number | null): Figure {
  return {
    name,
    value,
    unit,
    baseline,
    ratio: baseline === null ? null : ratioOf(value, baseline),
    target: '-',
    pass: null,
  };
}
