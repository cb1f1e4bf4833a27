import type { DatasetItemDoc, FrozenAnnotation } from '../datasets/repository.js';
import { SPLIT_NAMES } from '../datasets/split.js';
import { ArchiveNames } from './archive-names.js';
import type { LayoutContext } from './layout.js';
import { escapeXml, pixels } from './xml-text.js';

/** A box's or outline's corners in pixels; null for tags, which VOC cannot hold. */
export function pixelCorners(a: FrozenAnnotation, item: Pick<DatasetItemDoc, 'width' | 'height'>) {
  const { width: W, height: H } = item;
  if (a.type === 'bbox' && a.x_center !== null && a.y_center !== null && a.width !== null && a.height !== null) {
    return {
      x0: (a.x_center - a.width / 2) * W,
      y0: (a.y_center - a.height / 2) * H,
      x1: (a.x_center + a.width / 2) * W,
      y1: (a.y_center + a.height / 2) * H,
    };
  }
  if ((a.type === 'polygon' || a.type === 'mask') && a.geometry) {
    const xs = a.geometry.filter((_, i) => i % 2 === 0).map((v) => v * W);
    const ys = a.geometry.filter((_, i) => i % 2 === 1).map((v) => v * H);
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  }
  return null;
}

/** One image's Pascal VOC annotation file (outlines become their bounding boxes). */
export function vocXml(item: DatasetItemDoc, fileName: string): string {
  const objects = item.annotations.flatMap((a) => {
    const box = pixelCorners(a, item);
    if (!box) return [];
    return [
      '  <object>',
      `    <name>${escapeXml(a.class_value)}</name>`,
      '    <pose>Unspecified</pose>',
      '    <truncated>0</truncated>',
      '    <difficult>0</difficult>',
      `    <bndbox><xmin>${pixels(box.x0)}</xmin><ymin>${pixels(box.y0)}</ymin><xmax>${pixels(box.x1)}</xmax><ymax>${pixels(box.y1)}</ymax></bndbox>`,
      '  </object>',
    ];
  });
  return [
    '<annotation>',
    '  <folder>JPEGImages</folder>',
    `  <filename>${escapeXml(fileName)}</filename>`,
    `  <size><width>${item.width}</width><height>${item.height}</height><depth>3</depth></size>`,
    '  <segmented>0</segmented>',
    ...objects,
    '</annotation>',
    '',
  ].join('\n');
}

/**
 * `JPEGImages/<name>`, `Annotations/<stem>.xml` and the split lists `ImageSets/Main/<split>.txt`; one
 * folder for every split, so names are unique across the archive (see ArchiveNames).
 */
export async function writeVoc(ctx: LayoutContext): Promise<void> {
  await ctx.zip.addFolder('JPEGImages');
  await ctx.zip.addFolder('Annotations');
  const names = new ArchiveNames();
  for (const split of SPLIT_NAMES) {
    const stems: string[] = [];
    for await (const { item, source } of ctx.withImages(split)) {
      const name = names.nameFor(item);
      await ctx.zip.add(`JPEGImages/${name.file}`, source, { store: true });
      await ctx.zip.add(`Annotations/${name.stem}.xml`, vocXml(item, name.file));
      stems.push(name.stem);
      await ctx.imageWritten();
    }
    await ctx.zip.add(`ImageSets/Main/${split}.txt`, stems.length > 0 ? `${stems.join('\n')}\n` : '');
  }
}
