import type { Clock } from '../../../lib/clock.js';
import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { AppError, serviceUnavailable } from '../../../lib/errors.js';
import type { ObjectStore } from '../../../lib/storage.js';
import {
  CONTENT_TYPES,
  MAGIC_LENGTH,
  detectImageType,
  looksComplete,
  readDimensions,
  type ImageType,
} from './image-probe.js';
import { putMayHaveStored, removeLostUpload } from './lost-answer-removal.js';

/** What the engine learned about an uploaded image while storing it. */
export interface StoredImage {
  storage_key: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  width: number;
  height: number;
}

/** Enough of the file's start for the dimensions even behind large EXIF blocks. */
const HEADER_PROBE_BYTES = 512 * 1024;
const TAIL_BYTES = 64;
/** Up to this size an upload is sent in one PUT (the object store's smallest multipart part). */
const SINGLE_PUT_BYTES = 5 * 1024 * 1024;

/**
 * A multer storage engine that checks the magic bytes, counts and hashes an upload while it
 * arrives (SHA-256 for the record, CRC32 for the store), and stores it: in one PUT when it is at
 * most 5 MiB (the store checks it against that CRC32), streamed as a multipart upload when
 * larger (never holding more than a part in memory). Anything wrong (not an image, empty, cut
 * off, over the limit) fails with the matching error and leaves no object behind.
 */
export class ImageUploadEngine implements StorageEngine {
  constructor(
    private readonly store: ObjectStore,
    /** The object key for a request's image; `now` dates it. */
    private readonly keyFor: (req: Request, now: Date) => string,
    private readonly maxBytes: number,
    /** MAX_IMAGE_PIXELS: width x height beyond this is refused, whatever the file size. */
    private readonly maxPixels: number,
    private readonly clock: Clock,
  ) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    this.store_(file.stream, this.keyFor(req, this.clock.now()), req).then(
      (stored) => callback(null, stored as unknown as Partial<Express.Multer.File>),
      (err: unknown) => callback(err),
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    const key = (file as unknown as Partial<StoredImage>).storage_key;
    if (!key) return callback(null);
    this.store.remove(key).then(
      () => callback(null),
      (err: Error) => callback(err),
    );
  }

