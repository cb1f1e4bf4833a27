import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logging.js';
import {
  ClaimedRuns,
  type LoadedRun,
  type RunKind,
  type RunRef,
  type RunTiming,
  type Settle,
} from '../../lib/jobs/claimed-runs.js';
import type { Claims } from '../../lib/mongo/claims.js';
import type { JobQueue } from '../../lib/queue.js';
import type { RequestExecutor } from './execution.js';
import { RequestFailure } from './predictor.js';
import type { InferenceRepository, InferenceRequestDoc } from './repository.js';
import { asLoadedRun } from '../../lib/jobs/run-records.js';

export const INFERENCE_JOB = 'inference.run';

export interface InferenceWorkerDeps {
  queue: JobQueue;
  clock: Clock;
  claims: Claims;
  repo: InferenceRepository;
  executor: RequestExecutor;
  logger: Logger;
  /** Requests one API process runs at once. */
  concurrency: number;
  /** Runs a request may start; one interrupted this often (its process died each time) fails. */
  maxAttempts: number;
  timing?: Partial<RunTiming>;
}

const PROGRESS_MS = 1000;

/**
 * Runs inference requests as Agenda jobs, at most `concurrency` at once per API process, in
 * whichever process locks them, through the claimed-run protocol (api/lib/jobs): a request whose
 * process died is resumed by another (the next attempt replaces what the dead one stored), one
 * interrupted `maxAttempts` times fails, and one saved but never queued is queued by the sweep.
 * How a request ends is decided once (InferenceRepository.end), so a cancel racing the last image
 * leaves the request either completed or cancelled.
 */
export class InferenceWorker implements RunKind<number, InferenceRequestDoc> {
  readonly jobName = INFERENCE_JOB;
  readonly claimPrefix = 'inference-request';
  private readonly runs: ClaimedRuns<number, InferenceRequestDoc>;

  constructor(private readonly deps: InferenceWorkerDeps) {
    this.runs = new ClaimedRuns(this, deps);
  }

  async enqueue(organizationId: number, requestId: number): Promise<void> {
    await this.runs.enqueue({ organization_id: organizationId, id: requestId });
  }

  async load(ref: RunRef<number>): Promise<LoadedRun<InferenceRequestDoc> | null> {
    const { repo } = this.deps;
    const record = await repo.find(ref.organization_id, ref.id);
    if (!record) return null;
    const finished =
      record.status === 'completed' ||
      record.status === 'failed' ||
      record.status === 'cancelled' ||
      (await repo.ending(record.organization_id, record._id)) !== null;
    return asLoadedRun(record, finished);
  }

  stranded(before: Date): Promise<RunRef<number>[]> {
    return this.deps.repo.stranded(before);
  }

  async begin(request: InferenceRequestDoc, attempt: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.repo.update(request.organization_id, request._id, null, {
      status: 'running',
      attempt,
      heartbeat_at: now,
      started_at: now,
    });
  }

  async heartbeat(request: InferenceRequestDoc, attempt: number): Promise<void> {
    await this.deps.repo.update(request.organization_id, request._id, attempt, { heartbeat_at: this.deps.clock.now() });
  }

  /** Nothing outside the database: a new attempt replaces the image results of earlier ones. */
  async cleanUp(): Promise<void> {}

  async giveUp(request: InferenceRequestDoc, attempts: number): Promise<void> {
    const { repo } = this.deps;
    const org = request.organization_id;
    if (await repo.end(org, request._id, 'failed')) {
      await repo.update(org, request._id, request.attempt, {
        status: 'failed',
        error_message: `The request was interrupted ${attempts} times (its API process stopped); submit it again`,
        completed_at: this.deps.clock.now(),
        heartbeat_at: null,
      });
    } else {
      await this.followEnding(request, request.attempt, request.results);
    }
  }

  async work(request: InferenceRequestDoc, attempt: number, settle: Settle): Promise<void> {
    const { repo, logger, executor } = this.deps;
    const org = request.organization_id;
    const id = request._id;
    const results: number[] = [];
    let flushedAt = performance.now();
    try {
      const finished = await executor.execute(request, attempt, {
        cancelled: async () => (await repo.ending(org, id)) !== null,
        // The ids so far reach the request about once a second: progress a client can watch.
        recorded: async (ids) => {
          results.push(...ids);
          if (performance.now() - flushedAt < PROGRESS_MS) return;
          flushedAt = performance.now();
          await repo.update(org, id, attempt, { results });
        },
      });
      if (finished && (await repo.end(org, id, 'completed'))) {
        await settle(() =>
          repo.update(org, id, attempt, {
            status: 'completed',
            results,
            applied_to_images: request.apply_annotations,
            completed_at: this.deps.clock.now(),
            heartbeat_at: null,
          }),
        );
        logger.info({ requestId: id, predictions: results.length }, 'inference request completed');
        return;
      }
      await settle(() => this.followEnding(request, attempt, results));
    } catch (err) {
      const known = err instanceof RequestFailure;
      if (!known) logger.error({ err, requestId: id }, 'inference request failed');
      if (await repo.end(org, id, 'failed')) {
        await settle(() =>
          repo.update(org, id, attempt, {
            status: 'failed',
            results,
            error_message: known ? err.message : 'The request failed unexpectedly; the error was logged',
            completed_at: this.deps.clock.now(),
            heartbeat_at: null,
          }),
        );
      } else {
        await settle(() => this.followEnding(request, attempt, results));
      }
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
