import type { Request } from 'express';
import { AppError } from '../../../lib/errors.js';
import { StreamedUploadEngine } from '../../../lib/http/streamed-upload-engine.js';
import type { ObjectStore } from '../../../lib/storage.js';

/** What the engine stored: the archive's key and size. */
export interface StoredArchive {
  archive_key: string;
  size_bytes: number;
}

/** A zip begins with a local file header, or is empty (end of central directory). */
const isZipStart = (head: Buffer) =>
  head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));

const notZip = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a zip archive', 'file');

/**
 * Streams an uploaded zip into the object store while it arrives
 * (lib/http/streamed-upload-engine.ts): not a zip by its first bytes, or larger than the limit:
 * refused, nothing kept.
 */
export class ArchiveUploadEngine extends StreamedUploadEngine<null, StoredArchive> {
  constructor(store: ObjectStore, keyFor: (req: Request) => string, maxBytes: number) {
    super({
      store,
      keyFor,
      contentType: 'application/zip',
      what: 'archive',
      tooLarge: () =>
        new AppError('PAYLOAD_TOO_LARGE', `The archive is larger than ${maxBytes} bytes`, 'MAX_IMPORT_BYTES'),
      inspector: () => {
        let head = Buffer.alloc(0);
        return {
          write(chunk) {
            if (head.length >= 4) return null;
            head = Buffer.concat([head, chunk]).subarray(0, 4);
            return head.length >= 4 && !isZipStart(head) ? notZip() : null;
          },
          end: () => (head.length < 4 ? notZip() : null),
        };
      },
      toFile: ({ key, sizeBytes }) => ({ archive_key: key, size_bytes: sizeBytes }),
      keyOfFile: (file) => file.archive_key,
    });
  }
}

/** Where an import's archive waits until the import ends. */
export const importArchiveKey = (organizationId: number, jobId: string) =>
  `orgs/${organizationId}/imports/${jobId}.zip`;
