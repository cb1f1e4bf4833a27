import { setMaxListeners } from 'node:events';
import { perSecond, summarize, type LatencySummary } from '../../bench/lib/stats.js';
import { FrameSource } from './frame-source.js';
import { Limiter } from './limiter.js';
import type { SimulationOptions } from './options.js';
import { newRunId, provisionDevices } from './provision.js';
import { OPERATIONS, Recorder, type Operation } from './recorder.js';
import { runVirtualDevice } from './virtual-device.js';

export interface OperationReport {
  operation: Operation;
  requests: number;
  errors: number;
  /** Successful requests only. */
  latency: LatencySummary;
  /** Requests per second over the phase the operation belongs to. */
  perSecond: number;
  bytesSent: number;
}

export interface SimulationReport {
  runId: string;
  api: string;
  startedAt: string;
  options: Omit<SimulationOptions, 'token'>;
  devices: { requested: number; provisioned: number };
  provisioningMs: number;
  /** From the first device starting to the last request ending. */
  runMs: number;
  operations: OperationReport[];
  uploads: { perDeviceMinuteTarget: number; perDeviceMinuteAchieved: number; skipped: number; mib: number };
  /** Summed over devices: time lost in the simulator itself (see DeviceOutcome). */
  waits: { frameMs: number; slotMs: number };
  totals: { requests: number; errors: number };
  /** The most frequent errors, with counts. */
  errors: { error: string; count: number }[];
  /** Stopped early by the caller's signal. */
  interrupted: boolean;
}

export interface SimulationProgress {
  phase: 'provisioning' | 'running';
  /** Since the phase began. */
  elapsedMs: number;
  durationMs: number;
  requests: number;
  errors: number;
  /** Over the last tick. */
  perSecond: number;
}

export interface SimulationHooks {
  /** Called about once a second. */
  onProgress?: (progress: SimulationProgress) => void;
  /** Aborting it stops the run early; a report is still returned. */
  signal?: AbortSignal;
}

/** In-flight requests may finish this long after the deadline before they are cancelled. */
const MAX_GRACE_MS = 10_000;

