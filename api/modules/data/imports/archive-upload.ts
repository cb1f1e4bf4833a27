import { PassThrough, type Readable } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { AppError, serviceUnavailable } from '../../../lib/errors.js';
import type { ObjectStore } from '../../../lib/storage.js';

/** What the engine stored: the archive's key and size. */
export interface StoredArchive {
  archive_key: string;
  size_bytes: number;
}

/** A zip begins with a local file header, or is empty (end of central directory). */
const isZipStart = (head: Buffer) =>
  head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));

/**
 * A multer storage engine that streams an uploaded zip into the object store as a multipart
 * upload while it arrives (5 MiB parts): the archive is never whole in memory nor on local
 * disk. Not a zip by its first bytes, or larger than the limit: refused, nothing kept.
 */
export class ArchiveUploadEngine implements StorageEngine {
  constructor(
    private readonly store: ObjectStore,
    private readonly keyFor: (req: Request) => string,
    private readonly maxBytes: number,
  ) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    this.save(file.stream, this.keyFor(req)).then(
      (stored) => callback(null, stored as unknown as Partial<Express.Multer.File>),
      (err: unknown) => callback(err),
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    const key = (file as unknown as Partial<StoredArchive>).archive_key;
    if (!key) return callback(null);
    this.store.client.removeObject(this.store.bucket, key).then(
      () => callback(null),
      (err: Error) => callback(err),
    );
  }

  private async save(source: Readable, key: string): Promise<StoredArchive> {
    const { client, bucket } = this.store;
    const sink = new PassThrough();
    // The client never settles an upload whose source is destroyed: a refused one is ended
    // normally and its object removed afterwards.
    const upload = client.putObject(bucket, key, sink, undefined, { 'Content-Type': 'application/zip' });
    upload.catch(() => undefined);
    let total = 0;
    let head = Buffer.alloc(0);
    let failure: AppError | null = null;
    const refuse = (error: AppError) => {
      failure ??= error;
      source.unpipe(sink);
      source.resume(); // let the multipart parser finish reading the request
    };
    await new Promise<void>((resolve) => {
      source.on('limit', () =>
        refuse(
          new AppError('PAYLOAD_TOO_LARGE', `The archive is larger than ${this.maxBytes} bytes`, 'MAX_IMPORT_BYTES'),
        ),
      );
      source.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (head.length >= 4) return;
        head = Buffer.concat([head, chunk]).subarray(0, 4);
        if (head.length >= 4 && !isZipStart(head)) {
          refuse(new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a zip archive', 'file'));
        }
      });
      source.on('end', () => resolve());
      source.on('error', (err: Error) => {
        refuse(new AppError('VALIDATION_ERROR', 'The upload was interrupted', err.message));
        resolve();
      });
      source.pipe(sink, { end: false });
    });
    sink.end();
    if (!failure && head.length < 4)
      failure = new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a zip archive', 'file');
    if (failure) {
      await upload.catch(() => undefined);
      await client.removeObject(bucket, key).catch(() => undefined);
      await client.removeIncompleteUpload(bucket, key).catch(() => undefined);
      throw failure;
    }
    try {
      await upload;
    } catch {
      await client.removeIncompleteUpload(bucket, key).catch(() => undefined);
      throw serviceUnavailable('The object store', 'nothing was stored; send the archive again');
    }
    return { archive_key: key, size_bytes: total };
  }
}

/** Where an import's archive waits until the import ends. */
export const importArchiveKey = (organizationId: number, jobId: string) =>
  `orgs/${organizationId}/imports/${jobId}.zip`;
