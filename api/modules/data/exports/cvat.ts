import { Readable } from 'node:stream';
import type { DatasetItemDoc, FrozenAnnotation } from '../datasets/repository.js';
import { SPLIT_NAMES } from '../datasets/split.js';
import { ArchiveNames } from './archive-names.js';
import type { LayoutContext } from './layout.js';
import { pixelCorners } from './voc.js';
import { escapeXml, pixels } from './xml-text.js';

function shapeXml(a: FrozenAnnotation, item: DatasetItemDoc, z: number): string | null {
  const label = escapeXml(a.class_value);
  if (a.type === 'tag') return `    <tag label="${label}" source="manual"></tag>`;
  if ((a.type === 'polygon' || a.type === 'mask') && a.geometry) {
    const points: string[] = [];
    for (let i = 0; i < a.geometry.length; i += 2) {
      points.push(`${pixels(a.geometry[i]! * item.width)},${pixels(a.geometry[i + 1]! * item.height)}`);
    }
    return `    <polygon label="${label}" occluded="0" source="manual" points="${points.join(';')}" z_order="${z}"></polygon>`;
  }
  const box = pixelCorners(a, item);
  if (!box) return null;
  return (
    `    <box label="${label}" occluded="0" source="manual" xtl="${pixels(box.x0)}" ytl="${pixels(box.y0)}" ` +
    `xbr="${pixels(box.x1)}" ybr="${pixels(box.y1)}" z_order="${z}"></box>`
  );
}

/** CVAT for images 1.1: the labels, then every image with its shapes and tags; `subset` is the split. */
async function* annotationsXml(ctx: LayoutContext): AsyncGenerator<string> {
  const labels = ctx.classes.map((c) => `      <label><name>${escapeXml(c)}</name><attributes></attributes></label>`);
  // The same names, in the same order, as the image entries get in writeCvat.
  const names = new ArchiveNames();
  yield `<?xml version="1.0" encoding="utf-8"?>\n<annotations>\n  <version>1.1</version>\n  <meta>\n    <task>\n      <name>${escapeXml(ctx.title)}</name>\n      <labels>\n${labels.join('\n')}\n      </labels>\n    </task>\n  </meta>\n`;
  for (const split of SPLIT_NAMES) {
    for await (const item of ctx.items(split)) {
      const shapes = item.annotations.flatMap((a, z) => shapeXml(a, item, z) ?? []);
      yield (
        `  <image id="${item.image_id}" name="${escapeXml(names.nameFor(item).file)}" subset="${split}" ` +
        `width="${item.width}" height="${item.height}">\n${shapes.map((s) => `${s}\n`).join('')}  </image>\n`
      );
    }
  }
  yield '</annotations>\n';
}

/** `annotations.xml` and `images/<name>` (one folder: names unique across the archive, see ArchiveNames). */
export async function writeCvat(ctx: LayoutContext): Promise<void> {
  await ctx.zip.add('annotations.xml', Readable.from(annotationsXml(ctx), { objectMode: false }));
  await ctx.zip.addFolder('images');
  const names = new ArchiveNames();
  for (const split of SPLIT_NAMES) {
    for await (const { item, source } of ctx.withImages(split)) {
      await ctx.zip.add(`images/${names.nameFor(item).file}`, source, { store: true });
      await ctx.imageWritten();
    }
  }
}
