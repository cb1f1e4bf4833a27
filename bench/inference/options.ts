import { parseArgs } from 'node:util';
import { integerOption } from '../lib/cli.js';

export interface InferenceBenchOptions {
  /** Images in the measured request. */
  images: number;
  /** Width and height of each camera frame (JPEG). */
  width: number;
  height: number;
  /** The API's QUEUE_POLL_INTERVAL_MS: how soon a queued request is picked up. */
  pollMs: number;
  /** Measured rounds of each side; the best is kept (the machine is shared with the servers). */
  rounds: number;
  logLevel: string;
  keep: boolean;
}

/** `--quick`: a smoke run, for checking the bench works rather than for figures. */
const QUICK = { images: 20, rounds: 1 } as const;

export const USAGE = `usage: npm run bench:inference -- [options]
  --images N     images in the measured inference request (default 100)
  --size WxH     camera frame size of the uploaded JPEGs (default 1280x720)
  --poll-ms M    the API's QUEUE_POLL_INTERVAL_MS (default 200)
  --rounds R     measured rounds of each side, best kept (default 2)
  --quick        ${QUICK.images} images, ${QUICK.rounds} round (other options still apply)
  --log-level L  the API's LOG_LEVEL (default info)
  --keep         keep the temporary stack folder with its logs`;

export function parseBenchArgs(argv: string[]): InferenceBenchOptions & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      images: { type: 'string' },
      size: { type: 'string' },
      'poll-ms': { type: 'string' },
      rounds: { type: 'string' },
      'log-level': { type: 'string' },
      quick: { type: 'boolean' },
      keep: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const size = /^(\d+)x(\d+)$/.exec(values.size ?? '1280x720');
  if (!size) throw new Error(`--size must look like 1280x720, got "${values.size}"`);
  const quick = values.quick ?? false;
  return {
    images: integerOption('images', values.images, quick ? QUICK.images : 100, 1, 1000),
    width: integerOption('size', size[1], 1280, 16, 8192),
    height: integerOption('size', size[2], 720, 16, 8192),
    pollMs: integerOption('poll-ms', values['poll-ms'], 200, 50, 60_000),
    rounds: integerOption('rounds', values.rounds, quick ? QUICK.rounds : 2, 1, 10),
    logLevel: values['log-level'] ?? 'info',
    keep: values.keep ?? false,
    help: values.help ?? false,
  };
}
