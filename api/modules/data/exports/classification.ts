import type { DatasetItemDoc } from '../datasets/repository.js';
import { SPLIT_NAMES } from '../datasets/split.js';
import { ArchiveNames } from './archive-names.js';
import { bytesOf, discard } from './image-source.js';
import type { LayoutContext } from './layout.js';
import { dataYaml } from './yolo.js';

/**
 * A class's folder: its name, with what a path cannot hold (`/`, `\`, `%`, control characters
 * and a leading `.`) percent-encoded as UTF-8. workloads/common/classify_dataset.py writes the
 * same, and the folder importer reads a plain name back as itself.
 */
export function classFolder(className: string): string {
  let out = '';
  for (const ch of className) {
    const unsafe = ch === '/' || ch === '\\' || ch === '%' || /\p{Cc}/u.test(ch);
    out += unsafe
      ? [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')
      : ch;
  }
  return out.startsWith('.') ? `%2E${out.slice(1)}` : out;
}

/**
 * The classes an item is filed under: the distinct classes of its annotations (tags, in a
 * classification project) that the version knows, in the version's order.
 */
export function itemClasses(item: Pick<DatasetItemDoc, 'annotations'>, classes: readonly string[]): string[] {
  const own = new Set(item.annotations.map((a) => a.class_value));
  return classes.filter((c) => own.has(c));
}

/**
 * The classification folder layout (Ultralytics', ImageNet-style): `data.yaml` with the class
 * names, then `<split>/<class>/<file name>` (the image's own name, as ArchiveNames gives it), every class's folder in every split (so a
 * reader numbers the classes the same in each). An image with several classes is in each of
 * their folders; an image without a class is left out (it has no folder).
 */
export async function writeClassification(ctx: LayoutContext): Promise<void> {
  await ctx.zip.add('data.yaml', dataYaml(ctx.title, ctx.classes, false));
  for (const split of SPLIT_NAMES) {
    for (const cls of ctx.classes) await ctx.zip.addFolder(`${split}/${classFolder(cls)}`);
    // One name per image in the split, whichever class folders it is in (see ArchiveNames).
    const names = new ArchiveNames();
    for await (const { item, source } of ctx.withImages(split)) {
      const classes = itemClasses(item, ctx.classes);
      if (classes.length === 0) {
        discard(source);
        continue;
      }
      // A stream is read once: an image filed under several classes is held in memory.
      const body = classes.length > 1 ? await bytesOf(source) : source;
      const file = names.nameFor(item).file;
      for (const cls of classes) {
        await ctx.zip.add(`${split}/${classFolder(cls)}/${file}`, body, { store: true });
      }
      await ctx.imageWritten();
    }
  }
}
