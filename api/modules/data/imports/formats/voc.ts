import { failAt } from '../failure.js';
import {
  baseName,
  ClassList,
  dirName,
  escapes,
  ImageIndex,
  splitFromPath,
  splitOfFolder,
  stem,
  type FormatInput,
  type ImportPlan,
  type ImportSplit,
  type PlannedImage,
} from '../plan.js';
import { child, childrenNamed, childText, parseXml } from './xml.js';

/** Image set lists (`ImageSets/Main/train.txt`): the stem of each image of the split, one a line. */
async function imageSets(input: FormatInput): Promise<Map<string, ImportSplit>> {
  const splits = new Map<string, ImportSplit>();
  for (const path of input.paths) {
    if (!/(^|\/)ImageSets\/Main\/[^/]+\.txt$/i.test(path)) continue;
    const split = splitOfFolder(stem(path));
    if (!split) continue;
    for (const line of (await input.readText(path)).split(/\r?\n/)) {
      const name = line.trim().split(/\s+/)[0];
      if (name) splits.set(name, split);
    }
  }
  return splits;
}

const number = (text: string, file: string, line: number, what: string) => {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw failAt(file, line, `<${what}> must be a number, got "${text}"`);
  return value;
};

/**
 * Pascal VOC: one `<annotation>` XML per image (`Annotations/x.xml`) naming its image
 * (`<filename>`, found beside it, in `JPEGImages/` or by name), its `<size>` and its `<object>`s
 * with `<bndbox>` corners in pixels. Splits come from `ImageSets/Main/<split>.txt`, else from
 * the folders. Images no XML names are imported unlabelled.
 */
export async function readVoc(input: FormatInput): Promise<ImportPlan> {
  const index = new ImageIndex(input.paths);
  const sets = await imageSets(input);
  const classes = new ClassList();
  const planned = new Map<string, PlannedImage>();
  for (const file of input.paths.filter((p) => p.toLowerCase().endsWith('.xml')).sort()) {
    const doc = parseXml(await input.readText(file), file);
    if (doc.name !== 'annotation') continue;
    const filename = childText(doc, 'filename') || `${stem(file)}.jpg`;
    const fileLine = child(doc, 'filename')?.line ?? doc.line;
    if (escapes(filename)) throw failAt(file, fileLine, `<filename> "${filename}" leaves the archive`);
    const root = dirName(dirName(file));
    const path = index.resolve(filename, [dirName(file), root ? `${root}/JPEGImages` : 'JPEGImages'], null);
    if (!path) throw failAt(file, fileLine, `its image "${filename}" is not in the archive`);
    const size = child(doc, 'size');
    const width = size ? Number(childText(size, 'width')) : NaN;
    const height = size ? Number(childText(size, 'height')) : NaN;
    const image: PlannedImage = {
      path,
      split: sets.get(stem(baseName(path))) ?? sets.get(stem(file)) ?? splitFromPath(path),
      labeled: true,
      annotations: [],
      ...(width > 0 && height > 0 ? { declared: { width, height } } : {}),
    };
    for (const object of childrenNamed(doc, 'object')) {
      const name = childText(object, 'name');
      if (!name) throw failAt(file, object.line, '<object> without a <name>');
      const box = child(object, 'bndbox');
      if (!box) throw failAt(file, object.line, `<object> "${name}" without a <bndbox>`);
      const [x0, y0, x1, y1] = ['xmin', 'ymin', 'xmax', 'ymax'].map((k) =>
        number(childText(box, k), file, child(box, k)?.line ?? box.line, k),
      ) as [number, number, number, number];
      image.annotations.push({
        class_value: classes.add(name),
        where: `${file}:${box.line}`,
        shape: { kind: 'box', units: 'pixels', x0, y0, x1, y1 },
      });
    }
    if (planned.has(path)) throw failAt(file, fileLine, `"${filename}" is annotated by two XML files`);
    planned.set(path, image);
  }
  for (const path of index.all) {
    if (!planned.has(path)) {
      planned.set(path, { path, split: sets.get(stem(path)) ?? splitFromPath(path), labeled: false, annotations: [] });
    }
  }
  return { images: [...planned.values()], classes: classes.list };
}
