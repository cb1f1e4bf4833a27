import { parseArgs } from 'node:util';

/** What one simulation run does; `runSimulation` takes exactly this. */
export interface SimulationOptions {
  /** The API base URL, e.g. http://127.0.0.1:8080/api. Nothing else is contacted. */
  api: string;
  /** A user's bearer token with `devices:manage` (an owner or admin), for the provisioning tokens. */
  token: string;
  devices: number;
  /** Uploads per minute, per device. 0 sends check-ins only. */
  imagesPerMinute: number;
  durationMs: number;
  /** Mean time between a device's check-ins; each wait is jittered by ±20%. */
  checkinIntervalMs: number;
  /** Approximate size of each generated JPEG. */
  imageKb: number;
  /** Provisioning requests in flight at once (each running agent has at most a check-in and an upload). */
  concurrency: number;
  requestTimeoutMs: number;
  /** Threads encoding JPEGs, so encoding never stalls the timers that measure latency. */
  renderWorkers: number;
}

export const DEFAULTS = {
  api: 'http://127.0.0.1:8080/api',
  user: 'alice@example.com',
  devices: 5,
  imagesPerMinute: 6,
  durationMs: 60_000,
  checkinIntervalMs: 10_000,
  imageKb: 100,
  concurrency: 32,
  requestTimeoutMs: 30_000,
  renderWorkers: 2,
} as const;

/** "60s", "2m", "1500ms", "1h" or bare seconds ("45"). */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: "${text}" (use e.g. 60s, 2m, 1500ms)`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 's']!;
  return Math.round(Number(match[1]) * unit);
}

function count(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`--${name} must be a number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

export const USAGE = `usage: npm run simulate -- --devices N --images-per-minute R --duration 60s [options]
Each virtual device runs the edge agent (agent/) with a virtual camera and board readings.
  --devices N              virtual devices to provision (default ${DEFAULTS.devices})
  --images-per-minute R    uploads per minute per device (default ${DEFAULTS.imagesPerMinute}; 0 = none)
  --duration D             how long devices run after provisioning, e.g. 20s, 2m (default 60s)
  --checkin-interval D     mean time between check-ins (default 10s, at least 1s, jittered ±20%)
  --image-kb K             approximate JPEG size (default ${DEFAULTS.imageKb})
  --concurrency C          provisioning requests in flight at once (default ${DEFAULTS.concurrency})
  --request-timeout D      per request (default 30s)
  --render-workers W       JPEG encoding threads (default ${DEFAULTS.renderWorkers})
  --api URL                API base (default: the api in .local/stack.json, else ${DEFAULTS.api})
  --user EMAIL             sign in as this local user (default ${DEFAULTS.user})
  --token TOKEN            use this bearer token instead of signing in
  --max-memory-growth P    fail when the API's resident memory (sampled from its /metrics every 5 s)
                           grows by more than P percent from the second minute to the last
                           (medians; default 10; runs of 3 minutes or more)`;

export interface CliOptions {
  simulation: Omit<SimulationOptions, 'api' | 'token'>;
  api: string | undefined;
  user: string;
  token: string | undefined;
  /** Percent; judged on runs long enough to have a stretch after the first minute. */
  maxMemoryGrowthPercent: number;
  help: boolean;
}

export function parseCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      devices: { type: 'string' },
      'images-per-minute': { type: 'string' },
      duration: { type: 'string' },
      'checkin-interval': { type: 'string' },
      'image-kb': { type: 'string' },
      concurrency: { type: 'string' },
      'request-timeout': { type: 'string' },
      'render-workers': { type: 'string' },
      api: { type: 'string' },
      user: { type: 'string' },
      token: { type: 'string' },
      'max-memory-growth': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const duration = (text: string | undefined, fallback: number) =>
    text === undefined ? fallback : parseDuration(text);
  return {
    simulation: {
      devices: Math.floor(count('devices', values.devices, DEFAULTS.devices, 1, 100_000)),
      imagesPerMinute: count('images-per-minute', values['images-per-minute'], DEFAULTS.imagesPerMinute, 0, 6000),
      durationMs: duration(values.duration, DEFAULTS.durationMs),
      checkinIntervalMs: duration(values['checkin-interval'], DEFAULTS.checkinIntervalMs),
      imageKb: count('image-kb', values['image-kb'], DEFAULTS.imageKb, 1, 50_000),
      concurrency: Math.floor(count('concurrency', values.concurrency, DEFAULTS.concurrency, 1, 10_000)),
      requestTimeoutMs: duration(values['request-timeout'], DEFAULTS.requestTimeoutMs),
      renderWorkers: Math.floor(count('render-workers', values['render-workers'], DEFAULTS.renderWorkers, 1, 64)),
    },
    api: values.api,
    user: values.user ?? DEFAULTS.user,
    token: values.token,
    maxMemoryGrowthPercent: count('max-memory-growth', values['max-memory-growth'], 10, 0, 10_000),
    help: values.help ?? false,
  };
}
