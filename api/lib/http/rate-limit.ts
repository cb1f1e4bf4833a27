import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { Counter, type Registry } from 'prom-client';
import type { Config } from '../../config.js';
import { systemClock } from '../clock.js';
import { AppError } from '../errors.js';

/** The public route that takes a provisioning token (defined in the devices module). */
export const PROVISIONING_PATH = '/devices/provision';

/** Public endpoints whose every request counts against RATE_LIMIT_PUBLIC_REQUESTS (below /api). */
export const PUBLIC_PATHS = [PROVISIONING_PATH, '/setup', '/console-config'];

/** What a limit guards; the label of `edge_vision_rate_limited_total`. */
export type LimitedSecret = 'device_key' | 'provisioning_token' | 'public_endpoint';

export interface FailureLimitOptions {
  secret: LimitedSecret;
  /** Failed attempts a client may make per window; the next request is answered 429. */
  failures: number;
  windowS: number;
  limited: Counter<'secret'>;
}

const WHAT: Record<LimitedSecret, string> = {
  device_key: 'invalid device keys',
  provisioning_token: 'invalid provisioning tokens',
  public_endpoint: 'requests to public endpoints',
};

/**
 * Slows guessing of a secret: counts a client's failed attempts (answers 401) per window and
 * answers 429 RATE_LIMITED to every further attempt from that client until the window ends,
 * valid secrets included, since answering those would tell a guesser which guess was right.
 * Successful requests do not count, so a device's normal traffic never uses up the limit.
 *
 * The client is `req.ip`: the address of the connection, or the first address in
 * X-Forwarded-For that is not a trusted proxy (the app's `trust proxy` setting). Counts live in
 * this process, so with several replicas a client gets up to that many times the attempts.
 */
export function failedAttemptLimit(options: FailureLimitOptions, countEvery = false): RequestHandler {
  return rateLimit({
    windowMs: options.windowS * 1000,
    limit: options.failures,
    // Every request counts when it arrives and is given back once it did not fail
    // authentication; a 429 is given back too, so hammering does not extend the wait.
    skipSuccessfulRequests: !countEvery,
    requestWasSuccessful: (_req: Request, res: Response) => res.statusCode !== 401,
    // Rate-limit headers on every answer would show a guesser its remaining budget.
    standardHeaders: false,
    legacyHeaders: false,
    // X-Forwarded-For from a peer that is not a trusted proxy is ignored on purpose (TRUSTED_PROXIES).
    validate: { xForwardedForHeader: false },
    handler: (req: Request, res: Response, next: NextFunction) => {
      const resetAt = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      // express-rate-limit keeps its windows on the wall clock.
      const waitS = resetAt
        ? Math.max(1, Math.ceil((resetAt.getTime() - systemClock.now().getTime()) / 1000))
        : options.windowS;
      res.setHeader('Retry-After', String(waitS));
      options.limited.inc({ secret: options.secret });
      next(
        new AppError(
          'RATE_LIMITED',
          `Too many ${WHAT[options.secret]} from this address; retry after ${waitS} s`,
          'see the Retry-After header',
        ),
      );
    },
  });
}

export interface RateLimits {
  /** Before a device key is checked, on every route devices call. */
  deviceKey: RequestHandler;
  /** Before POST /devices/provision. */
  provisioningToken: RequestHandler;
  /** Every request to a public endpoint (PUBLIC_PATHS, the console's sign-in callback). */
  publicRequests: RequestHandler;
}

type RateLimitSettings = Pick<
  Config,
  | 'RATE_LIMIT_ENABLED'
  | 'RATE_LIMIT_WINDOW_S'
  | 'RATE_LIMIT_DEVICE_KEY_FAILURES'
  | 'RATE_LIMIT_PROVISIONING_FAILURES'
  | 'RATE_LIMIT_PUBLIC_REQUESTS'
>;

/** The configured limits, or null when rate limiting is off (RATE_LIMIT_ENABLED=false). */
export function rateLimitsFor(config: RateLimitSettings, registry: Registry): RateLimits | null {
  // Registered either way, so dashboards find the series whether or not limiting is on.
  const limited = new Counter({
    name: 'edge_vision_rate_limited_total',
    help: 'Requests answered 429 RATE_LIMITED, by the secret being guessed',
    labelNames: ['secret'],
    registers: [registry],
  });
  if (!config.RATE_LIMIT_ENABLED) return null;
  const windowS = config.RATE_LIMIT_WINDOW_S;
  return {
    deviceKey: failedAttemptLimit({
      secret: 'device_key',
      failures: config.RATE_LIMIT_DEVICE_KEY_FAILURES,
      windowS,
      limited,
    }),
    provisioningToken: failedAttemptLimit({
      secret: 'provisioning_token',
      failures: config.RATE_LIMIT_PROVISIONING_FAILURES,
      windowS,
      limited,
    }),
    publicRequests: failedAttemptLimit(
      { secret: 'public_endpoint', failures: config.RATE_LIMIT_PUBLIC_REQUESTS, windowS, limited },
      true,
    ),
  };
}
