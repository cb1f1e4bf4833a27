import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { AppError } from '../../../lib/errors.js';
import { created, defineRoute, type AnyRoute } from '../../../lib/http/route.js';
import type { ObjectStore } from '../../../lib/storage.js';
import { ModelUploadEngine, type StoredModelUpload } from './model-upload-engine.js';
import { modelObjectKey, type ModelRegistration } from './register.js';
import { registerModelFields } from './register-schemas.js';
import { modelVersion } from './schemas.js';
import type { ModelService } from './service.js';

/**
 * POST /ml/models: a multipart upload of an ONNX model trained elsewhere. The file streams into
 * the object store as it arrives, its inputs and outputs read on the way (never on the API's
 * local disk: three 2 GB uploads would fill a pod's emptyDir), then is checked against its role;
 * whatever fails, the object is removed.
 */
export function modelRegistrationRoutes(
  registration: ModelRegistration,
  models: ModelService,
  store: ObjectStore,
  maxUploadBytes: number,
): AnyRoute[] {
  const principalOf = (req: Request) => req.res!.locals.principal as UserPrincipal;
  const engine = new ModelUploadEngine(store, (req) => modelObjectKey(principalOf(req).organizationId), maxUploadBytes);
  const upload = multer({
    storage: engine,
    limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 262_144, parts: 12 },
  }).single('file');
  const parseUpload: RequestHandler = (req, res, next) =>
    upload(req, res, (err?: unknown) => {
      const known = !err || err instanceof AppError || (err as { name?: string }).name === 'MulterError';
      next(known ? err : new AppError('VALIDATION_ERROR', 'Malformed multipart body', (err as Error).message));
    });
  const stored = (req: Request) => req.file as unknown as StoredModelUpload | undefined;
  const removeUpload = async (req: Request) => {
    const key = stored(req)?.model_key;
    if (key) await store.remove(key);
  };

  return [
    defineRoute({
      method: 'post',
      path: '/ml/models',
      tags: ['Models'],
      summary: 'Register an ONNX model trained elsewhere',
      description:
        'multipart/form-data with the ONNX file in `file` (at most MAX_MODEL_UPLOAD_BYTES) and the fields below. ' +
        "The file streams to the object store as it arrives (never to the API's disk); it must be an ONNX " +
        'model (its protobuf framing is checked on the way) whose graph inputs and outputs fit the role; otherwise 400 ' +
        'VALIDATION_ERROR and nothing is stored. It becomes the next model version of `project_id` (or of the ' +
        'models without a project), with `source` `upload`. The model version record is what the platform ' +
        'knows of the model: its `task`, `class_names` (output order) and `input_size` come from these fields or ' +
        "the graph's shapes, never from metadata in the file, so an ONNX from any tool works like an Ultralytics " +
        "export; the evaluator and exporter write them into the model's metadata for Ultralytics, and transpose a " +
        'detector output `[1, anchors, 4 + classes]`. What cannot be read from the graph (class names; the input ' +
        'size of an input with symbolic dimensions) is a 400 naming the field; outputs in no known layout, one naming role.',
      auth: 'user',
      permission: 'ml:run',
      bodyType: 'multipart',
      body: registerModelFields,
      before: [parseUpload],
      cleanup: removeUpload,
      errors: ['PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
      responses: { 201: { description: 'The registered model version', data: modelVersion } },
      handler: async ({ principal, body, req }) => {
        const file = stored(req);
        if (!file?.model_key) {
          throw new AppError(
            'VALIDATION_ERROR',
            'Send the ONNX file as multipart/form-data in the field `file`',
            'file',
          );
        }
        const doc = await registration.register(principal, body, file);
        return created(await models.get(principal, doc._id));
      },
    }),
  ];
}
