import { notFound } from '../../../lib/errors.js';
import { attachment } from '../../../lib/http/attachment.js';
import { accepted, defineRoute, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import { asyncJobResponse, calibrationQuery, exportLinkQuery, exportQuery, jobIdParam } from './schemas.js';
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
      summary: 'Export a whole dataset version as YOLO, COCO, Pascal VOC or CVAT (asynchronous)',
      description:
        'YOLO: `data.yaml`, `images/<split>/`, `labels/<split>/`. COCO: `annotations/instances_<split>.json` and ' +
        '`images/<split>/` per split. VOC: `JPEGImages/`, `Annotations/<id>.xml` (outlines as boxes) and ' +
        '`ImageSets/Main/<split>.txt`. CVAT for images 1.1: `annotations.xml` (boxes, polygons and tags; `subset` ' +
        'is the split) and `images/`. Each layout imports back with `POST /data/projects/{id}/import`. ' +
        'Annotations are those frozen when the version was created. Poll `GET /jobs/{job_id}`.',
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
      path: '/jobs/{job_id}/file',
      tags: ['Jobs'],
      summary: "A finished export's zip, through a signed address on the API origin",
      description:
        "The address comes signed in the job's `result.download_url` (`GET /jobs/{job_id}`): no credentials, on " +
        "the API's own origin (no object store host), valid SIGNED_URL_TTL_S. The zip is streamed from the object " +
        'store as an attachment. A forged, altered, expired or re-targeted address, or an archive since deleted, is 404.',
      auth: 'public',
      params: jobIdParam,
      query: exportLinkQuery,
      errors: ['NOT_FOUND'],
      responses: { 200: { description: 'The zip archive', contentType: 'application/zip' } },
      handler: async ({ params, query }) => {
        const file = await service.linked(query.org, params.job_id, query.exp, query.sig);
        if (!file) throw notFound('File');
        return attachment(file, 'application/zip');
      },
    }),
  ];
}
