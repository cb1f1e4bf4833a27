import { formatNumber } from '../../bench/lib/stats.js';
import { formatTable } from '../../bench/lib/table.js';
import type { MemoryReport } from './memory-watch.js';
import type { SimulationReport } from './run-simulation.js';

/** The end-of-run summary: one row per operation, then uploads against their target, then errors. */
export function formatReport(report: SimulationReport): string {
  const { devices, uploads } = report;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const header =
    `Simulation ${report.runId} against ${report.api}: ${devices.provisioned} of ${devices.requested} devices ` +
    `for ${seconds(report.runMs)} (provisioning took ${seconds(report.provisioningMs)})` +
    (report.interrupted ? ' - interrupted' : '');
  const table = formatTable(
    ['operation', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'req/s'],
    report.operations.map((op) => [
      op.operation,
      String(op.requests),
      String(op.errors),
      formatNumber(op.latency.p50, 1),
      formatNumber(op.latency.p95, 1),
      formatNumber(op.latency.p99, 1),
      formatNumber(op.latency.max, 1),
      formatNumber(op.perSecond, 2),
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
  const upload = report.operations.find((op) => op.operation === 'upload');
  const lines = [
    header,
    '',
    table,
    '',
    '(latencies of successful requests; token and provision over the provisioning phase)',
  ];
  if (uploads.perDeviceMinuteTarget > 0 && upload) {
    const mibPerSecond = report.runMs > 0 ? uploads.mib / (report.runMs / 1000) : 0;
    lines.push(
      `uploads: ${upload.requests - upload.errors} images, ${uploads.mib.toFixed(1)} MiB (${mibPerSecond.toFixed(2)} MiB/s); ` +
        `${uploads.perDeviceMinuteAchieved.toFixed(1)} per device-minute (target ${uploads.perDeviceMinuteTarget}), ` +
        `${uploads.skipped} frames missed by the cameras (raise --render-workers or lower --image-kb when many)`,
    );
  }
  const { agents } = report;
  lines.push(
    `agents: ${agents.framesUploaded} frames uploaded, ${agents.framesDropped} dropped, ` +
      `${agents.queueLeft} still queued on disk at the end`,
  );
  if (report.errors.length === 0) {
    lines.push('errors: none');
  } else {
    lines.push(`errors: ${report.totals.errors} of ${report.totals.requests} requests`);
    for (const { error, count } of report.errors) lines.push(`  ${String(count).padStart(6)}  ${error}`);
  }
  return lines.join('\n');
}

const MIB = 1024 * 1024;

/** One line on the API's resident memory over the run, and whether it stayed within the limit. */
export function formatMemory(memory: MemoryReport, limitPercent: number): string {
  if (memory.unavailable) return `API memory: not measured (${memory.unavailable})`;
  const last = memory.samples.at(-1)!;
  if (memory.growthPercent === null) {
    return `API memory (RSS): ${(last.rssBytes / MIB).toFixed(0)} MiB at the end (not judged: the run needs 3 minutes or more)`;
  }
  const verdict = memory.growthPercent <= limitPercent ? 'within' : 'OVER';
  const sign = memory.growthPercent >= 0 ? '+' : '';
  return (
    `API memory (RSS, medians per minute): ${(memory.settledBytes! / MIB).toFixed(0)} MiB in the second minute, ` +
    `${(memory.finalBytes! / MIB).toFixed(0)} MiB in the last: ${sign}${memory.growthPercent.toFixed(1)}% ` +
    `(${verdict} the ${limitPercent}% limit); peak ${(memory.peakBytes! / MIB).toFixed(0)} MiB`
  );
}
