import { z } from 'zod';
import { accepted, defineRoute, ok, type AnyRoute } from '../../lib/http/route.js';
import { idParam } from '../../lib/http/schemas.js';
import {
  autoAnnotateBody,
  createInferenceBody,
  imagePredictions,
  inferenceRequest,
  listRequestsQuery,
  predictionsQuery,
} from './schemas.js';
import type { InferenceService } from './service.js';

const tags = ['Inference'];

const lifecycle =
  'The request is processed asynchronously by a worker: `status` goes `pending` -> `running` -> `completed`, ' +
  '`failed` (with `error_message`) or `cancelled`; read it with GET /ml/inference-requests/{id}.';

export function inferenceRoutes(service: InferenceService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/ml/projects/{id}/inference',
      tags,
      summary: 'Run a detector on images of the project',
      description:
        `${lifecycle} The images are letterboxed to the model's input size; boxes scoring at least ` +
        '`confidence_threshold` survive, then class-wise NMS at `iou_threshold`; boxes are normalised to the ' +
        'image. Nothing is written to annotations (see auto-annotate for that).',
      auth: 'user',
      permission: 'ml:run',
      params: idParam,
      body: createInferenceBody,
      errors: ['QUOTA_EXCEEDED'],
      responses: { 202: { description: 'The queued inference request', data: inferenceRequest } },
      handler: async ({ principal, params, body }) =>
        accepted(await service.createInference(principal, params.id, body)),
    }),
    defineRoute({
      method: 'post',
      path: '/ml/projects/{id}/auto-annotate',
      tags,
      summary: 'Annotate images of the project with a detector or with SAM',
      description:
        `${lifecycle} \`request_type\` is \`auto_annotate\`, or \`sam_auto\` in SAM mode. The images are ` +
        "those of `batch_id` in the project, or the project's images pending annotation. In SAM mode the prompt " +
        "boxes (from a detector, or from the open-vocabulary detector's classes named in `text_classes`) feed a " +
        'SAM image encoder and mask decoder; each mask becomes a polygon. With `apply_annotations` the ' +
        'predictions become annotations and `applied_to_images` turns true on completion. A rule of the body ' +
        'broken, or a model that does not fit its role: 400 VALIDATION_ERROR naming the field, nothing queued.',
      auth: 'user',
      permission: 'ml:run',
      params: idParam,
      body: autoAnnotateBody,
      errors: ['QUOTA_EXCEEDED'],
      responses: { 202: { description: 'The queued inference request', data: inferenceRequest } },
      handler: async ({ principal, params, body }) => accepted(await service.autoAnnotate(principal, params.id, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/projects/{id}/inference-requests',
      tags,
      summary: "The project's inference requests, newest first",
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      query: listRequestsQuery,
      responses: { 200: { description: 'Inference requests', data: z.array(inferenceRequest), list: 'page' } },
      handler: async ({ principal, params, query }) => {
        const { items, meta } = await service.list(principal, params.id, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ml/inference-requests/{id}',
      tags,
      summary: 'An inference request',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      responses: { 200: { description: 'The inference request', data: inferenceRequest } },
      handler: async ({ principal, params }) => ok(await service.get(principal, params.id)),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/inference-requests/{id}/predictions',
      tags,
      summary: "An inference request's predictions, per image",
      description:
        "Pages over the request's images in request order; each with its status and its predictions " +
        '(class, confidence, normalised box, and for SAM the polygon `geometry`).',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      query: predictionsQuery,
      responses: { 200: { description: 'Predictions per image', data: z.array(imagePredictions), list: 'page' } },
      handler: async ({ principal, params, query }) => {
        const { items, meta } = await service.predictions(principal, params.id, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/ml/inference-requests/{id}/cancel',
      tags,
      summary: 'Cancel a pending or running inference request',
      description:
        'The request ends `cancelled`; a running one stops between images within a quarter of a second, and ' +
        'what it stored for the images it finished stays. A request that already ended: 409 CONFLICT.',
      auth: 'user',
      permission: 'ml:run',
      params: idParam,
      errors: ['CONFLICT'],
      responses: { 200: { description: 'The cancelled request', data: inferenceRequest } },
      handler: async ({ principal, params }) => ok(await service.cancel(principal, params.id)),
    }),
  ];
}
