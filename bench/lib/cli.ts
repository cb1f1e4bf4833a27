/**
 * The argument prelude every bench shares: parse, print usage on `--help` (exit 0) or on a bad
 * argument (exit 2). Returns the options, or the exit code when the bench should not run.
 */
export function readBenchArgs<T extends { help: boolean }>(parse: (args: string[]) => T, usage: string): T | number {
  let options: T;
  try {
    options = parse(process.argv.slice(2));
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
