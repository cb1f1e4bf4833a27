/**
 * Synthetic archives of the two other tasks, in the layouts the platform exports them: a
 * classification archive (coloured images, `<split>/<class>/<id>.jpg`) and a segmentation one
 * (the detection images with their rectangles written as polygon outlines).
 */
import archiver from 'archiver';
import sharp from 'sharp';
import { CLASSES, syntheticImage } from './harness.js';

/** A small deterministic generator, so every run draws the same images. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const COLOUR_CLASSES = ['red', 'green', 'blue'] as const;
const COLOURS: [number, number, number][] = [
  [210, 40, 40],
  [40, 200, 60],
  [40, 50, 210],
];

async function zipOf(entries: AsyncIterable<[string, string | Buffer]>): Promise<Buffer> {
  const zip = archiver('zip');
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  for await (const [name, body] of entries) zip.append(body, { name });
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** An image of one colour with noise: what a classifier can learn in a few epochs. */
export async function colouredImage(classIndex: number, size: number, next: () => number): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  const base = COLOURS[classIndex]!;
  for (let i = 0; i < size * size; i++)
    for (let c = 0; c < 3; c++)
      pixels[i * 3 + c] = Math.max(0, Math.min(255, base[c]! + Math.round((next() - 0.5) * 60)));
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function dataYaml(classes: readonly string[]): string {
  return `# synthetic\nnc: ${classes.length}\nnames: ${JSON.stringify(classes)}\n`;
}

/** `images` per class; every 4th in val. */
export function classificationDataset(options: { perClass: number; size: number; seed?: number }): Promise<Buffer> {
  const next = seeded(options.seed ?? 11);
  return zipOf(
    (async function* () {
      yield ['data.yaml', dataYaml(COLOUR_CLASSES)] as [string, string];
      let id = 0;
      for (let i = 1; i <= options.perClass; i++) {
        for (const [classIndex, name] of COLOUR_CLASSES.entries()) {
          id += 1;
          const split = i % 4 === 0 ? 'val' : 'train';
          yield [`${split}/${name}/${id}.jpg`, await colouredImage(classIndex, options.size, next)] as [string, Buffer];
        }
      }
    })(),
  );
}

/** The detection images, each rectangle labelled as its polygon outline (YOLO segmentation lines). */
export function segmentationDataset(options: { images: number; size: number; seed?: number }): Promise<Buffer> {
  const next = seeded(options.seed ?? 7);
  const f = (v: number) => (v / options.size).toFixed(6);
  return zipOf(
    (async function* () {
      yield ['data.yaml', dataYaml(CLASSES)] as [string, string];
      for (let i = 1; i <= options.images; i++) {
        const split = i % 4 === 0 ? 'val' : 'train';
        const { jpeg, boxes } = await syntheticImage(options.size, next);
        yield [`images/${split}/${i}.jpg`, jpeg] as [string, Buffer];
        const lines = boxes.map((b) =>
          [b.classIndex, f(b.x1), f(b.y1), f(b.x2), f(b.y1), f(b.x2), f(b.y2), f(b.x1), f(b.y2)].join(' '),
        );
        yield [`labels/${split}/${i}.txt`, `${lines.join('\n')}\n`] as [string, string];
      }
    })(),
  );
}
