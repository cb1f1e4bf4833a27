import { failAt } from '../failure.js';
import {
  ClassList,
  dirName,
  escapes,
  ImageIndex,
  splitFromPath,
  splitOfFolder,
  type FormatInput,
  type ImportPlan,
  type PlannedAnnotation,
  type PlannedImage,
} from '../plan.js';
import { parseXml, type XmlElement } from './xml.js';

function coordinate(element: XmlElement, name: string, file: string): number {
  const value = Number(element.attributes[name]);
  if (element.attributes[name] === undefined || !Number.isFinite(value)) {
    throw failAt(file, element.line, `<${element.name}> needs a numeric ${name}`);
  }
  return value;
}

/** `x1,y1;x2,y2;...` as a flat list. */
function points(element: XmlElement, file: string): number[] {
  const text = element.attributes.points ?? '';
  const list = text.split(';').flatMap((pair) => pair.split(',').map((v) => Number(v.trim())));
  if (list.length < 6 || list.length % 2 !== 0 || list.some((v) => !Number.isFinite(v))) {
    throw failAt(file, element.line, `<${element.name}> needs points "x1,y1;x2,y2;x3,y3..."`);
  }
  return list;
}

/**
 * CVAT for images 1.1: `annotations.xml` with one `<image name width height subset>` per image
 * holding `<box xtl ytl xbr ybr>`, `<polygon points>` and `<tag>` elements, each with a `label`;
 * the images under `images/`. The label list comes from `<meta>`, in its order.
 */
export async function readCvat(input: FormatInput): Promise<ImportPlan> {
  const index = new ImageIndex(input.paths);
  const classes = new ClassList();
  const planned = new Map<string, PlannedImage>();
  const files = input.paths.filter((p) => p.toLowerCase().endsWith('.xml')).sort();
  let read = 0;
  for (const file of files) {
    const doc = parseXml(await input.readText(file), file);
    if (doc.name !== 'annotations') continue;
    read += 1;
    const labels = findAll(doc, 'label').flatMap((l) => l.children.filter((c) => c.name === 'name'));
    for (const label of labels) if (label.text.trim()) classes.add(label.text.trim());
    for (const element of doc.children.filter((c) => c.name === 'image')) {
      const name = element.attributes.name;
      if (!name) throw failAt(file, element.line, '<image> without a name');
      if (escapes(name)) throw failAt(file, element.line, `image name "${name}" leaves the archive`);
      const folder = dirName(file);
      const path = index.resolve(name, [folder ? `${folder}/images` : 'images'], null);
      if (!path) throw failAt(file, element.line, `its image "${name}" is not in the archive`);
      const width = Number(element.attributes.width);
      const height = Number(element.attributes.height);
      const subset = element.attributes.subset ? splitOfFolder(element.attributes.subset) : null;
      const annotations: PlannedAnnotation[] = [];
      for (const shape of element.children) {
        const label = shape.attributes.label?.trim();
        if (!['box', 'polygon', 'tag'].includes(shape.name)) continue;
        if (!label) throw failAt(file, shape.line, `<${shape.name}> without a label`);
        const where = `${file}:${shape.line}`;
        const class_value = classes.add(label);
        if (shape.name === 'tag') annotations.push({ class_value, where, shape: { kind: 'tag' } });
        else if (shape.name === 'polygon') {
          annotations.push({
            class_value,
            where,
            shape: { kind: 'polygon', units: 'pixels', points: points(shape, file) },
          });
        } else {
          const [x0, y0, x1, y1] = ['xtl', 'ytl', 'xbr', 'ybr'].map((k) => coordinate(shape, k, file)) as [
            number,
            number,
            number,
            number,
          ];
          annotations.push({ class_value, where, shape: { kind: 'box', units: 'pixels', x0, y0, x1, y1 } });
        }
      }
      if (planned.has(path)) throw failAt(file, element.line, `"${name}" is listed twice`);
      planned.set(path, {
        path,
        split: subset ?? splitFromPath(path),
        labeled: true,
        annotations,
        ...(width > 0 && height > 0 ? { declared: { width, height } } : {}),
      });
    }
  }
  if (read === 0) throw failAt('annotations.xml', undefined, 'no CVAT <annotations> file in the archive');
  for (const path of index.all) {
    if (!planned.has(path)) planned.set(path, { path, split: splitFromPath(path), labeled: false, annotations: [] });
  }
  return { images: [...planned.values()], classes: classes.list };
}

function findAll(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((c) => (c.name === name ? [c] : findAll(c, name)));
}
