import { parse as parseYaml } from 'yaml';
import { failAt, ImportFailure } from '../failure.js';
import {
  ClassList,
  isImagePath,
  splitFromPath,
  type FormatInput,
  type ImportPlan,
  type PlannedAnnotation,
  type PlannedImage,
} from '../plan.js';
import { readClassificationFolders } from './classification.js';
import { mapLimit } from './map-limit.js';

/** Ultralytics' rule: the label of `.../images/x.jpg` is `.../labels/x.txt`. */
export function labelPathOf(imagePath: string): string {
  const at = imagePath.lastIndexOf('images/');
  const swapped =
    at >= 0 && (at === 0 || imagePath[at - 1] === '/')
      ? `${imagePath.slice(0, at)}labels/${imagePath.slice(at + 'images/'.length)}`
      : imagePath;
  return swapped.replace(/\.[^./]*$/, '.txt');
}

/** Class names from `data.yaml`: `names` as a list or as an index map. */
export function yamlClassNames(text: string, file: string): string[] {
  let doc: unknown;
  try {
    doc = parseYaml(text);
  } catch (err) {
    const line = (err as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    throw failAt(file, line, `not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
  const names = (doc as { names?: unknown } | null)?.names;
  if (Array.isArray(names) && names.every((n) => typeof n === 'string' || typeof n === 'number')) {
    return names.map(String);
  }
  if (names && typeof names === 'object') {
    const entries = Object.entries(names as Record<string, unknown>);
    const list: string[] = [];
    for (const [index, name] of entries) {
      if (!/^\d+$/.test(index) || (typeof name !== 'string' && typeof name !== 'number')) {
        throw failAt(file, undefined, '`names` must map class indexes to names');
      }
      list[Number(index)] = String(name);
    }
    if (list.some((n) => n === undefined) || list.length !== entries.length) {
      throw failAt(file, undefined, '`names` must number the classes 0, 1, 2, ... without gaps');
    }
    return list;
  }
  throw failAt(file, undefined, 'no `names` list of class names');
}

/** One label file's lines: `class xc yc w h` (a box) or `class x1 y1 x2 y2 ...` (a polygon). */
export function parseYoloLabels(text: string, file: string, classes: readonly string[]): PlannedAnnotation[] {
  const annotations: PlannedAnnotation[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const where = `${file}:${i + 1}`;
    const fields = line.split(/\s+/);
    const numbers = fields.map(Number);
    if (numbers.some((n) => !Number.isFinite(n))) throw failAt(file, i + 1, `not a list of numbers: "${line}"`);
    const [index, ...coords] = numbers as [number, ...number[]];
    if (!Number.isInteger(index) || index < 0 || index >= classes.length) {
      throw failAt(file, i + 1, `class ${fields[0]} is not in data.yaml's names (0 to ${classes.length - 1})`);
    }
    const class_value = classes[index]!;
    if (coords.length === 4) {
      const [xc, yc, w, h] = coords as [number, number, number, number];
      annotations.push({
        class_value,
        where,
        shape: { kind: 'box', units: 'normalized', x0: xc - w / 2, y0: yc - h / 2, x1: xc + w / 2, y1: yc + h / 2 },
      });
    } else if (coords.length >= 6 && coords.length % 2 === 0) {
      annotations.push({ class_value, where, shape: { kind: 'polygon', units: 'normalized', points: coords } });
    } else {
      throw failAt(
        file,
        i + 1,
        `expected "class x_center y_center width height" or a polygon, got ${coords.length} numbers`,
      );
    }
  });
  return annotations;
}

/**
 * Ultralytics' detection and segmentation layout: `data.yaml` with the class names,
 * `images/<split>/...` and `labels/<split>/...` (or `<split>/images`, `<split>/labels`). An image
 * without a label file is imported unlabelled; a label file without its image ends the import.
 * Classification projects read Ultralytics' classification layout instead (`<split>/<class>/`).
 */
export async function readYolo(input: FormatInput): Promise<ImportPlan> {
  if (input.projectType === 'classification') return readClassificationFolders(input);
  const yamls = input.paths
    .filter((p) => /(^|\/)data\.ya?ml$/i.test(p))
    .sort((a, b) => a.split('/').length - b.split('/').length);
  if (yamls.length === 0)
    throw new ImportFailure('data.yaml: not found; a YOLO archive names its classes in data.yaml');
  const yamlPath = yamls[0]!;
  const names = yamlClassNames(await input.readText(yamlPath), yamlPath);
  const classes = new ClassList();
  for (const name of names) classes.add(name);

  const images = input.paths.filter(isImagePath);
  const labelOf = new Map(images.map((p) => [labelPathOf(p), p]));
  for (const path of input.paths) {
    if (path.endsWith('.txt') && /(^|\/)labels\//.test(path) && !labelOf.has(path)) {
      throw failAt(path, undefined, 'a label file whose image is not in the archive');
    }
  }
  const labels = new Set(input.paths.filter((p) => p.endsWith('.txt')));
  const planned = await mapLimit(images, 8, async (path): Promise<PlannedImage> => {
    const labelPath = labelPathOf(path);
    const labeled = labelPath !== path && labels.has(labelPath);
    return {
      path,
      split: splitFromPath(path),
      labeled,
      annotations: labeled ? parseYoloLabels(await input.readText(labelPath), labelPath, names) : [],
    };
  });
  return { images: planned, classes: classes.list };
}
