import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createApp, type App } from './app.js';
import type { Config } from './config.js';
import type { Clock } from './lib/clock.js';
import { answerClientErrorsInEnvelope } from './lib/http/client-errors.js';
import { createLogger, type Logger } from './lib/logging.js';
import { connectDatabase } from './lib/mongo/database.js';
import { ObjectStore } from './lib/storage.js';

export interface RunningApi {
  /** The public listener (PORT): browsers, devices, clients. */
  url: string;
  port: number;
  /** The internal listener (INTERNAL_PORT): the operator's and the workloads' /api/internal/ routes. */
  internalUrl: string;
  internalPort: number;
  app: App;
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * Connects the backing services, creates indexes and the bucket, and listens on both ports: the
 * public one and the internal one (api/lib/http/internal-routes.ts). `stop()` treats both alike:
 * it first fails readiness and answers with `Connection: close` for SHUTDOWN_DELAY_MS while
 * still accepting (a terminating pod leaves the Service's endpoints only after kube-proxy and
 * load balancers catch up; a connection refused meanwhile is a lost request), then stops
 * accepting, lets in-flight requests finish (bounded), and closes the database.
 */
export async function start(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
  options: { clock?: Clock } = {},
): Promise<RunningApi> {
  const database = await connectDatabase(config.MONGODB_URI, config.MONGODB_DB, config.MONGODB_TIMEOUT_MS);
  const storage = new ObjectStore({
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  });
  let app: App | undefined;
  let stopping = false;
  let internalUrl: string | undefined;
  try {
    await storage.ensureBucket();
    const created = createApp({
      config,
      database,
      storage,
      logger,
      clock: options.clock,
      stopping: () => stopping,
      internalUrl: () => internalUrl,
    });
    app = created;
    await created.ensureIndexes();
    await created.queue.start();
    await created.schedule();
    const servers = await listenBoth(created, config);
    for (const server of servers) {
      // Once stopping, every answer ends its connection: a keep-alive client's next request opens a
      // new one, which the Service sends to a pod that stays.
      server.prependListener('request', (_req, res) => {
        if (stopping) res.setHeader('connection', 'close');
      });
    }
    const [port, internalPort] = servers.map((server) => (server.address() as AddressInfo).port) as [number, number];
    const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
    internalUrl = `http://${host}:${internalPort}`;
    logger.info({ port, internalPort }, 'api listening');
    return {
      url: `http://${host}:${port}`,
      port,
      internalUrl,
      internalPort,
      app: created,
      logger,
      async stop() {
        stopping = true;
        if (config.SHUTDOWN_DELAY_MS > 0) {
          logger.info({ delayMs: config.SHUTDOWN_DELAY_MS }, 'not ready; still serving until the endpoints are gone');
          await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
        }
        await Promise.all(servers.map((server) => closeServer(server, config.SHUTDOWN_TIMEOUT_MS)));
        await created.queue.stop();
        await created.close();
        await database.close();
        logger.info('api stopped');
      },
    };
  } catch (err) {
    await app?.queue.stop();
    await app?.close();
    await database.close();
    throw err;
  }
}

/** The public and the internal listener; if the second fails, the first is closed again. */
async function listenBoth(app: App, config: Config): Promise<[Server, Server]> {
  const server = await listen(app.express, config.PORT, config);
  try {
    return [server, await listen(app.internalExpress, config.INTERNAL_PORT, config)];
  } catch (err) {
    await closeServer(server, 0);
    throw err;
  }
}

function listen(handler: Express, port: number, config: Config): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = handler.listen(port, config.HOST, (err?: Error) => (err ? reject(err) : resolve(server)));
    // Node closes idle connections after 5 s by default, while proxies and clients keep theirs
    // longer: a request sent on a connection the API closed that instant fails ("other side
    // closed", a 502 at the ingress). Outlive them; headers must still arrive after that.
    server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_S * 1000;
    server.headersTimeout = server.keepAliveTimeout + 1000;
    answerClientErrorsInEnvelope(server);
  });
}

async function closeServer(server: Server, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
  await closed;
  clearTimeout(timer);
}
