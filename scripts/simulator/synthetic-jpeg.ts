import jpeg from 'jpeg-js';

const QUALITY = 80;
/** Bytes per pixel of a JPEG at QUALITY: about 0.1 for smooth content, 1.3 for pure noise. */
const BYTES_PER_PIXEL = 0.65;

/** Deterministic and fast (mulberry32): a frame can be rendered again from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * 4:3 dimensions (multiples of 16, JPEG's block size) whose smooth rendering is well under the
 * target and whose all-noise rendering is well over it, so noise density can steer the size.
 */
export function frameDimensions(targetBytes: number): { width: number; height: number } {
  const pixels = Math.max(64 * 48, targetBytes / BYTES_PER_PIXEL);
  const width = Math.max(64, Math.round(Math.sqrt((pixels * 4) / 3) / 16) * 16);
  const height = Math.max(48, Math.round((width * 3) / 4 / 16) * 16);
  return { width, height };
}

/** Noise is placed in whole squares: JPEG codes blocks apart, so size grows linearly with their share. */
const NOISE_BLOCK = 16;

/**
 * Camera-like test frames of roughly a given size. Each frame differs in content (a drifting
 * gradient and a moving "object" placed by the seed); squares of random pixel noise, whose share
 * is adjusted after every frame, pad the file to the requested size.
 */
export class JpegSynthesizer {
  readonly width: number;
  readonly height: number;
  private noise = 0.5;
  /** Bytes added per unit of noise share, learnt by `calibrate`. */
  private slope: number;
  private readonly pixels: Buffer;

  constructor(readonly targetBytes: number) {
    ({ width: this.width, height: this.height } = frameDimensions(targetBytes));
    this.pixels = Buffer.alloc(this.width * this.height * 4);
    this.slope = this.width * this.height * 1.2;
  }

  /** Two test renders to find the noise share near the target before real frames are made. */
  calibrate(): void {
    const low = this.encode(1, 0).length;
    const high = this.encode(2, 1).length;
    this.slope = Math.max(1, high - low);
    this.noise = clamp((this.targetBytes - low) / this.slope);
  }

  render(seed: number, comment?: string): Buffer {
    const file = this.encode(seed, this.noise, comment);
    // Damped, so one unusually busy frame does not swing the next one the other way.
    this.noise = clamp(this.noise + (0.5 * (this.targetBytes - file.length)) / this.slope);
    return file;
  }

  private encode(seed: number, noise: number, comment?: string): Buffer {
    const { width, height, pixels } = this;
    const rand = seededRandom(seed * 2_654_435_761);
    const shift = Math.floor(rand() * 256);
    const objectW = Math.max(8, Math.floor(width / 5));
    const objectH = Math.max(8, Math.floor(height / 5));
    const objectX = Math.floor(rand() * (width - objectW));
    const objectY = Math.floor(rand() * (height - objectH));
    const tint = [rand() * 255, rand() * 255, rand() * 255];
    const blocksPerRow = Math.ceil(width / NOISE_BLOCK);
    const noisy = Array.from({ length: blocksPerRow * Math.ceil(height / NOISE_BLOCK) }, () => rand() < noise);
    for (let y = 0; y < height; y++) {
      const inRows = y >= objectY && y < objectY + objectH;
      const blockRow = Math.floor(y / NOISE_BLOCK) * blocksPerRow;
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (noisy[blockRow + Math.floor(x / NOISE_BLOCK)]) {
          pixels[i] = (rand() * 256) | 0;
          pixels[i + 1] = (rand() * 256) | 0;
          pixels[i + 2] = (rand() * 256) | 0;
        } else if (inRows && x >= objectX && x < objectX + objectW) {
          pixels[i] = tint[0]!;
          pixels[i + 1] = tint[1]!;
          pixels[i + 2] = tint[2]!;
        } else {
          pixels[i] = (x + shift) & 0xff;
          pixels[i + 1] = (y + shift * 3) & 0xff;
          pixels[i + 2] = ((x + y) >> 1) & 0xff;
        }
        pixels[i + 3] = 0xff;
      }
    }
    const image = { data: pixels, width, height, ...(comment ? { comments: [comment] } : {}) };
    return jpeg.encode(image, QUALITY).data;
  }
}

/**
 * The same picture as another file: a comment segment inserted right after the start-of-image
 * marker (JPEG allows any number of them), so its bytes and hash are its own.
 */
export function withComment(jpegFile: Uint8Array, comment: string): Uint8Array {
  const text = Buffer.from(comment, 'latin1').subarray(0, 0xfffd);
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  const file = Buffer.from(jpegFile.buffer, jpegFile.byteOffset, jpegFile.byteLength);
  return new Uint8Array(Buffer.concat([file.subarray(0, 2), segment, file.subarray(2)]));
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
