import type { DatasetItemDoc } from '../datasets/repository.js';

const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

// Characters some file systems or zip tools refuse (Windows above all); each becomes `_`.
const UNSAFE = /[<>:"/\\|?*]/g;
const isControl = (c: string) => c.charCodeAt(0) <= 0x1f || c.charCodeAt(0) === 0x7f;

export interface ArchiveName {
  /** The image's entry name in its folder. */
  file: string;
  /** Without the extension: what YOLO label and VOC annotation files are named after. */
  stem: string;
}

/**
 * Archive names from the images' original file names, unique per folder, the same on every pass
 * over the same items in the same order (image id order). The rule, documented in
 * docs/api-guide.md:
 * - the original name is kept, unsafe characters replaced by `_`; an extension that does not
 *   match the image's type gets the type's extension appended (`frame` -> `frame.jpg`);
 * - names are compared by stem, ignoring case (label files pair with images by stem, and
 *   case-insensitive file systems would merge `A.jpg` and `a.jpg`);
 * - the first image (lowest id) keeps its name; a later one with a taken stem becomes
 *   `<stem>_<image id>.<ext>` (then `<stem>_<image id>_2`, ... in the unlikely case that is taken too).
 */
export class ArchiveNames {
  private readonly taken = new Set<string>();

  nameFor(item: Pick<DatasetItemDoc, 'image_id' | 'filename' | 'content_type'>): ArchiveName {
    const known = EXTENSIONS[item.content_type] ?? [];
    const cleaned = [...item.filename].map((c) => (isControl(c) ? '_' : c)).join('');
    const original = cleaned.replace(UNSAFE, '_').trim() || 'image';
    const dot = original.lastIndexOf('.');
    const ext = dot > 0 ? original.slice(dot + 1) : '';
    const [base, extension] =
      dot > 0 && known.includes(ext.toLowerCase()) ? [original.slice(0, dot), ext] : [original, known[0] ?? 'bin'];
    let stem = base;
    for (let n = 1; this.taken.has(stem.toLowerCase()); n++) {
      stem = n === 1 ? `${base}_${item.image_id}` : `${base}_${item.image_id}_${n}`;
    }
    this.taken.add(stem.toLowerCase());
    return { file: `${stem}.${extension}`, stem };
  }
}
