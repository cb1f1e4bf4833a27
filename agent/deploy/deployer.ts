import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DeviceApi } from '../api-client.js';
import { Detector } from '../inference/detector.js';
import { errorText, type Log } from '../log.js';
import type { FinishedJob, StateFile } from '../state.js';
import { DownloadError, resumableDownload, sha256File } from './download.js';
import { readIrArchive } from './ir-archive.js';
import type { InstalledModel, ModelFiles, ModelStore } from './model-store.js';
import { decideDeployment, versionFolderName, type PendingJob } from './plan.js';

type Phase = 'download' | 'verify' | 'install' | 'start' | 'healthcheck';

class RetryLater extends Error {}

class PhaseError extends Error {
  constructor(
    readonly phase: Phase,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Switches the running model: the frame loop's detector, closed by the receiver when replaced. */
export type ModelSwitch = (model: InstalledModel | null, detector: Detector | null) => void;

/**
 * Runs deployment jobs from check-in replies, one at a time: download (resumable), verify the
 * checksum, install into a version folder, load it, run a test frame, and only then make it
 * current. Any failure reports `failed` with the reason and leaves the current model running.
 */
export class Deployer {
  private busy = false;

  constructor(
    private readonly api: DeviceApi,
    private readonly store: ModelStore,
    private readonly downloads: string,
    private readonly state: StateFile,
    private readonly log: Log,
    private readonly switchModel: ModelSwitch,
    private readonly rateBytesPerS: number | null = null,
  ) {}

  /** Called with each check-in's pending jobs; returns at once, the work runs in the background. */
  offer(pending: PendingJob[]): void {
    if (this.busy) return;
    const decision = decideDeployment(pending, this.state.value.finished_jobs);
    if (decision.action === 'idle') return;
    this.busy = true;
    const work =
      decision.action === 'run'
        ? this.run(decision.job)
        : this.reportFinal(decision.job.job_id, this.finishedOf(decision.job));
    work
      .catch((err) => this.log('error', 'deployment job crashed', { job: decision.job.job_id, error: errorText(err) }))
      .finally(() => {
        this.busy = false;
      });
  }

  get running(): boolean {
    return this.busy;
  }

  private finishedOf(job: PendingJob): FinishedJob {
    return this.state.value.finished_jobs[job.job_id]!;
  }

  private async report(jobId: string, phase: Phase, status: string, extra: Record<string, unknown> = {}) {
    try {
      await this.api.request('POST', `/device/deployment-jobs/${jobId}/phase`, {
        phase,
        status,
        [status === 'started' ? 'started_at' : 'completed_at']: new Date().toISOString(),
        ...extra,
      });
    } catch (err) {
      // The outcome is kept locally and sent again while the platform still lists the job.
      this.log('warn', 'phase report not delivered', { job: jobId, phase, status, error: errorText(err) });
    }
  }

  private async reportFinal(jobId: string, finished: FinishedJob): Promise<void> {
    if (finished.outcome === 'failed') {
      await this.report(jobId, finished.phase as Phase, 'failed', { error: finished.error });
      return;
    }
    for (const phase of ['download', 'verify', 'install', 'start', 'healthcheck'] as const) {
      await this.report(jobId, phase, 'succeeded', { progress: 1 });
    }
  }

  private finish(jobId: string, finished: FinishedJob): void {
    this.state.value.finished_jobs[jobId] = finished;
    this.state.save();
  }

  private async run(job: PendingJob): Promise<void> {
    this.log('info', 'deployment job started', { job: job.job_id, model_version_id: job.model_version_id });
    let detector: Detector | null = null;
    try {
      if (job.artifact_url === null) {
        // A rollback to "no model": there was none before this deployment.
        for (const phase of ['download', 'verify', 'install', 'start'] as const)
          await this.report(job.job_id, phase, 'succeeded');
        this.store.switchTo(null);
        this.switchModel(null, null);
        this.finish(job.job_id, { outcome: 'succeeded', phase: 'healthcheck' });
        await this.report(job.job_id, 'healthcheck', 'succeeded');
        return;
      }
      const model = await this.obtain(job);
      await this.report(job.job_id, 'start', 'started');
      try {
        detector = await Detector.load(model.modelPath, job.class_names ?? model.class_names ?? []);
      } catch (err) {
        throw new PhaseError('start', 'MODEL_LOAD_FAILED', `the model does not load: ${errorText(err)}`);
      }
      await this.report(job.job_id, 'start', 'succeeded');
      await this.report(job.job_id, 'healthcheck', 'started');
      try {
        await detector.selfTest();
      } catch (err) {
        throw new PhaseError(
          'healthcheck',
          'HEALTHCHECK_FAILED',
          `inference on a test frame failed: ${errorText(err)}`,
        );
      }
      const previous = this.store.currentModel();
      this.store.switchTo(model.folder);
      this.switchModel(model, detector);
      detector = null; // the frame loop owns it now
      this.store.prune(previous ? [previous.folder] : []);
      this.finish(job.job_id, { outcome: 'succeeded', phase: 'healthcheck' });
      await this.report(job.job_id, 'healthcheck', 'succeeded', { progress: 1 });
      this.log('info', 'deployment job succeeded', { job: job.job_id, model: model.folder });
    } catch (err) {
      await detector?.close().catch(() => undefined);
      if (err instanceof RetryLater) {
        this.log('warn', 'download interrupted; resuming at the next check-in', {
          job: job.job_id,
          error: err.message,
        });
        return;
      }
      const failure = err instanceof PhaseError ? err : new PhaseError('download', 'DEPLOYMENT_FAILED', errorText(err));
      const error = { code: failure.code, message: failure.message };
      this.finish(job.job_id, { outcome: 'failed', phase: failure.phase, error });
      await this.report(job.job_id, failure.phase, 'failed', { error });
      this.log('warn', 'deployment job failed; the previous model keeps running', { job: job.job_id, ...error });
    }
  }

  /** Download, verify and install; an artifact already installed (a rollback) is reused. */
  private async obtain(job: PendingJob): Promise<InstalledModel> {
    const sha = job.artifact_sha256;
    if (!sha) throw new PhaseError('verify', 'CHECKSUM_MISSING', 'the platform sent no checksum for the artifact');
    const installed = this.store.findBySha(sha);
    if (installed) {
      for (const phase of ['download', 'verify', 'install'] as const)
        await this.report(job.job_id, phase, 'succeeded', { progress: 1 });
      return installed;
    }
    const partial = join(this.downloads, `${sha}.part`);
    const already = existsSync(partial) ? statSync(partial).size : 0;
    if (already > 0) this.log('info', 'resuming the download', { job: job.job_id, from_bytes: already });
    await this.report(job.job_id, 'download', 'started', { progress: 0 });
    let lastSent = 0;
    try {
      await resumableDownload(
        job.artifact_url!,
        partial,
        (done, total) => {
          if (total === null || Date.now() - lastSent < 1000) return;
          lastSent = Date.now();
          void this.report(job.job_id, 'download', 'started', { progress: Math.min(1, done / total) });
        },
        this.rateBytesPerS,
      );
    } catch (err) {
      if (err instanceof DownloadError && err.code === 'ARTIFACT_GONE') {
        throw new PhaseError('download', 'ARTIFACT_GONE', err.message);
      }
      // The network or the store failed: the next check-in brings a fresh URL and the download resumes.
      throw new RetryLater(errorText(err));
    }
    await this.report(job.job_id, 'download', 'succeeded', { progress: 1 });
    await this.report(job.job_id, 'verify', 'started');
    const actual = await sha256File(partial);
    if (actual !== sha) {
      rmSync(partial, { force: true }); // a fresh download next time, not a resume of wrong bytes
      throw new PhaseError('verify', 'CHECKSUM_MISMATCH', `the artifact's SHA-256 is ${actual}, expected ${sha}`);
    }
    await this.report(job.job_id, 'verify', 'succeeded');
    await this.report(job.job_id, 'install', 'started');
    try {
      // An OpenVINO export is a zip of the IR; anything else is the ONNX file itself.
      const files: ModelFiles = job.format === 'openvino' ? { ir: await readIrArchive(partial) } : { onnx: partial };
      const model = this.store.install(versionFolderName(job, sha), files, {
        job_id: job.job_id,
        deployment_id: job.deployment_id,
        model_version_id: job.model_version_id,
        sha256: sha,
        class_names: job.class_names ?? [],
      });
      rmSync(partial, { force: true });
      await this.report(job.job_id, 'install', 'succeeded');
      return model;
    } catch (err) {
      throw new PhaseError('install', 'INSTALL_FAILED', errorText(err));
    }
  }
}
