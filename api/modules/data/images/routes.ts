import type { Request, RequestHandler } from 'express';
import { MongoNetworkError, MongoServerSelectionError } from 'mongodb';
import multer from 'multer';
import { AppError, notFound } from '../../../lib/errors.js';
import { created, defineRoute, deleted, ok, type AnyRoute } from '../../../lib/http/route.js';
import { deletedResult, idParam } from '../../../lib/http/schemas.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { Clock } from '../../../lib/clock.js';
import type { DevicePrincipal } from '../../../lib/auth/principal.js';
import { z } from 'zod';
import {
  getImageQuery,
  image,
  imageLinkQuery,
  imageWithAnnotations,
  listImagesQuery,
  signedUrl,
  updateImageBody,
  uploadFields,
} from './schemas.js';
import type { ImageService } from './service.js';
import { ImageUploadEngine, imageObjectKey, type StoredImage } from './upload-engine.js';
import { publicBaseUrl } from '../../../lib/http/public-base-url.js';
import type { LinkKind } from './image-links.js';

export function imageRoutes(
  service: ImageService,
  store: ObjectStore,
  limits: { maxUploadBytes: number; maxPixels: number; publicBaseUrl?: string; clock: Clock },
): AnyRoute[] {
  const base = (req: Request) => publicBaseUrl(req, limits.publicBaseUrl);
  const linkedRoute = (kind: LinkKind, summary: string) =>
    defineRoute({
      method: 'get',
      path: `/images/{id}/${kind}`,
      tags: ['Images'],
      summary,
      description:
        'The address comes signed from `GET /data/images?include_url=true` (`image_url`, `thumbnail_url`) or ' +
        "`GET /images/{id}/url`: no credentials (an `<img>` sends none), on the API's own origin, valid for " +
        'SIGNED_URL_TTL_S (expiries are aligned, so a page listed again soon gets the same addresses and the ' +
        'browser cache answers). Cached privately until it expires; `ETag` revalidation answers 304. ' +
        'A forged, altered or expired address, or an image since deleted, is 404.',
      auth: 'public',
      params: idParam,
      query: imageLinkQuery,
      errors: ['NOT_FOUND'],
      responses: { 200: { description: kind === 'content' ? 'The image' : 'A JPEG', contentType: 'image/*' } },
      handler: async ({ params, query }) => {
        const found = await service.linked(kind, { org: query.org, id: params.id, exp: query.exp, sig: query.sig });
        if (!found) throw notFound('Image');
        return {
          status: 200,
          raw: found.body,
          contentType: found.contentType,
          headers: { 'cache-control': `private, max-age=${found.maxAgeS}`, etag: found.etag },
        };
      },
    });
  const engine = new ImageUploadEngine(
    store,
    (req: Request, now: Date) => imageObjectKey((req.res!.locals.principal as DevicePrincipal).organizationId, now),
    limits.maxUploadBytes,
    limits.maxPixels,
    limits.clock,
  );
  const upload = multer({
    storage: engine,
    limits: { fileSize: limits.maxUploadBytes, files: 1, fields: 10, fieldSize: 16_384, parts: 12 },
  }).single('image');
  // The multipart parser's own complaints (bad part headers, cut-off bodies) are the client's.
  const parseUpload: RequestHandler = (req, res, next) =>
    upload(req, res, (err?: unknown) => {
      const known = !err || err instanceof AppError || (err as { name?: string }).name === 'MulterError';
      next(known ? err : new AppError('VALIDATION_ERROR', 'Malformed multipart body', (err as Error).message));
    });

  const storedFile = (req: Request) => req.file as unknown as (StoredImage & { originalname?: string }) | undefined;

  return [
    linkedRoute('content', 'An image, through a signed address on the API origin'),
    linkedRoute('thumbnail', 'A JPEG thumbnail (fits 320x240), through a signed address on the API origin'),
    defineRoute({
      method: 'post',
      path: '/device/images/upload',
      tags: ['Devices'],
      summary: 'Upload an image (device)',
      description:
        'multipart/form-data with the file in `image` (JPEG, PNG or WebP, recognised by content; at most ' +
        'MAX_UPLOAD_BYTES, and at most MAX_IMAGE_PIXELS pixels, else 413; an image of up to 5 MiB must decode ' +
        "as a whole, else 400). The image joins the device's open `collecting` batch, which is opened when none is. " +
        "A refused upload leaves nothing stored. The record's `sha256` is computed while the image arrives; " +
        'the object store checks the bytes it receives against a CRC32 computed alongside. At most ' +
        'RATE_LIMIT_DEVICE_UPLOADS uploads per device and RATE_LIMIT_DEVICE_WINDOW_S, else 429 RATE_LIMITED with ' +
        '`Retry-After` (before the body is read).',
      auth: 'device',
      deviceRateLimit: 'uploads',
      bodyType: 'multipart',
      body: uploadFields,
      before: [parseUpload],
      errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'SERVICE_UNAVAILABLE', 'QUOTA_EXCEEDED'],
      cleanup: async (req, error) => {
        const file = storedFile(req);
        if (!file?.storage_key) return;
        // The record decides: a database lost mid-request may have written it all the same, so
        // the object goes only once the database says no record holds it. When the request failed
        // because the database is unreachable, it cannot say (and asking would only wait once
        // more): the storage sweeper removes the object later if no record holds it.
        if (error instanceof MongoServerSelectionError || error instanceof MongoNetworkError) return;
        const { organizationId } = req.res!.locals.principal as DevicePrincipal;
        if (await service.isRecorded(organizationId, file.storage_key)) return;
        await store.remove(file.storage_key);
      },
      responses: {
        200: { description: 'The image stored earlier under the same idempotency_key', data: image },
        201: { description: 'The stored image', data: image },
      },
      handler: async ({ principal, body, req }) => {
        const file = storedFile(req);
        if (!file?.storage_key) {
          throw new AppError('VALIDATION_ERROR', 'Send the image as multipart/form-data in the field `image`', 'image');
        }
        const { image: view, duplicate } = await service.recordUpload(principal, file, req.file?.originalname, body);
        if (duplicate) {
          // Sent again (its answer was lost): the first copy stands, this one's object goes.
          await store.remove(file.storage_key);
          return ok(view);
        }
        return created(view);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/images/{id}/url',
      tags: ['Images'],
      summary: 'A time-limited signed URL for an image',
      description: 'Objects are private; the URL expires after SIGNED_URL_TTL_S seconds.',
      auth: 'user',
      permission: 'data:read',
      params: idParam,
      responses: { 200: { description: 'The signed URL', data: signedUrl } },
      handler: async ({ principal, params, req }) => ok(await service.signedUrl(principal, params.id, base(req))),
    }),
    defineRoute({
      method: 'get',
      path: '/data/images',
      tags: ['Images'],
      summary: 'List images with filters, inline signed URLs and annotations',
      description:
        'Offset pagination (`limit` 1 to 100, default 50; `offset`) or cursor pagination: every page answers ' +
        '`meta.next_cursor` (null on the last page); send it back as `cursor` with the same filters, sort and ' +
        'order for the next page, which then costs the same at any depth (an offset page reads past every image ' +
        'before it). A cursor that is not one of these, or made for another sort or order, answers 400. Filters ' +
        'combine with AND; `classes` matches images with any of the listed class values; `search` is a literal, ' +
        'case-insensitive filename substring.',
      auth: 'user',
      permission: 'data:read',
      query: listImagesQuery,
      responses: { 200: { description: 'Images', data: z.array(imageWithAnnotations), list: 'offset' } },
      handler: async ({ principal, query, req }) => {
        const { items, meta } = await service.list(principal, query, base(req));
        return ok(items, meta);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/data/images/{id}',
      tags: ['Images'],
      summary: 'Get an image',
      auth: 'user',
      permission: 'data:read',
      params: idParam,
      query: getImageQuery,
      responses: { 200: { description: 'The image', data: imageWithAnnotations } },
      handler: async ({ principal, params, query, req }) =>
        ok(
          await service.get(principal, params.id, {
            includeUrl: query.include_url,
            includeAnnotations: query.include_annotations,
            baseUrl: base(req),
          }),
        ),
    }),
    defineRoute({
      method: 'patch',
      path: '/data/images/{id}',
      tags: ['Images'],
      summary: "Change an image's project, split, split lock or annotation status",
      description: 'Changing the split of a locked image answers 409 unless the same request unlocks it.',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      body: updateImageBody,
      errors: ['CONFLICT'],
      responses: { 200: { description: 'The updated image', data: imageWithAnnotations } },
      handler: async ({ principal, params, body }) => ok(await service.update(principal, params.id, body)),
    }),
    defineRoute({
      method: 'delete',
      path: '/data/images/{id}',
      tags: ['Images'],
      summary: 'Delete an image, its annotations and its stored object',
      auth: 'user',
      permission: 'data:write',
      params: idParam,
      responses: {
        200: { description: 'Deleted', data: deletedResult },
      },
      handler: async ({ principal, params }) => {
        await service.remove(principal, params.id);
        return deleted(params.id);
      },
    }),
  ];
}
