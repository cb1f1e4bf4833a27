import { parseArgs } from 'node:util';
import { integerOption } from '../lib/cli.js';

export interface DataBenchOptions {
  /** Images seeded into the one project (all of them go into the measured dataset version). */
  images: number;
  /** Measured requests per filter set on each side (API, direct), taken in turns. */
  samples: number;
  /** Images in the calibration export. */
  calibrationImages: number;
  /** Images (whole batches of 1000) in the YOLO export's version; 0 leaves the export out. */
  exportImages: number;
  /** Images (640x480 JPEG, 5 boxes each) in the COCO import; 0 leaves the import out. */
  importImages: number;
  /** Size of each JPEG object the calibration and YOLO exports read. */
  objectKib: number;
  /** The API's LOG_LEVEL: `info` is what production runs, request logging included. */
  logLevel: string;
  /** Keep the temporary stack folder (data, server logs) for a look afterwards. */
  keep: boolean;
  /**
   * A MongoDB to run the API and the baselines on instead of the stack's own, in a database of
   * this run's own that is dropped at the end.
   */
  mongodbUri: string | null;
}

export const DEFAULT_IMAGES = 100_000;
export const QUICK_IMAGES = 10_000;

export const USAGE = `usage: npm run bench:data -- [options]
  --images N              images (with annotations) seeded into one project (default ${DEFAULT_IMAGES})
  --quick                 the same as --images ${QUICK_IMAGES}
  --samples S             measured requests per filter set and side (default 20)
  --calibration-images C  images in the calibration export (default 1000, at most 1000)
  --export-images E       images in the YOLO export's version, whole batches of 1000 (default 5000,
                          0 leaves it out)
  --import-images I       images (640x480 JPEG, 5 boxes each) in the COCO import through the API
                          (default 10000; 1000 when --images is ${QUICK_IMAGES} or fewer; 0 leaves it out)
  --object-kib K          size of each JPEG the exports read (default 32)
  --log-level L           the API's LOG_LEVEL (default info, as in production)
  --mongodb-uri URI       use this MongoDB (a database of the run's own, dropped at the end)
                          instead of starting the stack's own
  --keep                  keep the temporary stack folder with its logs

Targets (issues 17 and 29, 2 cores): every filter set's p95 <= 100 ms (150 ms above 100,000
images; offset paging deep into the list is shown for context), the dataset version of all
images <= 60 s, the calibration export <= 10 s, a YOLO export (version plus job) <= 3 s per 5,000
images, a COCO import of 10,000 images with 5 boxes each <= 60 s (scaled to --import-images),
the whole run <= 30 minutes. Measured figures:
bench/results/database.md.`;

export function parseBenchArgs(argv: string[]): DataBenchOptions & { help: boolean } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      images: { type: 'string' },
      quick: { type: 'boolean' },
      samples: { type: 'string' },
      'calibration-images': { type: 'string' },
      'export-images': { type: 'string' },
      'import-images': { type: 'string' },
      'object-kib': { type: 'string' },
      'log-level': { type: 'string' },
      'mongodb-uri': { type: 'string' },
      keep: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.quick && values.images !== undefined) throw new Error('--quick and --images exclude each other');
  const images = values.quick ? QUICK_IMAGES : integerOption('images', values.images, DEFAULT_IMAGES, 100, 1_000_000);
  const calibrationImages = integerOption('calibration-images', values['calibration-images'], 1000, 1, 1000);
  if (calibrationImages > images) throw new Error('--calibration-images cannot exceed --images');
  const exportImages = integerOption('export-images', values['export-images'], Math.min(5000, images), 0, 1_000_000);
  if (exportImages > images) throw new Error('--export-images cannot exceed --images');
  return {
    images,
    samples: integerOption('samples', values.samples, 20, 1, 1000),
    calibrationImages,
    exportImages,
    // The smoke-size run (10,000 images or fewer) imports a tenth of the goal's 10,000.
    importImages: integerOption(
      'import-images',
      values['import-images'],
      images <= QUICK_IMAGES ? 1000 : 10_000,
      0,
      100_000,
    ),
    objectKib: integerOption('object-kib', values['object-kib'], 32, 1, 10_240),
    logLevel: values['log-level'] ?? 'info',
    keep: values.keep ?? false,
    mongodbUri: values['mongodb-uri'] ?? null,
    help: values.help ?? false,
  };
}
