import { imageSize } from 'image-size';

export type ImageType = 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Bytes needed at the start of a file to tell its type. */
export const MAGIC_LENGTH = 12;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** The type by magic bytes, never by file name or declared content type. */
export function detectImageType(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/**
 * Whether the file ends the way a whole image of its type ends: a JPEG with its end-of-image
 * marker (trailing padding allowed), a PNG with its IEND chunk, a WebP with as many bytes as its
 * RIFF header declares. Catches uploads cut off in transit.
 */
export function looksComplete(type: ImageType, head: Buffer, tail: Buffer, totalBytes: number): boolean {
  switch (type) {
    case 'jpeg': {
      let end = tail.length;
      while (end > 0 && tail[end - 1] === 0x00) end--;
      return end >= 2 && tail[end - 2] === 0xff && tail[end - 1] === 0xd9;
    }
    case 'png':
      return tail.length >= 8 && tail.subarray(tail.length - 8).equals(PNG_IEND);
    case 'webp':
      return head.length >= 8 && head.readUInt32LE(4) + 8 === totalBytes;
  }
}

/** Width and height from the header bytes, or null when the header cannot be read. */
export function readDimensions(header: Buffer): { width: number; height: number } | null {
  try {
    // Stored pixel dimensions; EXIF orientation is metadata for viewers, not applied here.
    const { width, height } = imageSize(header);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
