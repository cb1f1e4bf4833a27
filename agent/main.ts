import { Agent } from './agent.js';
import { loadConfig } from './config.js';
import { createLog, errorText } from './log.js';
import { AGENT_VERSION } from './version.js';

/** The edge agent's entry point (bundled into dist/agent/edge-agent.mjs by `npm run build:agent`). */
const log = createLog(process.env.AGENT_QUIET === '1');

if (process.argv.includes('--version')) {
  process.stdout.write(`${AGENT_VERSION}\n`);
  process.exit(0);
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
