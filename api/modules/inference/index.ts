import { Gauge, type Registry } from 'prom-client';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from 'mongodb';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logging.js';
import type { Claims } from '../../lib/mongo/claims.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import type { JobQueue } from '../../lib/queue.js';
import type { ObjectStore } from '../../lib/storage.js';
import { RequestExecutor } from './execution.js';
import { ModelFiles } from './model-files.js';
import { ModelResolver } from './model-resolver.js';
import { RuntimePool } from './onnx/runtime-pool.js';
import type { InferenceData, ModelCatalog } from './ports.js';
import { InferenceRepository } from './repository.js';
import { inferenceRoutes } from './routes.js';
import { InferenceService } from './service.js';
import { InferenceWorker } from './worker.js';
import type { Quotas } from '../../lib/quotas.js';

export { INFERENCE_JOB } from './worker.js';
export { RuntimePool } from './onnx/runtime-pool.js';
export type { InferenceData, ModelCatalog } from './ports.js';

export interface InferenceModuleDeps {
  db: Db;
  clock: Clock;
  quotas: Quotas;
  sequences: Sequences;
  claims: Claims;
  store: ObjectStore;
  queue: JobQueue;
  config: Config;
  logger: Logger;
  /** Model versions (the ml module). */
  models: ModelCatalog;
  /** Projects, images and annotations (the data module). */
  data: InferenceData;
  /** The ONNX Runtime threads; default: a pool of its own, sized by the configuration. */
  pool?: RuntimePool;
  /** Where the inference request gauge is registered. */
  registry?: Registry;
}

/** The ONNX Runtime threads a process runs models on, as the configuration sizes them. */
export function runtimePoolFor(config: Config, logger: Logger): RuntimePool {
  return new RuntimePool(
    {
      threads: config.INFERENCE_CONCURRENCY,
      cacheBytes: config.INFERENCE_SESSION_CACHE_MB * 1024 * 1024,
      cacheEntries: config.INFERENCE_SESSION_CACHE_ENTRIES,
      idleMs: config.INFERENCE_SESSION_IDLE_S * 1000,
      intraOpThreads: config.INFERENCE_INTRA_OP_THREADS,
    },
    logger,
  );
}

/**
 * Inference requests and automatic annotation: the API routes, and the Agenda worker that runs
 * requests on ONNX Runtime threads (detectors, SAM encoder + decoder).
 */
export function createInferenceModule(deps: InferenceModuleDeps) {
  const { config } = deps;
  const repo = new InferenceRepository(deps.db, deps.sequences, deps.clock);
  const { data } = deps;
  const pool = deps.pool ?? runtimePoolFor(config, deps.logger);
  const files = new ModelFiles(deps.store, config.INFERENCE_MODEL_DIR || join(tmpdir(), 'edge-vision-models'));
  const executor = new RequestExecutor(
    repo,
    data,
    {
      models: deps.models,
      files,
      pool,
      decode: { maxPixels: config.MAX_IMAGE_PIXELS },
    },
    deps.clock,
  );
  const worker = new InferenceWorker({
    queue: deps.queue,
    clock: deps.clock,
    claims: deps.claims,
    repo,
    executor,
    logger: deps.logger,
    concurrency: config.INFERENCE_CONCURRENCY,
    maxAttempts: config.INFERENCE_JOB_MAX_ATTEMPTS,
    timing: {
      staleMs: config.INFERENCE_JOB_STALE_S * 1000,
      heartbeatMs: Math.min(5000, (config.INFERENCE_JOB_STALE_S * 1000) / 4),
    },
  });
  const resolver = new ModelResolver(deps.models, {
    samEncoderId: config.SAM_ENCODER_MODEL_ID,
    samDecoderId: config.SAM_DECODER_MODEL_ID,
    openVocabDetectorId: config.OPEN_VOCAB_DETECTOR_MODEL_ID,
  });
  const service = new InferenceService({
    repo,
    clock: deps.clock,
    data,
    resolver,
    enqueue: (org, id) => worker.enqueue(org, id),
    logger: deps.logger,
    quotas: deps.quotas,
  });
  if (deps.registry) {
    new Gauge({
      name: 'edge_vision_inference_requests',
      help: 'Inference requests by status (pending, running, completed, failed, cancelled)',
      labelNames: ['status'],
      registers: [deps.registry],
      async collect() {
        const rows = await repo.countByStatus();
        this.reset();
        for (const row of rows) this.set({ status: row._id }, row.n);
      },
    });
  }
  return {
    service,
    pool,
    routes: inferenceRoutes(service),
    ensureIndexes: () => repo.ensureIndexes(),
    /** Stops the inference threads (their sessions go with them). */
    close: () => pool.close(),
  };
}
