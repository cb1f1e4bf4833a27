import type { DeviceApi } from '../api-client.js';
import { backoffDelay, jitteredInterval, type BackoffPolicy } from '../backoff.js';
import type { PendingJob } from '../deploy/plan.js';
import { errorText, type Log } from '../log.js';
import { AGENT_VERSION } from '../version.js';
import type { TelemetrySource } from './telemetry.js';

export interface CheckinReply {
  next_checkin_s: number;
  deployments: PendingJob[];
}

export interface CheckinOptions {
  intervalMs: number;
  jitter: number;
  backoff: BackoffPolicy;
}

/**
 * Check-ins on an interval with jitter; while the API is unreachable, retries with exponential
 * backoff (never longer apart than the backoff cap), then returns to the interval.
 */
export class CheckinLoop {
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = false;
  /** What the check-ins report the device runs (modelFormats(), found at start). */
  modelFormats: string[] = ['onnx'];

  constructor(
    private readonly api: DeviceApi,
    private readonly telemetry: TelemetrySource,
    private readonly counters: () => Record<string, number | null>,
    private readonly options: CheckinOptions,
    private readonly log: Log,
    private readonly onReply: (reply: CheckinReply) => void,
  ) {}

  start(): void {
    void this.tick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** One check-in now; resolves with the delay chosen before the next. */
  async tick(): Promise<number> {
    let delay: number;
    try {
      const { metrics, uptime_s } = this.telemetry.sample();
      const reply = await this.api.request<CheckinReply>('POST', '/device/checkin', {
        status: 'ok',
        agent_version: AGENT_VERSION,
        model_formats: this.modelFormats,
        uptime_s,
        metrics: { ...metrics, ...this.counters() },
      });
      if (this.failures > 0) this.log('info', 'API reachable again', { after_failures: this.failures });
      this.failures = 0;
      this.onReply(reply);
      delay = jitteredInterval(this.options.intervalMs, this.options.jitter, Math.random());
    } catch (err) {
      delay = Math.max(100, backoffDelay(this.options.backoff, this.failures, Math.random()));
      this.failures += 1;
      this.log('warn', 'check-in failed', { error: errorText(err), attempt: this.failures, retry_in_ms: delay });
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.tick(), delay);
    return delay;
  }
}
