/**
 * `npm run simulate -- --devices 5 --images-per-minute 30 --duration 60s`: provisions virtual
 * devices against a running API (`npm start` by default), runs the edge agent on each (a virtual
 * camera of generated JPEGs, the agent's own check-ins, upload queue and deployments) for the
 * duration, shows progress on stderr, and prints a per-operation latency table and the API's
 * memory over the run on stdout. Exits 1 when any request failed or the API's
 * memory grew past --max-memory-growth from the second minute to the last. `--help` lists every option.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  DEFAULTS,
  formatMemory,
  formatReport,
  MemoryWatch,
  metricsUrlOf,
  parseCli,
  ProgressLine,
  runSimulation,
  USAGE,
} from './simulator/index.js';
import { passwordGrantToken } from './stack/servers.js';

/** What `npm start` wrote about the running stack (EDGE_VISION_LOCAL_DIR, default .local). */
function localStack(): { issuer?: string; api?: string } {
  const file = resolve(process.env.EDGE_VISION_LOCAL_DIR ?? '.local', 'stack.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as { issuer?: string; api?: string };
}

const MEMORY_SAMPLE_MS = 5000;

async function userToken(email: string, issuer: string | undefined): Promise<string> {
  if (!issuer) {
    throw new Error('No identity provider known: run `npm start` first, set OIDC_ISSUER_URL, or pass --token.');
  }
  return passwordGrantToken(issuer, email, { password: process.env.DEV_PASSWORD });
}

async function main(): Promise<number> {
  let cli: ReturnType<typeof parseCli>;
  try {
    cli = parseCli(process.argv.slice(2));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : err}\n\n${USAGE}`);
    return 2;
  }
  if (cli.help) {
    console.log(USAGE);
    return 0;
  }
  const stack = localStack();
  const api = cli.api ?? stack.api ?? DEFAULTS.api;
  const token = cli.token ?? (await userToken(cli.user, process.env.OIDC_ISSUER_URL ?? stack.issuer));

  // The first Ctrl-C ends the run early and still prints the report; a second one quits at once.
  const interrupt = new AbortController();
  process.on('SIGINT', () => {
    if (interrupt.signal.aborted) process.exit(130);
    console.error('\n[simulate] stopping; Ctrl-C again to quit without a report');
    interrupt.abort();
  });

  const progress = new ProgressLine();
  console.error(
    `[simulate] ${cli.simulation.devices} devices, ${cli.simulation.imagesPerMinute} images/min each, ` +
      `${cli.simulation.durationMs / 1000} s against ${api}`,
  );
  const memory = new MemoryWatch(metricsUrlOf(api), MEMORY_SAMPLE_MS).start();
  const report = await runSimulation(
    { ...cli.simulation, api, token },
    { onProgress: (p) => progress.update(p), signal: interrupt.signal },
  );
  const memoryReport = await memory.stop();
  progress.done();
  console.log(formatReport(report));
  console.log(formatMemory(memoryReport, cli.maxMemoryGrowthPercent));
  const failed =
    report.totals.errors > 0 ||
    report.devices.provisioned < report.devices.requested ||
    (memoryReport.growthPercent ?? 0) > cli.maxMemoryGrowthPercent;
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
