import type { Request } from 'express';
import { AppError } from '../../../lib/errors.js';
import { StreamedUploadEngine } from '../../../lib/http/streamed-upload-engine.js';
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
 * Streams an uploaded ONNX model into the object store while it arrives, reading its inputs and
 * outputs on the way: refused at the first byte that is not ONNX, so the rest of a wrong file is
 * not stored (lib/http/streamed-upload-engine.ts).
 */
export class ModelUploadEngine extends StreamedUploadEngine<ModelSignature, StoredModelUpload> {
  constructor(store: ObjectStore, keyFor: (req: Request) => string, maxBytes: number) {
    super({
      store,
      keyFor,
      contentType: 'application/octet-stream',
      what: 'model',
      tooLarge: () =>
        new AppError('PAYLOAD_TOO_LARGE', `The model is larger than ${maxBytes} bytes`, 'MAX_MODEL_UPLOAD_BYTES'),
      inspector: () => {
        const parser = new OnnxStreamSignature();
        return {
          write(chunk) {
            parser.write(chunk);
            return parser.failure ? notOnnx(parser.failure) : null;
          },
          end() {
            try {
              return parser.end();
            } catch (err) {
              return notOnnx((err as Error).message);
            }
          },
        };
      },
      toFile: ({ key, sizeBytes, found }) => ({ model_key: key, size_bytes: sizeBytes, signature: found }),
      keyOfFile: (file) => file.model_key,
    });
  }
}
