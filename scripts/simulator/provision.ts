import { jsonHeaders, timedRequest } from './http.js';
import { mapBounded } from './limiter.js';
import type { Recorder } from './recorder.js';

/** A provisioned virtual device: what a real one keeps after running the setup script. */
export interface VirtualDeviceIdentity {
  index: number;
  /** The platform's numeric id. */
  id: number;
  deviceId: string;
  apiKey: string;
}

export interface ProvisionOptions {
  api: string;
  token: string;
  count: number;
  /** Makes device ids unique per run, so runs can repeat against the same organization. */
  runId: string;
  concurrency: number;
  timeoutMs: number;
  recorder: Recorder;
  /** No new device starts once this aborts. */
  stop?: AbortSignal;
  /** Cancels requests in flight. */
  abort?: AbortSignal;
}

/**
 * Provisions `count` devices the way operators and devices do it: the operator creates one
 * single-use token per device, the device presents it to the public provisioning endpoint.
 * Devices that fail are counted as errors and left out.
 */
export async function provisionDevices(options: ProvisionOptions): Promise<VirtualDeviceIdentity[]> {
  const { api, recorder, timeoutMs, abort: signal } = options;
  const indexes = Array.from({ length: options.count }, (_, i) => i);
  const provisioned = await mapBounded(indexes, options.concurrency, async (index) => {
    if (options.stop?.aborted) return null;
    const created = await timedRequest(
      `${api}/provisioning-tokens`,
      {
        method: 'POST',
        headers: jsonHeaders({ bearer: options.token }),
        body: JSON.stringify({ name: `simulator ${options.runId} #${index}`, expires_in_hours: 1 }),
        timeoutMs,
      },
      signal,
    );
    recorder.record('token', created);
    const token = (created.data as { token?: string } | null)?.token;
    if (!token) return null;

    const deviceId = `sim-${options.runId}-${String(index).padStart(5, '0')}`;
    const outcome = await timedRequest(
      `${api}/devices/provision`,
      {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({
          token,
          device_id: deviceId,
          name: `Simulated camera ${index}`,
          hostname: deviceId,
          platform: 'simulator',
          labels: { simulator: options.runId },
        }),
        timeoutMs,
      },
      signal,
    );
    recorder.record('provision', outcome);
    const data = outcome.data as { device?: { id?: number }; api_key?: string } | null;
    if (!data?.api_key || typeof data.device?.id !== 'number') return null;
    return { index, id: data.device.id, deviceId, apiKey: data.api_key };
  });
  return provisioned.filter((device): device is VirtualDeviceIdentity => device !== null);
}

/** Short, sortable, and unlikely to repeat: the start time in base 36 plus random characters. */
export function newRunId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
