/**
 * `npm run bench:devices`: what the device-facing API costs over the work it stands for.
 * Starts a private stack (MongoDB, MinIO, Dex) and the API on free ports, provisions devices,
 * then measures saturated check-ins and 1 MiB uploads through the API against the same database
 * writes and object puts done directly, in the same run, on the same servers. Prints the verdict
 * table, writes bench/results/devices-<timestamp>.json, and exits 1 when a target is missed.
 * `runDevicesBench` is the same run for `npm run bench`.
 */
import { cpus } from 'node:os';
import { connectDatabase, type Database } from '../../api/lib/mongo/database.js';
import { ObjectStore } from '../../api/lib/storage.js';
import { newRunId } from '../../scripts/simulator/provision.js';
import { JpegSynthesizer } from '../../scripts/simulator/synthetic-jpeg.js';
import type { ClosedLoopResult } from '../lib/closed-loop.js';
import { cpuSampler, totalCpuMs } from '../lib/process-cpu.js';
import { startPrivateStack, type PrivateStack } from '../lib/private-stack.js';
import { round } from '../lib/stats.js';
import { benchCheckins } from './checkin-bench.js';
import { provisionBenchDevices } from './devices.js';
import { devicesFigures } from './figures.js';
import { benchCommand, isEntryPoint, runCommand } from '../lib/cli.js';
import type { BenchReport } from '../lib/report.js';
import { parseBenchArgs, USAGE, type DevicesBenchOptions } from './options.js';
import { benchUploads } from './upload-bench.js';

const log = (line: string) => console.error(`[bench:devices] ${line}`);

/** A handful of distinct frames, rendered before timing starts so encoding never competes with it. */
function renderImages(mib: number, count = 6): Uint8Array<ArrayBuffer>[] {
  const synthesizer = new JpegSynthesizer(Math.round(mib * 1024 * 1024));
  synthesizer.calibrate();
  return Array.from({ length: count }, (_, i) => new Uint8Array(synthesizer.render(1000 + i, `bench frame ${i}`)));
}

function loopJson(result: ClosedLoopResult) {
  const l = result.latency;
  return {
    count: result.count,
    errors: result.errors,
    elapsed_s: round(result.elapsedMs / 1000),
    per_second: round(result.perSecond),
    latency_ms: { mean: round(l.mean), p50: round(l.p50), p95: round(l.p95), p99: round(l.p99), max: round(l.max) },
    error_samples: result.errorSamples,
    cpu_ms_per_op: result.cpuMsPerOp && roundAll(result.cpuMsPerOp),
  };
}

function roundAll(values: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, round(value) ?? value]));
}

async function bench(options: DevicesBenchOptions, stack: PrivateStack, database: Database) {
  const { env } = stack;
  const store = new ObjectStore({
    endpoint: env.S3_ENDPOINT!,
    accessKey: env.S3_ACCESS_KEY!,
    secretKey: env.S3_SECRET_KEY!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION ?? 'us-east-1',
  });
  log(`provisioning ${options.devices} devices ...`);
  const token = await stack.token();
  const devices = await provisionBenchDevices({
    apiUrl: stack.apiUrl,
    token,
    count: options.devices,
    runId: newRunId(),
    db: database.db,
  });
  log(`rendering ${options.imageMib} MiB JPEGs ...`);
  const images = renderImages(options.imageMib);
  const phase = {
    durationMs: options.phaseMs,
    warmupMs: options.warmupMs,
    rounds: options.rounds,
    log,
    cpu: cpuSampler(stack.pids),
  };
  const checkins = await benchCheckins({
    apiUrl: stack.apiUrl,
    db: database.db,
    devices,
    concurrency: options.checkinConcurrency,
    ...phase,
  });
  const uploads = await benchUploads({
    apiUrl: stack.apiUrl,
    store,
    db: database.db,
    devices,
    images,
    concurrency: options.uploadConcurrency,
    ...phase,
  });
  return { checkins, uploads };
}

