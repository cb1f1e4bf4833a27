import { PassThrough, type Readable } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { AppError, serviceUnavailable } from '../errors.js';
import type { ObjectStore } from '../storage.js';

/** Looks at an upload's bytes as they pass, to refuse a wrong file before the rest is stored. */
export interface UploadInspector<Found> {
  /** Each chunk in order; an error refuses the upload at once. */
  write(chunk: Buffer): AppError | null;
  /** After the last chunk: what the file is, or why it is refused. */
  end(): Found | AppError;
}

export interface StreamedUpload<Found> {
  key: string;
  sizeBytes: number;
  found: Found;
}

/**
 * A multer storage engine that streams an uploaded file into the object store as a multipart
 * upload while it arrives (5 MiB parts): the file is never whole in memory nor on local disk.
 * Over multer's size limit, cut off, refused by its inspector, or the store failing: refused, and
 * no object nor unfinished upload is left behind. What multer keeps as the file is `toFile` of
 * the stored upload; `keyOfFile` reads the key back to remove it when the request fails later.
 */
export class StreamedUploadEngine<Found, File extends object> implements StorageEngine {
  constructor(
    private readonly options: {
      store: ObjectStore;
      keyFor: (req: Request) => string;
      contentType: string;
      /** What the file is called in messages: "model", "archive". */
      what: string;
      tooLarge: () => AppError;
      inspector: () => UploadInspector<Found>;
      toFile: (upload: StreamedUpload<Found>) => File;
      keyOfFile: (file: Partial<File>) => string | undefined;
    },
  ) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    this.save(file.stream, this.options.keyFor(req)).then(
      (stored) => callback(null, this.options.toFile(stored) as unknown as Partial<Express.Multer.File>),
      (err: unknown) => callback(err),
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    const key = this.options.keyOfFile(file as unknown as Partial<File>);
    if (!key) return callback(null);
    this.options.store.remove(key).then(
      () => callback(null),
      (err: Error) => callback(err),
    );
  }

  private async save(source: Readable, key: string): Promise<StreamedUpload<Found>> {
    const inspector = this.options.inspector();
    const sink = new PassThrough();
    // The client never settles an upload whose source is destroyed: a refused one is ended
    // normally and its object removed afterwards.
    const upload = this.options.store.putStream(key, sink, this.options.contentType);
    upload.catch(() => undefined);
    let total = 0;
    let failure: AppError | null = null;
    const refuse = (error: AppError) => {
      failure ??= error;
      source.unpipe(sink);
      source.resume(); // let the multipart parser finish reading the request
    };
    await new Promise<void>((resolve) => {
      source.on('limit', () => refuse(this.options.tooLarge()));
      source.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (failure) return;
        const refused = inspector.write(chunk);
        if (refused) refuse(refused);
      });
      source.on('end', () => resolve());
      const interrupted = (why: string) => {
        refuse(new AppError('VALIDATION_ERROR', 'The upload was interrupted', why));
        resolve();
      };
      source.on('error', (err: Error) => interrupted(err.message));
      source.on('close', () => {
        if (!source.readableEnded) interrupted('the request ended before the file did');
      });
      source.pipe(sink, { end: false });
    });
    sink.end();
    // `failure` is set in the stream's callbacks, which the compiler does not follow.
    const found = (failure as AppError | null) ?? inspector.end();
    if (found instanceof AppError) {
      await upload.catch(() => undefined);
      await this.options.store.remove(key).catch(() => undefined);
      await this.options.store.removeUnfinished(key).catch(() => undefined);
      throw found;
    }
    try {
      await upload;
    } catch {
      await this.options.store.removeUnfinished(key).catch(() => undefined);
      throw serviceUnavailable('The object store', `nothing was stored; send the ${this.options.what} again`);
    }
    return { key, sizeBytes: total, found };
  }
}
