import { parseArgs } from 'node:util';
import { parseDuration } from '../../scripts/simulator/options.js';

export interface DevicesBenchOptions {
  /** Provisioned devices the check-ins and uploads rotate over. */
  devices: number;
  /** Measured time of each of the six sides (API and two direct ones, for check-ins and uploads). */
  phaseMs: number;
  /** Before each side's every turn, not measured. */
  warmupMs: number;
  /** Turns each side takes, so that a slow stretch of the host lands on every side. */
  rounds: number;
  checkinConcurrency: number;
  uploadConcurrency: number;
  imageMib: number;
  /** The API's LOG_LEVEL: `info` is what production runs, request logging included. */
  logLevel: string;
  /** Keep the temporary stack folder (data, server logs) for a look afterwards. */
  keep: boolean;
}

/** `--quick`: a smoke run in about a minute, for checking the bench works rather than for figures. */
const QUICK = { devices: 20, phaseMs: 3_000, warmupMs: 1_000 } as const;

export const USAGE = `usage: npm run bench:devices -- [options]
  --devices N              devices to provision (default 50)
  --seconds D              measured time of each side, e.g. 15s (default 8s; six sides)
  --rounds N               turns each side takes, API and direct alternating (default 4)
  --warmup D               unmeasured warm-up at the start of every turn (default 2s)
  --quick                  ${QUICK.devices} devices, ${QUICK.phaseMs / 1000}s phases, ${QUICK.warmupMs / 1000}s warm-up (other options still apply)
  --concurrency C          check-ins in flight (default 32)
  --upload-concurrency C   uploads in flight (default 8)
  --image-mib M            size of each uploaded JPEG (default 1)
  --log-level L            the API's LOG_LEVEL (default info, as in production)
  --keep                   keep the temporary stack folder with its logs`;

export function parseBenchArgs(argv: string[]): DevicesBenchOptions & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      devices: { type: 'string' },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      concurrency: { type: 'string' },
      'upload-concurrency': { type: 'string' },
      'image-mib': { type: 'string' },
      'log-level': { type: 'string' },
      quick: { type: 'boolean' },
      keep: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const number = (name: string, text: string | undefined, fallback: number, min: number, max: number) => {
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isFinite(value) || value < min || value > max) {
      throw new Error(`--${name} must be a number from ${min} to ${max}, got "${text}"`);
    }
    return value;
  };
  const quick = values.quick ?? false;
  return {
    devices: Math.floor(number('devices', values.devices, quick ? QUICK.devices : 50, 1, 10_000)),
    phaseMs: values.seconds === undefined ? (quick ? QUICK.phaseMs : 8_000) : parseDuration(values.seconds),
    warmupMs: values.warmup === undefined ? (quick ? QUICK.warmupMs : 2_000) : parseDuration(values.warmup),
    rounds: Math.floor(number('rounds', values.rounds, 4, 1, 100)),
    checkinConcurrency: Math.floor(number('concurrency', values.concurrency, 32, 1, 1000)),
    uploadConcurrency: Math.floor(number('upload-concurrency', values['upload-concurrency'], 8, 1, 256)),
    imageMib: number('image-mib', values['image-mib'], 1, 0.01, 20),
    logLevel: values['log-level'] ?? 'info',
    keep: values.keep ?? false,
    help: values.help ?? false,
  };
}
