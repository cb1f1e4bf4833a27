import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent } from '../../agent/agent.js';
import type { ApiCall } from '../../agent/api-client.js';
import { agentConfig } from '../../agent/config.js';
import type { Log } from '../../agent/log.js';
import type { FrameSource as JpegRenderer } from './frame-source.js';
import type { VirtualDeviceIdentity } from './provision.js';
import { VirtualCamera } from './virtual-camera.js';
import { VirtualTelemetry } from './virtual-telemetry.js';

export interface VirtualDeviceOptions {
  api: string;
  /** The device's own folder (key file, state, models, upload queue) is made below this. */
  workDir: string;
  checkinIntervalMs: number;
  /** Uploads per minute; 0 runs no camera (check-ins only). */
  imagesPerMinute: number;
  renderer: JpegRenderer | null;
  requestTimeoutMs: number;
  queueBudgetBytes: number;
  /** Every API call any device made. */
  onCall(call: ApiCall): void;
  onCallStarted(): void;
  /** The agent's errors (its warnings are the failed calls, already reported through onCall). */
  log: Log;
}

/** One simulated device: the edge agent itself, with a virtual camera and virtual board readings. */
export interface VirtualDevice {
  identity: VirtualDeviceIdentity;
  agent: Agent;
  camera: VirtualCamera | null;
}

/**
 * Starts the real agent (agent/agent.ts: the check-in loop with backoff, the deployer, the frame
 * loop, the on-disk upload queue with idempotency keys) for a provisioned device, set up as the
 * setup script sets up a real one: a key file (0600), a state folder and a configuration. The
 * camera takes a frame per upload slot and the policy uploads every frame it takes.
 */
export async function startVirtualDevice(
  identity: VirtualDeviceIdentity,
  options: VirtualDeviceOptions,
): Promise<VirtualDevice> {
  const dir = join(options.workDir, identity.deviceId);
  mkdirSync(dir, { recursive: true });
  const keyFile = join(dir, 'device.key');
  writeFileSync(keyFile, `${identity.apiKey}\n`, { mode: 0o600 });
  const periodS = options.imagesPerMinute > 0 ? 60 / options.imagesPerMinute : null;
  const config = agentConfig.parse({
    api_url: options.api,
    key_file: keyFile,
    state_dir: join(dir, 'state'),
    checkin_interval_s: Math.max(1, options.checkinIntervalMs / 1000),
    checkin_jitter: 0.2,
    backoff_base_ms: 500,
    backoff_max_ms: 30_000,
    request_timeout_ms: options.requestTimeoutMs,
    frames: periodS ? { source: 'virtual-camera', fps: 1 / periodS, keep: true } : null,
    // Slightly under the frame period, so timer slack never makes the policy skip a frame.
    upload: { every_s: periodS ? periodS * 0.9 : null },
    queue: { budget_bytes: options.queueBudgetBytes },
  });
  const camera = options.renderer && periodS ? new VirtualCamera(options.renderer, identity.deviceId) : null;
  const agent = new Agent(config, options.log, {
    frameSource: camera ?? undefined,
    telemetry: new VirtualTelemetry(),
    observer: { started: options.onCallStarted, finished: options.onCall },
  });
  await agent.start();
  return { identity, agent, camera };
}
