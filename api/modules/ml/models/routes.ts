import { z } from 'zod';
import { defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import { listModelsQuery, modelVersion } from './schemas.js';
import type { ModelService } from './service.js';

const tags = ['Models'];

export function modelRoutes(service: ModelService): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/ml/models',
      tags,
      summary: 'List model versions, newest first',
      auth: 'user',
      permission: 'ml:read',
      query: listModelsQuery,
      responses: { 200: { description: 'Model versions', data: z.array(modelVersion), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ml/models/{id}',
      tags,
      summary: 'Get a model version with its exports',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      responses: { 200: { description: 'The model version', data: modelVersion } },
      handler: async ({ principal, params }) => ok(await service.get(principal, params.id)),
    }),
  ];
}
