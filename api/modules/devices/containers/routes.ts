import { z } from 'zod';
import { defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import type { ErrorCode } from '../../../lib/errors.js';
import {
  actionResult,
  auditEntry,
  auditQuery,
  container,
  CONTAINER_ACTIONS,
  containerLogs,
  containerParams,
  logsQuery,
} from './schemas.js';
import type { ContainerService } from './service.js';

const tags = ['Device containers'];
/** Every proxy route: no service configured, no Edge environment, Portainer or the device unreachable. */
const proxyErrors: ErrorCode[] = ['CONTAINER_MANAGEMENT_NOT_CONFIGURED', 'CONFLICT', 'SERVICE_UNAVAILABLE'];
const through =
  "Through the container-management service (Portainer's Docker proxy for the device's Edge environment). " +
  '503 CONTAINER_MANAGEMENT_NOT_CONFIGURED when the API has none; 409 CONFLICT when the device has no Edge environment.';

export function containerRoutes(service: ContainerService): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/core/devices/{id}/containers',
      tags,
      summary: 'The containers on a device, stopped ones included',
      description: through,
      auth: 'user',
      permission: 'devices:read',
      params: idParam,
      errors: proxyErrors,
      responses: { 200: { description: 'Containers', data: z.array(container) } },
      handler: async ({ principal, params }) => ok(await service.list(principal, params.id)),
    }),
    defineRoute({
      method: 'get',
      path: '/core/devices/{id}/containers/{container}/logs',
      tags,
      summary: "A container's recent output (stdout and stderr), audited",
      description: `${through} At most 1 MiB of output is read (\`truncated\` says when it was cut).`,
      auth: 'user',
      permission: 'devices:manage',
      params: containerParams,
      query: logsQuery,
      errors: proxyErrors,
      responses: { 200: { description: 'Log lines, oldest first', data: containerLogs } },
      handler: async ({ principal, params, query }) =>
        ok(await service.logs(principal, params.id, params.container, query)),
    }),
    ...CONTAINER_ACTIONS.map((action) =>
      defineRoute({
        method: 'post',
        path: `/core/devices/{id}/containers/{container}/${action}`,
        tags,
        summary: `${action[0]!.toUpperCase()}${action.slice(1)} a container on a device, audited`,
        description: `${through} \`changed: false\` when Docker answered that the container was in that state already.`,
        auth: 'user',
        permission: 'devices:manage',
        params: containerParams,
        errors: proxyErrors,
        responses: { 200: { description: 'Done', data: actionResult } },
        handler: async ({ principal, params }) => ok(await service.act(principal, params.id, params.container, action)),
      }),
    ),
    defineRoute({
      method: 'get',
      path: '/core/devices/{id}/container-audit',
      tags,
      summary: 'Who read logs of or started, stopped or restarted which container on a device, and when',
      description: 'Newest first. Entries are written before the call to the device, then completed with its outcome.',
      auth: 'user',
      permission: 'devices:read',
      params: idParam,
      query: auditQuery,
      responses: { 200: { description: 'Audit entries', data: z.array(auditEntry), list: 'page' } },
      handler: async ({ principal, params, query }) => {
        const { items, meta } = await service.auditTrail(principal, params.id, query);
        return ok(items, meta);
      },
    }),
  ];
}
