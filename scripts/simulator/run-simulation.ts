import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setMaxListeners } from 'node:events';
import type { ApiCall } from '../../agent/api-client.js';
import type { Log } from '../../agent/log.js';
import { perSecond, summarize, type LatencySummary } from '../../bench/lib/stats.js';
import { FrameSource } from './frame-source.js';
import { sleep } from './limiter.js';
import type { SimulationOptions } from './options.js';
import { newRunId, provisionDevices } from './provision.js';
import { OPERATIONS, operationOf, Recorder, type Operation } from './recorder.js';
import { startVirtualDevice, type VirtualDevice } from './virtual-device.js';

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
  /** The agents' own counters at the end, summed over devices (what their check-ins report). */
  agents: { framesUploaded: number; framesDropped: number; queueLeft: number };
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

/** Requests in flight at the deadline may finish this long after it before the report is made. */
const MAX_GRACE_MS = 10_000;
/** Each device's upload queue on disk. */
const QUEUE_BUDGET_BYTES = 64 * 1024 * 1024;

/** Resolves once `pending()` is 0, or after `capMs`. */
async function waitForIdle(pending: () => number, capMs: number): Promise<void> {
  const end = performance.now() + capMs;
  while (pending() > 0 && performance.now() < end) await sleep(50);
}

function validate(options: SimulationOptions): void {
  const problems: string[] = [];
  if (!/^https?:\/\//.test(options.api)) problems.push(`api must be an http(s) URL, got "${options.api}"`);
  if (!options.token) problems.push('token is required');
  if (!(options.devices >= 1)) problems.push('devices must be at least 1');
  if (!(options.durationMs > 0)) problems.push('durationMs must be positive');
  // The agent's own floor: a real device never checks in more often.
  if (!(options.checkinIntervalMs >= 1000)) problems.push('checkinIntervalMs must be at least 1000');
  if (!(options.imagesPerMinute >= 0)) problems.push('imagesPerMinute must not be negative');
  if (!(options.concurrency >= 1)) problems.push('concurrency must be at least 1');
  if (problems.length > 0) throw new Error(`Invalid simulation options: ${problems.join('; ')}`);
}

/**
 * Provisions `devices` virtual devices, runs the edge agent on each for `durationMs` (check-ins,
 * a virtual camera, the upload queue, deployments when the platform sends any), and reports every
 * request by operation. Bounded in time: at the deadline the agents stop, and requests still in
 * flight get a grace period capped by the request timeout.
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
  const workDir = mkdtempSync(join(tmpdir(), `edge-vision-simulate-${runId}-`));
  const running: VirtualDevice[] = [];
  let inFlight = 0;
  const onCall = (call: ApiCall) => {
    inFlight -= 1;
    recorder.record(
      operationOf(call.path),
      { ok: call.error === null, status: call.status, ms: call.ms, data: null, error: call.error },
      call.bytesSent,
    );
  };
  // The agents' info and warning lines repeat what the calls report; their errors are kept.
  const log: Log = (level, msg, fields) => {
    if (level === 'error') recorder.note(`agent: ${msg} ${JSON.stringify(fields ?? {})}`);
  };
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
    // Devices start spread out, so their check-ins do not arrive in lockstep.
    const spreadMs = Math.min(options.checkinIntervalMs, 2000, options.durationMs / 2);
    await Promise.all(
      devices.map(async (device) => {
        await sleep(Math.random() * spreadMs, stop.signal);
        if (stop.signal.aborted || performance.now() >= deadline) return;
        running.push(
          await startVirtualDevice(device, {
            api,
            workDir,
            checkinIntervalMs: options.checkinIntervalMs,
            imagesPerMinute: options.imagesPerMinute,
            renderer: frames,
            requestTimeoutMs: options.requestTimeoutMs,
            queueBudgetBytes: QUEUE_BUDGET_BYTES,
            onCall,
            onCallStarted: () => (inFlight += 1),
            log,
          }),
        );
      }),
    );
    await sleep(deadline - performance.now(), stop.signal);
    for (const device of running) device.agent.stop();
    await waitForIdle(() => inFlight, Math.min(options.requestTimeoutMs, MAX_GRACE_MS));
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
        skipped: running.reduce((sum, d) => sum + (d.camera?.missed ?? 0), 0),
        mib: uploads.bytesSent / 1024 / 1024,
      },
      agents: running.reduce(
        (sum, d) => {
          const counters = d.agent.counters();
          return {
            framesUploaded: sum.framesUploaded + counters.frames_uploaded,
            framesDropped: sum.framesDropped + counters.frames_dropped,
            queueLeft: sum.queueLeft + counters.queue_depth,
          };
        },
        { framesUploaded: 0, framesDropped: 0, queueLeft: 0 },
      ),
      totals: recorder.totals(),
      errors: recorder.errors(),
      interrupted: hooks.signal?.aborted ?? false,
    };
  } finally {
    clearInterval(ticker);
    clearTimeout(graceTimer);
    for (const device of running) device.agent.stop();
    // An agent whose request is still out saves its counters when the answer comes, which would
    // make its folder again after the removal: the folder goes when the last answer is in.
    const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
    if (inFlight === 0) removeWorkDir();
    else void waitForIdle(() => inFlight, options.requestTimeoutMs).then(removeWorkDir);
    hooks.signal?.removeEventListener('abort', onInterrupt);
    await (frames ?? (await framesStarting.catch(() => null)))?.close();
  }
}
