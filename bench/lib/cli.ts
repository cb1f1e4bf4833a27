import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figuresJson, figureTable } from './figure-table.js';
import { passed, type BenchReport } from './report.js';
import { runEnvironment, writeResults } from './results.js';

/** An integer option in [min, max], or `fallback` when it was not given. */
export function integerOption(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

/**
 * The argument prelude every bench shares: parse, print usage on `--help` (exit 0) or on a bad
 * argument (exit 2). Returns the options, or the exit code when the bench should not run.
 */
export function readBenchArgs<T extends { help: boolean }>(
  parse: (args: string[]) => T,
  usage: string,
  args = process.argv.slice(2),
): T | number {
  let options: T;
  try {
    options = parse(args);
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : err}\n\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  return options;
}

/** Whether the module at `moduleUrl` is the script node was started with (not imported by another). */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(resolve(script)) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/** Runs a command's main function and exits with its code (a crash prints its stack and exits 1). */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exit(1);
    },
  );
}

/**
 * A bench's own command (`npm run bench:<name>`): parse its options, run it, print its setting,
 * verdict table and notes, write bench/results/<name>-<timestamp>.json, and exit 1 when a target
 * is missed.
 */
export async function benchCommand<T extends { help: boolean }>(spec: {
  parse: (args: string[]) => T;
  usage: string;
  run: (options: Omit<T, 'help'>) => Promise<BenchReport>;
}): Promise<number> {
  const parsed = readBenchArgs(spec.parse, spec.usage);
  if (typeof parsed === 'number') return parsed;
  const { help: _help, ...options } = parsed;
  const report = await spec.run(options);
  const pass = passed(report.figures);
  console.log(`\n${report.setting}\n`);
  console.log(figureTable(report.figures));
  for (const note of report.notes) console.log(note);
  const file = writeResults(
    report.bench,
    {
      bench: report.bench,
      started_at: report.startedAt.toISOString(),
      finished_at: report.finishedAt.toISOString(),
      pass,
      environment: runEnvironment(),
      options: report.options,
      figures: figuresJson(report.figures),
      ...report.details,
    },
    undefined,
    report.startedAt,
  );
  console.log(`\n${pass ? 'All targets met.' : 'Some targets were missed.'} Results: ${file}`);
  return pass ? 0 : 1;
}
