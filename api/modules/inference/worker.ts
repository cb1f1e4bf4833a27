import type { Logger } from '../../lib/logging.js';
import type { Claims } from '../../lib/mongo/claims.js';
import type { JobQueue } from '../../lib/queue.js';
import type { RequestExecutor } from './execution.js';
import { RequestFailure } from './predictor.js';
import type { InferenceRepository, InferenceRequestDoc } from './repository.js';

export const INFERENCE_JOB = 'inference.run';

interface InferenceJobData {
  organization_id: number;
  request_id: number;
}

const DEFAULT_TIMING = {
  /** How often a run proves it is alive (and extends its Agenda lock). */
  heartbeatMs: 5_000,
  /** A running request whose heartbeat is older than this is taken for dead and run again. */
  staleMs: 60_000,
  /** How often a second run of the same request checks on the first. */
  standbyMs: 2_000,
};

export interface InferenceWorkerDeps {
  queue: JobQueue;
  claims: Claims;
  repo: InferenceRepository;
  executor: RequestExecutor;
  logger: Logger;
  /** Requests one API process runs at once. */
  concurrency: number;
  timing?: Partial<typeof DEFAULT_TIMING>;
}

const PROGRESS_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs inference requests as Agenda jobs, at most `concurrency` at once per API process, in
 * whichever process locks them. As with exports, Agenda's lock is not atomic on FerretDB v1, so
 * each run claims its attempt number by unique insert and only the claim holder works; another
 * run stands by, and takes over (next attempt) when the holder's heartbeat goes stale. How a
 * request ends is decided once (InferenceRepository.end), so a cancel racing the last image
 * leaves the request either completed or cancelled.
 */
export class InferenceWorker {
  private readonly timing: typeof DEFAULT_TIMING;

  constructor(private readonly deps: InferenceWorkerDeps) {
    this.timing = { ...DEFAULT_TIMING, ...deps.timing };
    deps.queue.agenda.define<InferenceJobData>(
      INFERENCE_JOB,
      async (job) => this.run(job.attrs.data, () => job.touch()),
      { concurrency: deps.concurrency, lockLimit: deps.concurrency, removeOnComplete: true },
    );
  }

  async enqueue(organizationId: number, requestId: number): Promise<void> {
    await this.deps.queue.agenda.now<InferenceJobData>(INFERENCE_JOB, {
      organization_id: organizationId,
      request_id: requestId,
    });
  }

  async run(data: InferenceJobData, touch: () => Promise<void>): Promise<void> {
    const { repo, claims } = this.deps;
    for (;;) {
      const request = await repo.find(data.organization_id, data.request_id);
      if (!request || request.status === 'completed' || request.status === 'failed') return;
      if (request.status === 'cancelled' || (await repo.ending(request.organization_id, request._id))) return;
      const alive =
        request.status === 'running' &&
        request.heartbeat_at !== null &&
        request.heartbeat_at.getTime() > Date.now() - this.timing.staleMs;
      if (!alive && (await claims.acquire(`inference-request:${request._id}:${request.attempt + 1}`))) {
        await this.execute(request, request.attempt + 1, touch);
        return;
      }
      await sleep(this.timing.standbyMs);
      await touch();
    }
  }

  private async execute(request: InferenceRequestDoc, attempt: number, touch: () => Promise<void>): Promise<void> {
    const { repo, logger, executor } = this.deps;
    const org = request.organization_id;
    const id = request._id;
    const now = new Date();
    await repo.update(org, id, null, { status: 'running', attempt, heartbeat_at: now, started_at: now });
    const heartbeat = setInterval(() => {
      repo.update(org, id, attempt, { heartbeat_at: new Date() }).catch((err: unknown) => {
        logger.warn({ err, requestId: id }, 'inference heartbeat failed');
      });
      touch().catch(() => undefined);
    }, this.timing.heartbeatMs);
    heartbeat.unref();
    const results: number[] = [];
    let flushedAt = Date.now();
    try {
      const finished = await executor.execute(request, attempt, {
        cancelled: async () => (await repo.ending(org, id)) !== null,
        // The ids so far reach the request about once a second: progress a client can watch.
        recorded: async (ids) => {
          results.push(...ids);
          if (Date.now() - flushedAt < PROGRESS_MS) return;
          flushedAt = Date.now();
          await repo.update(org, id, attempt, { results });
        },
      });
      if (finished && (await repo.end(org, id, 'completed'))) {
        await repo.update(org, id, attempt, {
          status: 'completed',
          results,
          applied_to_images: request.apply_annotations,
          completed_at: new Date(),
          heartbeat_at: null,
        });
        logger.info({ requestId: id, predictions: results.length }, 'inference request completed');
        return;
      }
      await this.followEnding(request, attempt, results);
    } catch (err) {
      const known = err instanceof RequestFailure;
      if (!known) logger.error({ err, requestId: id }, 'inference request failed');
      if (await repo.end(org, id, 'failed')) {
        await repo.update(org, id, attempt, {
          status: 'failed',
          results,
          error_message: known ? err.message : 'The request failed unexpectedly; the error was logged',
          completed_at: new Date(),
          heartbeat_at: null,
        });
      } else {
        await this.followEnding(request, attempt, results);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Someone else decided the ending (a cancel): the status follows it, with what this run stored. */
  private async followEnding(request: InferenceRequestDoc, attempt: number, results: number[]): Promise<void> {
    const { repo } = this.deps;
    const ending = await repo.ending(request.organization_id, request._id);
    await repo.update(request.organization_id, request._id, attempt, {
      ...(ending ? { status: ending.outcome } : {}),
      results,
      heartbeat_at: null,
    });
  }
}
