import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** An image's bytes for the archive: read whole when small, else left streaming from the store. */
export type ImageSource = Readable | Buffer;

/**
 * Images up to this size are read into memory as soon as they are opened: the archive then takes
 * a buffer (one CRC pass, one write) rather than piping a stream through its own, and the reads
 * of the images opened ahead proceed while the archive is busy. With 32 opened ahead, at most
 * 32 MiB are held; a larger image streams as before.
 */
export const IMAGE_IN_MEMORY_MAX = 1024 * 1024;

/** The body read whole when the store said its length and it is at most `max`; otherwise the stream. */
export async function readWholeIfSmall(body: Readable, max = IMAGE_IN_MEMORY_MAX): Promise<ImageSource> {
  const length = Number((body as Partial<IncomingMessage>).headers?.['content-length'] ?? Number.NaN);
  if (!(length <= max)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The source's bytes (an image filed in several places is written more than once). */
export async function bytesOf(source: ImageSource): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source;
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Lets go of a source that is not written. */
export function discard(source: ImageSource): void {
  if (source instanceof Readable) source.destroy();
}
