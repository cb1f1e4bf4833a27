import { atLeastRatio, bothBelow, context, noneOnEither, type Figure } from '../lib/figure.js';
import { totalCpuMs } from '../lib/process-cpu.js';
import type { CheckinBenchResult } from './checkin-bench.js';
import type { UploadBenchResult } from './upload-bench.js';

/**
 * The targets this bench holds the API to. Issue 17 raised the rates from 40% and 70% (both met
 * by then); the upload's baseline is the put and the record done directly (bench/results/database.md
 * says why a bare put cannot be the baseline on two shared cores).
 */
export const TARGETS = { checkinRatio: 0.6, uploadRatio: 0.85, maxTail: 5 } as const;

const MIB = 1024 * 1024;

/** The verdict table: judged figures first, then the context that explains them. */
export function devicesFigures(checkins: CheckinBenchResult, uploads: UploadBenchResult): Figure[] {
  const mibPerSecond = (rate: number) => (rate * uploads.bytesPerUpload) / MIB;
  const tail = (r: { latency: { p50: number; p99: number } }) => r.latency.p99 / r.latency.p50;
  return [
    atLeastRatio('check-in rate', 'req/s', checkins.api.perSecond, checkins.direct.perSecond, TARGETS.checkinRatio),
    context('check-in p50', 'ms', checkins.api.latency.p50, checkins.direct.latency.p50),
    context('check-in p99', 'ms', checkins.api.latency.p99, checkins.direct.latency.p99),
    context(
      'check-in rate vs direct incl. key lookup',
      'req/s',
      checkins.api.perSecond,
      checkins.directWithLookup.perSecond,
    ),
    noneOnEither('check-in errors', checkins.api.errors, checkins.direct.errors + checkins.directWithLookup.errors),
    atLeastRatio('upload rate', 'uploads/s', uploads.api.perSecond, uploads.direct.perSecond, TARGETS.uploadRatio),
    context('upload rate vs a bare put (no record)', 'uploads/s', uploads.api.perSecond, uploads.directPut.perSecond),
    ...cpuPerUpload(uploads),
    context('upload throughput', 'MiB/s', mibPerSecond(uploads.api.perSecond), mibPerSecond(uploads.direct.perSecond)),
    context('upload p50', 'ms', uploads.api.latency.p50, uploads.direct.latency.p50),
    context('upload p99', 'ms', uploads.api.latency.p99, uploads.direct.latency.p99),
    bothBelow('upload p99 / p50', '', tail(uploads.api), tail(uploads.direct), TARGETS.maxTail),
    noneOnEither('upload errors', uploads.api.errors, uploads.direct.errors + uploads.directPut.errors),
  ];
}

/**
 * CPU per upload, every process summed (servers and load generator), when the run sampled it.
 * The rate ratio follows it only while both sides keep the two cores full: the direct side's
 * load generator does minio-js's MD5 and request in one thread (4.5 to 5 ms an upload), which can
 * cap its rate before the cores are, and then the rate ratio reads high.
 */
function cpuPerUpload(uploads: UploadBenchResult): Figure[] {
  const api = uploads.api.cpuMsPerOp;
  const direct = uploads.direct.cpuMsPerOp;
  if (!api || !direct) return [];
  return [context('upload CPU per upload, all processes', 'ms', totalCpuMs(api), totalCpuMs(direct))];
}
