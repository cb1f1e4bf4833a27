import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

/** A server child process whose output goes to a log file, stopped cleanly on demand. */
export class ManagedProcess {
  private exited: Promise<void>;

  constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    readonly logFile: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** SIGTERM, then SIGKILL if the process has not exited within the grace period. */
  async stop(graceMs = 5000): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** SIGKILL at once, for fault-injection tests. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  whenExited(): Promise<void> {
    return this.exited;
  }
}

/** Children still running, killed if this process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts a server in a process group of its own: Ctrl-C in a terminal signals the whole
 * foreground group, and a database stopped by the terminal before the programs using it are
 * would leave them retrying it while they shut down. The parent stops its children in order.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { logFile: string; env?: NodeJS.ProcessEnv; cwd?: string },
): ManagedProcess {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return new ManagedProcess(name, child, options.logFile);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether nothing listens on this port of 127.0.0.1 (tried by listening on it briefly). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Fails, naming the server and the setting that moves it, when one of these ports is taken. */
export async function assertPortsFree(wanted: { port: number; name: string; variable: string }[]): Promise<void> {
  for (const { port, name, variable } of wanted) {
    if (!(await portIsFree(port))) {
      throw new Error(`Port ${port} for ${name} is already in use: stop the program using it, or set ${variable}`);
    }
  }
}

/** Polls `check` until it resolves true, or fails with the process's log path in the message. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs?: number; process?: ManagedProcess } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (options.process && !options.process.running) {
      throw new Error(`${what} exited during start; see ${options.process.logFile}`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const hint = options.process ? `; see ${options.process.logFile}` : '';
  throw new Error(`${what} did not become ready in time${hint}`);
}

export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
  return response.ok;
}
