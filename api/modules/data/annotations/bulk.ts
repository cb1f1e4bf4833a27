import type { Clock } from '../../../lib/clock.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import type { ImageRepository } from '../images/repository.js';
import type { AnnotationDoc, AnnotationRepository } from './repository.js';
import { geometryProblem, type BulkAnnotations, type BulkAnnotationsResult } from './schemas.js';
import type { AnnotationService } from './service.js';

type ItemError = BulkAnnotationsResult['errors'][number];

/**
 * Writes the annotations of many images in one request. Each item stands alone: an unknown image,
 * an image named twice or an annotation without the geometry its type needs is reported in
 * `errors` (by its position) and changes nothing of that image; the other items are written.
 * A replacing item adds its new annotations first and removes the old ones after, so a reader
 * never sees the image without annotations it had.
 */
export async function writeBulk(
  deps: { annotations: AnnotationRepository; images: ImageRepository; service: AnnotationService; clock: Clock },
  user: UserPrincipal,
  body: BulkAnnotations,
): Promise<BulkAnnotationsResult> {
  const org = user.organizationId;
  const ids = [...new Set(body.items.map((i) => i.image_id))];
  const existing = new Set((await deps.images.sizesAndKeys(org, ids)).map((i) => i._id));
  const errors: ItemError[] = [];
  const seen = new Set<number>();
  const accepted: { index: number; item: BulkAnnotations['items'][number] }[] = [];
  body.items.forEach((item, index) => {
    const fail = (code: ItemError['code'], message: string, field: string | null = null) =>
      errors.push({ index, image_id: item.image_id, code, message, field });
    if (!existing.has(item.image_id)) return fail('NOT_FOUND', `Image ${item.image_id} not found`);
    if (seen.has(item.image_id)) {
      return fail('VALIDATION_ERROR', `Image ${item.image_id} is named by an earlier item`, `items.${index}.image_id`);
    }
    seen.add(item.image_id);
    for (const [k, a] of item.annotations.entries()) {
      const problem = geometryProblem(a);
      if (problem) return fail('VALIDATION_ERROR', problem.message, `items.${index}.annotations.${k}.${problem.field}`);
    }
    accepted.push({ index, item });
  });

  const now = deps.clock.now();
  const written: BulkAnnotationsResult['written'] = [];
  const docs: Omit<AnnotationDoc, 'organization_id'>[] = [];
  for (const { item } of accepted) {
    const annotationIds: number[] = [];
    for (const [k, a] of item.annotations.entries()) {
      const id = await deps.annotations.nextId();
      annotationIds.push(id);
      docs.push({
        _id: id,
        image_id: item.image_id,
        class_value: a.class_value,
        type: a.type,
        source: a.source,
        confidence: a.confidence ?? null,
        x_center: a.x_center ?? null,
        y_center: a.y_center ?? null,
        width: a.width ?? null,
        height: a.height ?? null,
        geometry: a.geometry ?? null,
        z_order: a.z_order ?? k,
        created_by: user.sub,
        created_at: now,
        updated_at: now,
      });
    }
    written.push({ image_id: item.image_id, annotation_ids: annotationIds });
  }
  if (docs.length > 0) await deps.annotations.insertMany(org, docs);
  for (const [i, { item }] of accepted.entries()) {
    if (item.mode === 'replace') {
      await deps.annotations.removeForImage(org, item.image_id, [{ _id: { $nin: written[i]!.annotation_ids } }]);
    }
    await deps.service.refreshImage(org, item.image_id);
  }
  return { written, errors };
}
