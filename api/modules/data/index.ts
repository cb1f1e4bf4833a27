import type { Clock } from '../../lib/clock.js';
import type { Db } from 'mongodb';
import { Counter, Gauge } from 'prom-client';
import type { Config } from '../../config.js';
import type { Logger } from '../../lib/logging.js';
import type { Metrics } from '../../lib/metrics.js';
import type { Claims } from '../../lib/mongo/claims.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import type { JobQueue } from '../../lib/queue.js';
import type { ObjectStore } from '../../lib/storage.js';
import type { OrganizationSettings } from '../org/index.js';
import { AnnotationRepository } from './annotations/repository.js';
import { annotationRoutes } from './annotations/routes.js';
import { AnnotationService } from './annotations/service.js';
import { BatchAutoClose } from './batches/auto-close.js';
import { BatchRepository } from './batches/repository.js';
import { batchRoutes } from './batches/routes.js';
import { BatchService } from './batches/service.js';
import { DatasetRepository } from './datasets/repository.js';
import { datasetRoutes } from './datasets/routes.js';
import { DatasetService } from './datasets/service.js';
import { datasetArtifacts } from './exports/artifacts.js';
import { AsyncJobRepository } from './exports/repository.js';
import { exportRoutes } from './exports/routes.js';
import { ExportLinks, exportLinkSignatures } from './exports/export-links.js';
import { ExportRunner } from './exports/runner.js';
import { ExportService } from './exports/service.js';
import { ImageRepository } from './images/repository.js';
import { imageRoutes } from './images/routes.js';
import { ImageService, type UploadCounters } from './images/service.js';
import { inferenceData } from './inference-data.js';
import { StorageSweeper } from './images/storage-sweeper.js';
import { ImportJobRepository } from './imports/repository.js';
import { importRoutes } from './imports/routes.js';
import { LargeUploadRepository } from './large-uploads/repository.js';
import { largeUploadRoutes } from './large-uploads/routes.js';
import { LargeUploadService } from './large-uploads/service.js';
import { sweepIntervalMs, sweepLargeUploads } from './large-uploads/sweeper.js';
import { ImportRunner } from './imports/runner.js';
import { ImportService } from './imports/service.js';
import { jobRoutes } from './jobs/routes.js';
import { ProjectRepository } from './projects/repository.js';
import { userUploadRoutes } from './uploads/routes.js';
import { UserUploadService } from './uploads/service.js';
import { projectRoutes } from './projects/routes.js';
import { ProjectService } from './projects/service.js';
import type { Quotas } from '../../lib/quotas.js';
import { ImageLinks, imageLinkSignatures } from './images/image-links.js';

export interface DataModuleDeps {
  db: Db;
  clock: Clock;
  sequences: Sequences;
  claims: Claims;
  store: ObjectStore;
  queue: JobQueue;
  metrics: Metrics;
  config: Config;
  logger: Logger;
  settingsOf(organizationId: number): Promise<OrganizationSettings>;
  /** Device uploads per organization, counted where uploads are recorded (the devices module's). */
  uploadCounters: UploadCounters;
  quotas: Quotas;
}

