import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { accepted, defineRoute, type AnyRoute } from '../../../lib/http/route.js';
import { idParam } from '../../../lib/http/schemas.js';
import type { ObjectStore } from '../../../lib/storage.js';
import { asyncJobResponse } from '../exports/schemas.js';
import { ArchiveUploadEngine, importArchiveKey, type StoredArchive } from './archive-upload.js';
import { importFields } from './schemas.js';
import type { ImportService } from './service.js';

export interface ImportRouteDeps {
  service: ImportService;
  store: ObjectStore;
  maxArchiveBytes: number;
  projectExists(organizationId: number, projectId: number): Promise<boolean>;
  /** A completed resumable upload, handed over: the import owns (and removes) its object. */
  takeUpload(
    organizationId: number,
    uploadId: string,
  ): Promise<{ storage_key: string; size_bytes: number; filename: string }>;
}

const principalOf = (req: Request) => req.res!.locals.principal as UserPrincipal;
const jobIdOf = (req: Request) => req.res!.locals.importJobId as string;

export function importRoutes(deps: ImportRouteDeps): AnyRoute[] {
  const engine = new ArchiveUploadEngine(
    deps.store,
    (req) => importArchiveKey(principalOf(req).organizationId, jobIdOf(req)),
    deps.maxArchiveBytes,
  );
  const parse = multer({
    storage: engine,
    limits: { fileSize: deps.maxArchiveBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  }).single('file');
  // The project is checked before the archive is read: a wrong id does not cost an upload.
  const requireProject: RequestHandler = (req, res, next) => {
    res.locals.importJobId = randomUUID();
    const id = Number(req.params.id);
    const check = Number.isInteger(id) && id > 0 ? deps.projectExists(principalOf(req).organizationId, id) : null;
    if (!check) return next();
    check.then((exists) => next(exists ? undefined : notFound('Project')), next);
  };
  const parseUpload: RequestHandler = (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      const known = !err || err instanceof AppError || (err as { name?: string }).name === 'MulterError';
      next(known ? err : new AppError('VALIDATION_ERROR', 'Malformed multipart body', (err as Error).message));
    });
  const stored = (req: Request) => req.file as unknown as (StoredArchive & { originalname?: string }) | undefined;

  return [
    defineRoute({
      method: 'post',
      path: '/data/projects/{id}/import',
      tags: ['Imports'],
      summary: 'Import a labelled dataset (zip) into a project (asynchronous)',
      description:
        'multipart/form-data: the zip in `file` (at most MAX_IMPORT_BYTES; streamed to the object store, read back ' +
        'with ranged reads) and its `format`; or, for an archive sent in parts (POST /data/large-uploads), the ' +
        'completed upload in `upload_id` instead of `file`. Answers 202 with the job; poll `GET /jobs/{job_id}` for progress ' +
        'and the result. Splits and file names are kept, annotations get `source: import`, new class names are ' +
        "appended to the project's class list, and images whose bytes (SHA-256) the project already holds are " +
        'skipped and counted. A broken archive (bad JSON or XML, a label for a missing image, a box outside its ' +
        'image, a path with `..`, a file that is not an image) ends the job `failed` with an error naming the file ' +
        '(and line), and nothing of the import is kept. Imported images count against the images and stored-bytes ' +
        'quotas like uploads: an import past one ends `failed` with an error naming it (e.g. `images=1000000 ' +
        '(QUOTA_IMAGES)`), and nothing of it is kept.',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      bodyType: 'multipart',
      body: importFields,
      before: [requireProject, parseUpload],
      errors: [
        'NOT_FOUND',
        'CONFLICT',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'SERVICE_UNAVAILABLE',
        'INTERNAL_ERROR',
      ],
      cleanup: async (req) => {
        const key = stored(req)?.archive_key;
        if (key) await deps.store.remove(key);
      },
      responses: { 202: { description: 'The import was queued', data: asyncJobResponse } },
      handler: async ({ principal, params, body, req }) => {
        const archive = stored(req);
        if (archive?.archive_key && body.upload_id) {
          throw new AppError('VALIDATION_ERROR', 'Send either `file` or `upload_id`, not both', 'upload_id');
        }
        if (body.upload_id) {
          const upload = await deps.takeUpload(principal.organizationId, body.upload_id);
          const parted = { archive_key: upload.storage_key, size_bytes: upload.size_bytes };
          return accepted(
            await deps.service.enqueue(principal, jobIdOf(req), params.id, body.format, parted, upload.filename),
          );
        }
        if (!archive?.archive_key) {
          throw new AppError(
            'VALIDATION_ERROR',
            'Send the zip as multipart/form-data in the field `file`, or a completed upload in `upload_id`',
            'file',
          );
        }
        return accepted(
          await deps.service.enqueue(principal, jobIdOf(req), params.id, body.format, archive, archive.originalname),
        );
      },
    }),
  ];
}
