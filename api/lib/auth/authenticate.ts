import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { AppError } from '../errors.js';
import { DEVICE_KEY_HEADER, DeviceKeyStrategy } from './device-key-strategy.js';
import { createOidcJwtStrategy, IdentityProviderUnavailableError, type OidcOptions } from './oidc-jwt-strategy.js';
import { roleAllows, type Permission } from './permissions.js';
import { BearerSecretStrategy } from './bearer-secret-strategy.js';
import { forbidden } from './require-permission.js';
import { notFound } from '../errors.js';

/** Personal API keys start with this (api/modules/api-keys): told apart from OIDC tokens by it. */
export const API_KEY_PREFIX = 'evk_';
import type {
  ApiKeyResolver,
  DeviceKeyResolver,
  Principal,
  SignedInResolver,
  TokenIdentity,
  UserResolver,
  WorkloadTokenResolver,
} from './principal.js';

/**
 * Who may call a route: nobody in particular, a user, a device, either of those, the operator
 * (shared token), a workload (its job's callback token), or Alertmanager (the webhook token).
 */
/**
 * `device-or-pending`: a device key, also of a device still waiting for approval (check-ins).
 * `device-key-in-handler`: a well-formed device key that the handler looks up itself, in the same
 * round trip as its write (the check-in, issue 29); failed keys count as for the modes above.
 * `signed-in`: a user's token, whether or not they belong to an organization (invitations).
 */
export type AuthMode =
  | 'public'
  | 'user'
  | 'signed-in'
  | 'device'
  | 'device-or-pending'
  | 'device-key-in-handler'
  | 'user-or-device'
  | 'operator'
  | 'workload'
  | 'alertmanager';

/** Users in several organizations pick one per request with this header (default: their first). */
export const ORGANIZATION_HEADER = 'x-organization-id';

export interface AuthenticatorDeps {
  oidc: OidcOptions;
  resolveUser: UserResolver;
  resolveSignedIn: SignedInResolver;
  resolveDevice: DeviceKeyResolver;
  resolveWorkload: WorkloadTokenResolver;
  /** A personal API key (`evk_…`, sent as a bearer token) to the person it acts as, or null. */
  resolveApiKey: ApiKeyResolver;
  /** The operator's shared token; internal operator routes answer 401 while it is unset. */
  operatorToken?: string;
  /** Alertmanager's webhook token; the webhook answers 401 while it is unset. */
  alertWebhookToken?: string;
  /** Runs before a device key is checked (rate limiting of failed keys, when enabled). */
  beforeDeviceKey?: RequestHandler;
}

function requestedOrganization(req: Request): number | null {
  const raw = req.headers[ORGANIZATION_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw)) {
    throw new AppError('VALIDATION_ERROR', 'X-Organization-Id must be a positive integer', 'header.X-Organization-Id');
  }
  return Number(raw);
}

function isApiKey(req: Request): boolean {
  return (req.headers.authorization ?? '').startsWith(`Bearer ${API_KEY_PREFIX}`);
}

function failureReason(info: unknown): string {
  if (info instanceof Error) return info.message;
  if (typeof info === 'string') return info;
  return 'authentication required';
}

/** What a strategy found: a finished principal, or a user token's identity still to be resolved. */
type Authenticated = Principal | { kind: 'identity'; identity: TokenIdentity };

export function principalOf(res: Response): Principal | undefined {
  return res.locals.principal as Principal | undefined;
}

/** The device key a `device-key-in-handler` route was called with (well-formed, not yet looked up). */
export function deviceKeyOf(res: Response): string {
  return res.locals.deviceKey as string;
}

/** Text of the 401 for a device key that is missing, malformed, unknown or revoked. */
export const DEVICE_KEY_REQUIRED = 'This endpoint requires a valid X-Device-Key';

/** Passes a well-formed device key on to the handler, which looks it up (no round trip here). */
const passDeviceKey: RequestHandler = (req, res, next) => {
  const key = req.headers[DEVICE_KEY_HEADER];
  if (typeof key !== 'string' || !key.startsWith('adk_')) {
    return next(new AppError('UNAUTHORIZED', DEVICE_KEY_REQUIRED, 'missing or malformed X-Device-Key'));
  }
  res.locals.deviceKey = key;
  next();
};

/**
 * One passport instance per app (not the global singleton), so several apps can live in one
 * process, as they do in the tests.
 */
