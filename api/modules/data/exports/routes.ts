import { accepted, defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import { asyncJob, asyncJobResponse, calibrationQuery, exportQuery, jobIdParam } from './schemas.js';
import type { ExportService } from './service.js';

const tags = ['Exports'];

export function exportRoutes(service: ExportService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/data/datasets/versions/{id}/calibration',
      tags,
      summary: 'Export a capped YOLO calibration dataset (asynchronous)',
      description:
        'Enqueues a job that writes a YOLO archive (`data.yaml`, `images/<split>/`, `labels/<split>/`) of at most ' +
        '`max_images` images of the version, classes represented as evenly as the data allows. Poll ' +
        '`GET /jobs/{job_id}`; once completed, `result.download_url` serves the zip. 500 when the job cannot be enqueued.',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      query: calibrationQuery,
      errors: ['NOT_FOUND', 'INTERNAL_ERROR', 'QUOTA_EXCEEDED'],
      responses: { 202: { description: 'The job was queued', data: asyncJobResponse } },
      handler: async ({ principal, params, query }) =>
        accepted(await service.enqueueCalibration(principal, params.id, query.max_images)),
    }),
    defineRoute({
      method: 'post',
      path: '/data/datasets/versions/{id}/export',
      tags,
      summary: 'Export a whole dataset version as YOLO or COCO (asynchronous)',
      description:
        'YOLO: `data.yaml`, `images/<split>/`, `labels/<split>/`. COCO: `annotations/instances_<split>.json` and ' +
        '`images/<split>/` per split. Annotations are those frozen when the version was created. Poll `GET /jobs/{job_id}`.',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      query: exportQuery,
      errors: ['NOT_FOUND', 'INTERNAL_ERROR', 'QUOTA_EXCEEDED'],
      responses: { 202: { description: 'The job was queued', data: asyncJobResponse } },
      handler: async ({ principal, params, query }) =>
        accepted(await service.enqueueExport(principal, params.id, query.format)),
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/{job_id}',
      tags,
      summary: 'An asynchronous job: status, progress, result or error',
      description:
        'A completed job carries a fresh signed `download_url` for its artifact on every read. A job whose API ' +
        'process died is resumed by another (or the restarted) API process once its heartbeat is ' +
        'EXPORT_JOB_STALE_S old; after EXPORT_JOB_MAX_ATTEMPTS interrupted runs it is `failed`, never left `running`.',
      auth: 'user',
      permission: 'data:read',
      params: jobIdParam,
      responses: { 200: { description: 'The job', data: asyncJob } },
      handler: async ({ principal, params }) => ok(await service.get(principal, params.job_id)),
    }),
  ];
}
