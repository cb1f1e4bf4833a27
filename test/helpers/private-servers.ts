/**
 * Servers a fault-injection suite owns alone: killing them never disturbs the run's shared stack.
 * Each keeps its port and data folder across restarts, as a real server restarted in place would.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { startDex, startMinio, startMongod, type RunningServer } from '../../scripts/stack/servers.js';
import { portIsFree } from '../../scripts/stack/process.js';
import { stackEnv } from './stack-env.js';

export interface PrivateServer {
  readonly url: string;
  /** SIGKILL: the server vanishes mid-request, its connections reset. */
  kill(): Promise<void>;
  /** SIGSTOP: the server stops answering but keeps its connections open, as behind a network cut. */
  freeze(): void;
  /** SIGCONT after `freeze`. */
  thaw(): void;
  /** Starts it again on the same port with the same data. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function privateServer(start: () => Promise<RunningServer>): Promise<PrivateServer> {
  let current = await start();
  const url = current.url;
  return {
    url,
    async kill() {
      await current.process.kill();
    },
    freeze() {
      process.kill(current.process.pid!, 'SIGSTOP');
    },
    thaw() {
      process.kill(current.process.pid!, 'SIGCONT');
    },
    async restart() {
      await current.process.kill();
      current = await start();
    },
    async stop() {
      if (current.process.running) process.kill(current.process.pid!, 'SIGCONT');
      await current.process.stop();
    },
  };
}

/**
 * A free port below Linux's ephemeral range (32768 and up). While a server is down, a port from
 * that range can be handed to anyone asking for a free one (or used as a connection's local
 * port), and the server could not come back on it.
 */
async function stablePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await portIsFree(port)) return port;
  }
}

function privateDir(name: string): string {
  return mkdtempSync(join(stackEnv.dir, `${name}-`));
}

export async function privateMongod(): Promise<PrivateServer> {
  const dir = privateDir('mongod');
  const port = await stablePort();
  return privateServer(() => startMongod({ port, dataDir: join(dir, 'data'), logDir: dir, cacheSizeGb: 0.25 }));
}

export async function privateMinio(): Promise<PrivateServer> {
  const dir = privateDir('minio');
  const [port, consolePort] = [await stablePort(), await stablePort()];
  return privateServer(() => startMinio({ port, consolePort, dataDir: join(dir, 'data'), logDir: dir }));
}

/** Dex keeps its signing keys in memory, so every restart also rotates them. */
export async function privateDex(users: string[]): Promise<PrivateServer> {
  const dir = privateDir('dex');
  const port = await stablePort();
  return privateServer(() => startDex({ port, users, logDir: dir, configDir: dir }));
}
