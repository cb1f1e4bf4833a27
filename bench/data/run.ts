/**
 * `npm run bench:data`: what the data API costs over the database work it stands for, at scale.
 * Starts a private stack (MongoDB, MinIO, Dex) and the API on free ports, signs in through Dex
 * (which creates the organization), creates a project through the API, and seeds 100k images
 * with annotations straight into the API's database. Then, in the same run on the same servers:
 * GET /data/images with common filter sets against the same queries done directly (p50/p95,
 * targets p95 <= 150 ms and <= 3x direct); a dataset version over every image against a direct bulk
 * update of the same documents (<= 60 s, <= 2x); a calibration export of 1000 images (<= 10 s); a COCO
 * import of 10,000 images with 5 boxes each, sent in parts, against the same images and boxes stored
 * directly (<= 60 s). Prints
 * the verdict table, writes bench/results/data-<timestamp>.json, exits 1 when a target is missed.
 * `runDataBench` is the same run for `npm run bench`.
 */
import { cpus } from 'node:os';
import { connectDatabase, type Database } from '../../api/lib/mongo/database.js';
import { ObjectStore } from '../../api/lib/storage.js';
import { startPrivateStack, type PrivateStack } from '../lib/private-stack.js';
import { fileTimestamp } from '../lib/results.js';
import { round, type LatencySummary } from '../lib/stats.js';
import { formatTable } from '../lib/table.js';
import { benchCalibration } from './calibration-bench.js';
import { dataFigures, importFigures, TARGETS, yoloFigures } from './figures.js';
import { benchCocoImport } from './import-bench.js';
import { atMost } from '../lib/figure.js';
import { expectData, requestJson } from './http.js';
import { benchImageList, commonFilterSets, deepPageSets } from './list-bench.js';
import { benchCommand, isEntryPoint, runCommand } from '../lib/cli.js';
import type { BenchReport } from '../lib/report.js';
import { parseBenchArgs, USAGE, type DataBenchOptions } from './options.js';
import { seedProject } from './seed.js';
import { benchVersionCreation } from './version-bench.js';
import { benchYoloExport } from './export-bench.js';

const log = (line: string) => console.error(`[bench:data] ${line}`);
const CLASSES = ['car', 'person', 'truck', 'bicycle', 'dog'];
const VERSION_SEED = 42;
/**
 * The API's MONGODB_TIMEOUT_MS and the direct client's: its socket timeout is six times this, so
 * a slow bulk write on a loaded machine is measured rather than ended with a 503.
 */
const DB_TIMEOUT_MS = 600_000;

function latencyJson(l: LatencySummary) {
  return { count: l.count, mean: round(l.mean), p50: round(l.p50), p95: round(l.p95), max: round(l.max) };
}

/** Runs a phase and keeps its wall time, so the report says where the run's minutes went. */
async function phase<T>(phases: Record<string, number>, name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    phases[name] = (performance.now() - started) / 1000;
  }
}

async function bench(options: DataBenchOptions, stack: PrivateStack, database: Database) {
  const { env, apiUrl } = stack;
  const phases: Record<string, number> = {};
  const store = new ObjectStore({
    endpoint: env.S3_ENDPOINT!,
    accessKey: env.S3_ACCESS_KEY!,
    secretKey: env.S3_SECRET_KEY!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION ?? 'us-east-1',
  });
  const token = await stack.token();
  // The first signed-in request creates the organization, with alice as its owner.
  const organization = await expectData<{ id: number }>(
    'read organization',
    requestJson('GET', `${apiUrl}/organization`, token),
    200,
  );
  const project = await expectData<{ id: number }>(
    'create project',
    requestJson('POST', `${apiUrl}/data/projects`, token, {
      name: 'Parking entry (bench)',
      project_type: 'object_detection',
      classes: CLASSES,
    }),
    201,
  );
  log(`seeding ${options.images} images into organization ${organization.id}, project ${project.id} ...`);
  const seed = await phase(phases, 'seed', () =>
    seedProject({
      db: database.db,
      organizationId: organization.id,
      projectId: project.id,
      classes: CLASSES,
      images: options.images,
      log,
    }),
  );
  const common = { apiUrl, token, db: database.db, organizationId: organization.id, log };
  const lists = await phase(phases, 'image list', async () =>
    benchImageList({
      ...common,
      sets: [
        ...commonFilterSets({
          projectId: project.id,
          batchIds: seed.batchIds,
          filenames: seed.images.map((image) => image.filename),
        }),
        ...(await deepPageSets(database.db, {
          organizationId: organization.id,
          projectId: project.id,
          images: options.images,
        })),
      ],
      samples: options.samples,
      pids: { api: stack.pids.api, database: stack.pids.mongod },
    }),
  );
  const version = await phase(phases, 'dataset version', () =>
    benchVersionCreation({ ...common, projectId: project.id, images: seed.images }),
  );
  const calibration = await phase(phases, 'calibration export', () =>
    benchCalibration({
      ...common,
      store,
      version: version.version,
      seed: VERSION_SEED,
      images: seed.images,
      count: options.calibrationImages,
      objectKib: options.objectKib,
    }),
  );
  const yolo =
    options.exportImages === 0
      ? null
      : await phase(phases, 'YOLO export', () =>
          benchYoloExport({
            ...common,
            store,
            projectId: project.id,
            count: options.exportImages,
            images: seed.images,
            batchIds: seed.batchIds,
            objectKib: options.objectKib,
            ...(stack.pids.api === undefined ? {} : { apiPid: stack.pids.api }),
          }),
        );
  const coco =
    options.importImages === 0
      ? null
      : await phase(phases, 'COCO import', () =>
          benchCocoImport({ ...common, store, images: options.importImages, boxesPerImage: 5 }),
        );
  return {
    organizationId: organization.id,
    projectId: project.id,
    seed,
    lists,
    version,
    calibration,
    yolo,
    coco,
    phases,
  };
}

