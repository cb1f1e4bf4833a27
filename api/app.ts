import { resolve } from 'node:path';
import express, { type Express } from 'express';
import swaggerUi from 'swagger-ui-express';
import type { Config } from './config.js';
import { createAuthenticator } from './lib/auth/authenticate.js';
import { errorHandler, notFoundHandler } from './lib/http/error-handler.js';
import { rejectDeepBodies, rejectOperatorQueryNames } from './lib/http/input-guards.js';
import { jsonBody } from './lib/http/json-body.js';
import { deviceRateLimitsFor } from './lib/http/device-rate-limit.js';
import { mountRoutes } from './lib/http/mount.js';
import { PROVISIONING_PATH, PUBLIC_PATHS, rateLimitsFor } from './lib/http/rate-limit.js';
import { defineRoute, type AnyRoute } from './lib/http/route.js';
import { requestLogger, type Logger } from './lib/logging.js';
import { Metrics } from './lib/metrics.js';
import type { Database } from './lib/mongo/database.js';
import { Claims } from './lib/mongo/claims.js';
import { Sequences } from './lib/mongo/sequences.js';
import { quotaLimits } from './config-limits.js';
import { Quotas } from './lib/quotas.js';
import { docsPageDocument, docsPageOptions } from './openapi/docs-page.js';
import type { ObjectStore } from './lib/storage.js';
import { healthRoutes } from './modules/health/index.js';
import { createOrgModule } from './modules/org/index.js';
import { createApiKeysModule } from './modules/api-keys/index.js';
import { JobQueue } from './lib/queue.js';
import { createDataModule, EXPORT_JOB } from './modules/data/index.js';
import { createDevicesModule } from './modules/devices/index.js';
import { createMlModule } from './modules/ml/index.js';
import { createMonitoringModule } from './modules/monitoring/index.js';
import { KubeResources } from './lib/kube.js';
import { createDeploymentsModule } from './modules/deployments/index.js';
import { createProvisioningModule } from './modules/provisioning/index.js';
import { createInferenceModule, runtimePoolFor } from './modules/inference/index.js';
import { consoleCsp, consoleRoutes, consoleStatic } from './modules/console/index.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/document.js';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: ObjectStore;
  logger: Logger;
  /** Overrides the cluster client the configuration describes (tests). */
  kube?: KubeResources | null;
  /** True once the process is stopping: /readyz answers 503 (api/server.ts). */
  stopping?: () => boolean;
}

