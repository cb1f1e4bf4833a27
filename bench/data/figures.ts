import { atMost, atMostRatio, context, type Figure } from '../lib/figure.js';
import type { CalibrationBenchResult } from './calibration-bench.js';
import type { ExportBenchResult } from './export-bench.js';
import type { ImportBenchResult } from './import-bench.js';
import type { FilterSetResult } from './list-bench.js';
import type { VersionBenchResult } from './version-bench.js';

/**
 * Issue 4's ratios (API time at most this many times the direct time) and issues 17 and 29's
 * absolute bounds on 2 cores: an image list p95 (any page, 100 ms up to 100,000 images and
 * 150 ms beyond), a dataset version of every image, a calibration export of 1000 images, and
 * the whole bench's wall time.
 */
export const TARGETS = {
  listP95Ratio: 3,
  versionRatio: 2,
  listP95Ms: 100,
  listP95MsBeyond100k: 150,
  versionS: 60,
  calibrationS: 10,
  /** Issue 29: a YOLO export (version plus job) of 5,000 images in 3 s, of 100,000 in 60 s. */
  yoloSecondsPerImage: 3 / 5000,
  yoloMinS: 3,
  benchMinutes: 30,
  /** Issue 26: a COCO import of 10,000 640x480 images with 5 boxes each in 60 s. */
  importSecondsPerImage: 60 / 10_000,
  importMinS: 6,
} as const;

/** The verdict table: per filter set the judged p95 and its p50 for context, then the version and export. */
export function dataFigures(
  lists: readonly FilterSetResult[],
  version: VersionBenchResult | null,
  calibration: CalibrationBenchResult | null,
  images: number,
): Figure[] {
  const rows: Figure[] = [];
  const listBound = images > 100_000 ? TARGETS.listP95MsBeyond100k : TARGETS.listP95Ms;
  for (const set of lists) {
    if (set.context) {
      rows.push(context(`images: ${set.name} p95`, 'ms', set.api.p95, set.direct.p95));
      continue;
    }
    rows.push(atMost(`images: ${set.name} p95`, 'ms', set.api.p95, set.direct.p95, listBound));
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

/**
 * The YOLO export, version plus job, against its bound (3 s per 5,000 images) and the same
 * archive made directly; the job alone against the direct archive; the API's memory peak.
 */
export function yoloFigures(yolo: ExportBenchResult): Figure[] {
  const bound = Math.max(TARGETS.yoloMinS, yolo.images * TARGETS.yoloSecondsPerImage);
  const total = (yolo.versionMs + yolo.exportMs) / 1000;
  return [
    atMost(`YOLO export of ${yolo.images} images (version + job)`, 's', total, yolo.directMs / 1000, bound),
    context(`YOLO export of ${yolo.images} images, job running`, 's', yolo.runningMs / 1000, yolo.directMs / 1000),
    context(
      `YOLO export of ${yolo.images} images, API RSS peak over its start`,
      'MiB',
      (yolo.rssPeakMiB ?? Number.NaN) - (yolo.rssBeforeMiB ?? Number.NaN),
      null,
    ),
  ];
}

/**
 * The COCO import, upload in parts plus job, against its bound (60 s per 10,000 images) and the
 * same images and boxes stored directly; the upload alone and the job alone for context.
 */
export function importFigures(result: ImportBenchResult): Figure[] {
  const bound = Math.max(TARGETS.importMinS, result.images * TARGETS.importSecondsPerImage);
  const name = `COCO import of ${result.images} images, ${result.boxes} boxes`;
  return [
    atMost(`${name} (upload + job)`, 's', result.apiMs / 1000, result.directMs / 1000, bound),
    context(`${name}, upload in parts`, 's', result.uploadMs / 1000, null),
    context(`${name}, job running`, 's', result.runningMs / 1000, result.directMs / 1000),
    context(`${name}, client waiting on the job`, 's', result.clientWaitMs / 1000, result.runningMs / 1000),
    context(`${name}, job seen after its end`, 's', result.seenLateMs / 1000, null),
  ];
}
