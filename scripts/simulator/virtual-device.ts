import type { FrameSource } from './frame-source.js';
import { jsonHeaders, timedRequest } from './http.js';
import { encodeImageUpload } from './multipart.js';
import { sleep, type Limiter } from './limiter.js';
import type { VirtualDeviceIdentity } from './provision.js';
import type { Recorder } from './recorder.js';

export interface DeviceContext {
  api: string;
  runId: string;
  limiter: Limiter;
  recorder: Recorder;
  /** null when the run uploads nothing. */
  frames: FrameSource | null;
  checkinIntervalMs: number;
  /** null when the run uploads nothing. */
  uploadIntervalMs: number | null;
  timeoutMs: number;
  /** `performance.now()` after which no request starts. */
  deadline: number;
  /** Ends waits early and starts nothing new (the run was interrupted). */
  stop: AbortSignal;
  /** Cancels requests still in flight (the grace period after the deadline is over). */
  abort: AbortSignal;
}

/** Where the device lost time on the simulator's side, to tell a slow generator from a slow API. */
export interface DeviceOutcome {
  skippedUploads: number;
  /** Waiting for the encoding threads to deliver a frame. */
  frameWaitMs: number;
  /** Waiting for a free request slot under the concurrency limit. */
  slotWaitMs: number;
}

/** A slowly wandering gauge, so dashboards show plausible curves rather than white noise. */
function wander(value: number, step: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value + (Math.random() * 2 - 1) * step));
}

/**
 * One virtual camera: check-ins on a jittered interval and uploads at a fixed rate, side by side,
 * until the deadline. Uploads are scheduled on a fixed grid; one that is due while the previous is
 * still going waits for it, and a device that falls a whole interval behind skips (and counts)
 * the missed slots instead of bursting to catch up, as a real camera with a full buffer would.
 */
export async function runVirtualDevice(device: VirtualDeviceIdentity, ctx: DeviceContext): Promise<DeviceOutcome> {
  const live = () => !ctx.stop.aborted && performance.now() < ctx.deadline;
  const waitUntil = (at: number) => sleep(Math.min(at, ctx.deadline) - performance.now(), ctx.stop);
  const bootedAt = Date.now() - Math.floor(Math.random() * 86_400_000);
  const gauges = {
    cpu: 20 + Math.random() * 40,
    memory: 30 + Math.random() * 30,
    temperature: 45 + Math.random() * 10,
  };
  const outcome: DeviceOutcome = { skippedUploads: 0, frameWaitMs: 0, slotWaitMs: 0 };
  /** Null when the request's slot came only after the deadline: it is not sent, nor counted. */
  const send = (url: string, init: Parameters<typeof timedRequest>[1]) => {
    const queued = performance.now();
    return ctx.limiter.run(async () => {
      outcome.slotWaitMs += performance.now() - queued;
      if (!live()) return null;
      return timedRequest(url, init, ctx.abort);
    });
  };

  const checkins = async () => {
    // The first check-in comes soon after start, spread out so devices do not arrive in lockstep.
    let due = performance.now() + Math.random() * Math.min(ctx.checkinIntervalMs, 2000);
    for (;;) {
      await waitUntil(due);
      if (!live()) return;
      gauges.cpu = wander(gauges.cpu, 8, 1, 99);
      gauges.memory = wander(gauges.memory, 2, 5, 95);
      gauges.temperature = wander(gauges.temperature, 1.5, 30, 85);
      const body = JSON.stringify({
        status: 'ok',
        agent_version: 'simulator/1.0.0',
        uptime_s: Math.floor((Date.now() - bootedAt) / 1000),
        metrics: {
          cpu_percent: round1(gauges.cpu),
          memory_percent: round1(gauges.memory),
          disk_percent: 42,
          temperature_c: round1(gauges.temperature),
        },
      });
      const result = await send(`${ctx.api}/device/checkin`, {
        method: 'POST',
        headers: jsonHeaders({ deviceKey: device.apiKey }),
        body,
        timeoutMs: ctx.timeoutMs,
      });
      if (result) ctx.recorder.record('checkin', result);
      due = Math.max(performance.now(), due + ctx.checkinIntervalMs * (0.8 + Math.random() * 0.4));
    }
  };

  const uploads = async (frames: FrameSource, interval: number) => {
    let due = performance.now() + Math.random() * interval;
    let frame = 0;
    for (;;) {
      await waitUntil(due);
      if (!live()) return;
      const asked = performance.now();
      const jpeg = await frames.next();
      outcome.frameWaitMs += performance.now() - asked;
      if (!live()) return;
      frame++;
      const form = encodeImageUpload(
        { bytes: jpeg, filename: `${device.deviceId}-${frame}.jpg`, contentType: 'image/jpeg' },
        { captured_at: new Date().toISOString(), metadata: JSON.stringify({ simulator: ctx.runId, frame }) },
      );
      const result = await send(`${ctx.api}/device/images/upload`, {
        method: 'POST',
        headers: { ...form.headers, 'x-device-key': device.apiKey },
        body: form.body,
        timeoutMs: ctx.timeoutMs,
      });
      if (result) ctx.recorder.record('upload', result, jpeg.length);
      due += interval;
      const behind = performance.now() - due;
      if (behind > interval) {
        const missed = Math.floor(behind / interval);
        outcome.skippedUploads += missed;
        due += missed * interval;
      }
    }
  };

  await Promise.all([
    checkins(),
    ctx.frames && ctx.uploadIntervalMs ? uploads(ctx.frames, ctx.uploadIntervalMs) : Promise.resolve(),
  ]);
  return outcome;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
