import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { loadConfig, type Config } from '../../api/config.js';
import type { Clock } from '../../api/lib/clock.js';
import { createLogger, type Logger } from '../../api/lib/logging.js';
import { ObjectStore } from '../../api/lib/storage.js';
import { start, type RunningApi } from '../../api/server.js';
import { ApiClient } from './client.js';
import { stackEnv } from './stack-env.js';
import { tokenFor } from './tokens.js';

export interface TestApi {
  api: RunningApi;
  config: Config;
  /** Requests to `/api` on the public listener. */
  client: ApiClient;
  /** Requests to `/api` on the internal listener (the operator's and the workloads' routes). */
  internal: ApiClient;
  /** Requests to the site root (health, metrics). */
  root: ApiClient;
  /** A direct connection to the same database, to check what was (not) written. */
  db: Db;
  storage: ObjectStore;
  /** A client signed in as this user. */
  as(email: string): Promise<ApiClient>;
  stop(): Promise<void>;
}

/**
 * The API's environment on the run's real servers, with a database and a bucket of its own (a
 * fresh random suffix per call), so suites never see each other's data.
 */
export function privateApiEnv() {
  const suffix = randomBytes(4).toString('hex');
  return {
    MONGODB_URI: stackEnv.mongodbUri,
    MONGODB_DB: `test_${suffix}`,
    S3_ENDPOINT: stackEnv.s3Endpoint,
    S3_ACCESS_KEY: stackEnv.s3AccessKey,
    S3_SECRET_KEY: stackEnv.s3SecretKey,
    S3_BUCKET: `test-${suffix}`,
    OIDC_ISSUER_URL: stackEnv.issuer,
    OIDC_AUDIENCE: 'edge-vision',
  };
}

/**
 * The real API on a free port, against the run's real servers, with a database and a bucket of
 * its own so suites never see each other's data.
 */
export async function startTestApi(
  overrides: Record<string, string> = {},
  options: { logger?: Logger; clock?: Clock } = {},
): Promise<TestApi> {
  const config = loadConfig({
    ...privateApiEnv(),
    HOST: '127.0.0.1',
    PORT: '0',
    INTERNAL_PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...overrides,
  });
  const api = await start(config, options.logger ?? createLogger(config.LOG_LEVEL), { clock: options.clock });
  const mongo = await MongoClient.connect(config.MONGODB_URI);
  const client = new ApiClient(`${api.url}/api`);
  return {
    api,
    config,
    client,
    internal: new ApiClient(`${api.internalUrl}/api`),
    root: new ApiClient(api.url),
    db: mongo.db(config.MONGODB_DB),
    storage: new ObjectStore({
      endpoint: config.S3_ENDPOINT,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
    }),
    async as(email: string) {
      return client.as(await tokenFor(email, config.OIDC_ISSUER_URL));
    },
    async stop() {
      await api.stop();
      await mongo.close();
    },
  };
}
