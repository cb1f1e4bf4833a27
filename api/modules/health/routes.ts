import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { defineRoute, ok, type AnyRoute } from '../../lib/http/route.js';
import type { Metrics } from '../../lib/metrics.js';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

const tags = ['Operations'];

export interface HealthDeps {
  /** What readiness waits for (the database, the object store). */
  checks: ReadinessCheck[];
  metrics: Metrics;
  /** True once the process has been told to stop: readiness fails first, so traffic moves away. */
  stopping?: () => boolean;
}

export function healthRoutes({ checks, metrics, stopping = () => false }: HealthDeps): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/healthz',
      root: true,
      tags,
      summary: 'Liveness: the process is serving',
      auth: 'public',
      responses: { 200: { description: 'Alive', data: z.object({ status: z.literal('ok') }) } },
      handler: async () => ok({ status: 'ok' }),
    }),
    defineRoute({
      method: 'get',
      path: '/readyz',
      root: true,
      tags,
      summary: 'Readiness: the database and the object store answer',
      auth: 'public',
      errors: ['SERVICE_UNAVAILABLE'],
      responses: {
        200: {
          description: 'Ready',
          data: z.object({ status: z.literal('ready'), checks: z.record(z.string(), z.literal('ok')) }),
        },
      },
      handler: async () => {
        if (stopping()) throw new AppError('SERVICE_UNAVAILABLE', 'Not ready', 'shutting down');
        const results = await Promise.all(
          checks.map(async ({ name, check }) => {
            try {
              await check();
              return { name, error: null };
            } catch (err) {
              return { name, error: err instanceof Error ? err.message : String(err) };
            }
          }),
        );
        const failed = results.filter((r) => r.error !== null);
        if (failed.length > 0) {
          throw new AppError('SERVICE_UNAVAILABLE', 'Not ready', failed.map((f) => `${f.name}: ${f.error}`).join('; '));
        }
        return ok({ status: 'ready', checks: Object.fromEntries(results.map((r) => [r.name, 'ok'])) });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/metrics',
      root: true,
      tags,
      summary: 'Prometheus metrics',
      auth: 'public',
      responses: { 200: { description: 'Prometheus text exposition format', contentType: 'text/plain' } },
      handler: async () => ({
        status: 200,
        raw: await metrics.registry.metrics(),
        contentType: metrics.registry.contentType,
      }),
    }),
  ];
}
