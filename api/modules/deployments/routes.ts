import { z } from 'zod';
import { created, defineRoute, ok, type AnyRoute } from '../../lib/http/route.js';
import { idParam, pageQuery } from '../../lib/http/schemas.js';
import {
  deploymentStatusBody,
  deploymentSyncBody,
  deploymentSyncReply,
  deploymentTargetsReply,
  recordedReply,
  releasedReply,
  releaseDevicesBody,
  releaseDevicesReply,
  timeOutDevicesBody,
  timeOutDevicesReply,
} from '../../../contracts/operator-contract.js';
import type { DeploymentOperatorService } from './operator-service.js';
import { createDeploymentBody, deployment, deploymentJobIdParam, phaseReportBody } from './schemas.js';
import { toTargetView, type DeploymentService } from './service.js';

const tags = ['Deployments'];

export function deploymentRoutes(service: DeploymentService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/ml/deployments',
      tags,
      summary: 'Deploy an exported model to devices',
      description:
        'Creates a DeploymentJob resource; the operator rolls it out (all at once, or in batches with at most ' +
        '`max_unavailable` failures) and rolls back when configured. A device with no phase report within ' +
        '`device_timeout_seconds` of its release counts as failed. Devices learn about it in their check-in ' +
        'response and report phases. Without a configured cluster: 503, nothing written.',
      auth: 'user',
      permission: 'deployments:manage',
      body: createDeploymentBody,
      errors: ['SERVICE_UNAVAILABLE'],
      responses: { 201: { description: 'The deployment (Pending)', data: deployment } },
      handler: async ({ principal, body }) => created(service.view(await service.create(principal, body))),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/deployments',
      tags,
      summary: 'List deployments, newest first',
      auth: 'user',
      permission: 'ml:read',
      query: pageQuery,
      responses: { 200: { description: 'Deployments', data: z.array(deployment), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ml/deployments/{id}',
      tags,
      summary: 'Get a deployment with per-device progress',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      responses: { 200: { description: 'The deployment', data: deployment } },
      handler: async ({ principal, params }) => ok(await service.get(principal, params.id)),
    }),
    defineRoute({
      method: 'post',
      path: '/device/deployment-jobs/{id}/phase',
      tags: ['Devices'],
      summary: 'Report progress of one phase of a deployment job',
      description:
        '`phase`: download, verify, install, start, healthcheck; `status`: started, succeeded, failed; RFC 3339 ' +
        'timestamps. Accepts the key of a device the deployment targets, or the bearer token of an admin of the ' +
        'same organization (with `device_id`). A repeated report is recorded once and answered the same way.',
      auth: 'user-or-device',
      permission: 'deployments:manage',
      params: deploymentJobIdParam,
      body: phaseReportBody,
      responses: {
        200: {
          description: 'Recorded',
          data: z.object({ recorded: z.literal(true), duplicate: z.boolean() }),
        },
      },
      handler: async ({ principal, params, body }) => ok(await service.report(principal, params.id, body)),
    }),
  ];
}

const recordParams = z.object({
  organization_id: z.coerce.number().int().min(1),
  record_id: z.coerce.number().int().min(1),
});
const internal = ['Internal'];

export function deploymentInternalRoutes(service: DeploymentOperatorService): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/internal/operator/deployments/sync',
      tags: internal,
      summary: 'Operator: the record of a DeploymentJob (created for kubectl-made resources)',
      auth: 'operator',
      body: deploymentSyncBody,
      responses: { 200: { description: 'The record', data: deploymentSyncReply } },
      handler: async ({ body }) => {
        const record = await service.sync(body as unknown as Parameters<DeploymentOperatorService['sync']>[0]);
        return ok({ record_id: record._id, phase: record.phase });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/internal/operator/deployments/{organization_id}/{record_id}/targets',
      tags: internal,
      summary: "Operator: the deployment's target devices and their states",
      auth: 'operator',
      params: recordParams,
      responses: { 200: { description: 'Targets', data: deploymentTargetsReply } },
      handler: async ({ params }) => {
        const targets = await service.targets(params.organization_id, params.record_id);
        return ok(targets.map(toTargetView));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/internal/operator/deployments/{organization_id}/{record_id}/release-devices',
      tags: internal,
      summary: 'Operator: hand the deployment (or its rollback) to these devices',
      auth: 'operator',
      params: recordParams,
      body: releaseDevicesBody,
      responses: { 200: { description: 'Released', data: releaseDevicesReply } },
      handler: async ({ params, body }) => {
        await service.release(params.organization_id, params.record_id, body.device_ids, body.rollback);
        return ok({ released: body.device_ids.length });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/internal/operator/deployments/{organization_id}/{record_id}/time-out-devices',
      tags: internal,
      summary: 'Operator: these released devices sent no report in time; record them as failed',
      auth: 'operator',
      params: recordParams,
      body: timeOutDevicesBody,
      responses: {
        200: {
          description: 'The devices that changed (a device that reported first keeps its report)',
          data: timeOutDevicesReply,
        },
      },
      handler: async ({ params, body }) => {
        const changed = await service.timeOut(params.organization_id, params.record_id, body.devices);
        return ok({ timed_out: changed });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/internal/operator/deployments/{organization_id}/{record_id}/status',
      tags: internal,
      summary: "Operator: the deployment's phase and progress",
      auth: 'operator',
      params: recordParams,
      body: deploymentStatusBody,
      responses: { 200: { description: 'Recorded', data: recordedReply } },
      handler: async ({ params, body }) => {
        await service.status(params.organization_id, params.record_id, body);
        return ok({ recorded: true });
      },
    }),
    defineRoute({
      method: 'post',
      path: '/internal/operator/deployments/{organization_id}/{record_id}/release',
      tags: internal,
      summary: 'Operator: the DeploymentJob is being deleted (finalizer)',
      auth: 'operator',
      params: recordParams,
      responses: { 200: { description: 'Released', data: releasedReply } },
      handler: async ({ params }) => {
        await service.releaseRecord(params.organization_id, params.record_id);
        return ok({ released: true });
      },
    }),
  ];
}
