import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { created, defineRoute, deleted, ok, type AnyRoute } from '../../lib/http/route.js';
import { deletedResult, idParam } from '../../lib/http/schemas.js';
import {
  checkinBody,
  checkinEntry,
  checkinReply,
  listCheckinsQuery,
  device,
  listDevicesQuery,
  provisionBody,
  provisioned,
  updateDeviceBody,
} from './schemas.js';
import type { DeviceService } from './service.js';
import { renderSetupScript } from './setup-script.js';
import { publicBaseUrl } from '../../lib/http/public-base-url.js';
import { AppError } from '../../lib/errors.js';
import { deviceKeyOf } from '../../lib/auth/authenticate.js';
import { AGENT_ARCHES, type AgentBundles } from './agent-bundles.js';

export function deviceRoutes(
  service: DeviceService,
  options: { publicBaseUrl?: string; agentBundles: AgentBundles },
): AnyRoute[] {
  const operatorTags = ['Devices (operators)'];
  const deviceTags = ['Devices'];
  return [
    defineRoute({
      method: 'post',
      path: '/devices/provision',
      tags: deviceTags,
      summary: 'Provision a device with a single-use token (public)',
      description:
        "Creates the device (approved, or pending when the organization's devices_require_approval is on) and its API key in the token's organization and marks the token used. " +
        'Exactly one device per token, also under concurrent attempts. A device_id already registered answers ' +
        '409 DEVICE_EXISTS and leaves the token usable. When container management is configured, an Edge Agent ' +
        'environment is created too and its settings come back in `edge`; if that fails, nothing is created (503).',
      auth: 'public',
      body: provisionBody,
      errors: ['INVALID_TOKEN', 'DEVICE_EXISTS', 'SERVICE_UNAVAILABLE', 'QUOTA_EXCEEDED'],
      responses: {
        201: { description: 'The device, its key (shown once) and Edge Agent settings', data: provisioned },
      },
      handler: async ({ body }) => created(await service.provision(body)),
    }),
    defineRoute({
      method: 'get',
      path: '/device/self',
      tags: deviceTags,
      summary: "The calling device's record",
      auth: 'device-or-pending',
      responses: { 200: { description: 'The device', data: device } },
      handler: async ({ principal }) => ok(await service.self(principal)),
    }),
    defineRoute({
      method: 'post',
      path: '/device/checkin',
      tags: deviceTags,
      summary: 'Health check-in (heartbeat)',
      description:
        "Updates last-seen, status and metrics, and adds to the device's bounded check-in history. A device " +
        'waiting for approval may check in (its reply lists no deployments). At most RATE_LIMIT_DEVICE_CHECKINS ' +
        'check-ins per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429 RATE_LIMITED with `Retry-After`.',
      auth: 'device-key-in-handler',
      deviceRateLimit: 'checkins',
      body: checkinBody,
      responses: { 200: { description: 'Recorded', data: checkinReply } },
      handler: async ({ req, body }) => ok(await service.checkin(deviceKeyOf(req.res!), body)),
    }),
    defineRoute({
      method: 'get',
      path: '/core/devices',
      tags: operatorTags,
      summary: 'List devices',
      auth: 'user',
      permission: 'devices:read',
      query: listDevicesQuery,
      responses: { 200: { description: 'Devices, newest first', data: z.array(device), list: 'page' } },
      handler: async ({ principal, query }) => {
        const { items, meta } = await service.list(principal, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/core/devices/{id}',
      tags: operatorTags,
      summary: 'Get a device',
      auth: 'user',
      permission: 'devices:read',
      params: idParam,
      responses: { 200: { description: 'The device', data: device } },
      handler: async ({ principal, params }) => ok(await service.get(principal, params.id)),
    }),
    defineRoute({
      method: 'get',
      path: '/core/devices/{id}/checkins',
      tags: operatorTags,
      summary: "A device's check-in history (telemetry), newest first",
      description:
        'The bounded history (CHECKIN_HISTORY_LIMIT entries per device), optionally within a time range: ' +
        '`since` inclusive, `until` exclusive.',
      auth: 'user',
      permission: 'devices:read',
      params: idParam,
      query: listCheckinsQuery,
      responses: { 200: { description: 'Check-ins', data: z.array(checkinEntry), list: 'page' } },
      handler: async ({ principal, params, query }) => {
        const { items, meta } = await service.checkinHistory(principal, params.id, query);
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/core/devices/{id}',
      tags: operatorTags,
      summary: 'Rename, relabel, approve, reject or disable a device',
      description: 'Status transitions are listed in DeviceApprovalStatus; others answer 409 CONFLICT.',
      auth: 'user',
      permission: 'devices:manage',
      params: idParam,
      body: updateDeviceBody,
      errors: ['CONFLICT'],
      responses: { 200: { description: 'The updated device', data: device } },
      handler: async ({ principal, params, body }) => ok(await service.update(principal, params.id, body)),
    }),
    defineRoute({
      method: 'delete',
      path: '/core/devices/{id}',
      tags: operatorTags,
      summary: 'Delete a device',
      description: 'Its key stops working at once; its images stay. Its Edge Agent environment is removed.',
      auth: 'user',
      permission: 'devices:manage',
      params: idParam,
      responses: {
        200: { description: 'Deleted', data: deletedResult },
      },
      handler: async ({ principal, params }) => {
        await service.remove(principal, params.id);
        return deleted(params.id);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/setup',
      tags: deviceTags,
      summary: 'The device setup script (POSIX shell, public)',
      description:
        'Run on a device: `curl -fsSL <base>/setup | PROVISIONING_TOKEN=ptk_... sh`. It provisions the device ' +
        '(DEVICE_ID defaults to the container engine id), stores the key with mode 0600 and starts check-ins.',
      auth: 'public',
      responses: { 200: { description: 'The script', contentType: 'text/x-shellscript' } },
      handler: async ({ req }) => ({
        status: 200,
        raw: renderSetupScript(publicBaseUrl(req, options.publicBaseUrl), [
          ...(await options.agentBundles.all()).values(),
        ]),
        contentType: 'text/x-shellscript; charset=utf-8',
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/setup/agent/{arch}',
      tags: deviceTags,
      summary: 'The edge agent for Linux on one architecture (tar.gz, public)',
      description:
        'edge-agent/ with the bundled agent and its native modules for this architecture: run ' +
        '`node edge-agent/edge-agent.mjs` with Node.js 20 or newer. The setup script downloads it and checks it ' +
        'against the SHA-256 the script carries (also in the X-Content-SHA256 header).',
      auth: 'public',
      params: z.object({ arch: z.enum(AGENT_ARCHES).meta({ description: 'x64 (x86_64) or arm64 (aarch64)' }) }),
      errors: ['NOT_FOUND'],
      responses: { 200: { description: 'The archive', contentType: 'application/gzip' } },
      handler: async ({ params }) => {
        const bundle = await options.agentBundles.get(params.arch);
        if (!bundle) throw new AppError('NOT_FOUND', `This platform serves no agent for linux-${params.arch}`);
        return {
          status: 200,
          stream: createReadStream(bundle.file),
          contentType: 'application/gzip',
          headers: {
            'content-length': String(bundle.size),
            'x-content-sha256': bundle.sha256,
            'content-disposition': `attachment; filename="edge-agent-linux-${params.arch}.tar.gz"`,
          },
        };
      },
    }),
  ];
}
