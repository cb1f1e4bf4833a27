import type { Express } from 'express';
import type { Config } from './config.js';
import { systemClock, type Clock } from './lib/clock.js';
import { deviceRateLimitsFor } from './lib/http/device-rate-limit.js';
import { rateLimitsFor } from './lib/http/rate-limit.js';
import { splitByListener } from './lib/http/internal-routes.js';
import { defineRoute, type AnyRoute } from './lib/http/route.js';
import type { Logger } from './lib/logging.js';
import { Metrics } from './lib/metrics.js';
import type { KubeResources } from './lib/kube.js';
import type { Database } from './lib/mongo/database.js';
import type { JobQueue } from './lib/queue.js';
import type { ObjectStore } from './lib/storage.js';
import { consoleRoutes } from './modules/console/index.js';
import { healthRoutes } from './modules/health/index.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/document.js';
import { authenticatorFor } from './wiring/authentication.js';
import { httpStack } from './wiring/http-stack.js';
import { composeModules } from './wiring/modules.js';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: ObjectStore;
  logger: Logger;
  /** The current time for every module; the wall clock unless a test moves time itself. */
  clock?: Clock;
  /** Overrides the cluster client the configuration describes (tests). */
  kube?: KubeResources | null;
  /** True once the process is stopping: /readyz answers 503 (api/server.ts). */
  stopping?: () => boolean;
  /** The internal listener's address once it listens (api/server.ts), e.g. `http://127.0.0.1:8082`. */
  internalUrl?: () => string | undefined;
}

export interface App {
  /** The public listener's app: everything but /api/internal/. */
  express: Express;
  /** The internal listener's app: /api/internal/ (operator, workloads), health, its own document. */
  internalExpress: Express;
  metrics: Metrics;
  /** The public document (/api/openapi.json, the explorer, the generated clients). */
  openapi: OpenApiDocument;
  /** The internal routes' document, served at /api/openapi.json on the internal listener. */
  internalOpenapi: OpenApiDocument;
  queue: JobQueue;
  /** Indexes every module needs; created at start, before the first request. */
  ensureIndexes(): Promise<void>;
  /** Recurring jobs; run once the queue has started. */
  schedule(): Promise<void>;
  /** Releases what the modules hold beyond the database (the sweep timer, inference threads and models). */
  close(): Promise<void>;
}

function docsRoutes(document: () => OpenApiDocument): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      tags: ['Operations'],
      summary: 'This OpenAPI 3.1 document',
      auth: 'public',
      responses: {
        200: { description: 'The document itself (not wrapped in the envelope)', contentType: 'application/json' },
      },
      handler: async () => ({ status: 200, raw: JSON.stringify(document()), contentType: 'application/json' }),
    }),
  ];
}

/**
 * The Express app with every module wired in; no listening, so tests can run it in-process. The
 * modules are composed in wiring/modules.ts, credentials resolved in wiring/authentication.ts, and
 * the middleware stack is wiring/http-stack.ts.
 */
export function createApp(deps: AppDeps): App {
  const { config, database, storage } = deps;
  const metrics = new Metrics();
  const internalBaseUrl = () =>
    config.INTERNAL_BASE_URL ?? `${deps.internalUrl?.() ?? `http://127.0.0.1:${config.INTERNAL_PORT}`}/api`;
  const modules = composeModules({ ...deps, metrics, clock: deps.clock ?? systemClock, internalBaseUrl });
  const rateLimits = rateLimitsFor(config, metrics.registry);
  const [publicRoutes, internalRoutes] = splitByListener(modules.routes);

  const apiRoutes: AnyRoute[] = [
    ...publicRoutes,
    ...consoleRoutes({
      issuer: config.OIDC_ISSUER_URL,
      client_id: config.CONSOLE_CLIENT_ID ?? config.OIDC_AUDIENCE,
      scopes: config.CONSOLE_SCOPES,
    }),
    ...docsRoutes(() => openapi),
  ];
  const rootRoutes = healthRoutes({
    checks: [
      { name: 'database', check: () => database.ping() },
      { name: 'object_store', check: () => storage.ping() },
    ],
    metrics,
    stopping: deps.stopping,
  });
  const internalApiRoutes = [...internalRoutes, ...docsRoutes(() => internalOpenapi)];
  // The document routes read their document lazily, after it exists.
  const openapi = buildOpenApiDocument([...rootRoutes, ...apiRoutes], 'public');
  const internalOpenapi = buildOpenApiDocument([...rootRoutes, ...internalApiRoutes], 'internal');

  // One stack, two listeners: the same logging, metrics, body limits, guards and error envelope.
  const shared = {
    config,
    logger: deps.logger,
    metrics,
    auth: authenticatorFor(config, modules, rateLimits),
    rootRoutes,
  };
  const express = httpStack({
    ...shared,
    listener: 'public',
    rateLimits,
    deviceLimits: deviceRateLimitsFor(config, metrics.registry),
    apiRoutes,
    openapi,
  });
  const internalExpress = httpStack({
    ...shared,
    listener: 'internal',
    rateLimits: null,
    deviceLimits: null,
    apiRoutes: internalApiRoutes,
    openapi: internalOpenapi,
  });

  return {
    express,
    internalExpress,
    metrics,
    openapi,
    internalOpenapi,
    queue: modules.queue,
    ensureIndexes: () => modules.ensureIndexes(),
    schedule: () => modules.schedule(),
    close: () => modules.close(),
  };
}
