import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../../scripts/stack/local-stack.js';
import { LOCAL_USERS, passwordGrantToken } from '../../scripts/stack/servers.js';
import type { ApiProcessMessage } from './api-process.js';

export interface PrivateStackOptions {
  /** Names the temporary folder, e.g. "devices". */
  name: string;
  /** API settings on top of the stack's (LOG_LEVEL, MAX_UPLOAD_BYTES, ...). */
  apiEnv?: Record<string, string>;
  /** Leave data and logs behind for a look afterwards. */
  keep?: boolean;
  /** A MongoDB to use instead of starting the stack's own (the API's database is named by `apiEnv`). */
  mongodbUri?: string;
}

export interface PrivateStack {
  /** The API base, `http://127.0.0.1:<port>/api`. */
  apiUrl: string;
  /** The internal listener's API base (the operator's and the workloads' routes). */
  internalApiUrl: string;
  /** What the API was configured with, so a bench can reach the same database and bucket directly. */
  env: Record<string, string>;
  dir: string;
  /** Process ids by name (api, mongod, minio, dex), for CPU accounting. */
  pids: Record<string, number | undefined>;
  /** A real access token for a local user (alice@example.com owns her organization). */
  token(email?: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * MongoDB (or the given one), MinIO and Dex on free ports in a temporary folder, plus the API. The API runs in a
 * child process because in production it has a process to itself: sharing the bench's event loop
 * would charge the load generator's HTTP work to the API and flatter the direct baseline.
 */
export async function startPrivateStack(options: PrivateStackOptions): Promise<PrivateStack> {
  const dir = mkdtempSync(join(tmpdir(), `edge-vision-bench-${options.name}-`));
  const stack = await startStack({ dir, users: LOCAL_USERS, useExternalMongo: options.mongodbUri });
  const env: Record<string, string> = {
    ...stack.env,
    MONGODB_DB: `bench_${options.name}`,
    S3_BUCKET: `bench-${options.name}`,
    HOST: '127.0.0.1',
    PORT: '0',
    INTERNAL_PORT: '0',
    LOG_LEVEL: 'info',
    // Benches drive one organization from one address as hard as it goes: they measure
    // throughput, not the per-address limits and per-organization quotas (tested in test/).
    RATE_LIMIT_ENABLED: 'false',
    QUOTA_PENDING_INFERENCE: '1000000',
    QUOTA_PENDING_EXPORTS: '1000000',
    QUOTA_DEVICES: '1000000',
    QUOTA_IMAGES: '100000000',
    QUOTA_STORED_BYTES: String(2 ** 50),
    ...options.apiEnv,
  };
  let api: { child: ChildProcess; url: string; internalUrl: string };
  try {
    api = await startApiProcess(env, join(dir, 'logs', 'api.log'));
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return {
    apiUrl: `${api.url}/api`,
    internalApiUrl: `${api.internalUrl}/api`,
    env,
    dir,
    pids: {
      api: api.child.pid,
      ...Object.fromEntries(stack.servers.map((server) => [server.process.name, server.process.pid])),
    },
    token: (email = 'alice@example.com') => passwordGrantToken(stack.issuer, email),
    async stop() {
      await stopChild(api.child);
      await stack.stop();
      if (!options.keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function startApiProcess(
  env: Record<string, string>,
  logFile: string,
): Promise<{ child: ChildProcess; url: string; internalUrl: string }> {
  const entry = fileURLToPath(new URL('./api-process.ts', import.meta.url));
  // The API writes its log straight into the file: piped through this process, every line it
  // logs would cost the load generator a read and a write, charged to the API's side of a bench.
  const log = openSync(logFile, 'a');
  // BENCH_API_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (node refuses
  // --cpu-prof in NODE_OPTIONS), to see where a request's time goes in a bench's own setting.
  const profileDir = process.env.BENCH_API_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', import.meta.resolve('tsx'), entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log, 'ipc'],
  });
  closeSync(log); // the child holds its own copy
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start within 60 s; see ${logFile}`));
    }, 60_000);
    child.on('message', (message: ApiProcessMessage) => {
      clearTimeout(timer);
      if (message.kind === 'ready') resolve({ child, url: message.url, internalUrl: message.internalUrl });
      else reject(new Error(`the API did not start: ${message.error} (log: ${logFile})`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with code ${code} during start; see ${logFile}`));
    });
  });
}

function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