export function createAuthenticator(deps: AuthenticatorDeps) {
  const passport = new Passport();
  // The token's identity; who that is inside the platform depends on the route (see `resolve`).
  passport.use(
    'jwt',
    createOidcJwtStrategy(deps.oidc, async (_req, identity) => ({ kind: 'identity', identity })),
  );
  passport.use('device-key', new DeviceKeyStrategy(deps.resolveDevice));
  passport.use('api-key', new BearerSecretStrategy('api-key', deps.resolveApiKey));
  passport.use(
    'operator',
    new BearerSecretStrategy('operator', async (token) =>
      deps.operatorToken && BearerSecretStrategy.matches(token, deps.operatorToken) ? { kind: 'operator' } : null,
    ),
  );
  passport.use(
    'alertmanager',
    new BearerSecretStrategy('alertmanager', async (token) =>
      deps.alertWebhookToken && BearerSecretStrategy.matches(token, deps.alertWebhookToken)
        ? { kind: 'alertmanager' }
        : null,
    ),
  );
  passport.use(
    'workload',
    new BearerSecretStrategy('workload', async (token) =>
      token.startsWith('wlt_') ? deps.resolveWorkload(token) : null,
    ),
  );

  /** A verified user token becomes a member of one organization, or (invitations) just a signed-in person. */
  const resolve = async (found: Authenticated, req: Request, signedInOnly: boolean): Promise<Principal> => {
    if (found.kind === 'user') {
      // An API key names its organization; asking for another is asking for one it cannot see.
      const requested = requestedOrganization(req);
      if (requested !== null && requested !== found.organizationId) throw notFound('Organization');
      return found;
    }
    if (found.kind !== 'identity') return found;
    if (signedInOnly) return deps.resolveSignedIn(found.identity);
    return deps.resolveUser(found.identity, requestedOrganization(req));
  };

  const run =
    (
      strategy: 'jwt' | 'api-key' | 'device-key' | 'operator' | 'workload' | 'alertmanager',
      permission: Permission | undefined,
      allowPendingDevice = false,
      signedInOnly = false,
    ): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
      // Where a user's token is accepted, so is their personal API key (never for invitations).
      const chosen = strategy === 'jwt' && !signedInOnly && isApiKey(req) ? 'api-key' : strategy;
      passport.authenticate(chosen, { session: false }, (err: unknown, found: Authenticated | false, info: unknown) => {
        if (err) return next(err);
        if (!found) return refuse(info);
        resolve(found, req, signedInOnly).then(admit, next);
      })(req, res, next);

      function refuse(info: unknown) {
        if (info instanceof IdentityProviderUnavailableError) {
          req.log?.warn({ reason: info.reason }, 'identity provider unavailable');
          return next(
            new AppError(
              'SERVICE_UNAVAILABLE',
              'The identity provider is unavailable; retry later',
              "the token's signing key is not cached and could not be fetched from the identity provider",
            ),
          );
        }
        const what =
          chosen === 'device-key'
            ? 'a valid X-Device-Key'
            : chosen === 'api-key'
              ? 'a valid, unrevoked API key of a member'
              : `a valid ${strategy === 'jwt' ? 'user' : strategy} bearer token`;
        return next(new AppError('UNAUTHORIZED', `This endpoint requires ${what}`, failureReason(info)));
      }

      function admit(principal: Principal) {
        if (principal.kind === 'device' && principal.pending && !allowPendingDevice) {
          return next(
            new AppError(
              'DEVICE_NOT_APPROVED',
              'This device is waiting for approval',
              'an admin of the organization approves it with PATCH /core/devices/{id} {"status": "approved"}; ' +
                'check-ins keep working meanwhile',
            ),
          );
        }
        if (permission && principal.kind === 'user' && !roleAllows(principal.role, permission)) {
          return next(forbidden(principal.role, permission));
        }
        res.locals.principal = principal;
        next();
      }
    };

  const checkDeviceKey = (
    permission: Permission | undefined,
    allowPending = false,
    inHandler = false,
  ): RequestHandler => {
    const check = inHandler ? passDeviceKey : run('device-key', permission, allowPending);
    const before = deps.beforeDeviceKey;
    if (!before) return check;
    return (req, res, next) => before(req, res, (err?: unknown) => (err ? next(err) : check(req, res, next)));
  };

  return {
    middleware(mode: AuthMode, permission?: Permission): RequestHandler {
      switch (mode) {
        case 'public':
          return (_req, _res, next) => next();
        case 'user':
          return run('jwt', permission);
        case 'signed-in':
          return run('jwt', undefined, false, true);
        case 'device':
          return checkDeviceKey(permission);
        case 'device-or-pending':
          return checkDeviceKey(permission, true);
        case 'device-key-in-handler':
          return checkDeviceKey(undefined, true, true);
        case 'operator':
          return run('operator', undefined);
        case 'workload':
          return run('workload', undefined);
        case 'alertmanager':
          return run('alertmanager', undefined);
        case 'user-or-device': {
          const asUser = run('jwt', permission);
          const asDevice = checkDeviceKey(permission);
          return (req, res, next) => (req.headers[DEVICE_KEY_HEADER] ? asDevice : asUser)(req, res, next);
        }
      }
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
