import sharp from 'sharp';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;

/**
 * Distinct 640x480 JPEGs, cheaply: a few camera-like frames rendered once (sharp, a little
 * noise), each copy made unique by a JPEG comment segment naming its index. Every copy has its own
 * SHA-256, so imports and uploads never skip one as a duplicate.
 */
export class UniqueJpegs {
  private constructor(private readonly frames: Buffer[]) {}

  static async create(frames = 8): Promise<UniqueJpegs> {
    const rendered: Buffer[] = [];
    for (let i = 0; i < frames; i++) {
      const frame = sharp({
        create: {
          width: FRAME_WIDTH,
          height: FRAME_HEIGHT,
          channels: 3,
          background: { r: 40 + i * 20, g: 90, b: 140 },
          noise: { type: 'gaussian', mean: 110 + i * 4, sigma: 12 },
        },
      });
      rendered.push(await frame.jpeg({ quality: 75 }).toBuffer());
    }
    return new UniqueJpegs(rendered);
  }

  /** Image `index`: a frame with a COM segment (0xFFFE) right after the start-of-image marker. */
  jpeg(index: number): Buffer {
    const frame = this.frames[index % this.frames.length]!;
    const text = Buffer.from(`edge-vision bench image ${index}`);
    const header = Buffer.from([0xff, 0xfe, 0, 0]);
    header.writeUInt16BE(text.length + 2, 2);
    return Buffer.concat([frame.subarray(0, 2), header, text, frame.subarray(2)]);
  }
}