export interface App {
  express: Express;
  metrics: Metrics;
  openapi: OpenApiDocument;
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

/** The Express app with every module wired in; no listening, so tests can run it in-process. */
export function createApp(deps: AppDeps): App {
  const { config, database, storage, logger } = deps;
  const sequences = new Sequences(database.db);
  const metrics = new Metrics();

  // Two pairs of modules call each other: org's settings drive data's batch closing (and data
  // reads those settings), devices' check-ins list deployments (which target devices). The
  // earlier module of each pair gets a port that reaches the later one when it is called, which
  // is only ever after construction; no module is changed once built.
  const org = createOrgModule({
    db: database.db,
    sequences,
    defaults: {
      batch_auto_close: config.DEFAULT_BATCH_AUTO_CLOSE,
      batch_timeout_minutes: config.DEFAULT_BATCH_TIMEOUT_MINUTES,
      devices_require_approval: false,
      deployment_max_accuracy_drop: 0.02,
    },
    onBatchSettingsChanged: (organizationId) => data.rescheduleOpenBatches(organizationId),
  });

  const apiKeys = createApiKeysModule({
    db: database.db,
    sequences,
    memberRole: (organizationId, sub) => org.service.memberRole(organizationId, sub),
  });

  const queue = new JobQueue(database.db, {
    name: `api-${process.pid}`,
    pollIntervalMs: config.QUEUE_POLL_INTERVAL_MS,
    logger,
    startAtOnce: [EXPORT_JOB],
  });
  const claims = new Claims(database.db);
  const quotas = new Quotas(database.db, quotaLimits(config));
  const provisioning = createProvisioningModule({ db: database.db, sequences, claims });
  const devices = createDevicesModule({
    db: database.db,
    sequences,
    config,
    tokens: provisioning.service,
    queue,
    metrics,
    logger,
    requireApproval: async (organizationId) => (await org.service.settingsOf(organizationId)).devices_require_approval,
    pendingDeployments: (device) => deployments.service.pendingFor(device),
    quotas,
  });
  const data = createDataModule({
    db: database.db,
    sequences,
    claims,
    store: storage,
    queue,
    metrics,
    config,
    logger,
    settingsOf: (organizationId) => org.service.settingsOf(organizationId),
    uploadCounters: devices.uploadCounters,
    quotas,
  });

  const kube =
    deps.kube !== undefined
      ? deps.kube
      : KubeResources.fromSettings({
          kubeconfigPath: config.KUBECONFIG,
          inCluster: config.KUBE_IN_CLUSTER,
          namespace: config.KUBE_NAMESPACE,
        });
  const organizationExists = (id: number) => org.service.exists(id);
  // ONNX Runtime threads: inference requests, and checking uploaded models off the event loop.
  const inferencePool = runtimePoolFor(config, logger);
  const ml = createMlModule({
    db: database.db,
    sequences,
    claims,
    store: storage,
    config,
    datasets: data.artifacts,
    projectExists: data.projectExists,
    organizationExists,
    quotas,
    kube,
  });
  const inference = createInferenceModule({
    db: database.db,
    quotas,
    sequences,
    claims,
    store: storage,
    queue,
    config,
    logger,
    models: ml.modelVersions,
    data: data.inference,
    pool: inferencePool,
    registry: metrics.registry,
  });
  const deployments = createDeploymentsModule({
    db: database.db,
    sequences,
    devices: devices.service,
    artifacts: ml.artifacts,
    kube,
    organizationExists,
    maxAccuracyDrop: async (organizationId) =>
      (await org.service.settingsOf(organizationId)).deployment_max_accuracy_drop,
  });

  const monitoring = createMonitoringModule({
    db: database.db,
    sequences,
    metrics,
    queue,
    organizationExists: async (id) => await org.service.exists(id),
  });

  const rateLimits = rateLimitsFor(config, metrics.registry);
  const deviceLimits = deviceRateLimitsFor(config, metrics.registry);
  const auth = createAuthenticator({
    oidc: {
      issuerUrl: config.OIDC_ISSUER_URL,
      audience: config.OIDC_AUDIENCE,
      clockToleranceS: config.OIDC_CLOCK_TOLERANCE_S,
      jwksCacheMaxAgeS: config.OIDC_JWKS_CACHE_MAX_AGE_S,
    },
    resolveUser: (identity, requested) => org.service.resolveUser(identity, requested),
    resolveSignedIn: (identity) => org.service.resolveSignedIn(identity),
    resolveApiKey: (key) => apiKeys.service.authenticate(key),
    resolveDevice: (apiKey) => devices.service.authenticate(apiKey),
    resolveWorkload: (token) => ml.resolveWorkload(token),
    operatorToken: config.OPERATOR_TOKEN,
    alertWebhookToken: config.ALERT_WEBHOOK_TOKEN,
    beforeDeviceKey: rateLimits?.deviceKey,
  });

  const apiRoutes: AnyRoute[] = [
    ...org.routes,
    ...apiKeys.routes,
    ...provisioning.routes,
    ...devices.routes,
    ...data.routes,
    ...ml.routes,
    ...inference.routes,
    ...deployments.routes,
    ...monitoring.routes,
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
  // The document route reads `openapi` lazily, after the document exists.
  const openapi = buildOpenApiDocument([...rootRoutes, ...apiRoutes]);

  const app = express();
  app.disable('x-powered-by');
  // No ETag hashed over every JSON answer (a list of 100 images is hashed whole to save nobody a
  // download); routes whose answers are revalidated (images, thumbnails) set their own.
  app.set('etag', false);
  // Only the configured proxies are believed about the client's address, protocol and host.
  app.set('trust proxy', config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false);
  app.use(requestLogger(logger));
  app.use(metrics.middleware());

  const root = express.Router();
  mountRoutes(root, rootRoutes, auth);
  app.use(root);

  const api = express.Router();
  api.use(jsonBody(config.JSON_BODY_LIMIT));
  api.use(rejectDeepBodies(), rejectOperatorQueryNames());
  if (rateLimits) {
    api.use(PUBLIC_PATHS, rateLimits.publicRequests);
    api.use(PROVISIONING_PATH, rateLimits.provisioningToken);
    // The console's sign-in callback page.
    app.use('/callback', rateLimits.publicRequests);
  }
  mountRoutes(api, apiRoutes, auth, deviceLimits);
  const signIn = {
    issuer: config.OIDC_ISSUER_URL,
    clientId: config.CONSOLE_CLIENT_ID ?? config.OIDC_AUDIENCE,
    scopes: config.CONSOLE_SCOPES,
  };
  api.use('/docs', swaggerUi.serve, swaggerUi.setup(docsPageDocument(openapi, signIn), docsPageOptions(signIn)));
  app.use('/api', api);
  const consoleApp = consoleStatic({
    distDir: resolve(config.CONSOLE_DIST_DIR),
    csp: consoleCsp({ issuer: config.OIDC_ISSUER_URL, objectStore: config.S3_ENDPOINT }),
  });
  if (consoleApp) app.use(consoleApp);

  app.use(notFoundHandler());
  app.use(errorHandler());

  return {
    express: app,
    metrics,
    openapi,
    queue,
    async ensureIndexes() {
      await Sequences.ensureIndexes(database.db);
      await claims.ensureIndexes();
      await quotas.ensureIndexes();
      await org.ensureIndexes();
      await apiKeys.ensureIndexes();
      await provisioning.ensureIndexes();
      await devices.ensureIndexes();
      await data.ensureIndexes();
      await ml.ensureIndexes();
      await inference.ensureIndexes();
      await deployments.ensureIndexes();
      await monitoring.ensureIndexes();
    },
    async close() {
      await data.close();
      await inference.close();
    },
    async schedule() {
      await devices.schedule();
      data.schedule();
    },
  };
}
