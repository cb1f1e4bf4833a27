import { z } from 'zod';
import { created, defineRoute, deleted, ok, type AnyRoute } from '../../lib/http/route.js';
import { deletedResult, idParam } from '../../lib/http/schemas.js';
import { addMemberBody, member, organization, updateMemberBody, updateOrganizationBody } from './schemas.js';
import type { OrgService } from './service.js';

const tags = ['Organization'];

export function orgRoutes(service: OrgService): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/organization',
      tags,
      summary: "Get the caller's organization",
      description:
        "A user's first authenticated request creates their organization, with them as owner. " +
        'Users who belong to several organizations choose one with the X-Organization-Id header.',
      auth: 'user',
      permission: 'organization:read',
      responses: { 200: { description: 'The organization', data: organization } },
      handler: async ({ principal }) => ok(await service.getOrganization(principal)),
    }),
    defineRoute({
      method: 'get',
      path: '/organizations',
      tags,
      summary: 'List the organizations the caller belongs to',
      description:
        'Every organization of the signed-in user with their role in it, oldest first; pick one with the ' +
        'X-Organization-Id header. Memberships of other users never appear.',
      auth: 'user',
      permission: 'organization:read',
      responses: { 200: { description: "The caller's organizations", data: z.array(organization) } },
      handler: async ({ principal }) => ok(await service.listOwnOrganizations(principal)),
    }),
    defineRoute({
      method: 'patch',
      path: '/organization',
      tags,
      summary: 'Update the organization name or settings',
      auth: 'user',
      permission: 'organization:update',
      body: updateOrganizationBody,
      responses: { 200: { description: 'The updated organization', data: organization } },
      handler: async ({ principal, body }) => ok(await service.updateOrganization(principal, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/organization/members',
      tags,
      summary: 'List members',
      auth: 'user',
      permission: 'organization:read',
      responses: { 200: { description: 'Members, oldest first', data: z.array(member) } },
      handler: async ({ principal }) => ok(await service.listMembers(principal)),
    }),
    defineRoute({
      method: 'post',
      path: '/organization/members',
      tags,
      summary: 'Add a member by email',
      description: 'The person joins with this role on their next sign-in with that (verified) email.',
      auth: 'user',
      permission: 'members:manage',
      body: addMemberBody,
      errors: ['CONFLICT'],
      responses: { 201: { description: 'The new membership', data: member } },
      handler: async ({ principal, body }) => created(await service.addMember(principal, body)),
    }),
    defineRoute({
      method: 'patch',
      path: '/organization/members/{id}',
      tags,
      summary: "Change a member's role",
      auth: 'user',
      permission: 'members:manage',
      params: idParam,
      body: updateMemberBody,
      errors: ['NOT_FOUND', 'CONFLICT'],
      responses: { 200: { description: 'The updated membership', data: member } },
      handler: async ({ principal, params, body }) =>
        ok(await service.updateMemberRole(principal, params.id, body.role)),
    }),
    defineRoute({
      method: 'delete',
      path: '/organization/members/{id}',
      tags,
      summary: 'Remove a member',
      description: 'The last owner cannot be removed.',
      auth: 'user',
      permission: 'members:manage',
      params: idParam,
      errors: ['NOT_FOUND', 'CONFLICT'],
      responses: {
        200: { description: 'Removed', data: deletedResult },
      },
      handler: async ({ principal, params }) => {
        await service.removeMember(principal, params.id);
        return deleted(params.id);
      },
    }),
  ];
}
