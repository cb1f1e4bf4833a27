import { Readable } from 'node:stream';
import type { DatasetItemDoc, FrozenAnnotation, Split } from '../datasets/repository.js';
import { SPLIT_NAMES } from '../datasets/split.js';
import { ArchiveNames } from './archive-names.js';
import type { LayoutContext } from './layout.js';

export interface CocoAnnotation {
  id: number;
  image_id: number;
  category_id: number;
  bbox: [number, number, number, number];
  area: number;
  segmentation: number[][];
  iscrowd: 0;
}

const round = (v: number) => Number(v.toFixed(3));

/** Shoelace area of a flat x, y list. */
function polygonArea(points: number[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i += 2) {
    const j = (i + 2) % points.length;
    twice += points[i]! * points[j + 1]! - points[j]! * points[i + 1]!;
  }
  return Math.abs(twice) / 2;
}

/** A frozen annotation in COCO's absolute pixel terms; null for tags, which COCO cannot hold. */
export function toCoco(
  a: FrozenAnnotation,
  item: Pick<DatasetItemDoc, 'image_id' | 'width' | 'height'>,
  categoryId: number,
  id: number,
): CocoAnnotation | null {
  const { width: W, height: H } = item;
  if (a.type === 'bbox' && a.x_center !== null && a.y_center !== null && a.width !== null && a.height !== null) {
    const w = a.width * W;
    const h = a.height * H;
    const bbox: CocoAnnotation['bbox'] = [
      round(a.x_center * W - w / 2),
      round(a.y_center * H - h / 2),
      round(w),
      round(h),
    ];
    return {
      id,
      image_id: item.image_id,
      category_id: categoryId,
      bbox,
      area: round(w * h),
      segmentation: [],
      iscrowd: 0,
    };
  }
  if ((a.type === 'polygon' || a.type === 'mask') && a.geometry) {
    const points = a.geometry.map((v, i) => (i % 2 === 0 ? v * W : v * H));
    const xs = points.filter((_, i) => i % 2 === 0);
    const ys = points.filter((_, i) => i % 2 === 1);
    const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
    const bbox: CocoAnnotation['bbox'] = [
      round(x0),
      round(y0),
      round(Math.max(...xs) - x0),
      round(Math.max(...ys) - y0),
    ];
    return {
      id,
      image_id: item.image_id,
      category_id: categoryId,
      bbox,
      area: round(polygonArea(points)),
      segmentation: [points.map(round)],
      iscrowd: 0,
    };
  }
  return null;
}

/**
 * One split's COCO instances file, generated while it is written: two passes over the split's
 * items (images, then annotations), so its size never sits in memory.
 */
async function* instancesJson(ctx: LayoutContext, split: Split): AsyncGenerator<string> {
  const categories = ctx.classes.map((name, i) => ({ id: i + 1, name, supercategory: 'none' }));
  const info = { description: `${ctx.title} (${split})`, version: '1.0' };
  yield `{"info":${JSON.stringify(info)},"licenses":[],"categories":${JSON.stringify(categories)},"images":[`;
  let first = true;
  // The same names, in the same order, as the image entries get in writeCoco.
  const names = new ArchiveNames();
  for await (const item of ctx.items(split)) {
    const image = { id: item.image_id, file_name: names.nameFor(item).file, width: item.width, height: item.height };
    yield `${first ? '' : ','}${JSON.stringify(image)}`;
    first = false;
  }
  yield '],"annotations":[';
  first = true;
  let id = 0;
  for await (const item of ctx.items(split)) {
    for (const a of item.annotations) {
      const category = ctx.classes.indexOf(a.class_value) + 1;
      const coco = category > 0 ? toCoco(a, item, category, id + 1) : null;
      if (!coco) continue;
      id += 1;
      yield `${first ? '' : ','}${JSON.stringify(coco)}`;
      first = false;
    }
  }
  yield ']}';
}

/** Per split `annotations/instances_<split>.json` and `images/<split>/<name>` (see ArchiveNames). */
export async function writeCoco(ctx: LayoutContext): Promise<void> {
  for (const split of SPLIT_NAMES) {
    await ctx.zip.add(
      `annotations/instances_${split}.json`,
      Readable.from(instancesJson(ctx, split), { objectMode: false }),
    );
    await ctx.zip.addFolder(`images/${split}`);
    const names = new ArchiveNames();
    for await (const { item, source } of ctx.withImages(split)) {
      await ctx.zip.add(`images/${split}/${names.nameFor(item).file}`, source, { store: true });
      await ctx.imageWritten();
    }
  }
}
