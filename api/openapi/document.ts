import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ORGANIZATION_HEADER, type AuthMode } from '../lib/auth/authenticate.js';
import { PERMISSIONS, ROLES, type Permission } from '../lib/auth/permissions.js';
import { ERROR_STATUS, type ErrorCode } from '../lib/errors.js';
import { PUBLIC_PATHS } from '../lib/http/rate-limit.js';
import type { AnyRoute, ResponseSpec } from '../lib/http/route.js';
import { errorEnvelope, offsetMeta, pageMeta } from '../lib/http/schemas.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const SECURITY: Record<AuthMode, Record<string, string[]>[]> = {
  public: [],
  user: [{ bearerAuth: [] }],
  'signed-in': [{ bearerAuth: [] }],
  device: [{ deviceKey: [] }],
  'device-or-pending': [{ deviceKey: [] }],
  'device-key-in-handler': [{ deviceKey: [] }],
  'user-or-device': [{ bearerAuth: [] }, { deviceKey: [] }],
  operator: [{ operatorToken: [] }],
  workload: [{ workloadToken: [] }],
  alertmanager: [{ alertmanagerToken: [] }],
};

const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Invalid request body or parameters; `error.details` names the field',
  UNAUTHORIZED: 'Missing or invalid authentication',
  INVALID_TOKEN: 'Provisioning token invalid, expired or already used',
  FORBIDDEN: "The caller's role lacks the permission",
  DEVICE_NOT_APPROVED: 'The device is waiting for approval (organization setting devices_require_approval)',
  NOT_FOUND: 'Not found (also for resources of another organization)',
  CONFLICT: 'Conflicts with an existing resource',
  DEVICE_EXISTS: 'A device with this container engine id is already registered',
  PAYLOAD_TOO_LARGE: 'The body or upload is over the limit',
  UNSUPPORTED_MEDIA_TYPE: 'Not a supported media type',
  RATE_LIMITED:
    'Too many failed attempts, or requests to a public endpoint, from this address, or uploads or check-ins from ' +
    'this device (RATE_LIMIT_*); retry after `Retry-After` seconds',
  QUOTA_EXCEEDED:
    "A quota of the caller's organization is used up; `error.details` names it and its value " +
    '(e.g. `training_jobs=2 (QUOTA_TRAINING_JOBS)`)',
  REQUEST_HEADERS_TOO_LARGE: 'The URL and headers together are over 16 KiB (e.g. a very long query string)',
  INTERNAL_ERROR: 'Server error',
  SERVICE_UNAVAILABLE:
    'A backing service (database, object store, identity provider) is unreachable; retry later, nothing was written',
  CONTAINER_MANAGEMENT_NOT_CONFIGURED:
    'No container-management service (Portainer) is configured on the API; retrying does not help',
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds until the client may try again', schema: { type: 'integer' as const } },
};

function successSchema(response: ResponseSpec) {
  const shape = {
    success: z.literal(true),
    data: response.data ?? z.unknown(),
    ...(response.list === 'page' ? { meta: pageMeta } : response.list === 'offset' ? { meta: offsetMeta } : {}),
  };
  return z.object(shape);
}

function errorCodesOf(route: AnyRoute): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors ?? []);
  if (route.params || route.query || route.body) codes.add('VALIDATION_ERROR');
  if (route.auth !== 'public') codes.add('UNAUTHORIZED');
  // Authentication itself reads the database (and for users may need the identity provider's keys).
  if (route.auth !== 'public') codes.add('SERVICE_UNAVAILABLE');
  if (route.permission) codes.add('FORBIDDEN');
  if (route.auth !== 'public' || route.path.includes('{')) codes.add('NOT_FOUND');
  if (route.auth === 'device' || route.auth === 'user-or-device') codes.add('DEVICE_NOT_APPROVED');
  if (
    route.auth === 'device' ||
    route.auth === 'device-or-pending' ||
    route.auth === 'device-key-in-handler' ||
    route.auth === 'user-or-device' ||
    PUBLIC_PATHS.includes(route.path)
  ) {
    codes.add('RATE_LIMITED');
  }
  // Node's HTTP parser refuses an over-long URL or headers before any route runs.
  codes.add('REQUEST_HEADERS_TOO_LARGE');
  codes.add('INTERNAL_ERROR');
  return [...codes];
}

function errorResponses(route: AnyRoute) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      {
        description: codes.map((c) => `${c}: ${ERROR_DESCRIPTIONS[c]}`).join('. '),
        ...(status === ERROR_STATUS.RATE_LIMITED ? { headers: RETRY_AFTER } : {}),
        content: { 'application/json': { schema: errorEnvelope } },
      },
    ]),
  );
}

