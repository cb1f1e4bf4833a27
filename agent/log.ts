/** One JSON line per event on stdout, for journald or `docker logs`. Never given secrets. */
export type Log = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;

export function createLog(quiet = false): Log {
  return (level, msg, fields = {}) => {
    if (quiet && level === 'info') return;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  };
}

export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
