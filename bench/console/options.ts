import { parseArgs } from 'node:util';
import { integerOption } from '../lib/cli.js';

export interface ConsoleBenchOptions {
  /** Images seeded into one project and paged through in the gallery. */
  images: number;
  /** Boxes on the image the annotation editor redraws. */
  boxes: number;
  /** Loads of the first gallery page measured (after one unmeasured warm-up load). */
  loads: number;
  /** 640x480 JPEGs uploaded as a folder through the upload dialog; 0 leaves the upload out. */
  uploadImages: number;
  logLevel: string;
  keep: boolean;
}

const QUICK = { images: 1_000, loads: 3, uploadImages: 200 } as const;

export const USAGE = `usage: npm run bench:console -- [options]
  --images N      images in the project the gallery pages through (default 5000)
  --boxes N       boxes on the image the editor redraws (default 1000)
  --loads N       measured loads of the first gallery page (default 5)
  --upload-images N  JPEGs uploaded as a folder in the upload dialog (default 1000, 0 leaves it out;
                  target: <= 1.5x the same bytes put into the object store directly)
  --quick         ${QUICK.images} images, ${QUICK.loads} loads, ${QUICK.uploadImages} uploads (other options still apply)
  --log-level L   the API's LOG_LEVEL (default warn)
  --keep          keep the temporary stack folder with its logs`;

export function parseBenchArgs(argv: string[]): ConsoleBenchOptions & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      images: { type: 'string' },
      boxes: { type: 'string' },
      loads: { type: 'string' },
      'upload-images': { type: 'string' },
      'log-level': { type: 'string' },
      quick: { type: 'boolean' },
      keep: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const quick = values.quick ?? false;
  return {
    images: integerOption('images', values.images, quick ? QUICK.images : 5_000, 100, 100_000),
    boxes: integerOption('boxes', values.boxes, 1_000, 1, 20_000),
    loads: integerOption('loads', values.loads, quick ? QUICK.loads : 5, 1, 100),
    uploadImages: integerOption(
      'upload-images',
      values['upload-images'],
      quick ? QUICK.uploadImages : 1_000,
      0,
      20_000,
    ),
    logLevel: values['log-level'] ?? 'warn',
    keep: values.keep ?? false,
    help: values.help ?? false,
  };
}