/** The data pipeline: projects, batches, images, annotations, dataset versions. */
export function createDataModule(deps: DataModuleDeps) {
  const { db, sequences, config, clock } = deps;
  const projectRepo = new ProjectRepository(db, clock);
  const batchRepo = new BatchRepository(db, sequences);
  const imageRepo = new ImageRepository(db, sequences, clock);
  const annotationRepo = new AnnotationRepository(db, sequences);
  const datasetRepo = new DatasetRepository(db, sequences, clock);

  const projects = new ProjectService(projectRepo, sequences, clock, {
    countDatasetVersions: (org, id) => datasetRepo.countForProject(org, id),
    async detach(org, id) {
      // The versions' exports go with them: their records, and the archives old links would serve.
      const keys = await jobRepo.removeForVersions(org, await datasetRepo.versionIdsOfProject(org, id));
      if (keys.length > 0) await deps.store.removeMany(keys);
      await datasetRepo.removeForProject(org, id);
      await batchRepo.unassignProject(org, id);
      await imageRepo.unassignProject(org, id);
    },
  });
  const autoClose: BatchAutoClose = new BatchAutoClose({
    queue: deps.queue,
    clock,
    logger: deps.logger,
    settingsOf: deps.settingsOf,
    findBatch: (org, id) => batchRepo.get(org, id),
    openBatches: (org) => batchRepo.collecting(org),
    newestImageAt: (org, batchId) => imageRepo.newestInBatch(org, batchId),
    // Closing is BatchService's (the claim, the counter), and BatchService cancels these
    // timers: each needs the other, so this one reaches `batches` when a timer fires.
    close: (org, id) => batches.close(org, id, 'timeout'),
  });
  const images = new ImageService(
    imageRepo,
    batchRepo,
    projectRepo,
    annotationRepo,
    deps.store,
    deps.logger,
    {
      // Scheduled once per batch: the job moves itself while images keep arriving.
      onBatchOpened: (batch) => autoClose.scheduleFor(batch),
      uploadCounters: deps.uploadCounters,
      quotas: deps.quotas,
      heldByVersions: (organizationId, keys) => datasetRepo.heldStorageKeys(organizationId, keys),
      versionNamesOf: (org, ids) => datasetRepo.newestVersionNames(org, ids),
    },
    new ImageLinks(imageLinkSignatures(config.S3_SECRET_KEY), config.SIGNED_URL_TTL_S, clock),
    clock,
  );
  const annotations = new AnnotationService(annotationRepo, imageRepo, clock);
  const closures = new Counter({
    name: 'edge_vision_batch_closures_total',
    help: 'Batches closed, by reason (manual or timeout)',
    labelNames: ['reason'],
    registers: [deps.metrics.registry],
  });
  const batches: BatchService = new BatchService(
    batchRepo,
    imageRepo,
    annotationRepo,
    projects,
    deps.claims,
    closures,
    autoClose,
    clock,
  );

  const datasets = new DatasetService(datasetRepo, imageRepo, annotationRepo, batchRepo, projects, deps.logger, clock);
  const jobRepo = new AsyncJobRepository(db, clock);
  const staleMs = config.EXPORT_JOB_STALE_S * 1000;
  const runner = new ExportRunner({
    queue: deps.queue,
    clock,
    claims: deps.claims,
    store: deps.store,
    jobs: jobRepo,
    datasets: datasetRepo,
    logger: deps.logger,
    maxAttempts: config.EXPORT_JOB_MAX_ATTEMPTS,
    timing: { staleMs, heartbeatMs: Math.min(5000, staleMs / 4) },
  });
  const exports = new ExportService({
    jobs: jobRepo,
    clock,
    datasets,
    enqueue: (org, jobId) => runner.enqueue(org, jobId),
    links: new ExportLinks(exportLinkSignatures(config.S3_SECRET_KEY), config.SIGNED_URL_TTL_S, clock),
    open: (key) => deps.store.open(key),
    logger: deps.logger,
    quotas: deps.quotas,
  });

  const importJobs = new ImportJobRepository(db, clock);
  const importRunner = new ImportRunner({
    queue: deps.queue,
    clock,
    claims: deps.claims,
    store: deps.store,
    jobs: importJobs,
    projects: projectRepo,
    images: imageRepo,
    annotations: annotationRepo,
    batches: batchRepo,
    maxImageBytes: config.MAX_UPLOAD_BYTES,
    maxImagePixels: config.MAX_IMAGE_PIXELS,
    quotas: deps.quotas,
    logger: deps.logger,
    maxAttempts: config.EXPORT_JOB_MAX_ATTEMPTS,
    timing: { staleMs, heartbeatMs: Math.min(5000, staleMs / 4) },
  });
  const imports = new ImportService({
    jobs: importJobs,
    clock,
    enqueue: (org, jobId) => importRunner.enqueue(org, jobId),
    logger: deps.logger,
  });

  const largeUploadRepo = new LargeUploadRepository(db, clock);
  const largeUploads = new LargeUploadService({
    repo: largeUploadRepo,
    clock,
    store: deps.store,
    logger: deps.logger,
    maxBytes: config.MAX_IMPORT_BYTES,
    partBytes: config.LARGE_UPLOAD_PART_BYTES,
    expiryMs: config.LARGE_UPLOAD_EXPIRY_S * 1000,
  });
  const largeUploadSweeper = sweepLargeUploads(largeUploads, deps.logger);

  const userUploads = new UserUploadService({
    images: imageRepo,
    clock,
    batches: batchRepo,
    projects: projectRepo,
    imageViews: images,
    store: deps.store,
  });

  const sweeper = new StorageSweeper({
    store: deps.store,
    clock,
    images: imageRepo,
    heldByVersions: (organizationId, keys) => datasetRepo.heldStorageKeys(organizationId, keys),
    graceMs: config.STORAGE_ORPHAN_GRACE_S * 1000,
    maxOrphanShare: config.STORAGE_ORPHAN_MAX_SHARE,
    quarantineDays: config.STORAGE_QUARANTINE_DAYS,
    logger: deps.logger,
    metrics: {
      quarantined: new Counter({
        name: 'edge_vision_swept_objects_total',
        help: 'Image objects without a record moved to quarantine/ by the storage sweeper',
        registers: [deps.metrics.registry],
      }),
      missing: new Gauge({
        name: 'edge_vision_images_missing_object',
        help: 'Image records whose object the last storage sweep did not find',
        registers: [deps.metrics.registry],
      }),
    },
  });
  return {
    /** Open batches follow the organization's new auto-close settings. */
    rescheduleOpenBatches: (organizationId: number) => autoClose.rescheduleOpenBatches(organizationId),
    projectExists: async (organizationId: number, projectId: number) =>
      (await projectRepo.find(organizationId, projectId)) !== null,
    /** What model workflows read: dataset versions and their archives. */
    artifacts: datasetArtifacts(datasetRepo, projectRepo, jobRepo, exports),
    /** What inference reads and writes: images to run on, machine annotations. */
    inference: inferenceData({
      projects: projectRepo,
      batches: batchRepo,
      images: imageRepo,
      annotations: annotationRepo,
      annotationService: annotations,
      store: deps.store,
      clock,
    }),
    routes: [
      ...projectRoutes(projects),
      ...batchRoutes(batches),
      ...userUploadRoutes(userUploads, deps.store, {
        maxUploadBytes: config.MAX_UPLOAD_BYTES,
        maxPixels: config.MAX_IMAGE_PIXELS,
        clock,
      }),
      ...imageRoutes(images, deps.store, {
        maxUploadBytes: config.MAX_UPLOAD_BYTES,
        maxPixels: config.MAX_IMAGE_PIXELS,
        publicBaseUrl: config.PUBLIC_BASE_URL,
        clock,
      }),
      ...annotationRoutes(annotations, { annotations: annotationRepo, images: imageRepo, clock }),
      ...datasetRoutes(datasets),
      ...exportRoutes(exports),
      ...importRoutes({
        service: imports,
        store: deps.store,
        maxArchiveBytes: config.MAX_IMPORT_BYTES,
        projectExists: async (org, id) => (await projectRepo.find(org, id)) !== null,
        takeUpload: (org, id) => largeUploads.take(org, id),
      }),
      ...largeUploadRoutes(largeUploads, { maxPartBytes: config.LARGE_UPLOAD_PART_BYTES }),
      ...jobRoutes(
        [(user, id, baseUrl) => exports.find(user, id, baseUrl), (user, id) => imports.find(user, id)],
        config.PUBLIC_BASE_URL,
      ),
    ],
    async ensureIndexes() {
      await projectRepo.ensureIndexes();
      await batchRepo.ensureIndexes();
      await imageRepo.ensureIndexes();
      await annotationRepo.ensureIndexes();
      await datasetRepo.ensureIndexes();
      await jobRepo.ensureIndexes();
      await importJobs.ensureIndexes();
      await largeUploadRepo.ensureIndexes();
    },
    /** Periodic work of this process: the storage sweep, abandoned large uploads. */
    schedule() {
      sweeper.start(config.STORAGE_SWEEP_INTERVAL_S * 1000);
      largeUploadSweeper.start(sweepIntervalMs(config.LARGE_UPLOAD_EXPIRY_S * 1000));
    },
    async close() {
      await sweeper.stop();
      await largeUploadSweeper.stop();
      await datasets.settle();
    },
  };
}

/** The export job's name: the queue starts it as soon as it is queued. */
export { EXPORT_JOB } from './exports/runner.js';
export { IMPORT_JOB } from './imports/runner.js';
