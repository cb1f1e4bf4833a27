import { ConfigError, loadConfig } from './config.js';
import { start } from './server.js';

/** The API process: start, then stop gracefully on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const api = await start(config);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    api.logger.info({ signal }, 'shutting down');
    api.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        api.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
