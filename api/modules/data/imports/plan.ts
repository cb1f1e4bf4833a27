import type { ProjectType } from '../projects/repository.js';

export type ImportSplit = 'train' | 'val' | 'test' | 'none';

/**
 * One label as the archive states it, before the image's size is known for sure: a box by its
 * corners or a polygon by its points, in pixels or normalised to the image, or a tag.
 */
export type PlannedShape =
  | { kind: 'box'; units: 'pixels' | 'normalized'; x0: number; y0: number; x1: number; y1: number }
  | { kind: 'polygon'; units: 'pixels' | 'normalized'; points: number[] }
  | { kind: 'tag' };

export interface PlannedAnnotation {
  class_value: string;
  shape: PlannedShape;
  /** Where the archive states it (`labels/train/a.txt:3`), for error messages. */
  where: string;
}

/** One image of the archive and what the archive says about it. */
export interface PlannedImage {
  /** The entry's path in the archive. */
  path: string;
  split: ImportSplit;
  annotations: PlannedAnnotation[];
  /** The archive labels this image (an empty label file: labelled, with no objects). */
  labeled: boolean;
  /** The size the annotation file declares; the image's own size is used when absent. */
  declared?: { width: number; height: number };
}

/** What an archive holds, read and checked before anything is stored. */
export interface ImportPlan {
  images: PlannedImage[];
  /** Class names in the order the archive lists them. */
  classes: string[];
}

/** What a format reader is given: the archive's file paths and a way to read one as text. */
export interface FormatInput {
  paths: string[];
  readText(path: string): Promise<string>;
  projectType: ProjectType;
}

const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

export const isImagePath = (path: string) => IMAGE_EXTENSIONS.test(path);

const SPLIT_NAMES: Record<string, ImportSplit> = {
  train: 'train',
  training: 'train',
  val: 'val',
  valid: 'val',
  validation: 'val',
  test: 'test',
  testing: 'test',
};

/** The split a folder's exact name names (`train`, `valid`, ...), or null. */
export function splitOfFolder(name: string): ImportSplit | null {
  return SPLIT_NAMES[name.toLowerCase()] ?? null;
}

/** A folder or file stem that names a split (`train`, `valid`, `instances_val2017`), or null. */
export function splitFromName(name: string): ImportSplit | null {
  const lower = name.toLowerCase();
  if (SPLIT_NAMES[lower]) return SPLIT_NAMES[lower];
  const match = /(?:^|[_\-.])(train|training|val|valid|validation|test|testing)(?:\d*)$/.exec(lower);
  return match ? SPLIT_NAMES[match[1]!]! : null;
}

/** The split named by the nearest folder of the path that names one; `none` when none does. */
export function splitFromPath(path: string): ImportSplit {
  const folders = path.split('/').slice(0, -1).reverse();
  for (const folder of folders) {
    const split = SPLIT_NAMES[folder.toLowerCase()];
    if (split) return split;
  }
  return 'none';
}

export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
export const dirName = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
export const stem = (path: string) => baseName(path).replace(/\.[^.]*$/, '');

/** Joins a folder and a relative name the way the archive's own paths look; null for `..` escapes. */
export function joinPath(folder: string, name: string): string | null {
  const parts: string[] = folder ? folder.split('/') : [];
  for (const part of name.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** Whether a name taken from an annotation file tries to leave the archive. */
export function escapes(name: string): boolean {
  const normal = name.replace(/\\/g, '/');
  return normal.startsWith('/') || /^[A-Za-z]:/.test(normal) || normal.split('/').includes('..');
}

/**
 * Finds the image an annotation file names: by its path from the archive root, from the
 * annotation file's folder, from the given folders, and last by its file name alone when
 * exactly one image has that name (preferring images in `split`).
 */
export class ImageIndex {
  private readonly images: Set<string>;
  private readonly byBase = new Map<string, string[]>();

  constructor(paths: readonly string[]) {
    this.images = new Set(paths.filter(isImagePath));
    for (const path of this.images) {
      const base = baseName(path);
      this.byBase.set(base, [...(this.byBase.get(base) ?? []), path]);
    }
  }

  get all(): string[] {
    return [...this.images];
  }

  resolve(name: string, folders: string[], split: ImportSplit | null): string | null {
    for (const folder of ['', ...folders]) {
      const candidate = joinPath(folder, name);
      if (candidate !== null && this.images.has(candidate)) return candidate;
    }
    const same = this.byBase.get(baseName(name.replace(/\\/g, '/'))) ?? [];
    if (same.length === 1) return same[0]!;
    const inSplit = split ? same.filter((p) => splitFromPath(p) === split) : [];
    return inSplit.length === 1 ? inSplit[0]! : null;
  }
}

/** Class names in order of first appearance. */
export class ClassList {
  private readonly names: string[] = [];

  add(name: string): string {
    if (!this.names.includes(name)) this.names.push(name);
    return name;
  }

  get list(): string[] {
    return [...this.names];
  }
}
