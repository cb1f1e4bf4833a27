import sharp, { type Sharp } from 'sharp';
import {
  LETTERBOX_FILL,
  letterboxGeometry,
  longestSideGeometry,
  type LetterboxGeometry,
  type ResizeGeometry,
} from './letterbox.js';

/** SAM's pixel normalisation (ImageNet statistics on the 0-255 scale). */
const SAM_MEAN = [123.675, 116.28, 103.53] as const;
const SAM_STD = [58.395, 57.12, 57.375] as const;

export interface DetectorInput {
  tensor: Float32Array;
  letterbox: LetterboxGeometry;
}

export interface SamInput {
  tensor: Float32Array;
  frame: ResizeGeometry;
}

/**
 * Every decode is bounded by MAX_IMAGE_PIXELS (sharp's own default is about 268 megapixels): an
 * image claiming more is refused before libvips allocates for it.
 */
export interface DecodeLimit {
  maxPixels: number;
}

const open = (bytes: Buffer, limit: DecodeLimit) => sharp(bytes, { limitInputPixels: limit.maxPixels });

/** The image's pixel size as decoded (which is what boxes are normalised to). */
export async function imageSize(bytes: Buffer, limit: DecodeLimit): Promise<{ width: number; height: number }> {
  const meta = await open(bytes, limit).metadata();
  if (!meta.width || !meta.height) throw new Error('the image has no dimensions');
  return { width: meta.width, height: meta.height };
}

/** Interleaved 8-bit RGB (HWC) into planar float32 (CHW), each value mapped by `scale(channel, value)`. */
function toPlanar(
  rgb: Buffer,
  width: number,
  height: number,
  side: number,
  scale: (channel: number, value: number) => number,
): Float32Array {
  const plane = side * side;
  const out = new Float32Array(3 * plane);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const src = (y * width + x) * 3;
      const dst = y * side + x;
      out[dst] = scale(0, rgb[src]!);
      out[plane + dst] = scale(1, rgb[src + 1]!);
      out[2 * plane + dst] = scale(2, rgb[src + 2]!);
    }
  }
  return out;
}

async function rgb(pipeline: Sharp): Promise<Buffer> {
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected 3 colour channels, got ${info.channels}`);
  return data;
}

/** YOLO input: letterboxed onto grey 114, RGB scaled to [0, 1], CHW. Decoding runs in libvips threads. */
export async function detectorInput(
  bytes: Buffer,
  size: { width: number; height: number },
  side: number,
  limit: DecodeLimit,
) {
  const g = letterboxGeometry(size.width, size.height, side);
  const data = await rgb(
    open(bytes, limit)
      .resize(g.width, g.height, { fit: 'fill', kernel: 'linear' })
      .extend({
        top: g.padTop,
        bottom: g.padBottom,
        left: g.padLeft,
        right: g.padRight,
        background: { r: LETTERBOX_FILL, g: LETTERBOX_FILL, b: LETTERBOX_FILL },
      }),
  );
  const tensor = toPlanar(data, side, side, side, (_c, v) => v / 255);
  return { tensor, letterbox: g } satisfies DetectorInput;
}

/** SAM encoder input: longest side scaled to `side`, normalised, zero-padded right and bottom, CHW. */
export async function samInput(
  bytes: Buffer,
  size: { width: number; height: number },
  side: number,
  limit: DecodeLimit,
) {
  const frame = longestSideGeometry(size.width, size.height, side);
  const data = await rgb(open(bytes, limit).resize(frame.width, frame.height, { fit: 'fill', kernel: 'linear' }));
  const tensor = toPlanar(data, frame.width, frame.height, side, (c, v) => (v - SAM_MEAN[c]!) / SAM_STD[c]!);
  return { tensor, frame } satisfies SamInput;
}

/**
 * Classifier input as Ultralytics classifies: the shorter side scaled to `side`, the centre
 * `side` x `side` cropped, RGB scaled to [0, 1], CHW.
 */
export async function classifierInput(bytes: Buffer, side: number, limit: DecodeLimit): Promise<Float32Array> {
  const data = await rgb(open(bytes, limit).resize(side, side, { fit: 'cover', position: 'centre', kernel: 'linear' }));
  return toPlanar(data, side, side, side, (_c, v) => v / 255);
}
