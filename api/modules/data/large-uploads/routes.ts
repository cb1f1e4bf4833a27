import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../../lib/errors.js';
import { created, defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import { createLargeUploadBody, largeUpload, largeUploadParams, partFields, partParams } from './schemas.js';
import type { LargeUploadService } from './service.js';

/**
 * The routes of resumable uploads. A part is read into memory (at most its part size, a few MiB)
 * and stored as one part of the object store's multipart upload.
 */
export function largeUploadRoutes(service: LargeUploadService, limits: { maxPartBytes: number }): AnyRoute[] {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limits.maxPartBytes, files: 1, fields: 2, fieldSize: 256, parts: 3 },
  }).single('part');
  const parsePart: RequestHandler = (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if ((err as { code?: string } | undefined)?.code === 'LIMIT_FILE_SIZE') {
        return next(new AppError('PAYLOAD_TOO_LARGE', `A part is at most ${limits.maxPartBytes} bytes`, 'part'));
      }
      const known = !err || err instanceof AppError || (err as { name?: string }).name === 'MulterError';
      next(known ? err : new AppError('VALIDATION_ERROR', 'Malformed multipart body', (err as Error).message));
    });
  const partOf = (req: Request) => req.file?.buffer;
  const view = { description: 'The upload', data: largeUpload };

  return [
    defineRoute({
      method: 'post',
      path: '/data/large-uploads',
      tags: ['Imports'],
      summary: 'Start a resumable upload of a large file in parts (an import archive)',
      description:
        'For files too large for one request (a dataset archive of gigabytes): the answer says the part size and ' +
        'count; send each part to PUT /data/large-uploads/{id}/parts/{number} (any order, several at once), ' +
        'complete the upload, then import it with `upload_id`. A dropped connection costs one part: read the ' +
        'upload to see which parts arrived and send the others. The parts go straight into the object store ' +
        '(S3 multipart); nothing is held whole in memory or on disk. An upload without a new part for ' +
        'LARGE_UPLOAD_EXPIRY_S is abandoned and its parts removed.',
      auth: 'user',
      permission: 'data:write',
      body: createLargeUploadBody,
      errors: ['PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
      responses: { 201: { description: 'The upload, waiting for its parts', data: largeUpload } },
      handler: async ({ principal, body }) => created(await service.create(principal, body)),
    }),
    defineRoute({
      method: 'get',
      path: '/data/large-uploads/{id}',
      tags: ['Imports'],
      summary: 'Read a resumable upload: which parts arrived',
      auth: 'user',
      permission: 'data:read',
      params: largeUploadParams,
      errors: ['NOT_FOUND'],
      responses: { 200: view },
      handler: async ({ principal, params }) => ok(await service.get(principal, params.id)),
    }),
    defineRoute({
      method: 'put',
      path: '/data/large-uploads/{id}/parts/{number}',
      tags: ['Imports'],
      summary: 'Send one part of a resumable upload',
      description:
        'multipart/form-data with the part in `part`: exactly `part_size` bytes (the last part: the rest of the ' +
        'file). A wrong size is refused and nothing stored. Sending a part again replaces it.',
      auth: 'user',
      permission: 'data:write',
      params: partParams,
      bodyType: 'multipart',
      body: partFields,
      before: [parsePart],
      errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
      responses: { 200: view },
      handler: async ({ principal, params, req }) => {
        const bytes = partOf(req);
        if (!bytes) throw new AppError('VALIDATION_ERROR', 'Send the part as multipart/form-data in `part`', 'part');
        return ok(await service.putPart(principal, params.id, params.number, bytes));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/data/large-uploads/{id}/complete',
      tags: ['Imports'],
      summary: 'Join the parts of a resumable upload into one file',
      description: 'Every part must have arrived (409 names the missing ones).',
      auth: 'user',
      permission: 'data:write',
      params: largeUploadParams,
      errors: ['NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
      responses: { 200: view },
      handler: async ({ principal, params }) => ok(await service.complete(principal, params.id)),
    }),
    defineRoute({
      method: 'delete',
      path: '/data/large-uploads/{id}',
      tags: ['Imports'],
      summary: 'Abort a resumable upload: its parts (or file) are removed',
      auth: 'user',
      permission: 'data:write',
      params: largeUploadParams,
      errors: ['NOT_FOUND'],
      responses: { 200: { description: 'Aborted', data: largeUploadParams } },
      handler: async ({ principal, params }) => {
        await service.abort(principal, params.id);
        return ok({ id: params.id });
      },
    }),
  ];
}
