import { z } from 'zod';
import { defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import { download, downloadQuery, listModelsQuery, modelVersion } from './schemas.js';
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
    defineRoute({
      method: 'get',
      path: '/ml/models/{id}/download',
      tags,
      summary: "A signed URL of the model version's weights or ONNX file",
      description: 'The URL expires after SIGNED_URL_TTL_S seconds. Exports: GET /ml/export-jobs/{id}/download.',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      query: downloadQuery,
      responses: { 200: { description: 'Where to download it', data: download } },
      handler: async ({ principal, params, query }) =>
        ok(await service.downloadArtifact(principal, params.id, query.artifact)),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/export-jobs/{id}/download',
      tags: ['Export jobs'],
      summary: "A signed URL of the export's artifact (ONNX file, OpenVINO IR zip, ...)",
      description: 'Answers 409 until the export job succeeded. The URL expires after SIGNED_URL_TTL_S seconds.',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      errors: ['CONFLICT'],
      responses: { 200: { description: 'Where to download it', data: download } },
      handler: async ({ principal, params }) => ok(await service.downloadExport(principal, params.id)),
    }),
  ];
}
