import type { Clock } from '../../../lib/clock.js';
import { z } from 'zod';
import { created, defineRoute, deleted, ok, type AnyRoute } from '../../../lib/http/route.js';
import { deletedResult, idParam } from '../../../lib/http/schemas.js';
import type { ImageRepository } from '../images/repository.js';
import { writeBulk } from './bulk.js';
import type { AnnotationRepository } from './repository.js';
import {
  annotation,
  bulkAnnotationsBody,
  bulkAnnotationsResult,
  createAnnotationBody,
  listAnnotationsQuery,
  updateAnnotationBody,
} from './schemas.js';
import type { AnnotationService } from './service.js';

const tags = ['Annotations'];

export function annotationRoutes(
  service: AnnotationService,
  repos: { annotations: AnnotationRepository; images: ImageRepository; clock: Clock },
): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/data/annotations/bulk',
      tags,
      summary: 'Create or replace the annotations of many images',
      description:
        'Up to 500 items, each naming an image and its annotations (as in `POST /data/annotations`, without ' +
        "`image_id`). `mode: replace` (the default) makes them the image's only annotations (an empty list clears " +
        'it); `append` adds them. Items stand alone: an unknown image (also one of another organization) or an ' +
        'annotation lacking its geometry is reported in `errors` with its position and leaves that image as it was; ' +
        'the other items are written. Answers 200 either way.',
      auth: 'user',
      permission: 'data:write',
      body: bulkAnnotationsBody,
      // The JSON body limit applies: a request of many large polygons is split into several.
      errors: ['PAYLOAD_TOO_LARGE'],
      responses: { 200: { description: 'What was written, and the items refused', data: bulkAnnotationsResult } },
      handler: async ({ principal, body }) => ok(await writeBulk({ ...repos, service }, principal, body)),
    }),
    defineRoute({
      method: 'post',
      path: '/data/annotations',
      tags,
      summary: 'Annotate an image',
      description:
        'A bbox needs `x_center, y_center, width, height` (normalised to [0, 1]); a polygon or mask needs ' +
        '`geometry` (flat normalised x, y pairs); a tag needs neither. The image becomes `completed` with its ' +
        'first annotation unless its status was set explicitly.',
      auth: 'user',
      permission: 'data:write',
      body: createAnnotationBody,
      responses: { 201: { description: 'The annotation', data: annotation } },
      handler: async ({ principal, body }) => created(await service.create(principal, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/data/annotations',
      tags,
      summary: "An image's annotations, by z-order",
      auth: 'user',
      permission: 'data:read',
      query: listAnnotationsQuery,
      responses: { 200: { description: 'Annotations', data: z.array(annotation) } },
      handler: async ({ principal, query }) => ok(await service.listForImage(principal, query.image_id)),
    }),
    defineRoute({
      method: 'patch',
      path: '/data/annotations/{id}',
      tags,
      summary: 'Change an annotation',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      body: updateAnnotationBody,
      responses: { 200: { description: 'The updated annotation', data: annotation } },
      handler: async ({ principal, params, body }) => ok(await service.update(principal, params.id, body)),
    }),
    defineRoute({
      method: 'delete',
      path: '/data/annotations/{id}',
      tags,
      summary: 'Remove an annotation',
      description: 'The image goes back to `pending` when its last annotation is removed (unless set explicitly).',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      responses: {
        200: { description: 'Removed', data: deletedResult },
      },
      handler: async ({ principal, params }) => {
        await service.remove(principal, params.id);
        return deleted(params.id);
      },
    }),
  ];
}
