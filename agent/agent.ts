import { mkdirSync, readFileSync } from 'node:fs';
import { DeviceApi, type ApiObserver } from './api-client.js';
import { modelFormats } from './checkin/formats.js';
import { CheckinLoop } from './checkin/loop.js';
import { Telemetry, type TelemetrySource } from './checkin/telemetry.js';
import { statePaths, type AgentConfig } from './config.js';
import { Deployer } from './deploy/deployer.js';
import { ModelStore, type InstalledModel } from './deploy/model-store.js';
import { FolderSource } from './frames/folder-source.js';
import { FrameLoop } from './frames/frame-loop.js';
import { isStream, type FrameSource } from './frames/source.js';
import { StreamSource } from './frames/stream-source.js';
import { Detector } from './inference/detector.js';
import { errorText, type Log } from './log.js';
import { StateFile } from './state.js';
import { DiskQueue } from './uploads/disk-queue.js';
import { Uploader } from './uploads/uploader.js';

/**
 * What a device's surroundings provide, replaceable so the simulator runs this same agent on
 * virtual devices: frames from elsewhere than `frames.source`, machine readings from elsewhere
 * than /proc, and a watcher of API calls.
 */
export interface AgentSurroundings {
  frameSource?: FrameSource;
  telemetry?: TelemetrySource;
  observer?: ApiObserver;
}

/** The agent's parts wired together: check-ins feed the deployer, the deployer feeds the frame loop. */
export class Agent {
  private readonly state: StateFile;
  private readonly store: ModelStore;
  private readonly queue: DiskQueue;
  private readonly uploader: Uploader;
  private readonly checkins: CheckinLoop;
  private readonly deployer: Deployer;
  private readonly frames: FrameLoop | null;
  private model: InstalledModel | null = null;
  private detector: Detector | null = null;

  constructor(
    private readonly config: AgentConfig,
    private readonly log: Log,
    surroundings: AgentSurroundings = {},
  ) {
    const paths = statePaths(config);
    mkdirSync(config.state_dir, { recursive: true });
    const apiKey = readFileSync(config.key_file, 'utf8').trim();
    if (!apiKey) throw new Error(`the device key file ${config.key_file} is empty`);
    const api = new DeviceApi(config.api_url, apiKey, config.request_timeout_ms, surroundings.observer);
    const backoff = { baseMs: config.backoff_base_ms, maxMs: config.backoff_max_ms };
    this.state = new StateFile(paths.state);
    this.store = new ModelStore(paths.models);
    const counters = this.state.value;
    this.queue = new DiskQueue(paths.queue, config.queue.budget_bytes, (count) => {
      counters.frames_dropped += count;
      this.log('warn', 'upload queue full; oldest frames dropped', { dropped: count, total: counters.frames_dropped });
      this.state.save();
    });
    this.uploader = new Uploader(api, this.queue, backoff, log, {
      uploaded: () => {
        counters.frames_uploaded += 1;
        this.state.save();
      },
      dropped: (count) => {
        counters.frames_dropped += count;
        this.state.save();
      },
    });
    this.deployer = new Deployer(
      api,
      this.store,
      paths.downloads,
      this.state,
      log,
      (model, detector) => this.useModel(model, detector),
      config.download_rate_bytes_s,
    );
    this.checkins = new CheckinLoop(
      api,
      surroundings.telemetry ?? new Telemetry(config.state_dir),
      () => ({
        model_version_id: this.model?.model_version_id ?? null,
        deployment_id: this.model?.deployment_id ?? null,
        frames_processed: counters.frames_processed,
        frames_uploaded: counters.frames_uploaded,
        frames_dropped: counters.frames_dropped,
        queue_depth: this.queue.depth(),
      }),
      { intervalMs: config.checkin_interval_s * 1000, jitter: config.checkin_jitter, backoff },
      log,
      (reply) => this.deployer.offer(reply.deployments),
    );
    const fields: Record<string, string> = config.upload.project_id
      ? { project_id: String(config.upload.project_id) }
      : {};
    this.frames = config.frames
      ? new FrameLoop(
          surroundings.frameSource ??
            (isStream(config.frames.source)
              ? new StreamSource(config.frames.source, config.frames.fps, log)
              : new FolderSource(config.frames.source, config.frames.keep)),
          config.frames.fps,
          config.upload,
          config.detection,
          this.queue,
          fields,
          log,
          {
            processed: () => {
              counters.frames_processed += 1;
            },
            queued: () => this.uploader.notify(),
          },
        )
      : null;
  }

  private useModel(model: InstalledModel | null, detector: Detector | null): void {
    const old = this.detector;
    this.model = model;
    this.detector = detector;
    if (this.frames) {
      this.frames.detector = detector;
      this.frames.modelVersionId = model?.model_version_id ?? null;
    }
    // The frame loop may be inside a run on the old session: release it a moment later.
    if (old && old !== detector) setTimeout(() => void old.close().catch(() => undefined), 5000);
  }

  async start(): Promise<void> {
    this.checkins.modelFormats = await modelFormats();
    const current = this.store.currentModel();
    if (current) {
      try {
        this.useModel(current, await Detector.load(current.modelPath, current.class_names ?? []));
        this.log('info', 'running the installed model', { model: current.folder });
      } catch (err) {
        this.log('error', 'the installed model does not load; running without one', { error: errorText(err) });
      }
    }
    this.checkins.start();
    this.frames?.start();
    void this.uploader.run();
    this.log('info', 'agent started', {
      api: this.config.api_url,
      frames: this.config.frames?.source ?? null,
      model_formats: this.checkins.modelFormats,
    });
  }

  /** The counters a check-in reports, read now. */
  counters() {
    const { frames_processed, frames_uploaded, frames_dropped } = this.state.value;
    return { frames_processed, frames_uploaded, frames_dropped, queue_depth: this.queue.depth() };
  }

  stop(): void {
    this.checkins.stop();
    this.frames?.stop();
    this.uploader.stop();
    this.state.save();
  }
}
