import { PassThrough, type Readable } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { AppError, serviceUnavailable } from '../../../lib/errors.js';
import type { ObjectStore } from '../../../lib/storage.js';
import type { ModelSignature } from './onnx-signature.js';
import { OnnxStreamSignature } from './onnx-stream-signature.js';

/** What the engine stored: the object's key and size, and the model's inputs and outputs. */
export interface StoredModelUpload {
  model_key: string;
  size_bytes: number;
  signature: ModelSignature;
}

const notOnnx = (why: string) =>
  new AppError('VALIDATION_ERROR', 'The file is not a valid ONNX model', `file: ${why.slice(0, 300)}`);

/**
 * A multer storage engine that streams an uploaded ONNX model into the object store as a
 * multipart upload while it arrives (5 MiB parts), reading its inputs and outputs on the way:
 * the file is never on local disk nor whole in memory. Over the size limit, cut off, or the
 * store failing: refused, and no object is left behind.
 */
export class ModelUploadEngine implements StorageEngine {
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
    const key = (file as unknown as Partial<StoredModelUpload>).model_key;
    if (!key) return callback(null);
    this.store.client.removeObject(this.store.bucket, key).then(
      () => callback(null),
      (err: Error) => callback(err),
    );
  }

  private async save(source: Readable, key: string): Promise<StoredModelUpload> {
    const { client, bucket } = this.store;
    const sink = new PassThrough();
    // The client never settles an upload whose source is destroyed: a refused one is ended
    // normally and its object removed afterwards.
    const upload = client.putObject(bucket, key, sink, undefined, { 'Content-Type': 'application/octet-stream' });
    upload.catch(() => undefined);
    const parser = new OnnxStreamSignature();
    let total = 0;
    let failure: AppError | null = null;
    const refuse = (error: AppError) => {
      failure ??= error;
      source.unpipe(sink);
      source.resume(); // let the multipart parser finish reading the request
    };
    await new Promise<void>((resolve) => {
      source.on('limit', () =>
        refuse(
          new AppError(
            'PAYLOAD_TOO_LARGE',
            `The model is larger than ${this.maxBytes} bytes`,
            'MAX_MODEL_UPLOAD_BYTES',
          ),
        ),
      );
      source.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (failure) return;
        parser.write(chunk);
        // Refused at the first byte that is not ONNX: the rest of a wrong file is not stored.
        if (parser.failure) refuse(notOnnx(parser.failure));
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
    let signature: ModelSignature | null = null;
    if (!failure) {
      try {
        signature = parser.end();
      } catch (err) {
        failure = notOnnx((err as Error).message);
      }
    }
    if (failure || !signature) {
      await upload.catch(() => undefined);
      await client.removeObject(bucket, key).catch(() => undefined);
      await client.removeIncompleteUpload(bucket, key).catch(() => undefined);
      throw failure ?? notOnnx('no model');
    }
    try {
      await upload;
    } catch {
      await client.removeIncompleteUpload(bucket, key).catch(() => undefined);
      throw serviceUnavailable('The object store', 'nothing was stored; send the model again');
    }
    return { model_key: key, size_bytes: total, signature };
  }
}
