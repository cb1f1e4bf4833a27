/**
 * The Express app around the routes, outermost first: logging and metrics, the health routes,
 * then under /api the body parser, hostile-input guards, rate limits, the routes and the API
 * explorer; the console's files; the 404 and the one error handler. The internal listener gets
 * the same stack without the explorer and the console.
 */
import { resolve } from 'node:path';
import express, { type Express } from 'express';
import swaggerUi from 'swagger-ui-express';
import type { Config } from '../config.js';
import type { Authenticator } from '../lib/auth/authenticate.js';
import type { DeviceRateLimits } from '../lib/http/device-rate-limit.js';
import { errorHandler, notFoundHandler } from '../lib/http/error-handler.js';
import { rejectDeepBodies, rejectOperatorQueryNames } from '../lib/http/input-guards.js';
import { jsonBody } from '../lib/http/json-body.js';
import { mountRoutes } from '../lib/http/mount.js';
import { PROVISIONING_PATH, PUBLIC_PATHS, type RateLimits } from '../lib/http/rate-limit.js';
import type { AnyRoute } from '../lib/http/route.js';
import { requestLogger, type Logger } from '../lib/logging.js';
import type { Metrics } from '../lib/metrics.js';
import { consoleCsp, consoleStatic } from '../modules/console/index.js';
import type { OpenApiDocument } from '../openapi/document.js';
import { docsPageDocument, docsPageOptions } from '../openapi/docs-page.js';

export interface HttpStackDeps {
  /** Which listener the app answers on: the internal one has no explorer and no console. */
  listener: 'public' | 'internal';
  config: Config;
  logger: Logger;
  metrics: Metrics;
  auth: Authenticator;
  rateLimits: RateLimits | null;
  deviceLimits: DeviceRateLimits | null;
  /** /healthz, /readyz, /metrics: outside /api, without its body parser and limits. */
  rootRoutes: AnyRoute[];
  apiRoutes: AnyRoute[];
  openapi: OpenApiDocument;
}

export function httpStack(deps: HttpStackDeps): Express {
  const { config, rateLimits } = deps;
  const app = express();
  app.disable('x-powered-by');
  // No ETag hashed over every JSON answer (a list of 100 images is hashed whole to save nobody a
  // download); routes whose answers are revalidated (images, thumbnails) set their own.
  app.set('etag', false);
  // Only the configured proxies are believed about the client's address, protocol and host.
  app.set('trust proxy', config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false);
  app.use(requestLogger(deps.logger));
  app.use(deps.metrics.middleware());

  const root = express.Router();
  mountRoutes(root, deps.rootRoutes, deps.auth);
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
  mountRoutes(api, deps.apiRoutes, deps.auth, deps.deviceLimits);
  app.use('/api', api);
  if (deps.listener === 'public') publicPages(app, api, deps);

  app.use(notFoundHandler());
  app.use(errorHandler());
  return app;
}

/** The API explorer under /api/docs and the console's files. */
function publicPages(app: Express, api: express.Router, deps: HttpStackDeps): void {
  const { config } = deps;
  const signIn = {
    issuer: config.OIDC_ISSUER_URL,
    clientId: config.CONSOLE_CLIENT_ID ?? config.OIDC_AUDIENCE,
    scopes: config.CONSOLE_SCOPES,
  };
  api.use('/docs', swaggerUi.serve, swaggerUi.setup(docsPageDocument(deps.openapi, signIn), docsPageOptions(signIn)));
  const consoleApp = consoleStatic({
    distDir: resolve(config.CONSOLE_DIST_DIR),
    csp: consoleCsp({ issuer: config.OIDC_ISSUER_URL, objectStore: config.S3_ENDPOINT }),
  });
  if (consoleApp) app.use(consoleApp);
}
