import { parseArgs } from 'node:util';
import { integerOption } from '../lib/cli.js';

export interface AgentBenchOptions {
  /** Camera frames per measured round. */
  frames: number;
  width: number;
  height: number;
  /** Measured rounds of each side; the best is kept (the machine is shared). */
  rounds: number;
  /** The OpenVINO side's IR: as converted, or quantized to INT8 by NNCF as the exporter does. */
  openvinoPrecision: 'fp32' | 'int8';
  keep: boolean;
}

/** `--quick`: a smoke run, for checking the bench works rather than for figures. */
const QUICK = { frames: 20, rounds: 1 } as const;

export const USAGE = `usage: npm run bench:agent -- [options]
  --frames N     camera frames per measured round (default 100)
  --size WxH     camera frame size (JPEG, default 1280x720)
  --rounds R     measured rounds of each side, best kept (default 2)
  --openvino-precision P
                 the OpenVINO side's IR: fp32 (default) or int8 (NNCF, as the exporter)
  --quick        ${QUICK.frames} frames, ${QUICK.rounds} round (other options still apply)
  --keep         keep the agent's folder (its log, state and model)
  --log-level L  accepted for \`npm run bench\`; the agent logs to its folder either way`;

export function parseBenchArgs(argv: string[]): AgentBenchOptions & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      frames: { type: 'string' },
      size: { type: 'string' },
      rounds: { type: 'string' },
      'openvino-precision': { type: 'string' },
      'log-level': { type: 'string' },
      quick: { type: 'boolean' },
      keep: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const size = /^(\d+)x(\d+)$/.exec(values.size ?? '1280x720');
  if (!size) throw new Error(`--size must look like 1280x720, got "${values.size}"`);
  const quick = values.quick ?? false;
  const precision = values['openvino-precision'] ?? 'fp32';
  if (precision !== 'fp32' && precision !== 'int8')
    throw new Error(`--openvino-precision must be fp32 or int8, got "${precision}"`);
  return {
    frames: integerOption('frames', values.frames, quick ? QUICK.frames : 100, 1, 5000),
    width: integerOption('size', size[1], 1280, 16, 8192),
    height: integerOption('size', size[2], 720, 16, 8192),
    rounds: integerOption('rounds', values.rounds, quick ? QUICK.rounds : 2, 1, 10),
    openvinoPrecision: precision,
    keep: values.keep ?? false,
    help: values.help ?? false,
  };
}
