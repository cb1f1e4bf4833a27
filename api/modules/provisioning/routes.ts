import { z } from 'zod';
import { created, defineRoute, ok, type AnyRoute } from '../../lib/http/route.js';
import { idParam } from '../../lib/http/schemas.js';
import { createdToken, createTokenBody, listTokensQuery, provisioningToken } from './schemas.js';
import type { ProvisioningTokenService } from './service.js';

const tags = ['Provisioning'];

export function provisioningTokenRoutes(service: ProvisioningTokenService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/provisioning-tokens',
      tags,
      summary: 'Create a single-use provisioning token',
      description: 'The `token` is shown in this response only; the platform keeps a hash.',
      auth: 'user',
      permission: 'devices:manage',
      body: createTokenBody,
      responses: { 201: { description: 'The token, with its secret', data: createdToken } },
      handler: async ({ principal, body }) => created(await service.create(principal, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/provisioning-tokens',
      tags,
      summary: 'List provisioning tokens (never their secrets)',
      auth: 'user',
      permission: 'devices:read',
      query: listTokensQuery,
      responses: { 200: { description: 'Tokens, newest first', data: z.array(provisioningToken), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/provisioning-tokens/{id}',
      tags,
      summary: 'Revoke a token',
      description: 'A revoked token provisions nothing. A token already used answers 409.',
      auth: 'user',
      permission: 'devices:manage',
      params: idParam,
      errors: ['CONFLICT'],
      responses: { 200: { description: 'The token, now revoked', data: provisioningToken } },
      handler: async ({ principal, params }) => ok(await service.revoke(principal, params.id)),
    }),
  ];
}
