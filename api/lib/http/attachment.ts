import type { Readable } from 'node:stream';
import type { Reply } from './route.js';

/** A stored file behind a signed download address, as the route streams it. */
export interface AttachmentFile {
  body: Readable;
  /** Bytes, when the store said. */
  size: number | null;
  fileName: string;
}

/**
 * The file streamed as a download (never held whole in memory). The address was a secret, so no
 * cache keeps the body; the name is reduced to safe characters for the header.
 */
export function attachment(file: AttachmentFile, contentType = 'application/octet-stream'): Reply {
  return {
    status: 200,
    stream: file.body,
    contentType,
    headers: {
      ...(file.size !== null ? { 'content-length': String(file.size) } : {}),
      'content-disposition': `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'cache-control': 'private, no-store',
    },
  };
}
