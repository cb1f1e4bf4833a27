/**
 * A typed client of the Edge Vision API: paths, parameters, bodies and responses all come from
 * the OpenAPI document (schema.d.ts), so a route change without regenerating fails type-checking.
 */
import createClient, { type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths, components } from './schema.js';
export type { Middleware } from 'openapi-fetch';

/** `baseUrl` ends with `/api`, e.g. `https://edge.example.com/api`. */
export function createApiClient(options: ClientOptions & { middleware?: Middleware[] }) {
  const client = createClient<paths>(options);
  for (const middleware of options.middleware ?? []) client.use(middleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
