import { accepted, defineRoute, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import { asyncJobResponse, calibrationQuery, exportQuery } from './schemas.js';
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
  ];
}
