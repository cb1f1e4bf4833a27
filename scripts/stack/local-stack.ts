import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBinaries } from './binaries.js';
import { MINIO_CREDENTIALS, startDex, startMinio, startMongod, type RunningServer } from './servers.js';
import { assertPortsFree, freePort } from './process.js';

export interface StackOptions {
  /** Folder for data and logs. */
  dir: string;
  users: string[];
  /** Fixed ports for `npm start`; free ones are picked when absent. */
  ports?: { mongo: number; s3: number; s3Console: number; dex: number };
  /** A MongoDB URI to use instead of starting mongod. */
  useExternalMongo?: string;
  /** Origins the browser console is served from (Dex's redirect URIs and CORS). */
  consoleOrigins?: string[];
}

export interface Stack {
  env: Record<string, string>;
  issuer: string;
  servers: RunningServer[];
  stop(): Promise<void>;
}

/**
 * MongoDB, MinIO and Dex on 127.0.0.1, and the API's environment to reach them. Every binary is
 * built before any server starts; the servers then start in parallel, and if one fails, the
 * others are stopped before the error is thrown.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const logDir = join(options.dir, 'logs');
  mkdirSync(logDir, { recursive: true });
  ensureServerBinaries(options.useExternalMongo ? ['minio', 'dex'] : ['mongod', 'minio', 'dex']);
  let ports = options.ports;
  if (ports) {
    await assertPortsFree([
      ...(options.useExternalMongo ? [] : [{ port: ports.mongo, name: 'MongoDB', variable: 'LOCAL_MONGO_PORT' }]),
      { port: ports.s3, name: 'MinIO', variable: 'LOCAL_S3_PORT' },
      { port: ports.s3Console, name: "MinIO's console", variable: 'LOCAL_S3_CONSOLE_PORT' },
      { port: ports.dex, name: 'Dex', variable: 'LOCAL_DEX_PORT' },
    ]);
  } else {
    ports = { mongo: await freePort(), s3: await freePort(), s3Console: await freePort(), dex: await freePort() };
  }
  const started = await Promise.allSettled([
    options.useExternalMongo
      ? Promise.resolve({ url: options.useExternalMongo, process: null })
      : startMongod({ port: ports.mongo, dataDir: join(options.dir, 'mongodb'), logDir }),
    startMinio({ port: ports.s3, consolePort: ports.s3Console, dataDir: join(options.dir, 'minio'), logDir }),
    startDex({
      port: ports.dex,
      logDir,
      configDir: join(options.dir, 'dex'),
      users: options.users,
      consoleOrigins: options.consoleOrigins,
    }),
  ]);
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' && result.value.process ? [result.value as RunningServer] : [],
  );
  const stop = async () => {
    await Promise.all(servers.map((server) => server.process.stop()));
  };
  const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  const [mongo, s3, dex] = started.map((r) => (r as PromiseFulfilledResult<{ url: string }>).value);
  const issuer = dex!.url;
  return {
    issuer,
    servers,
    stop,
    env: {
      MONGODB_URI: mongo!.url,
      S3_ENDPOINT: s3!.url,
      S3_ACCESS_KEY: MINIO_CREDENTIALS.accessKey,
      S3_SECRET_KEY: MINIO_CREDENTIALS.secretKey,
      OIDC_ISSUER_URL: issuer,
      OIDC_AUDIENCE: 'edge-vision',
    },
  };
}