function describe(route: AnyRoute): string | undefined {
  const parts = route.description ? [route.description] : [];
  if (route.permission) {
    parts.push(`Requires permission \`${route.permission}\` (roles: ${PERMISSIONS[route.permission].join(', ')}).`);
  }
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

/** Which roles hold each permission, as the markdown table docs/api-guide.md also carries. */
export function permissionTable(): string {
  const rows = (Object.keys(PERMISSIONS) as Permission[]).map(
    (permission) =>
      `| \`${permission}\` | ${ROLES.map((role) => ((PERMISSIONS[permission] as readonly string[]).includes(role) ? '✓' : '')).join(' | ')} |`,
  );
  return [`| permission | ${ROLES.join(' | ')} |`, `| --- | ${ROLES.map(() => '---').join(' | ')} |`, ...rows].join(
    '\n',
  );
}

/** Every security scheme an operation may name; a document carries the ones its routes use. */
const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An access token from the OIDC issuer (PKCE login in browsers, the device authorization grant for ' +
      'headless tools, password grant for local tests), or a personal API key (`evk_...`, created at ' +
      'POST /organization/api-keys; it names its organization). Paste either into Authorize here. ' +
      `Users in several organizations select one with the \`${ORGANIZATION_HEADER}\` header. ` +
      "Tokens are checked against the issuer's signing keys, cached for OIDC_JWKS_CACHE_MAX_AGE_S, so they keep " +
      'working while the issuer is unreachable. A token signed by a key not cached yet is then answered 503 ' +
      'SERVICE_UNAVAILABLE (retry later), not 401; a key the issuer does not publish is 401.',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description: "The operator's shared token (OPERATOR_TOKEN), for the internal status routes.",
  },
  workloadToken: {
    type: 'http',
    scheme: 'bearer',
    description: "A training or export workload's own callback token (`wlt_...`), valid for that job only.",
  },
  alertmanagerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "Alertmanager's webhook token (ALERT_WEBHOOK_TOKEN), set as the receiver's `authorization.credentials`.",
  },
  deviceKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Device-Key',
    description: 'The `adk_...` key a device received when it was provisioned.',
  },
} as const;

const PUBLIC_INFO = {
  title: 'Edge Vision Platform API',
  version: '1.0.0',
  description:
    'Onboard edge camera devices, collect and label their images, build dataset versions, and run model workflows. ' +
    'Every response is the envelope `{success, data, error, meta}`; ids are integers unless stated.\n\n' +
    'Checks run in this order: authentication (401), permission (403), request validation (400), lookups ' +
    "(404), so an answer never tells whether an id exists to someone who may not act on it. Each operation's " +
    'permission is its `x-permission`; the roles that hold each:\n\n' +
    permissionTable(),
};

const INTERNAL_INFO = {
  title: 'Edge Vision Platform internal API',
  version: '1.0.0',
  description:
    'The routes the operator (OPERATOR_TOKEN) and the training, export and evaluation workloads (their own `wlt_...` ' +
    'token) call, served only on the internal listener (INTERNAL_PORT), which neither the Ingress nor the device ' +
    'Service exposes. Request and reply bodies are the contracts in contracts/operator-contract.ts and ' +
    'contracts/workload-contract.ts. Every response is the envelope `{success, data, error, meta}`.',
};

/**
 * An OpenAPI 3.1 document, generated from the same route objects the app mounts: the public one
 * (every listener-public route; the explorer and the clients use it) or the internal listener's
 * (the operator's and the workloads' routes).
 */
export function buildOpenApiDocument(routes: AnyRoute[], audience: 'public' | 'internal'): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  const used = new Set(routes.flatMap((route) => SECURITY[route.auth as AuthMode].flatMap(Object.keys)));
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    if (used.has(name)) registry.registerComponent('securitySchemes', name, scheme);
  }

  for (const route of routes) {
    const responses = Object.fromEntries(
      Object.entries(route.responses).map(([status, response]) => [
        status,
        response.contentType
          ? { description: response.description, content: { [response.contentType]: { schema: z.string() } } }
          : { description: response.description, content: { 'application/json': { schema: successSchema(response) } } },
      ]),
    );
    const bodyType = route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
    registry.registerPath({
      method: route.method,
      path: route.path,
      tags: route.tags,
      summary: route.summary,
      description: describe(route),
      operationId: `${route.method}${route.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      security: SECURITY[route.auth as AuthMode],
      ...(route.root ? { servers: [{ url: '/' }] } : {}),
      ...(route.permission ? { 'x-permission': route.permission } : {}),
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.body ? { body: { required: true, content: { [bodyType]: { schema: route.body } } } } : {}),
      },
      responses: { ...responses, ...errorResponses(route) },
    });
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: audience === 'internal' ? INTERNAL_INFO : PUBLIC_INFO,
    servers: [{ url: '/api' }],
  });
}
