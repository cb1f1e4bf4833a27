import { Agent } from './agent.js';
import { loadConfig } from './config.js';
import { createLog, errorText } from './log.js';
import { runModelOnce } from './run-model.js';
import { AGENT_VERSION } from './version.js';

/** The edge agent's entry point (bundled into dist/agent/edge-agent.mjs by `npm run build:agent`). */
const log = createLog(process.env.AGENT_QUIET === '1');

if (process.argv.includes('--version')) {
  process.stdout.write(`${AGENT_VERSION}\n`);
  process.exit(0);
}

const runModel = process.argv.indexOf('--run-model');
if (runModel >= 0) {
  try {
    process.stdout.write(`${await runModelOnce(process.argv.slice(runModel + 1))}\n`);
    process.exit(0);
  } catch (err) {
    process.stderr.write(`${errorText(err)}\n`);
    process.exit(1);
  }
}

try {
  const agent = new Agent(loadConfig(), log);
  await agent.start();
  const shutdown = (signal: string) => {
    log('info', 'stopping', { signal });
    agent.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} catch (err) {
  log('error', 'agent could not start', { error: errorText(err) });
  process.exit(1);
}