  private async store_(source: Readable, key: string, req: Request): Promise<StoredImage> {
    const hash = createHash('sha256');
    // The CRC32 the object store checks a single PUT against (a streamed upload needs none).
    let checksum = 0;
    const headerChunks: Buffer[] = [];
    let headerBytes = 0;
    let magic: Buffer = Buffer.alloc(0);
    let tail = Buffer.alloc(0);
    let total = 0;
    let type: ImageType | null = null;
    // Small files (most camera frames) are held and sent in one PUT once checked; larger ones
    // stream into a multipart upload as they arrive, holding at most one part in memory.
    const held: Buffer[] = [];
    let upload: Promise<unknown> | null = null;
    // The object store client never settles an upload whose source stream is destroyed, so a
    // refused streaming upload is ended normally and its object removed afterwards.
    const sink = new PassThrough();
    let failure: AppError | null = null;

    const fail = (error: AppError) => {
      failure ??= error;
      held.length = 0;
      source.resume(); // let the multipart parser finish reading the request
    };
    const tooLarge = () =>
      new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${this.maxBytes} bytes`, 'MAX_UPLOAD_BYTES');
    const notAnImage = () =>
      new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The file is not a JPEG, PNG or WebP image',
        'the type is read from the file content',
      );

    await new Promise<void>((resolve) => {
      source.on('limit', () => fail(tooLarge()));
      source.on('data', (chunk: Buffer) => {
        if (failure) return;
        total += chunk.length;
        if (total > this.maxBytes) return fail(tooLarge());
        hash.update(chunk);
        if (!upload) checksum = crc32(chunk, checksum);
        if (headerBytes < HEADER_PROBE_BYTES) {
          headerChunks.push(chunk);
          headerBytes += chunk.length;
        }
        tail = Buffer.concat([tail, chunk.subarray(Math.max(0, chunk.length - TAIL_BYTES))]).subarray(-TAIL_BYTES);
        if (!type && headerBytes >= MAGIC_LENGTH) {
          magic = (headerChunks.length === 1 ? chunk : Buffer.concat(headerChunks)).subarray(0, MAGIC_LENGTH);
          type = detectImageType(magic);
          if (!type) return fail(notAnImage());
        }
        if (upload) {
          // Back-pressure: pause the request while the object store catches up.
          if (!sink.write(chunk)) {
            source.pause();
            sink.once('drain', () => source.resume());
          }
          return;
        }
        held.push(chunk);
        if (type && total > SINGLE_PUT_BYTES) {
          upload = this.store.putStream(key, sink, CONTENT_TYPES[type]);
          // A rejection is handled where the upload is awaited.
          upload.catch(() => undefined);
          for (const part of held.splice(0)) sink.write(part);
        }
      });
      source.on('end', () => resolve());
      source.on('error', (err) => {
        fail(new AppError('VALIDATION_ERROR', 'The upload was interrupted', err.message));
        resolve();
      });
    });

    if (!failure && total === 0) failure = new AppError('VALIDATION_ERROR', 'The image file is empty', 'image');
    if (!failure && !type) failure = notAnImage(); // shorter than the magic bytes
    if (!failure && type && !looksComplete(type, magic, tail, total)) {
      failure = new AppError('VALIDATION_ERROR', `The ${type} file is truncated or corrupt`, 'image');
    }
    const dimensions = failure ? null : headerDimensions(headerChunks);
    if (!failure && !dimensions) {
      failure = new AppError('VALIDATION_ERROR', 'The image header could not be read', 'image');
    }
    if (!failure && dimensions) failure = pixelRefusal(dimensions, this.maxPixels);
    // An image held in memory (at most 5 MiB, nearly every camera frame) must decode as a whole:
    // a header alone, or pixel data cut short, is no image.
    if (!failure && !upload) failure = await decodeRefusal(held, type!, this.maxPixels);

    if (failure) {
      if (upload) {
        sink.end();
        await (upload as Promise<unknown>).catch(() => undefined);
        await this.store.remove(key).catch(() => undefined);
        await this.store.removeUnfinished(key).catch(() => undefined);
      }
      throw failure;
    }
    const sha256 = hash.digest();
    try {
      if (upload) {
        sink.end();
        await upload;
      } else {
        await this.store.putVerified(key, held, { contentType: CONTENT_TYPES[type!], crc32: checksum });
      }
    } catch (err) {
      // The object store refused or is unreachable: the device may retry, and nothing stays stored.
      // A single PUT is all or nothing, but a store killed (or a connection cut) between storing
      // the object and answering stored it all the same: that object is removed once the store
      // answers again. A streamed upload also leaves parts to abort.
      req.log?.warn({ err }, 'object store unavailable for an upload');
      if (upload) await this.store.removeUnfinished(key).catch(() => undefined);
      if (putMayHaveStored(err)) void removeLostUpload(this.store, key, req.log);
      throw serviceUnavailable('The object store', 'nothing was stored; send the upload again');
    }
    return {
      storage_key: key,
      content_type: CONTENT_TYPES[type!],
      size_bytes: total,
      sha256: sha256.toString('hex'),
      width: dimensions!.width,
      height: dimensions!.height,
    };
  }
}

/** 413 for an image with more pixels than the cap (a decompression bomb has a small file). */
export function pixelRefusal(size: { width: number; height: number }, maxPixels: number): AppError | null {
  const pixels = size.width * size.height;
  if (pixels <= maxPixels) return null;
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The image is ${size.width}x${size.height} (${pixels} pixels); at most ${maxPixels} pixels are accepted`,
    'MAX_IMAGE_PIXELS',
  );
}

/**
 * Decodes the whole image (in libvips threads, bounded by the cap); 400 when it does not decode.
 * Into a thumbnail of at most 8x8: a JPEG (or WebP) is then decoded at an eighth of its size, the
 * smallest its decoder offers, which still reads every byte of its compressed data (where a cut
 * or damaged file fails) but skips most of the pixel work, and nothing of full size is allocated.
 * A 1 MiB camera frame (1472x1104) costs 14.5 ms of CPU this way, against 19.4 ms for a target of
 * exactly an eighth (which the reduce after the load then works on), 30 ms for a full decode and
 * 78 ms for the statistics pass used before (bench/results/database.md).
 */
async function decodeRefusal(chunks: Buffer[], type: ImageType, maxPixels: number): Promise<AppError | null> {
  try {
    await sharp(Buffer.concat(chunks), { limitInputPixels: maxPixels, failOn: 'truncated' })
      .resize(8, 8, { fit: 'inside', kernel: 'nearest', fastShrinkOnLoad: true })
      .raw()
      .toBuffer();
    return null;
  } catch (err) {
    return new AppError('VALIDATION_ERROR', `The ${type} image does not decode`, `image: ${(err as Error).message}`);
  }
}

/**
 * Width and height from the first chunk, where nearly every header sits; the whole probe window
 * is joined into one buffer only when it does not (a copy of up to HEADER_PROBE_BYTES).
 */
function headerDimensions(headerChunks: Buffer[]): { width: number; height: number } | null {
  const first = headerChunks[0];
  if (!first) return null;
  return readDimensions(first) ?? (headerChunks.length > 1 ? readDimensions(Buffer.concat(headerChunks)) : null);
}

/** Object keys: organization, date, random id. Never derived from the client's file name. */
export function imageObjectKey(organizationId: number, now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '/');
  return `orgs/${organizationId}/images/${day}/${randomUUID()}`;
}
