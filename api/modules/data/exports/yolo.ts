import type { DatasetItemDoc } from '../datasets/repository.js';
import { SPLIT_NAMES } from '../datasets/split.js';
import { ArchiveNames } from './archive-names.js';
import { formatNumber, type LayoutContext } from './layout.js';

/**
 * One line per annotation in the YOLO text format: `class x_center y_center width height` for
 * boxes, `class x1 y1 x2 y2 ...` (YOLO segmentation) for polygons and masks, all normalised.
 * Tags have no geometry and no line.
 */
export function yoloLabelLines(item: Pick<DatasetItemDoc, 'annotations'>, classes: readonly string[]): string[] {
  const lines: string[] = [];
  for (const a of item.annotations) {
    const index = classes.indexOf(a.class_value);
    if (index < 0) continue;
    if (a.type === 'bbox' && a.x_center !== null && a.y_center !== null && a.width !== null && a.height !== null) {
      lines.push([index, ...[a.x_center, a.y_center, a.width, a.height].map(formatNumber)].join(' '));
    } else if ((a.type === 'polygon' || a.type === 'mask') && a.geometry) {
      lines.push([index, ...a.geometry.map(formatNumber)].join(' '));
    }
  }
  return lines;
}

/**
 * The dataset description YOLO tools read. Class names are written as double-quoted scalars
 * (JSON strings are valid YAML), so any class value stays one safe YAML string. `splits` off:
 * without the split folders (the classification layout, whose folders are the splits).
 */
export function dataYaml(title: string, classes: readonly string[], splits = true): string {
  return [
    `# ${title.replace(/[\r\n]+/g, ' ')}`,
    ...(splits ? SPLIT_NAMES.map((split) => `${split}: images/${split}`) : []),
    `nc: ${classes.length}`,
    `names: [${classes.map((c) => JSON.stringify(c)).join(', ')}]`,
    '',
  ].join('\n');
}

/** `data.yaml`, then per split `images/<split>/<name>` with `labels/<split>/<stem>.txt` (see ArchiveNames). */
export async function writeYolo(ctx: LayoutContext): Promise<void> {
  await ctx.zip.add('data.yaml', dataYaml(ctx.title, ctx.classes));
  for (const split of SPLIT_NAMES) {
    await ctx.zip.addFolder(`images/${split}`);
    await ctx.zip.addFolder(`labels/${split}`);
    const names = new ArchiveNames();
    for await (const { item, source } of ctx.withImages(split)) {
      const name = names.nameFor(item);
      await ctx.zip.add(`images/${split}/${name.file}`, source, { store: true });
      const lines = yoloLabelLines(item, ctx.classes);
      await ctx.zip.add(`labels/${split}/${name.stem}.txt`, lines.length > 0 ? `${lines.join('\n')}\n` : '');
      await ctx.imageWritten();
    }
  }
}
