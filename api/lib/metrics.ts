import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One registry per app instance (tests create several apps in one process).
 * Domain modules add their own metrics to `registry`.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly httpInFlight: Gauge;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route template and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route template and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.httpInFlight = new Gauge({
      name: 'http_requests_in_flight',
      help: 'HTTP requests being served right now',
      registers: [this.registry],
    });
  }

  /** Labels by route template (`/api/data/images/:id`), never the raw path, to bound cardinality. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const stop = this.httpDuration.startTimer();
      this.httpInFlight.inc();
      res.once('close', () => {
        this.httpInFlight.dec();
        const route = typeof res.locals.routeTemplate === 'string' ? res.locals.routeTemplate : 'unmatched';
        const labels = { method: req.method, route, status: String(res.statusCode) };
        stop(labels);
        this.httpRequests.inc(labels);
      });
      next();
    };
  }
}
