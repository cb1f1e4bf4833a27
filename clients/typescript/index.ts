/**
 * A typed client of the Edge Vision API: paths, parameters, bodies and responses all come from
 * the OpenAPI document (schema.d.ts), so a route change without regenerating fails type-checking.
 * The hand-written layer adds what takes more than one call: typed errors (`unwrap`, `ApiError`),
 * paging (`paginate`), jobs (`waitForJob`, `exportDatasetVersion`) and imports sent in resumable
 * parts (`importDataset`, `sendInParts`).
 */
import createClient, { type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths, components } from './schema.js';
export type { Middleware } from 'openapi-fetch';
export { API_VERSION } from './version.js';
export { DEPLOYMENT_FORMATS, EXPORT_JOB_FORMATS } from './formats.js';
export {
  ApiError,
  ErrorCode,
  errorFromResponse,
  isApiError,
  unwrap,
  type EnvelopeData,
  type FetchResult,
  type KnownErrorCode,
} from './errors.js';
export { paginate, type ListItem, type ListParams, type ListPath, type PaginateOptions } from './paging.js';
export {
  downloadJobResult,
  exportDatasetVersion,
  JobFailedError,
  pollDelays,
  waitForJob,
  type AsyncJob,
  type WaitOptions,
} from './jobs.js';
export { importDataset, type ImportFormat, type ImportOptions } from './imports.js';
export {
  isRetryable,
  PartialUploadError,
  partRange,
  partsToSend,
  sendInParts,
  type LargeUpload,
  type SendInPartsOptions,
} from './large-uploads.js';

export interface ApiClientOptions extends ClientOptions {
  middleware?: Middleware[];
  /** A user's access token (sent as `Authorization: Bearer`), or a function returning the current one. */
  token?: string | (() => string | Promise<string>);
  /** A device key (`adk_...`, sent as `X-Device-Key`) for device routes such as image upload. */
  deviceKey?: string;
  /** The organization to act in, for users of several (sent as `X-Organization-Id`). */
  organizationId?: number | string;
}

/** `baseUrl` ends with `/api`, e.g. `https://edge.example.com/api`. */
export function createApiClient(options: ApiClientOptions) {
  const { middleware, token, deviceKey, organizationId, ...clientOptions } = options;
  const client = createClient<paths>(clientOptions);
  if (token !== undefined || deviceKey !== undefined || organizationId !== undefined) {
    client.use({
      async onRequest({ request }) {
        if (token !== undefined) {
          request.headers.set('Authorization', `Bearer ${typeof token === 'function' ? await token() : token}`);
        }
        if (deviceKey !== undefined) request.headers.set('X-Device-Key', deviceKey);
        if (organizationId !== undefined) request.headers.set('X-Organization-Id', String(organizationId));
        return request;
      },
    });
  }
  for (const m of middleware ?? []) client.use(m);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
