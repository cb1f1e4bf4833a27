import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { Counter, type Registry } from 'prom-client';
import type { Config } from '../../config.js';
import { systemClock } from '../clock.js';
import type { DevicePrincipal } from '../auth/principal.js';
import { deviceKeyOf } from '../auth/authenticate.js';
import { hashSecret } from '../secrets.js';
import { AppError } from '../errors.js';

/** What a device does often: the routes that declare `deviceRateLimit`. */
export type DeviceAction = 'uploads' | 'checkins';

export type DeviceRateLimits = Record<DeviceAction, RequestHandler>;

type DeviceLimitSettings = Pick<
  Config,
  'RATE_LIMIT_ENABLED' | 'RATE_LIMIT_DEVICE_WINDOW_S' | 'RATE_LIMIT_DEVICE_UPLOADS' | 'RATE_LIMIT_DEVICE_CHECKINS'
>;

const SETTING: Record<DeviceAction, keyof DeviceLimitSettings> = {
  uploads: 'RATE_LIMIT_DEVICE_UPLOADS',
  checkins: 'RATE_LIMIT_DEVICE_CHECKINS',
};

/**
 * Per-device limits on uploads and check-ins (issue 25): a device (keyed by its record, or by its
 * key where the handler looks the key up, whatever address it calls from) that makes more than the setting's requests in a window gets 429
 * RATE_LIMITED with `Retry-After` (and the seconds in `error.details`) until the window ends.
 * Runs after authentication, before the body is read, so a limited upload costs no transfer.
 * Counts live in this process: with several replicas a device gets up to that many times the
 * requests. Null when rate limiting is off.
 */
export function deviceRateLimitsFor(config: DeviceLimitSettings, registry: Registry): DeviceRateLimits | null {
  // Registered either way, so dashboards find the series whether or not limiting is on.
  const limited = new Counter({
    name: 'edge_vision_device_rate_limited_total',
    help: 'Device requests answered 429 RATE_LIMITED by the per-device limits, by action',
    labelNames: ['action'],
    registers: [registry],
  });
  if (!config.RATE_LIMIT_ENABLED) return null;
  const windowS = config.RATE_LIMIT_DEVICE_WINDOW_S;
  const limit = (action: DeviceAction): RequestHandler =>
    rateLimit({
      windowMs: windowS * 1000,
      limit: config[SETTING[action]] as number,
      keyGenerator: (_req: Request, res: Response) => {
        const device = res.locals.principal as DevicePrincipal | undefined;
        // A route that looks its key up itself (the check-in) is limited before that, by the key.
        return device ? `${device.organizationId}:${device.id}` : `key:${hashSecret(deviceKeyOf(res))}`;
      },
      skip: (_req: Request, res: Response) =>
        (res.locals.principal as { kind?: string } | undefined)?.kind !== 'device' && !deviceKeyOf(res),
      standardHeaders: false,
      legacyHeaders: false,
      validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
      handler: (req: Request, res: Response, next: NextFunction) => {
        const resetAt = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        // express-rate-limit keeps its windows on the wall clock.
        const waitS = resetAt
          ? Math.max(1, Math.ceil((resetAt.getTime() - systemClock.now().getTime()) / 1000))
          : windowS;
        res.setHeader('Retry-After', String(waitS));
        limited.inc({ action });
        next(
          new AppError(
            'RATE_LIMITED',
            `Too many ${action === 'uploads' ? 'uploads' : 'check-ins'} from this device; retry after ${waitS} s`,
            `retry_after_s=${waitS} (${SETTING[action]}=${config[SETTING[action]]} per ${windowS} s)`,
          ),
        );
      },
    });
  return { uploads: limit('uploads'), checkins: limit('checkins') };
}