/** Runs the data bench on a private stack of its own (or the given MongoDB) and returns its figures. */
export async function runDataBench(options: DataBenchOptions): Promise<BenchReport> {
  const startedAt = new Date();
  log(`starting ${options.mongodbUri ? '' : 'MongoDB, '}MinIO, Dex and the API on free ports ...`);
  const apiEnv: Record<string, string> = { LOG_LEVEL: options.logLevel, MONGODB_TIMEOUT_MS: String(DB_TIMEOUT_MS) };
  if (options.mongodbUri) apiEnv.MONGODB_DB = `bench_data_${fileTimestamp(startedAt).replace(/-/g, '_')}`;
  const stack = await startPrivateStack({
    name: 'data',
    apiEnv,
    keep: options.keep,
    ...(options.mongodbUri ? { mongodbUri: options.mongodbUri } : {}),
  });
  // Ctrl-C must not leave servers behind.
  const interrupted = () => {
    log('interrupted; stopping the servers');
    void stack.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  let database: Database | undefined;
  try {
    database = await connectDatabase(stack.env.MONGODB_URI!, stack.env.MONGODB_DB!, DB_TIMEOUT_MS);
    const result = await bench(options, stack, database);
    const { seed, lists, version, calibration, yolo, coco, phases } = result;
    const split = version.version.split_counts;
    return {
      bench: 'data',
      startedAt,
      finishedAt: new Date(),
      setting:
        `Data bench: API (own process, LOG_LEVEL=${options.logLevel}) vs the same queries and writes done ` +
        `directly with the driver; ${options.mongodbUri ? 'MongoDB at --mongodb-uri' : "the stack's MongoDB 6.0.5"} + MinIO ` +
        `on ${cpus().length} CPUs shared with the bench\n` +
        `${options.images} images (${seed.annotationCount} annotations, ${seed.batchIds.length} batches) in one ` +
        `project of one organization; ${options.samples} requests per filter set and side, taken in turns`,
      figures: [
        ...dataFigures(lists, version, calibration, options.images),
        ...(yolo ? yoloFigures(yolo) : []),
        ...(coco ? importFigures(coco) : []),
        // The whole run, servers and seeding included: what someone running the bench waits.
        atMost('bench:data wall time', 'min', (Date.now() - startedAt.getTime()) / 60_000, null, TARGETS.benchMinutes),
      ],
      notes: [
        `\n${formatTable(
          ['filter set', 'query', 'matches'],
          // Cursors shortened: they are opaque and long.
          lists.map((set) => [set.name, set.query.replace(/cursor=[\w-]+/, 'cursor=…') || '(none)', String(set.total)]),
          ['left', 'left', 'right'],
        )}`,
        `
CPU ms per request (schedstat): the API process and MongoDB for the API's request; the bench's ` +
          `driver and MongoDB for the direct query
${formatTable(
  ['filter set', 'API', 'its MongoDB', 'driver', 'its MongoDB'],
  lists.map((set) => [
    set.name,
    ...(set.cpu
      ? [set.cpu.api, set.cpu.apiDatabase, set.cpu.direct, set.cpu.directDatabase].map((ms) => ms.toFixed(2))
      : ['-', '-', '-', '-']),
  ]),
  ['left', 'right', 'right', 'right', 'right'],
)}`,
        `\ndataset version ${version.version.id}: ${version.version.image_count} images, usable after ` +
          `${(version.apiMs / 1000).toFixed(1)} s, splits locked after ${(version.lockedMs / 1000).toFixed(1)} s ` +
          `(train ${split.train}, val ${split.val}, test ${split.test}); direct: updates ` +
          `${(version.directUpdateMs / 1000).toFixed(1)} s + inserts ${(version.directInsertMs / 1000).toFixed(1)} s\n` +
          `calibration export: ${calibration.images} images, ${(calibration.archiveBytes / 1024 / 1024).toFixed(1)} MiB; ` +
          `queued ${(calibration.queuedMs / 1000).toFixed(1)} s, running ${(calibration.runningMs / 1000).toFixed(1)} s\n` +
          (yolo
            ? `YOLO export: ${yolo.images} images, ${(yolo.archiveBytes / 1024 / 1024).toFixed(1)} MiB; version ` +
              `${(yolo.versionMs / 1000).toFixed(1)} s, export ${(yolo.exportMs / 1000).toFixed(1)} s (queued ` +
              `${(yolo.queuedMs / 1000).toFixed(1)} s, running ${(yolo.runningMs / 1000).toFixed(1)} s); API RSS ` +
              `${yolo.rssBeforeMiB?.toFixed(0) ?? '-'} MiB before, peak ${yolo.rssPeakMiB?.toFixed(0) ?? '-'} MiB; ` +
              `directly ${(yolo.directMs / 1000).toFixed(1)} s (${(yolo.directArchiveBytes / 1024 / 1024).toFixed(1)} MiB)\n`
            : '') +
          (coco
            ? `COCO import: ${coco.images} images, ${coco.boxes} boxes, ${(coco.archiveBytes / 1024 / 1024).toFixed(1)} MiB; ` +
              `upload ${(coco.uploadMs / 1000).toFixed(1)} s, whole ${(coco.apiMs / 1000).toFixed(1)} s (job running ` +
              `${(coco.runningMs / 1000).toFixed(1)} s, client waiting ${(coco.clientWaitMs / 1000).toFixed(1)} s, ` +
              `seen ${(coco.seenLateMs / 1000).toFixed(2)} s after its end); directly ${(coco.directMs / 1000).toFixed(1)} s\n`
            : '') +
          `wall time: ${Object.entries(phases)
            .map(([name, s]) => `${name} ${s.toFixed(0)} s`)
            .join(', ')}`,
      ],
      details: {
        seed: {
          images: seed.images.length,
          annotations: seed.annotationCount,
          batches: seed.batchIds.length,
          elapsed_s: round(seed.elapsedMs / 1000),
        },
        image_list: lists.map((set) => ({
          name: set.name,
          query: set.query,
          total: set.total,
          api_ms: latencyJson(set.api),
          direct_ms: latencyJson(set.direct),
          cpu_ms_per_request: set.cpu && {
            api: round(set.cpu.api),
            api_database: round(set.cpu.apiDatabase),
            direct_client: round(set.cpu.direct),
            direct_database: round(set.cpu.directDatabase),
          },
        })),
        dataset_version: {
          images: version.images,
          api_s: round(version.apiMs / 1000),
          splits_locked_s: round(version.lockedMs / 1000),
          direct_s: round(version.directMs / 1000),
          direct_update_s: round(version.directUpdateMs / 1000),
          direct_insert_s: round(version.directInsertMs / 1000),
          split_counts: version.version.split_counts,
        },
        calibration_export: {
          images: calibration.images,
          api_s: round(calibration.apiMs / 1000),
          queued_s: round(calibration.queuedMs / 1000),
          running_s: round(calibration.runningMs / 1000),
          archive_bytes: calibration.archiveBytes,
          direct_s: round(calibration.directMs / 1000),
        },
        yolo_export: yolo && {
          images: yolo.images,
          version_s: round(yolo.versionMs / 1000),
          export_s: round(yolo.exportMs / 1000),
          queued_s: round(yolo.queuedMs / 1000),
          running_s: round(yolo.runningMs / 1000),
          archive_bytes: yolo.archiveBytes,
          api_rss_before_mib: yolo.rssBeforeMiB === null ? null : round(yolo.rssBeforeMiB),
          api_rss_peak_mib: yolo.rssPeakMiB === null ? null : round(yolo.rssPeakMiB),
          direct_s: round(yolo.directMs / 1000),
          direct_archive_bytes: yolo.directArchiveBytes,
        },
        coco_import: coco && {
          images: coco.images,
          boxes: coco.boxes,
          archive_bytes: coco.archiveBytes,
          api_s: round(coco.apiMs / 1000),
          upload_s: round(coco.uploadMs / 1000),
          running_s: round(coco.runningMs / 1000),
          client_wait_s: round(coco.clientWaitMs / 1000),
          seen_late_s: round(coco.seenLateMs / 1000),
          direct_s: round(coco.directMs / 1000),
        },
        phases_s: Object.fromEntries(Object.entries(phases).map(([name, s]) => [name, round(s)])),
      },
      options: { ...options },
    };
  } finally {
    process.off('SIGINT', interrupted);
    if (options.mongodbUri) await database?.db.dropDatabase();
    await database?.close();
    log(options.keep ? `stopping the servers (data and logs kept in ${stack.dir})` : 'stopping the servers ...');
    await stack.stop();
  }
}

if (isEntryPoint(import.meta.url)) {
  runCommand(() => benchCommand({ parse: parseBenchArgs, usage: USAGE, run: runDataBench }));
}
