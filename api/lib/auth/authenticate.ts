import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { AppError } from '../errors.js';
import { DEVICE_KEY_HEADER, DeviceKeyStrategy } from './device-key-strategy.js';
import { createOidcJwtStrategy, type OidcOptions } from './oidc-jwt-strategy.js';
import { roleAllows, type Permission } from './permissions.js';
import type { DeviceKeyResolver, Principal, UserResolver } from './principal.js';

/** Who may call a route: nobody in particular, a user, a device, or either. */
export type AuthMode = 'public' | 'user' | 'device' | 'user-or-device';

/** Users in several organizations pick one per request with this header (default: their first). */
export const ORGANIZATION_HEADER = 'x-organization-id';

export interface AuthenticatorDeps {
  oidc: OidcOptions;
  resolveUser: UserResolver;
  resolveDevice: DeviceKeyResolver;
}

function requestedOrganization(req: Request): number | null {
  const raw = req.headers[ORGANIZATION_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw)) {
    throw new AppError('VALIDATION_ERROR', 'X-Organization-Id must be a positive integer', 'header.X-Organization-Id');
  }
  return Number(raw);
}

function failureReason(info: unknown): string {
  if (info instanceof Error) return info.message;
  if (typeof info === 'string') return info;
  return 'authentication required';
}

export function principalOf(res: Response): Principal | undefined {
  return res.locals.principal as Principal | undefined;
}

/**
 * One passport instance per app (not the global singleton), so several apps can live in one
 * process, as they do in the tests.
 */
export function createAuthenticator(deps: AuthenticatorDeps) {
  const passport = new Passport();
  passport.use(
    'jwt',
    createOidcJwtStrategy(deps.oidc, async (req, identity) => deps.resolveUser(identity, requestedOrganization(req))),
  );
  passport.use('device-key', new DeviceKeyStrategy(deps.resolveDevice));

  const run =
    (strategy: 'jwt' | 'device-key', permission: Permission | undefined): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
      passport.authenticate(
        strategy,
        { session: false },
        (err: unknown, principal: Principal | false, info: unknown) => {
          if (err) return next(err);
          if (!principal) {
            const what = strategy === 'jwt' ? 'a valid bearer token' : 'a valid X-Device-Key';
            return next(new AppError('UNAUTHORIZED', `This endpoint requires ${what}`, failureReason(info)));
          }
          if (permission && principal.kind === 'user' && !roleAllows(principal.role, permission)) {
            return next(
              new AppError(
                'FORBIDDEN',
                `Your role '${principal.role}' may not do this`,
                `requires permission ${permission}; ask an owner or admin of the organization`,
              ),
            );
          }
          res.locals.principal = principal;
          next();
        },
      )(req, res, next);
    };

  return {
    middleware(mode: AuthMode, permission?: Permission): RequestHandler {
      switch (mode) {
        case 'public':
          return (_req, _res, next) => next();
        case 'user':
          return run('jwt', permission);
        case 'device':
          return run('device-key', permission);
        case 'user-or-device': {
          const asUser = run('jwt', permission);
          const asDevice = run('device-key', permission);
          return (req, res, next) => (req.headers[DEVICE_KEY_HEADER] ? asDevice : asUser)(req, res, next);
        }
      }
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
