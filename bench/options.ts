import { BENCHES, type BenchName } from './lib/report.js';

export interface CombinedOptions {
  benches: BenchName[];
  quick: boolean;
  /** A results file of an earlier run to compare against. */
  compare: string | null;
  /** What each bench's own parser gets, as if given to `npm run bench:<name> --`. */
  args: Record<BenchName, string[]>;
  help: boolean;
}

/**
 * The data bench's size in the combined run: its own default, the scale issue 17 sets (100000
 * images), and 10000 for a smoke run.
 */
export const DATA_IMAGES = { full: 100_000, quick: 10_000 } as const;

export const USAGE = `usage: npm run bench -- [options]

Runs bench/devices, bench/data, bench/inference, bench/agent, bench/training and bench/console one
after another, each on a private stack of its own (the agent bench needs none: the agent against a device
API double), prints one table of every figure next to its direct baseline from the same run, the
ratio, the target and the verdict, and writes it all to bench/results/<timestamp>.json.
Exits 1 when a target is missed or a bench fails.

  --quick                 small sizes for a smoke run of a few minutes: devices --quick,
                          data --images ${DATA_IMAGES.quick}, inference --quick, agent --quick, training --quick,
                          console --quick
  --only LIST             run only these, e.g. --only devices,agent (default all six)
  --compare FILE          add the values of an earlier results file (of this command or of one
                          bench) and the change to the table
  --keep                  passed to every bench: keep its stack folder with the server logs
  --log-level L           passed to every bench: the API's LOG_LEVEL
  --<bench>-<option> [V]  passed to that bench as --<option> [V], e.g. --data-images 2000,
                          --devices-seconds 15s, --inference-size 640x480, --agent-frames 200, --training-epochs 5
                          (options: npm run bench:<bench> -- --help)

The data bench runs with --images ${DATA_IMAGES.full} (--quick: ${DATA_IMAGES.quick}) unless --data-images or
--data-quick is given; its target is to finish within 30 minutes on 2 cores (npm run bench:data
-- --help has the figures measured).
The training bench trains yolov8n from scratch through the platform and directly, twice each, and
times three exports: about 5 minutes on 2 cores (--quick: about 3). The console bench measures
the browser console in Chromium (5,000 images, 1000 boxes): about 2 minutes.`;

function parseOnly(list: string): BenchName[] {
  const names = list.split(',').map((name) => name.trim());
  for (const name of names) {
    if (!(BENCHES as readonly string[]).includes(name))
      throw new Error(`--only takes some of ${BENCHES.join(', ')}; got "${name}"`);
  }
  return BENCHES.filter((bench) => names.includes(bench));
}

const gives = (args: string[], option: string) => args.some((arg) => arg === option || arg.startsWith(`${option}=`));

export function parseCombinedArgs(argv: string[]): CombinedOptions {
  const own: Record<BenchName, string[]> = {
    devices: [],
    data: [],
    inference: [],
    agent: [],
    training: [],
    console: [],
  };
  const shared: string[] = [];
  let benches: BenchName[] = [...BENCHES];
  let quick = false;
  let help = false;
  let compare: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const equals = arg.indexOf('=');
    const flag = equals === -1 ? arg : arg.slice(0, equals);
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      i++;
      return next;
    };
    if (flag === '--help' || flag === '-h') help = true;
    else if (flag === '--quick') quick = true;
    else if (flag === '--keep') shared.push('--keep');
    else if (flag === '--log-level') shared.push('--log-level', value());
    else if (flag === '--only') benches = parseOnly(value());
    else if (flag === '--compare') compare = value();
    else {
      const bench = BENCHES.find((name) => flag.startsWith(`--${name}-`));
      if (!bench) throw new Error(`unknown option ${arg}`);
      const option = `--${flag.slice(bench.length + 3)}`;
      // A bench option's value, if it has one, is the next argument that is not an option.
      const next = argv[i + 1];
      if (inline !== undefined) own[bench].push(`${option}=${inline}`);
      else if (next !== undefined && !next.startsWith('--')) own[bench].push(option, argv[++i]!);
      else own[bench].push(option);
    }
  }
  const sized = gives(own.data, '--images') || gives(own.data, '--quick');
  const args: Record<BenchName, string[]> = {
    devices: [...(quick ? ['--quick'] : []), ...shared, ...own.devices],
    data: [
      ...(sized ? [] : ['--images', String(quick ? DATA_IMAGES.quick : DATA_IMAGES.full)]),
      ...shared,
      ...own.data,
    ],
    inference: [...(quick ? ['--quick'] : []), ...shared, ...own.inference],
    agent: [...(quick ? ['--quick'] : []), ...shared, ...own.agent],
    training: [...(quick ? ['--quick'] : []), ...shared, ...own.training],
    console: [...(quick ? ['--quick'] : []), ...shared, ...own.console],
  };
  return { benches, quick, compare, args, help };
}
