/**
 * `npm run bench:devices`: what the device-facing API costs over the work it stands for.
 * Starts a private stack (FerretDB, MinIO, Dex) and the API on free ports, provisions devices,
 * then measures saturated check-ins and 1 MiB uploads through the API against the same database
 * writes and object puts done directly, in the same run, on the same servers. Prints the verdict
 * table, writes bench/results/devices-<timestamp>.json, and exits 1 when a target is missed.
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { connectDatabase, type Database } from '../../api/lib/mongo/database.js';
import { ObjectStore } from '../../api/lib/storage.js';
import { newRunId } from '../../scripts/simulator/provision.js';
import { JpegSynthesizer } from '../../scripts/simulator/synthetic-jpeg.js';
import type { ClosedLoopResult } from '../lib/closed-loop.js';
import { comparisonJson, comparisonTable } from '../lib/comparison.js';
import { startPrivateStack, type PrivateStack } from '../lib/private-stack.js';
import { writeResults } from '../lib/results.js';
import { round } from '../lib/stats.js';
import { benchCheckins } from './checkin-bench.js';
import { provisionBenchDevices } from './devices.js';
import { devicesFigures } from './figures.js';
import { readBenchArgs } from '../lib/cli.js';
import { parseBenchArgs, USAGE, type DevicesBenchOptions } from './options.js';
import { benchUploads } from './upload-bench.js';

const log = (line: string) => console.error(`[bench:devices] ${line}`);

/** A handful of distinct frames, rendered before timing starts so encoding never competes with it. */
function renderImages(mib: number, count = 6): Uint8Array<ArrayBuffer>[] {
  const synthesizer = new JpegSynthesizer(Math.round(mib * 1024 * 1024));
  synthesizer.calibrate();
  return Array.from({ length: count }, (_, i) => new Uint8Array(synthesizer.render(1000 + i, `bench frame ${i}`)));
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
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
  };
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
  const phase = { durationMs: options.phaseMs, warmupMs: options.warmupMs, log };
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
    devices,
    images,
    concurrency: options.uploadConcurrency,
    ...phase,
  });
  return { checkins, uploads };
}

async function main(): Promise<number> {
  const options = readBenchArgs(parseBenchArgs, USAGE);
  if (typeof options === 'number') return options;
  const startedAt = new Date();
  log('starting FerretDB, MinIO, Dex and the API on free ports ...');
  const stack = await startPrivateStack({
    name: 'devices',
    apiEnv: { LOG_LEVEL: options.logLevel },
    keep: options.keep,
  });
  // Ctrl-C must not leave servers behind.
  process.once('SIGINT', () => {
    log('interrupted; stopping the servers');
    void stack.stop().finally(() => process.exit(130));
  });
  let database: Database | undefined;
  try {
    database = await connectDatabase(stack.env.MONGODB_URI!, stack.env.MONGODB_DB!, 5000);
    const { checkins, uploads } = await bench(options, stack, database);
    const figures = devicesFigures(checkins, uploads);
    const pass = figures.every((figure) => figure.pass !== false);
    const cpu = cpus();

    console.log(
      `\nDevices bench: API (own process, LOG_LEVEL=${options.logLevel}) vs direct driver/minio calls; ` +
        `FerretDB + MinIO on ${cpu.length} CPUs shared with the load generator\n` +
        `check-ins: ${options.devices} devices, ${options.checkinConcurrency} in flight; ` +
        `uploads: ${(uploads.bytesPerUpload / 1024 / 1024).toFixed(2)} MiB JPEGs, ${options.uploadConcurrency} in flight; ` +
        `${options.phaseMs / 1000} s per phase\n`,
    );
    console.log(comparisonTable(figures));
    for (const [name, r] of Object.entries({
      ...checkins,
      ...{ uploadApi: uploads.api, uploadDirect: uploads.direct },
    })) {
      if (r.errorSamples.length > 0) console.log(`  ${name} errors: ${r.errorSamples.join(' | ')}`);
    }

    const file = writeResults(
      'devices',
      {
        bench: 'devices',
        started_at: startedAt.toISOString(),
        finished_at: new Date().toISOString(),
        pass,
        environment: { node: process.version, cpus: cpu.length, cpu_model: cpu[0]?.model ?? null, commit: commit() },
        options: { ...options, help: undefined },
        figures: comparisonJson(figures),
        checkins: {
          api: loopJson(checkins.api),
          direct: loopJson(checkins.direct),
          direct_with_key_lookup: loopJson(checkins.directWithLookup),
        },
        uploads: {
          bytes_per_upload: Math.round(uploads.bytesPerUpload),
          api: loopJson(uploads.api),
          direct: loopJson(uploads.direct),
          direct_streamed: loopJson(uploads.directStreamed),
        },
      },
      undefined,
      startedAt,
    );
    console.log(`\n${pass ? 'All targets met.' : 'Some targets were missed.'} Results: ${file}`);
    return pass ? 0 : 1;
  } finally {
    await database?.close();
    log(options.keep ? `stopping the servers (data and logs kept in ${stack.dir})` : 'stopping the servers ...');
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
