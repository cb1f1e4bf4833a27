import sharp from 'sharp';
import { makeZip } from './zip.js';

/** S3's least part size: the size tests start the API with, so a few parts stay small. */
export const PART_BYTES = 5 * 1024 * 1024;

/**
 * A YOLO zip of `images` labelled PNGs of random pixels (they do not compress, so the archive's
 * size is known: about 3.7 MB an image): one class `crate`, one box per image, all in train.
 */
export async function noisyYoloZip(images = 3, prefix = 'noise'): Promise<Buffer> {
  const entries: [string, Buffer | string][] = [['data.yaml', 'names: [crate]\n']];
  for (let i = 0; i < images; i++) {
    const noise = sharp({
      create: {
        width: 1100,
        height: 1100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    });
    entries.push([`images/train/${prefix}-${i}.png`, await noise.png({ compressionLevel: 1 }).toBuffer()]);
    entries.push([`labels/train/${prefix}-${i}.txt`, '0 0.5 0.5 0.2 0.2\n']);
  }
  return makeZip(entries, { store: true });
}
