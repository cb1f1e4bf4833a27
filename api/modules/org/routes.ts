import { z } from 'zod';
import { created, defineRoute, deleted, ok, type AnyRoute } from '../../lib/http/route.js';
import { deletedResult, idParam } from '../../lib/http/schemas.js';
import type { InvitationService } from './invitations.js';
import {
  addMemberBody,
  invitation,
  leftOrganization,
  member,
  organization,
  updateMemberBody,
  updateOrganizationBody,
} from './schemas.js';
import type { OrgService } from './service.js';

const tags = ['Organization'];

function invitationRoutes(invitations: InvitationService): AnyRoute[] {
  const description =
    'Works whether or not the caller belongs to any organization; X-Organization-Id is ignored. ' +
    'Invitations are matched to the verified email address of the token.';
  return [
    defineRoute({
      method: 'get',
      path: '/invitations',
      tags,
      summary: "List the caller's pending invitations",
      description,
      auth: 'signed-in',
      responses: { 200: { description: 'Pending invitations, oldest first', data: z.array(invitation) } },
      handler: async ({ principal }) => ok(await invitations.list(principal)),
    }),
    defineRoute({
      method: 'post',
      path: '/invitations/{id}/accept',
      tags,
      summary: 'Accept an invitation',
      description: `${description} The caller joins the organization with the invited role.`,
      auth: 'signed-in',
      params: idParam,
      errors: ['CONFLICT'],
      responses: { 200: { description: 'The organization joined, with the new role', data: organization } },
      handler: async ({ principal, params }) => ok(await invitations.accept(principal, params.id)),
    }),
    defineRoute({
      method: 'post',
      path: '/invitations/{id}/decline',
      tags,
      summary: 'Decline an invitation',
      description: `${description} The invitation is deleted; the organization may invite again.`,
      auth: 'signed-in',
      params: idParam,
      responses: { 200: { description: 'Declined (deleted)', data: deletedResult } },
      handler: async ({ principal, params }) => {
        await invitations.decline(principal, params.id);
        return deleted(params.id);
      },
    }),
  ];
}

export function orgRoutes(service: OrgService, invitations: InvitationService): AnyRoute[] {
  return [
    ...invitationRoutes(invitations),
    defineRoute({
      method: 'get',
      path: '/organization',
      tags,
      summary: "Get the caller's organization",
      description:
        "A user's first authenticated request creates their own organization, with them as owner (once per user " +
        'ever). Users who belong to several organizations choose one with the X-Organization-Id header; without ' +
        'it they act in their oldest membership. A user who belongs to no organization gets 404 NOT_FOUND.',
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
      summary: 'Invite a member by email',
      description:
        'Sends an invitation: the person sees it in GET /invitations once signed in with that (verified) email, ' +
        'and joins with this role only when they accept it (`joined` stays false and they have no access until ' +
        'then). Removing the membership before that withdraws the invitation.',
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
      method: 'post',
      path: '/organization/leave',
      tags,
      summary: 'Leave the organization',
      description:
        'The caller leaves the organization they act in (X-Organization-Id). An owner may leave only while ' +
        'another owner remains (409 CONFLICT otherwise).',
      auth: 'user',
      permission: 'organization:read',
      errors: ['CONFLICT'],
      responses: { 200: { description: 'Left', data: leftOrganization } },
      handler: async ({ principal }) => {
        await service.leave(principal);
        return ok({ organization_id: principal.organizationId, left: true });
      },
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
