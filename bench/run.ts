/**
 * `npm run bench`: the five benches one after another (each on a private stack of its own),
 * one table of all their figures, and one results file, bench/results/<timestamp>.json, that a
 * later run can be compared with (`--compare`). Usage: bench/options.ts.
 */
import { parseBenchArgs as parseAgentArgs } from './agent/options.js';
import { runAgentBench } from './agent/run.js';
import { parseBenchArgs as parseConsoleArgs } from './console/options.js';
import { runConsoleBench } from './console/run.js';
import { parseBenchArgs as parseDataArgs } from './data/options.js';
import { runDataBench } from './data/run.js';
import { parseBenchArgs as parseDevicesArgs } from './devices/options.js';
import { runDevicesBench } from './devices/run.js';
import { parseBenchArgs as parseInferenceArgs } from './inference/options.js';
import { runInferenceBench } from './inference/run.js';
import { parseBenchArgs as parseTrainingArgs } from './training/options.js';
import { runTrainingBench } from './training/run.js';
import { readBenchArgs, runCommand } from './lib/cli.js';
import { figureKey, loadPreviousFigures } from './lib/compare.js';
import { figureLabel } from './lib/figure.js';
import { combinedTable, figuresJson } from './lib/figure-table.js';
import { passed, type BenchName, type BenchReport } from './lib/report.js';
import { runEnvironment, writeResults } from './lib/results.js';
import { parseCombinedArgs, USAGE } from './options.js';

const log = (line: string) => console.error(`[bench] ${line}`);

/** Each bench's own option parser and run, exactly as its own command uses them. */
const BENCH_RUNS: Record<BenchName, (args: string[]) => () => Promise<BenchReport>> = {
  devices: (args) => {
    const options = parseDevicesArgs(args);
    return () => runDevicesBench(options);
  },
  data: (args) => {
    const options = parseDataArgs(args);
    return () => runDataBench(options);
  },
  inference: (args) => {
    const options = parseInferenceArgs(args);
    return () => runInferenceBench(options);
  },
  agent: (args) => {
    const options = parseAgentArgs(args);
    return () => runAgentBench(options);
  },
  training: (args) => {
    const options = parseTrainingArgs(args);
    return () => runTrainingBench(options);
  },
  console: (args) => {
    const options = parseConsoleArgs(args);
    return () => runConsoleBench(options);
  },
};

type Outcome = { bench: BenchName; report: BenchReport } | { bench: BenchName; error: string };

async function main(): Promise<number> {
  const combined = readBenchArgs(parseCombinedArgs, USAGE);
  if (typeof combined === 'number') return combined;
  // Every bench's options are checked before the first one starts: a typo should not cost the
  // minutes of the benches before it.
  const planned: { bench: BenchName; run: () => Promise<BenchReport> }[] = [];
  for (const bench of combined.benches) {
    try {
      planned.push({ bench, run: BENCH_RUNS[bench](combined.args[bench]) });
    } catch (err) {
      console.error(`${bench}: ${err instanceof Error ? err.message : err}\n\n${USAGE}`);
      return 2;
    }
  }
  let previous: Map<string, number | null> | null = null;
  try {
    previous = combined.compare ? loadPreviousFigures(combined.compare) : null;
  } catch (err) {
    console.error(`--compare: ${err instanceof Error ? err.message : err}`);
    return 2;
  }

  const startedAt = new Date();
  const outcomes: Outcome[] = [];
  for (const { bench, run } of planned) {
    log(`${bench}: npm run bench:${bench} -- ${combined.args[bench].join(' ')}`);
    try {
      outcomes.push({ bench, report: await run() });
    } catch (err) {
      // One bench failing leaves the others' figures worth having.
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      outcomes.push({ bench, error: err instanceof Error ? err.message : String(err) });
    }
  }

  const rows = outcomes.flatMap((outcome) =>
    'report' in outcome
      ? outcome.report.figures.map((figure) => ({
          bench: outcome.bench,
          figure,
          previous: previous?.get(figureKey(outcome.bench, figureLabel(figure))),
        }))
      : [],
  );
  for (const outcome of outcomes) {
    console.log(`\n${'report' in outcome ? outcome.report.setting : `${outcome.bench}: FAILED: ${outcome.error}`}`);
  }
  if (combined.compare) console.log(`compared with ${combined.compare}`);
  console.log(`\n${combinedTable(rows, previous !== null)}`);
  for (const outcome of outcomes) {
    if ('report' in outcome && outcome.report.notes.length > 0)
      console.log(`\n${outcome.bench}:${outcome.report.notes.map((note) => `\n${note.replace(/^\n/, '')}`).join('')}`);
  }

  const pass = outcomes.every((outcome) => 'report' in outcome && passed(outcome.report.figures));
  const file = writeResults(
    null,
    {
      started_at: startedAt.toISOString(),
      finished_at: new Date().toISOString(),
      pass,
      environment: runEnvironment(),
      arguments: process.argv.slice(2),
      benches: outcomes.map((outcome) =>
        'report' in outcome
          ? {
              bench: outcome.bench,
              pass: passed(outcome.report.figures),
              started_at: outcome.report.startedAt.toISOString(),
              finished_at: outcome.report.finishedAt.toISOString(),
              setting: outcome.report.setting,
              options: outcome.report.options,
              figures: figuresJson(outcome.report.figures),
              details: outcome.report.details,
            }
          : { bench: outcome.bench, pass: false, error: outcome.error, figures: [] },
      ),
    },
    undefined,
    startedAt,
  );
  console.log(`\n${pass ? 'All targets met.' : 'Some targets were missed or a bench failed.'} Results: ${file}`);
  return pass ? 0 : 1;
}

runCommand(main);
