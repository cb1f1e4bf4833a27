import type { ApiClient } from '../../test/helpers/client.js';
import { expectOk } from '../lib/api-fixture.js';
import { poll, sleep, type NodeEvent } from './setup.js';

const FINAL = new Set(['Succeeded', 'Failed', 'Cancelled']);
const TIMEOUT_MS = 60 * 60_000;

interface WorkloadRecord {
  id: number;
  phase: string;
  message: string | null;
  model_version_id: number | null;
  epoch?: { epoch: number; epochs: number } | null;
  completed_at?: string | null;
}

/**
 * How often the bench asks for a training job's record: every second while epochs remain, then
 * every 250 ms. Its requests are work for the API and the database on the CPUs the trainer
 * trains on: asking four times a second all along slowed the platform's side, and asking more
 * often near the end would slow the ONNX export it waits for.
 */
const trainingPollMs = (record: WorkloadRecord): number =>
  record.epoch && record.epoch.epoch >= record.epoch.epochs ? 250 : 1000;

/** A finished record, and when (Date.now()) the last unfinished answer was asked for and the first finished one came. */
interface Finished {
  record: WorkloadRecord;
  pendingAskedAt: number;
  doneSeenAt: number;
}

export interface PlatformTraining {
  /** From POST /ml/training-jobs to the record being Succeeded with its model version (see succeededAt). */
  elapsedMs: number;
  /** From the POST to the trainer's report of its first and of its last epoch. */
  firstEpochMs: number;
  lastEpochMs: number;
  /** From the POST to the local node starting the pod's process, and to the process's exit
   * (which may come after the model version: a verified success report records it). */
  podStartedMs: number;
  podExitedMs: number;
  modelVersionId: number;
}

async function finished(
  user: ApiClient,
  path: string,
  what: string,
  everyMs: (record: WorkloadRecord) => number = () => 250,
): Promise<Finished> {
  const deadline = Date.now() + TIMEOUT_MS;
  let pendingAskedAt = Date.now();
  for (;;) {
    const askedAt = Date.now();
    const record = await expectOk<WorkloadRecord>(what, user.get(path), 200);
    if (FINAL.has(record.phase)) {
      if (record.phase !== 'Succeeded') throw new Error(`${what} ended ${record.phase}: ${record.message}`);
      return { record, pendingAskedAt, doneSeenAt: Date.now() };
    }
    pendingAskedAt = askedAt;
    if (Date.now() > deadline) throw new Error(`${what} did not finish within ${TIMEOUT_MS / 1000} s`);
    await sleep(everyMs(record));
  }
}

/**
 * When the record became Succeeded: the API's own stamp (`completed_at`, this machine's clock,
 * set when the verified success report recorded the model version) rather than when a poll
 * happened to see it, kept between the last poll that found it unfinished and the first that
 * found it done, so it can never read earlier than the bench saw the job still running.
 */
function succeededAt({ record, pendingAskedAt, doneSeenAt }: Finished): number {
  const stamped = record.completed_at ? Date.parse(record.completed_at) : doneSeenAt;
  return Math.min(doneSeenAt, Math.max(pendingAskedAt, stamped));
}

/** One training job through the platform: queue -> TrainingJob -> Job -> local node -> trainer -> model version. */
export async function trainThroughPlatform(
  user: ApiClient,
  body: { projectId: number; versionId: number; epochs: number; imageSize: number; batch: number },
  nodeEvents: readonly NodeEvent[],
): Promise<PlatformTraining> {
  const started = performance.now();
  const postedAt = Date.now();
  const created = await expectOk<{ id: number }>(
    'POST /ml/training-jobs',
    user.post('/ml/training-jobs', {
      project_id: body.projectId,
      dataset_version_id: body.versionId,
      base_model: 'yolov8n.yaml',
      epochs: body.epochs,
      image_size: body.imageSize,
      batch_size: body.batch,
    }),
    201,
  );
  const ended = await finished(user, `/ml/training-jobs/${created.id}`, `training job ${created.id}`, trainingPollMs);
  const done = ended.record;
  const elapsedMs = succeededAt(ended) - postedAt;
  if (!done.model_version_id) throw new Error(`training job ${created.id} succeeded without a model version`);
  // The API's clock stamps the reports; it is this machine's clock too.
  const epochs = await expectOk<{ epoch: number; reported_at: string }[]>(
    'training metrics',
    user.get(`/ml/training-jobs/${created.id}/metrics?per_page=100`),
    200,
  );
  const at = (epoch: number) => {
    const report = epochs.find((e) => e.epoch === epoch);
    if (!report) throw new Error(`training job ${created.id} has no report of epoch ${epoch}`);
    return Date.parse(report.reported_at) - postedAt;
  };
  const exited = (e: NodeEvent) => e.atMs >= started && /^pod \S+ exited /.test(e.line);
  // One training at a time: the first pod started after the POST is this job's.
  const node = (pattern: RegExp) => {
    const event = nodeEvents.find((e) => e.atMs >= started && pattern.test(e.line));
    if (!event) throw new Error(`the local node never said ${pattern} for training job ${created.id}`);
    return event.atMs - started;
  };
  // The model version is recorded from the trainer's verified success report, so the process
  // may still be ending; the next round starts once it has.
  await poll('the pod process to exit', async () => (nodeEvents.some(exited) ? true : null), 60_000, 50);
  return {
    elapsedMs,
    podStartedMs: node(/^pod \S+ runs /),
    podExitedMs: node(/^pod \S+ exited /),
    firstEpochMs: at(1),
    lastEpochMs: at(body.epochs),
    modelVersionId: done.model_version_id,
  };
}

export interface PlatformExport {
  format: 'onnx' | 'openvino';
  precision: 'fp32' | 'int8';
}

/** Milliseconds from POST /ml/export-jobs to Succeeded (the exporter converts and validates). */
export async function exportThroughPlatform(
  user: ApiClient,
  body: PlatformExport & { modelVersionId: number; imageSize: number; calibrationVersionId: number },
): Promise<number> {
  const started = performance.now();
  const created = await expectOk<{ id: number }>(
    'POST /ml/export-jobs',
    user.post('/ml/export-jobs', {
      model_version_id: body.modelVersionId,
      image_size: body.imageSize,
      format: body.format,
      precision: body.precision,
      ...(body.precision === 'int8' ? { calibration_dataset_version_id: body.calibrationVersionId } : {}),
    }),
    201,
  );
  await finished(user, `/ml/export-jobs/${created.id}`, `export job ${created.id} (${body.format} ${body.precision})`);
  return performance.now() - started;
}
