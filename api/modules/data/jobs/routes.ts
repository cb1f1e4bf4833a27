import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { notFound } from '../../../lib/errors.js';
import { publicBaseUrl } from '../../../lib/http/public-base-url.js';
import { defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { asyncJob, jobIdParam, type AsyncJobView } from '../exports/schemas.js';

/**
 * Finds a job of one kind (exports, imports) in the caller's organization; `baseUrl` (the API's
 * public base, ending in /api) is where a finished export's download address points.
 */
export type JobFinder = (user: UserPrincipal, jobId: string, baseUrl: string) => Promise<AsyncJobView | null>;

/** `GET /jobs/{job_id}`: one address for every asynchronous job of the data pipeline. */
export function jobRoutes(finders: JobFinder[], configuredBaseUrl?: string): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/jobs/{job_id}',
      tags: ['Jobs'],
      summary: 'An asynchronous job (export or import): status, progress, result or error',
      description:
        '`type` says which kind: `dataset_export` and `calibration_export` carry an ExportResult, whose ' +
        "`download_url` (`GET /jobs/{job_id}/file?...` on the API's origin, signed) is fresh on every read; " +
        '`dataset_import` carries an ImportResult (images and annotations ' +
        'added, duplicates skipped, classes added). A job whose API process died is resumed by another (or the ' +
        'restarted) API process once its heartbeat is EXPORT_JOB_STALE_S old; after EXPORT_JOB_MAX_ATTEMPTS ' +
        'interrupted runs it is `failed`, never left `running`.',
      auth: 'user',
      permission: 'data:read',
      params: jobIdParam,
      responses: { 200: { description: 'The job', data: asyncJob } },
      handler: async ({ principal, params, req }) => {
        const baseUrl = publicBaseUrl(req, configuredBaseUrl);
        for (const find of finders) {
          const job = await find(principal, params.job_id, baseUrl);
          if (job) return ok(job);
        }
        throw notFound('Job');
      },
    }),
  ];
}
