import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { Authenticator } from '../auth/authenticate.js';
import { sendData } from '../envelope.js';
import { AppError } from '../errors.js';
import type { DeviceRateLimits } from './device-rate-limit.js';
import { toExpressPath, type AnyRoute } from './route.js';

function describeIssues(location: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = [location, ...issue.path.map(String)].join('.');
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}

function validate(location: 'path' | 'query' | 'body', schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    const what = location === 'body' ? 'request body' : location === 'path' ? 'path parameter' : 'query parameter';
    throw new AppError('VALIDATION_ERROR', `Invalid ${what}`, describeIssues(location, result.error));
  }
  return result.data;
}

/**
 * Registers each route on the router: authentication, the device's rate limit, transport
 * middleware, validation, handler.
 */
export function mountRoutes(
  router: Router,
  routes: AnyRoute[],
  auth: Authenticator,
  deviceLimits: DeviceRateLimits | null = null,
): void {
  for (const route of routes) {
    const path = toExpressPath(route.path);
    router[route.method](
      path,
      (req: Request, res: Response, next: NextFunction) => {
        // Remembered for metrics and logs: errors leave the route before the response ends.
        res.locals.routeTemplate = `${req.baseUrl}${path}`;
        next();
      },
      auth.middleware(route.auth, route.permission),
      ...(route.deviceRateLimit && deviceLimits ? [deviceLimits[route.deviceRateLimit]] : []),
      ...(route.before ?? []),
      async (req: Request, res: Response, next: NextFunction) => {
        try {
          const reply = await route.handler({
            params: validate('path', route.params, req.params),
            query: validate('query', route.query, req.query),
            body: validate('body', route.body, req.body ?? {}),
            principal: res.locals.principal,
            req,
          });
          if ('stream' in reply) {
            if (reply.headers) res.set(reply.headers);
            res.status(reply.status).type(reply.contentType);
            try {
              await pipeline(reply.stream, res);
            } catch (err) {
              // The status and headers are sent: a client that went away, or a store that broke
              // off, ends the response short (its Content-Length tells the client).
              req.log?.warn({ err }, 'streamed body ended early');
              res.destroy();
            }
            return;
          }
          if ('raw' in reply) {
            // With an ETag set, send() answers a matching If-None-Match with 304 and no body.
            if (reply.headers) res.set(reply.headers);
            res.status(reply.status).type(reply.contentType).send(reply.raw);
          } else {
            sendData(res, reply.status, reply.data, reply.meta);
          }
        } catch (err) {
          if (route.cleanup) {
            await route
              .cleanup(req, err)
              .catch((cleanupError: unknown) => req.log?.error({ err: cleanupError }, 'cleanup failed'));
          }
          next(err);
        }
      },
    );
  }
}
