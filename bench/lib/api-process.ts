/**
 * The API as a process of its own, for benches: configured by the environment like production,
 * started with `start()`, reporting its URL to the parent over IPC, stopping cleanly on SIGTERM.
 */
import { loadConfig } from '../../api/config.js';
import { start } from '../../api/server.js';

export type ApiProcessMessage = { kind: 'ready'; url: string; internalUrl: string } | { kind: 'failed'; error: string };

function tell(message: ApiProcessMessage): void {
  process.send?.(message);
}

try {
  const api = await start(loadConfig(process.env));
  tell({ kind: 'ready', url: api.url, internalUrl: api.internalUrl });
  const stop = () => void api.stop().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // An orphaned API would hold ports after the bench is gone.
  process.once('disconnect', stop);
} catch (err) {
  tell({ kind: 'failed', error: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}
