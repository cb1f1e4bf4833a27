import { z } from 'zod';
import { created, defineRoute, ok, type AnyRoute } from '../../lib/http/route.js';
import { idParam } from '../../lib/http/schemas.js';
import { apiKey, createApiKeyBody, createdApiKey } from './schemas.js';
import type { ApiKeyService } from './service.js';

const tags = ['API keys'];

export function apiKeyRoutes(service: ApiKeyService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/organization/api-keys',
      tags,
      summary: 'Create a personal API key for scripts and CI',
      description:
        'The key acts as you in this organization, with `role` (at most yours; lowered with yours later, and ' +
        'stopped if you leave the organization). Send it as `Authorization: Bearer evk_…` wherever a user token ' +
        "is accepted (also in Swagger UI's Authorize). The `key` is in this response only; the platform keeps a " +
        'hash. A key cannot create keys.',
      auth: 'user',
      permission: 'organization:read',
      body: createApiKeyBody,
      errors: ['FORBIDDEN'],
      responses: { 201: { description: 'The key, with its secret', data: createdApiKey } },
      handler: async ({ principal, body }) => created(await service.create(principal, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/organization/api-keys',
      tags,
      summary: 'List API keys (never their secrets): your own, or every key for an admin',
      auth: 'user',
      permission: 'organization:read',
      responses: { 200: { description: 'Keys, newest first', data: z.array(apiKey) } },
      handler: async ({ principal }) => ok(await service.list(principal)),
    }),
    defineRoute({
      method: 'delete',
      path: '/organization/api-keys/{id}',
      tags,
      summary: 'Revoke an API key (yours, or any for an admin)',
      description: 'A revoked key is refused from the next request on. Revoking twice is harmless.',
      auth: 'user',
      permission: 'organization:read',
      params: idParam,
      responses: { 200: { description: 'The key, now revoked', data: apiKey } },
      handler: async ({ principal, params }) => ok(await service.revoke(principal, params.id)),
    }),
  ];
}
