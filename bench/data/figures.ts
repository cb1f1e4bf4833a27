import { atMost, atMostRatio, context, type Figure } from '../lib/figure.js';
import type { CalibrationBenchResult } from './calibration-bench.js';
import type { FilterSetResult } from './list-bench.js';
import type { VersionBenchResult } from './version-bench.js';

/**
 * Issue 4's ratios (API time at most this many times the direct time) and issue 17's absolute
 * bounds at 100,000 images on 2 cores: an image list p95, a dataset version of every image, a
 * calibration export of 1000 images, and the whole bench's wall time.
 */
export const TARGETS = {
  listP95Ratio: 3,
  versionRatio: 2,
  listP95Ms: 150,
  versionS: 60,
  calibrationS: 10,
  benchMinutes: 30,
} as const;

/** The verdict table: per filter set the judged p95 and its p50 for context, then the version and export. */
export function dataFigures(
  lists: readonly FilterSetResult[],
  version: VersionBenchResult | null,
  calibration: CalibrationBenchResult | null,
): Figure[] {
  const rows: Figure[] = [];
  for (const set of lists) {
    rows.push(atMost(`images: ${set.name} p95`, 'ms', set.api.p95, set.direct.p95, TARGETS.listP95Ms));
    rows.push(atMostRatio(`images: ${set.name} p95 ratio`, 'ms', set.api.p95, set.direct.p95, TARGETS.listP95Ratio));
    rows.push(context(`images: ${set.name} p50`, 'ms', set.api.p50, set.direct.p50));
  }
  if (version) {
    rows.push(atMost(`dataset version of ${version.images} images`, 's', version.apiMs / 1000, null, TARGETS.versionS));
    // The ratio takes the whole work, the images' split locks after the answer included.
    rows.push(
      atMostRatio(
        `dataset version of ${version.images} images, splits locked, ratio`,
        's',
        version.lockedMs / 1000,
        version.directMs / 1000,
        TARGETS.versionRatio,
      ),
    );
  }
  if (calibration) {
    rows.push(
      atMost(
        `calibration export of ${calibration.images} images`,
        's',
        calibration.apiMs / 1000,
        calibration.directMs / 1000,
        TARGETS.calibrationS,
      ),
    );
  }
  return rows;
}
