import { atMostRatio, context, type Figure } from '../lib/figure.js';
import type { CalibrationBenchResult } from './calibration-bench.js';
import type { FilterSetResult } from './list-bench.js';
import type { VersionBenchResult } from './version-bench.js';

/** The targets of issue 4: API time at most this many times the direct time. */
export const TARGETS = { listP95Ratio: 3, versionRatio: 2 } as const;

/** The verdict table: per filter set the judged p95 and its p50 for context, then the version and export. */
export function dataFigures(
  lists: readonly FilterSetResult[],
  version: VersionBenchResult | null,
  calibration: CalibrationBenchResult | null,
): Figure[] {
  const rows: Figure[] = [];
  for (const set of lists) {
    rows.push(atMostRatio(`images: ${set.name} p95`, 'ms', set.api.p95, set.direct.p95, TARGETS.listP95Ratio));
    rows.push(context(`images: ${set.name} p50`, 'ms', set.api.p50, set.direct.p50));
  }
  if (version) {
    rows.push(
      atMostRatio(
        `dataset version of ${version.images} images`,
        's',
        version.apiMs / 1000,
        version.directMs / 1000,
        TARGETS.versionRatio,
      ),
    );
  }
  if (calibration) {
    rows.push(
      context(
        `calibration export of ${calibration.images} images`,
        's',
        calibration.apiMs / 1000,
        calibration.directMs / 1000,
      ),
    );
  }
  return rows;
}
