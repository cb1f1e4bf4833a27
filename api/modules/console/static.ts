import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

/**
 * The Content-Security-Policy of every console response: no inline script (the build emits none),
 * no framing (clickjacking), and only the origins the console talks to: itself, the identity
 * provider (discovery, token, end-session) and the object store (signed image URLs).
 */
export function consoleCsp(origins: { issuer: string; objectStore: string }): string {
  const issuer = new URL(origins.issuer).origin;
  const store = new URL(origins.objectStore).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${store}`,
    `connect-src 'self' ${issuer}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${issuer}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

function securityHeaders(csp: string) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  };
}

/** Paths that belong to the API or the operations endpoints, never to the console's client routes. */
function isServerPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/metrics' || path.startsWith('/health');
}

/**
 * The built console (`console/dist`): hashed assets cached for a year, `index.html` never cached
 * (so a deploy is picked up at the next load), and every other GET that wants HTML answered with
 * `index.html` so client routes survive a reload. Absent build: nothing is mounted.
 */
export function consoleStatic({ distDir, csp }: { distDir: string; csp: string }): Router | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const router = express.Router();
  router.use((req, res, next) => (isServerPath(req.path) ? next('router') : securityHeaders(csp)(req, res, next)));
  router.use('/assets', express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  // Middleware rather than a route: the fallback is no API route, so the OpenAPI document omits it.
  router.use((req, res, next) => {
    // A missing asset stays a 404 rather than becoming HTML the browser would try to run.
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/') || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
