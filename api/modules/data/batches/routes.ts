import { z } from 'zod';
import { defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import { batch, listBatchesQuery, splitSummary, splitSummaryQuery, updateBatchBody } from './schemas.js';
import type { BatchService } from './service.js';

const tags = ['Batches'];

export function batchRoutes(service: BatchService): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/data/batches',
      tags,
      summary: 'List batches, newest first',
      auth: 'user',
      permission: 'data:read',
      query: listBatchesQuery,
      responses: { 200: { description: 'Batches', data: z.array(batch), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/data/batches/{id}',
      tags,
      summary: 'Get a batch',
      auth: 'user',
      permission: 'data:read',
      params: idParam,
      responses: { 200: { description: 'The batch', data: batch } },
      handler: async ({ principal, params }) => ok(await service.get(principal, params.id)),
    }),
    defineRoute({
      method: 'patch',
      path: '/data/batches/{id}',
      tags,
      summary: 'Close, rename, or assign a batch to a project',
      description:
        '`stage: "complete"` closes the batch (and cancels its timed closure); `project_id` assigns the batch ' +
        'and its images to a project.',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      body: updateBatchBody,
      responses: { 200: { description: 'The updated batch', data: batch } },
      handler: async ({ principal, params, body }) => ok(await service.update(principal, params.id, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/data/batches/{id}/images/split-summary',
      tags,
      summary: 'Split counts, lock counts and class distribution of a batch',
      auth: 'user',
      permission: 'data:read',
      params: idParam,
      query: splitSummaryQuery,
      responses: { 200: { description: 'The summary', data: splitSummary } },
      handler: async ({ principal, params, query }) =>
        ok(await service.splitSummary(principal, params.id, query.annotation_status)),
    }),
  ];
}
