import type { AnyRoute } from './route.js';

/**
 * Routes under /api/internal/ are for the operator and the workloads only. They are served on the
 * internal listener (INTERNAL_PORT), which neither the Ingress nor the device Service exposes, and
 * never on the public one, whatever token a caller holds.
 */
export const INTERNAL_PATH_PREFIX = '/internal/';

export function isInternalRoute(route: AnyRoute): boolean {
  return route.path.startsWith(INTERNAL_PATH_PREFIX);
}

/** The modules' routes split by listener: [public, internal]. */
export function splitByListener(routes: AnyRoute[]): [AnyRoute[], AnyRoute[]] {
  return [routes.filter((route) => !isInternalRoute(route)), routes.filter(isInternalRoute)];
}
