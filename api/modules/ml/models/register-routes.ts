import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../../lib/errors.js';
import { created, defineRoute, type AnyRoute } from '../../../lib/http/route.js';
import type { ModelRegistration } from './register.js';
import { registerModelFields } from './register-schemas.js';
import { modelVersion } from './schemas.js';
import type { ModelService } from './service.js';

/**
 * POST /ml/models: a multipart upload of an ONNX model trained elsewhere. The file goes to a
 * temporary file first (models are large, and ONNX Runtime loads from a path), is checked, then
 * stored; the temporary file is removed whatever happens.
 */
export function modelRegistrationRoutes(
  registration: ModelRegistration,
  models: ModelService,
  maxUploadBytes: number,
): AnyRoute[] {
  const upload = multer({
    dest: tmpdir(),
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 262_144, parts: 12 },
  }).single('file');
  const parseUpload: RequestHandler = (req, res, next) =>
    upload(req, res, (err?: unknown) => {
      const known = !err || err instanceof AppError || (err as { name?: string }).name === 'MulterError';
      next(known ? err : new AppError('VALIDATION_ERROR', 'Malformed multipart body', (err as Error).message));
    });
  const removeUpload = async (req: Request) => {
    if (req.file?.path) await rm(req.file.path, { force: true });
  };

  return [
    defineRoute({
      method: 'post',
      path: '/ml/models',
      tags: ['Models'],
      summary: 'Register an ONNX model trained elsewhere',
      description:
        'multipart/form-data with the ONNX file in `file` (at most MAX_MODEL_UPLOAD_BYTES) and the fields below. ' +
        'The file must load in ONNX Runtime and its inputs and outputs must fit the role; otherwise 400 ' +
        'VALIDATION_ERROR and nothing is stored. It becomes the next model version of `project_id` (or of the ' +
        'models without a project), with `source` `upload`.',
      auth: 'user',
      permission: 'ml:run',
      bodyType: 'multipart',
      body: registerModelFields,
      before: [parseUpload],
      cleanup: removeUpload,
      errors: ['PAYLOAD_TOO_LARGE'],
      responses: { 201: { description: 'The registered model version', data: modelVersion } },
      handler: async ({ principal, body, req }) => {
        if (!req.file?.path) {
          throw new AppError(
            'VALIDATION_ERROR',
            'Send the ONNX file as multipart/form-data in the field `file`',
            'file',
          );
        }
        const doc = await registration.register(principal, body, { path: req.file.path, size: req.file.size });
        return created(await models.get(principal, doc._id));
      },
    }),
  ];
}