/** Runs the devices bench on a private stack of its own and returns its figures. */
export async function runDevicesBench(options: DevicesBenchOptions): Promise<BenchReport> {
  const startedAt = new Date();
  log('starting MongoDB, MinIO, Dex and the API on free ports ...');
  const stack = await startPrivateStack({
    name: 'devices',
    apiEnv: { LOG_LEVEL: options.logLevel },
    keep: options.keep,
  });
  // Ctrl-C must not leave servers behind.
  const interrupted = () => {
    log('interrupted; stopping the servers');
    void stack.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  let database: Database | undefined;
  try {
    database = await connectDatabase(stack.env.MONGODB_URI!, stack.env.MONGODB_DB!, 5000);
    const { checkins, uploads } = await bench(options, stack, database);
    const errorNotes = Object.entries({
      api: checkins.api,
      direct: checkins.direct,
      directWithLookup: checkins.directWithLookup,
      ...{ uploadApi: uploads.api, uploadDirect: uploads.direct },
    })
      .filter(([, r]) => r.errorSamples.length > 0)
      .map(([name, r]) => `  ${name} errors: ${r.errorSamples.join(' | ')}`);
    return {
      bench: 'devices',
      startedAt,
      finishedAt: new Date(),
      setting:
        `Devices bench: API (own process, LOG_LEVEL=${options.logLevel}) vs direct driver/minio calls; ` +
        `MongoDB + MinIO on ${cpus().length} CPUs shared with the load generator\n` +
        `check-ins: ${options.devices} devices, ${options.checkinConcurrency} in flight; ` +
        `uploads: ${(uploads.bytesPerUpload / 1024 / 1024).toFixed(2)} MiB JPEGs, ${options.uploadConcurrency} in flight; ` +
        `${options.phaseMs / 1000} s per side in ${options.rounds} alternating turns`,
      figures: devicesFigures(checkins, uploads),
      notes: [
        ...errorNotes,
        ...cpuNotes({ 'check-in': checkins, upload: uploads }),
        `  MongoDB commands per check-in: api ${checkins.commands.api.toFixed(2)}, direct ${checkins.commands.direct.toFixed(2)}`,
        `  MongoDB commands per upload: api ${uploads.commands.api.toFixed(2)}, direct ${uploads.commands.direct.toFixed(2)}`,
      ],
      details: {
        checkins: {
          api: loopJson(checkins.api),
          direct: loopJson(checkins.direct),
          direct_with_key_lookup: loopJson(checkins.directWithLookup),
          mongodb_commands_per_checkin: checkins.commands,
        },
        uploads: {
          bytes_per_upload: Math.round(uploads.bytesPerUpload),
          api: loopJson(uploads.api),
          direct: loopJson(uploads.direct),
          direct_put: loopJson(uploads.directPut),
          mongodb_commands_per_upload: uploads.commands,
        },
      },
      options: { ...options },
    };
  } finally {
    process.off('SIGINT', interrupted);
    await database?.close();
    log(options.keep ? `stopping the servers (data and logs kept in ${stack.dir})` : 'stopping the servers ...');
    await stack.stop();
  }
}

/** CPU milliseconds per operation by process, for each side: where the gap to the direct rate goes. */
function cpuNotes(groups: Record<string, object>): string[] {
  const lines: string[] = [];
  for (const [what, sides] of Object.entries(groups)) {
    for (const [side, result] of Object.entries(sides)) {
      const perOp = (result as Partial<ClosedLoopResult>).cpuMsPerOp;
      if (!perOp) continue;
      const total = totalCpuMs(perOp);
      const parts = Object.entries(perOp)
        .filter(([, ms]) => ms >= 0.05)
        .map(([name, ms]) => `${name} ${ms.toFixed(2)}`);
      lines.push(`  CPU ms per ${what}, ${side}: ${total.toFixed(2)} (${parts.join(', ')})`);
    }
  }
  return lines;
}

if (isEntryPoint(import.meta.url)) {
  runCommand(() => benchCommand({ parse: parseBenchArgs, usage: USAGE, run: runDevicesBench }));
}
