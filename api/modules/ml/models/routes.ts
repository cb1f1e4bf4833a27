import type { Request } from 'express';
import { z } from 'zod';
import { notFound } from '../../../lib/errors.js';
import { attachment } from '../../../lib/http/attachment.js';
import { publicBaseUrl } from '../../../lib/http/public-base-url.js';
import { defineRoute, ok, type AnyRoute, type Reply } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import type { DownloadTarget } from './download-links.js';
import { download, downloadLinkQuery, downloadQuery, listModelsQuery, modelVersion } from './schemas.js';
import type { ModelService } from './service.js';

const tags = ['Models'];

const LINK_DESCRIPTION =
  "The address comes signed from the download route above: no credentials, on the API's own origin (no " +
  'object store host), valid SIGNED_URL_TTL_S. The file is streamed from the object store as an attachment. ' +
  'A forged, altered or expired address, or a file since deleted, is 404.';

/** A download address's file, streamed as an attachment; 404 when the address does not hold. */
async function linkedFile(service: ModelService, target: DownloadTarget, exp: number, sig: string): Promise<Reply> {
  const file = await service.linked(target, exp, sig);
  if (!file) throw notFound('File');
  return attachment(file);
}

export function modelRoutes(service: ModelService, configuredBaseUrl?: string): AnyRoute[] {
  const base = (req: Request) => publicBaseUrl(req, configuredBaseUrl);
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
      summary: "A signed address of the model version's weights or ONNX file, on the API's origin",
      description:
        'The address (`GET /ml/models/{id}/file?...`) needs no credentials and expires after SIGNED_URL_TTL_S ' +
        'seconds; the API streams the file from the object store, so a client never needs its host. ' +
        'Exports: GET /ml/export-jobs/{id}/download.',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      query: downloadQuery,
      responses: { 200: { description: 'Where to download it', data: download } },
      handler: async ({ principal, params, query, req }) =>
        ok(await service.downloadArtifact(principal, params.id, query.artifact, base(req))),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/models/{id}/file',
      tags,
      summary: "The model version's weights or ONNX file, through a signed address on the API origin",
      description: LINK_DESCRIPTION,
      auth: 'public',
      params: idParam,
      query: downloadLinkQuery.extend({ artifact: downloadQuery.shape.artifact }),
      errors: ['NOT_FOUND'],
      responses: { 200: { description: 'The file', contentType: 'application/octet-stream' } },
      handler: async ({ params, query }) =>
        linkedFile(
          service,
          { kind: 'model', organizationId: query.org, id: params.id, artifact: query.artifact },
          query.exp,
          query.sig,
        ),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/export-jobs/{id}/download',
      tags: ['Export jobs'],
      summary: "A signed address of the export's artifact (ONNX file, OpenVINO IR zip, ...), on the API's origin",
      description:
        'Answers 409 until the export job succeeded. The address (`GET /ml/export-jobs/{id}/file?...`) needs no ' +
        'credentials and expires after SIGNED_URL_TTL_S seconds; the API streams the file from the object store.',
      auth: 'user',
      permission: 'ml:read',
      params: idParam,
      errors: ['CONFLICT'],
      responses: { 200: { description: 'Where to download it', data: download } },
      handler: async ({ principal, params, req }) => ok(await service.downloadExport(principal, params.id, base(req))),
    }),
    defineRoute({
      method: 'get',
      path: '/ml/export-jobs/{id}/file',
      tags: ['Export jobs'],
      summary: "The export's artifact, through a signed address on the API origin",
      description: LINK_DESCRIPTION,
      auth: 'public',
      params: idParam,
      query: downloadLinkQuery,
      errors: ['NOT_FOUND'],
      responses: { 200: { description: 'The file', contentType: 'application/octet-stream' } },
      handler: async ({ params, query }) =>
        linkedFile(service, { kind: 'export', organizationId: query.org, id: params.id }, query.exp, query.sig),
    }),
  ];
}
