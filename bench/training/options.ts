import { parseArgs } from 'node:util';
import { integerOption } from '../lib/cli.js';

export interface TrainingBenchOptions {
  /** Synthetic images in the dataset version (two coloured shapes, two classes). */
  images: number;
  /** Width and height of each picture, and the training image size. */
  imageSize: number;
  epochs: number;
  batch: number;
  /** Training rounds of each side, taken in turns; the fastest of each is kept. */
  rounds: number;
  /** Time the three exports (onnx, openvino fp32, openvino int8) too. */
  exports: boolean;
  logLevel: string;
  keep: boolean;
}

/** `--quick`: a smoke run, for checking the bench works rather than for figures. */
const QUICK = { images: 16, epochs: 2, rounds: 1 } as const;
/** The README's "Train your first model": 40 pictures of 128 px, 40 epochs, batch 8. */
const DEFAULTS = { images: 40, imageSize: 128, epochs: 40, batch: 8, rounds: 2 } as const;

export const USAGE = `usage: npm run bench:training -- [options]
  --images N      synthetic images in the dataset version (default ${DEFAULTS.images})
  --image-size S  picture size and training imgsz (default ${DEFAULTS.imageSize})
  --epochs E      epochs of each training (default ${DEFAULTS.epochs})
  --batch B       batch size (default ${DEFAULTS.batch})
  --rounds R      trainings of each side, in turns, fastest kept (default ${DEFAULTS.rounds})
  --no-exports    skip timing the onnx, openvino fp32 and openvino int8 exports
  --quick         ${QUICK.images} images, ${QUICK.epochs} epochs, ${QUICK.rounds} round (other options still apply)
  --log-level L   the API's LOG_LEVEL (default info)
  --keep          keep the temporary stack folder with its logs and the pods' logs`;

export function parseBenchArgs(argv: string[]): TrainingBenchOptions & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      images: { type: 'string' },
      'image-size': { type: 'string' },
      epochs: { type: 'string' },
      batch: { type: 'string' },
      rounds: { type: 'string' },
      'no-exports': { type: 'boolean' },
      'log-level': { type: 'string' },
      quick: { type: 'boolean' },
      keep: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const quick = values.quick ?? false;
  return {
    // Fewer than 4 images leaves the val split empty (every 4th image goes there).
    images: integerOption('images', values.images, quick ? QUICK.images : DEFAULTS.images, 4, 2000),
    imageSize: integerOption('image-size', values['image-size'], DEFAULTS.imageSize, 32, 1280),
    epochs: integerOption('epochs', values.epochs, quick ? QUICK.epochs : DEFAULTS.epochs, 1, 100),
    batch: integerOption('batch', values.batch, DEFAULTS.batch, 1, 256),
    rounds: integerOption('rounds', values.rounds, quick ? QUICK.rounds : DEFAULTS.rounds, 1, 10),
    exports: !(values['no-exports'] ?? false),
    logLevel: values['log-level'] ?? 'info',
    keep: values.keep ?? false,
    help: values.help ?? false,
  };
}
