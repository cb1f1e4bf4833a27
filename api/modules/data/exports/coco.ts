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

/**
 * A frozen annotation in COCO's absolute pixel terms; null for tags, which an instances file
 * cannot hold (they go to the labels file, see labelsJson).
 */
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

/** A tag as COCO holds an image-level label: an annotation with a category and no geometry. */
export interface CocoLabel {
  id: number;
  image_id: number;
  category_id: number;
}

/** The file head both COCO files share: info, licenses, categories, then the images array. */
async function* cocoHead(ctx: LayoutContext, split: Split): AsyncGenerator<string> {
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
}

/**
 * One split's COCO file, generated while it is written: two passes over the split's items
 * (images, then annotations), so its size never sits in memory. `kind` picks the annotations:
 * `instances` (boxes, polygons, masks) or `labels` (tags). `seen` counts what was written.
 */
async function* cocoJson(
  ctx: LayoutContext,
  split: Split,
  kind: 'instances' | 'labels',
  seen: { tags: number },
): AsyncGenerator<string> {
  yield* cocoHead(ctx, split);
  let first = true;
  let id = 0;
  for await (const item of ctx.items(split)) {
    for (const a of item.annotations) {
      const category = ctx.classes.indexOf(a.class_value) + 1;
      if (category === 0) continue;
      if (a.type === 'tag' && kind === 'instances') seen.tags += 1;
      const entry: CocoAnnotation | CocoLabel | null =
        kind === 'instances'
          ? toCoco(a, item, category, id + 1)
          : a.type === 'tag'
            ? { id: id + 1, image_id: item.image_id, category_id: category }
            : null;
      if (!entry) continue;
      id += 1;
      yield `${first ? '' : ','}${JSON.stringify(entry)}`;
      first = false;
    }
  }
  yield ']}';
}

/**
 * Per split `annotations/instances_<split>.json` and `images/<split>/<name>` (see ArchiveNames),
 * and, for a split with tags, `annotations/labels_<split>.json`: the same images and categories,
 * each tag an annotation with only `id`, `image_id` and `category_id` (Datumaro's COCO "labels"
 * task, which CVAT imports; COCO classification sets are written the same way).
 */
export async function writeCoco(ctx: LayoutContext): Promise<void> {
  for (const split of SPLIT_NAMES) {
    const seen = { tags: 0 };
    const json = (kind: 'instances' | 'labels') =>
      Readable.from(cocoJson(ctx, split, kind, seen), { objectMode: false });
    await ctx.zip.add(`annotations/instances_${split}.json`, json('instances'));
    if (seen.tags > 0) await ctx.zip.add(`annotations/labels_${split}.json`, json('labels'));
    await ctx.zip.addFolder(`images/${split}`);
    const names = new ArchiveNames();
    for await (const { item, source } of ctx.withImages(split)) {
      await ctx.zip.add(`images/${split}/${names.nameFor(item).file}`, source, { store: true });
      await ctx.imageWritten();
    }
  }
}