function validate(options: SimulationOptions): void {
  const problems: string[] = [];
  if (!/^https?:\/\//.test(options.api)) problems.push(`api must be an http(s) URL, got "${options.api}"`);
  if (!options.token) problems.push('token is required');
  if (!(options.devices >= 1)) problems.push('devices must be at least 1');
  if (!(options.durationMs > 0)) problems.push('durationMs must be positive');
  if (!(options.checkinIntervalMs > 0)) problems.push('checkinIntervalMs must be positive');
  if (!(options.imagesPerMinute >= 0)) problems.push('imagesPerMinute must not be negative');
  if (!(options.concurrency >= 1)) problems.push('concurrency must be at least 1');
  if (problems.length > 0) throw new Error(`Invalid simulation options: ${problems.join('; ')}`);
}

/**
 * Provisions `devices` virtual cameras, lets them check in and upload for `durationMs`, and
 * reports every request by operation. Bounded in time (the deadline, then a grace period capped
 * by the request timeout) and in concurrency (one limiter over all devices).
 */
export async function runSimulation(
  options: SimulationOptions,
  hooks: SimulationHooks = {},
): Promise<SimulationReport> {
  validate(options);
  const api = options.api.replace(/\/+$/, '');
  const runId = newRunId();
  const startedAt = new Date();
  const recorder = new Recorder();
  const stop = new AbortController();
  const abort = new AbortController();
  // Every sleeping device and every request in flight listens to these.
  setMaxListeners(0, stop.signal, abort.signal);
  let graceTimer: NodeJS.Timeout | undefined;
  const abortAfterGrace = () => {
    graceTimer ??= setTimeout(() => abort.abort(), Math.min(options.requestTimeoutMs, MAX_GRACE_MS));
  };
  const onInterrupt = () => {
    stop.abort();
    abortAfterGrace();
  };
  hooks.signal?.addEventListener('abort', onInterrupt, { once: true });

  let phase: SimulationProgress['phase'] = 'provisioning';
  let phaseStart = performance.now();
  let lastRequests = 0;
  let lastTick = performance.now();
  const ticker = setInterval(() => {
    const { requests, errors } = recorder.totals();
    const now = performance.now();
    const rate = perSecond(requests - lastRequests, now - lastTick);
    [lastRequests, lastTick] = [requests, now];
    const durationMs = phase === 'running' ? options.durationMs : 0;
    hooks.onProgress?.({ phase, elapsedMs: now - phaseStart, durationMs, requests, errors, perSecond: rate });
  }, 1000);

  const uploading = options.imagesPerMinute > 0;
  const framesStarting = uploading
    ? FrameSource.start({ targetBytes: options.imageKb * 1024, workers: options.renderWorkers, label: runId })
    : Promise.resolve(null);
  framesStarting.catch(() => undefined); // awaited below; provisioning may fail first
  let frames: FrameSource | null = null;
  try {
    const devices = await provisionDevices({
      api,
      token: options.token,
      count: options.devices,
      runId,
      concurrency: options.concurrency,
      timeoutMs: options.requestTimeoutMs,
      recorder,
      stop: stop.signal,
      abort: abort.signal,
    });
    const provisioningMs = performance.now() - phaseStart;
    frames = await framesStarting;

    phase = 'running';
    phaseStart = performance.now();
    const deadline = phaseStart + options.durationMs;
    const deadlineTimer = setTimeout(abortAfterGrace, options.durationMs);
    const limiter = new Limiter(options.concurrency);
    const outcomes = stop.signal.aborted
      ? []
      : await Promise.all(
          devices.map((device) =>
            runVirtualDevice(device, {
              api,
              runId,
              limiter,
              recorder,
              frames,
              checkinIntervalMs: options.checkinIntervalMs,
              uploadIntervalMs: uploading ? 60_000 / options.imagesPerMinute : null,
              timeoutMs: options.requestTimeoutMs,
              deadline,
              stop: stop.signal,
              abort: abort.signal,
            }),
          ),
        );
    clearTimeout(deadlineTimer);
    const runMs = performance.now() - phaseStart;

    const operations = OPERATIONS.map((operation): OperationReport => {
      const tally = recorder.tally(operation);
      const phaseMs = operation === 'token' || operation === 'provision' ? provisioningMs : runMs;
      return {
        operation,
        requests: tally.requests,
        errors: tally.errors,
        latency: summarize(tally.latenciesMs),
        perSecond: perSecond(tally.requests, phaseMs),
        bytesSent: tally.bytesSent,
      };
    });
    const uploads = recorder.tally('upload');
    const deviceMinutes = (devices.length * runMs) / 60_000;
    const { token: _token, ...shownOptions } = options;
    return {
      runId,
      api,
      startedAt: startedAt.toISOString(),
      options: shownOptions,
      devices: { requested: options.devices, provisioned: devices.length },
      provisioningMs,
      runMs,
      operations,
      uploads: {
        perDeviceMinuteTarget: options.imagesPerMinute,
        perDeviceMinuteAchieved: deviceMinutes > 0 ? (uploads.requests - uploads.errors) / deviceMinutes : 0,
        skipped: outcomes.reduce((sum, o) => sum + o.skippedUploads, 0),
        mib: uploads.bytesSent / 1024 / 1024,
      },
      waits: {
        frameMs: outcomes.reduce((sum, o) => sum + o.frameWaitMs, 0),
        slotMs: outcomes.reduce((sum, o) => sum + o.slotWaitMs, 0),
      },
      totals: recorder.totals(),
      errors: recorder.errors(),
      interrupted: hooks.signal?.aborted ?? false,
    };
  } finally {
    clearInterval(ticker);
    clearTimeout(graceTimer);
    hooks.signal?.removeEventListener('abort', onInterrupt);
    await (frames ?? (await framesStarting.catch(() => null)))?.close();
  }
}
