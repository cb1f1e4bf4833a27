/** A frame handed out by a source; `done()` once it is handled (a folder source deletes the file). */
export interface Frame {
  name: string;
  bytes: Buffer;
  done(): void;
}

export interface FrameSource {
  next(): Frame | null;
  stop(): void;
}

/** Sources ffmpeg opens: network streams and V4L2 cameras; anything else is a folder or glob. */
export const isStream = (source: string): boolean =>
  /^(rtsps?|https?|rtmp):\/\//i.test(source) || source.startsWith('/dev/video');

/** Splits a concatenation of JPEGs (ffmpeg's image2pipe output) into whole images, keeping the rest. */
export function splitJpegs(buffer: Buffer): { frames: Buffer[]; rest: Buffer } {
  const frames: Buffer[] = [];
  let start = buffer.indexOf(Buffer.from([0xff, 0xd8]));
  while (start !== -1) {
    // Inside a JPEG's entropy-coded data 0xFF is always stuffed (FF 00), so FF D9 ends the image.
    const end = buffer.indexOf(Buffer.from([0xff, 0xd9]), start + 2);
    if (end === -1) break;
    frames.push(buffer.subarray(start, end + 2));
    start = buffer.indexOf(Buffer.from([0xff, 0xd8]), end + 2);
  }
  return { frames, rest: start === -1 ? Buffer.alloc(0) : buffer.subarray(start) };
}
