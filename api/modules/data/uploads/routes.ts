import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { AppError } from '../../../lib/errors.js';
import { defineRoute, ok, type AnyRoute } from '../../../lib/http/route.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { Clock } from '../../../lib/clock.js';
import { ImageUploadEngine, imageObjectKey } from '../images/upload-engine.js';
import { PerFileEngine } from './per-file-engine.js';
import { MAX_FILES_PER_UPLOAD, userUploadFields, userUploadResult } from './schemas.js';
import type { UploadedFile, UserUploadService } from './service.js';

export function userUploadRoutes(
  service: UserUploadService,
  store: ObjectStore,
  limits: { maxUploadBytes: number; maxPixels: number; clock: Clock },
): AnyRoute[] {
  const engine = new PerFileEngine(
    new ImageUploadEngine(
      store,
      (req: Request, now: Date) => imageObjectKey((req.res!.locals.principal as UserPrincipal).organizationId, now),
      limits.maxUploadBytes,
      limits.maxPixels,
      limits.clock,
    ),
  );
  // No multer size limit: the engine refuses a file over MAX_UPLOAD_BYTES by itself, for that
  // file alone (multer's limit would abort the whole request).
  const parse = multer({
    storage: engine,
    limits: { files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1024, parts: MAX_FILES_PER_UPLOAD + 10 },
  }).array('images', MAX_FILES_PER_UPLOAD);
  const parseUpload: RequestHandler = (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      const known = !err || err instanceof AppError || (err as { name?: string }).name === 'MulterError';
      next(known ? err : new AppError('VALIDATION_ERROR', 'Malformed multipart body', (err as Error).message));
    });
  const filesOf = (req: Request) => (req.files ?? []) as unknown as UploadedFile[];

  return [
    defineRoute({
      method: 'post',
      path: '/data/images/upload',
      tags: ['Images'],
      summary: 'Upload images as a person (many files per request)',
      description:
        `multipart/form-data with up to ${MAX_FILES_PER_UPLOAD} files in \`images\`, each checked as a device ` +
        'upload is (JPEG, PNG or WebP by content, whole, at most MAX_UPLOAD_BYTES). The images go into a batch of ' +
        'their own (send the answered `batch_id` with the next request to keep adding to it), in `project_id` when ' +
        'given. A file whose bytes (SHA-256) the project (or, without one, the unassigned images) already holds is ' +
        'not stored again and is listed in `duplicates`; a refused file is listed in `errors` and nothing of it is ' +
        'kept. Answers 200 with what happened to each file.',
      auth: 'user',
      permission: 'data:write',
      bodyType: 'multipart',
      body: userUploadFields,
      before: [parseUpload],
      errors: ['SERVICE_UNAVAILABLE'],
      cleanup: async (req) => {
        for (const file of filesOf(req)) {
          if (!file.refused) await store.remove(file.storage_key).catch(() => undefined);
        }
      },
      responses: { 200: { description: 'What happened to each file', data: userUploadResult } },
      handler: async ({ principal, body, req }) => {
        const files = filesOf(req);
        if (files.length === 0) {
          throw new AppError(
            'VALIDATION_ERROR',
            'Send the images as multipart/form-data in the field `images`',
            'images',
          );
        }
        return ok(await service.record(principal, body, files));
      },
    }),
  ];
}
