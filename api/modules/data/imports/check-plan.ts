import type { ProjectDoc } from '../projects/repository.js';
import { ImportFailure } from './failure.js';
import { normalize } from './geometry.js';
import type { ImportPlan } from './plan.js';

/** The most classes a project holds (as its update route allows). */
const MAX_PROJECT_CLASSES = 1000;

/**
 * What can be checked before any image is read: there are images, class names are usable, the
 * project's class list stays within its limit, and labels whose image size the archive declares
 * lie inside it. Labels of images without a declared size are checked as each image is read.
 */
export function checkPlan(plan: ImportPlan, project: Pick<ProjectDoc, 'classes' | 'project_type'>): void {
  if (plan.images.length === 0) throw new ImportFailure('The archive holds no JPEG, PNG or WebP images');
  for (const name of plan.classes) {
    if (name.trim() === '' || name.length > 100) {
      throw new ImportFailure(`Class name "${name.slice(0, 120)}" must be 1 to 100 characters`);
    }
  }
  const merged = new Set([...project.classes, ...plan.classes]);
  if (merged.size > MAX_PROJECT_CLASSES) {
    throw new ImportFailure(
      `The project would have ${merged.size} classes; at most ${MAX_PROJECT_CLASSES} are allowed`,
    );
  }
  if (project.project_type === 'classification') {
    const shaped = plan.images.flatMap((i) => i.annotations).find((a) => a.shape.kind !== 'tag');
    if (shaped) throw new ImportFailure(`${shaped.where}: a classification project takes class tags, not shapes`);
  }
  for (const image of plan.images) {
    if (!image.declared) continue;
    for (const a of image.annotations) normalize(a, image.declared.width, image.declared.height, project.project_type);
  }
}
