import { ImportFailure } from '../failure.js';
import {
  ClassList,
  isImagePath,
  splitOfFolder,
  type FormatInput,
  type ImportPlan,
  type PlannedImage,
} from '../plan.js';

/**
 * The classification folder layout (Ultralytics', ImageNet-style): `<split>/<class>/<image>`, or
 * `<class>/<image>` without splits, below any common top folder. Each image gets one tag of its
 * folder's class.
 */
export function readClassificationFolders(input: FormatInput): ImportPlan {
  const classes = new ClassList();
  const images: PlannedImage[] = [];
  for (const path of input.paths.filter(isImagePath).sort()) {
    const folders = path.split('/').slice(0, -1);
    const splitAt = folders.findIndex((f) => splitOfFolder(f) !== null);
    const className = splitAt >= 0 ? folders[splitAt + 1] : folders[folders.length - 1];
    if (!className || (splitAt >= 0 && splitAt + 2 !== folders.length)) {
      throw new ImportFailure(
        `${path}: a classification archive holds images as <split>/<class>/<image> or <class>/<image>`,
        path,
      );
    }
    images.push({
      path,
      split: splitAt >= 0 ? splitOfFolder(folders[splitAt]!)! : 'none',
      labeled: true,
      annotations: [{ class_value: classes.add(className), where: path, shape: { kind: 'tag' } }],
    });
  }
  const sorted = classes.list.sort();
  return { images, classes: sorted };
}
