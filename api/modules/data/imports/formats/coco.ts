import { failAt } from '../failure.js';
import {
  ClassList,
  dirName,
  escapes,
  ImageIndex,
  splitFromName,
  splitFromPath,
  stem,
  type FormatInput,
  type ImportPlan,
  type PlannedAnnotation,
  type PlannedImage,
} from '../plan.js';
import { parseJson } from './json-text.js';

/** Annotation files up to this size are read (they are parsed in memory; images never are). */
export const MAX_ANNOTATION_FILE_BYTES = 512 * 1024 * 1024;

interface CocoFile {
  images: { id: number; file_name: string; width?: number; height?: number }[];
  annotations: {
    id?: number;
    image_id: number;
    category_id: number;
    bbox?: number[];
    segmentation?: unknown;
  }[];
  categories: { id: number; name: string }[];
}

const isNumberList = (v: unknown, length?: number): v is number[] =>
  Array.isArray(v) && v.every((n) => typeof n === 'number' && Number.isFinite(n)) && (!length || v.length === length);

/** Checks the parts of a COCO instances file the import reads; a problem names its JSON path. */
function asCocoFile(doc: unknown, file: string): CocoFile {
  const fail = (path: string, message: string) => failAt(file, undefined, `${path}: ${message}`);
  const d = doc as Partial<Record<keyof CocoFile, unknown>> | null;
  if (!d || typeof d !== 'object' || !Array.isArray(d.images) || !Array.isArray(d.categories)) {
    throw fail('$', 'a COCO instances file has `images`, `annotations` and `categories` lists');
  }
  const annotations = d.annotations ?? [];
  if (!Array.isArray(annotations)) throw fail('annotations', 'must be a list');
  d.categories.forEach((c: { id?: unknown; name?: unknown }, i) => {
    if (typeof c?.id !== 'number' || typeof c.name !== 'string' || c.name.trim() === '') {
      throw fail(`categories[${i}]`, 'a category needs a numeric `id` and a `name`');
    }
  });
  d.images.forEach((im: { id?: unknown; file_name?: unknown }, i) => {
    if (typeof im?.id !== 'number' || typeof im.file_name !== 'string') {
      throw fail(`images[${i}]`, 'an image needs a numeric `id` and a `file_name`');
    }
  });
  annotations.forEach((a: { image_id?: unknown; category_id?: unknown }, i) => {
    if (typeof a?.image_id !== 'number' || typeof a.category_id !== 'number') {
      throw fail(`annotations[${i}]`, 'an annotation needs numeric `image_id` and `category_id`');
    }
  });
  return { images: d.images, annotations, categories: d.categories } as CocoFile;
}

/** JSON files named like COCO files must be COCO files; other JSON files are read only if they look like one. */
const NAMED_COCO = /(instances|annotations|coco)[^/]*\.json$/i;

const looksLikeCoco = (doc: unknown) =>
  !!doc && typeof doc === 'object' && 'images' in doc && ('categories' in doc || 'annotations' in doc);

/**
 * COCO object detection and segmentation: one instances JSON per split (`instances_train.json`,
 * `annotations/instances_val2017.json`, Roboflow's `train/_annotations.coco.json`). Boxes come
 * from `bbox`; segmentation projects take polygons from `segmentation` (boxes where absent). An
 * image the JSON lists but the archive lacks, an annotation of an unknown image or category, a
 * path leaving the archive or a box outside its image end the import naming the file and the
 * JSON path. Images in the archive no JSON lists are imported unlabelled.
 */
export async function readCoco(input: FormatInput): Promise<ImportPlan> {
  const index = new ImageIndex(input.paths);
  const files = input.paths.filter((p) => p.toLowerCase().endsWith('.json')).sort();
  const classes = new ClassList();
  const planned = new Map<string, PlannedImage>();
  let read = 0;
  for (const file of files) {
    const doc = parseJson(await input.readText(file), file);
    if (!NAMED_COCO.test(file) && !looksLikeCoco(doc)) continue;
    const coco = asCocoFile(doc, file);
    read += 1;
    const folderSplit = splitFromPath(file);
    const split = splitFromName(stem(file)) ?? (folderSplit === 'none' ? null : folderSplit);
    const categoryNames = new Map(coco.categories.map((c) => [c.id, c.name.trim()]));
    const used = new Set(coco.annotations.map((a) => a.category_id));
    for (const c of coco.categories) if (used.has(c.id)) classes.add(c.name.trim());
    const images = new Map<number, PlannedImage>();
    coco.images.forEach((im, i) => {
      if (escapes(im.file_name))
        throw failAt(file, undefined, `images[${i}]: file_name "${im.file_name}" leaves the archive`);
      const folders = [dirName(file), `images/${split ?? ''}`, 'images', split ?? ''].filter((f) => f !== '');
      const path = index.resolve(im.file_name, folders, split);
      if (!path) throw failAt(file, undefined, `images[${i}]: "${im.file_name}" is not in the archive`);
      if (planned.has(path)) throw failAt(file, undefined, `images[${i}]: "${im.file_name}" is listed twice`);
      const declared =
        typeof im.width === 'number' && typeof im.height === 'number' && im.width > 0 && im.height > 0
          ? { width: im.width, height: im.height }
          : undefined;
      const image: PlannedImage = {
        path,
        split: split ?? splitFromPath(path),
        labeled: true,
        annotations: [],
        ...(declared ? { declared } : {}),
      };
      images.set(im.id, image);
      planned.set(path, image);
    });
    coco.annotations.forEach((a, i) => {
      const at = `annotations[${i}]`;
      const image = images.get(a.image_id);
      if (!image) throw failAt(file, undefined, `${at}: image_id ${a.image_id} is not in \`images\``);
      const class_value = categoryNames.get(a.category_id);
      if (!class_value) throw failAt(file, undefined, `${at}: category_id ${a.category_id} is not in \`categories\``);
      image.annotations.push(...shapesOf(a, class_value, `${file}: ${at}`, input.projectType === 'segmentation'));
    });
  }
  if (read === 0) throw failAt('annotations', undefined, 'no COCO instances JSON file in the archive');
  for (const path of index.all) {
    if (!planned.has(path)) planned.set(path, { path, split: splitFromPath(path), labeled: false, annotations: [] });
  }
  return { images: [...planned.values()], classes: classes.list };
}

function shapesOf(
  a: CocoFile['annotations'][number],
  class_value: string,
  where: string,
  polygons: boolean,
): PlannedAnnotation[] {
  const fail = (message: string) => failAt(where.split(': ')[0]!, undefined, `${where.split(': ')[1]}: ${message}`);
  if (polygons && Array.isArray(a.segmentation) && a.segmentation.length > 0) {
    return a.segmentation.map((points, k) => {
      if (!isNumberList(points) || points.length < 6 || points.length % 2 !== 0) {
        throw fail(`segmentation[${k}] must be a flat list of x, y pairs (RLE masks are not imported)`);
      }
      return { class_value, where, shape: { kind: 'polygon', units: 'pixels', points } };
    });
  }
  if (!isNumberList(a.bbox, 4)) throw fail('`bbox` must be [x, y, width, height]');
  const [x, y, w, h] = a.bbox as [number, number, number, number];
  return [{ class_value, where, shape: { kind: 'box', units: 'pixels', x0: x, y0: y, x1: x + w, y1: y + h } }];
}
