import { z } from 'zod';
import { requirePermission } from '../../../lib/auth/require-permission.js';
import { created, defineRoute, deleted, ok, type AnyRoute } from '../../../lib/http/route.js';
import { deletedResult, idParam } from '../../../lib/http/schemas.js';
import { createProjectBody, deleteProjectQuery, listProjectsQuery, project, updateProjectBody } from './schemas.js';
import type { ProjectService } from './service.js';

const tags = ['Projects'];

export function projectRoutes(service: ProjectService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/data/projects',
      tags,
      summary: 'Create a project',
      description: 'Names are unique per organization (409 CONFLICT otherwise).',
      auth: 'user',
      permission: 'data:write',
      body: createProjectBody,
      errors: ['CONFLICT'],
      responses: { 201: { description: 'The project', data: project } },
      handler: async ({ principal, body }) => created(await service.create(principal, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/data/projects',
      tags,
      summary: 'List projects, newest first',
      auth: 'user',
      permission: 'data:read',
      query: listProjectsQuery,
      responses: { 200: { description: 'Projects', data: z.array(project), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/data/projects/{id}',
      tags,
      summary: 'Get a project',
      auth: 'user',
      permission: 'data:read',
      params: idParam,
      responses: { 200: { description: 'The project', data: project } },
      handler: async ({ principal, params }) => ok(await service.get(principal, params.id)),
    }),
    defineRoute({
      method: 'patch',
      path: '/data/projects/{id}',
      tags,
      summary: 'Update a project',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      body: updateProjectBody,
      errors: ['CONFLICT'],
      responses: { 200: { description: 'The updated project', data: project } },
      handler: async ({ principal, params, body }) => ok(await service.update(principal, params.id, body)),
    }),
    defineRoute({
      method: 'delete',
      path: '/data/projects/{id}',
      tags,
      summary: 'Delete a project',
      description:
        'Refused with 409 while dataset versions exist, unless `force=true` (which deletes them; that needs ' +
        'permission `data:force-delete`, roles owner and admin, checked before the project is looked up). ' +
        'Batches and images stay, unassigned.',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      query: deleteProjectQuery,
      errors: ['CONFLICT'],
      responses: {
        200: { description: 'Deleted', data: deletedResult },
      },
      handler: async ({ principal, params, query }) => {
        const force = query.force ?? false;
        if (force) requirePermission(principal, 'data:force-delete');
        await service.remove(principal, params.id, force);
        return deleted(params.id);
      },
    }),
  ];
}
