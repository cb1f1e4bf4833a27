import type { Clock } from '../../../lib/clock.js';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import { notFound, validationError } from '../../../lib/errors.js';
import type { ImageRepository } from '../images/repository.js';
import type { AnnotationDoc, AnnotationRepository } from './repository.js';
import { geometryProblem, type AnnotationView, type CreateAnnotation, type UpdateAnnotation } from './schemas.js';

export function toAnnotationView(doc: AnnotationDoc): AnnotationView {
  return {
    id: doc._id,
    image_id: doc.image_id,
    class_value: doc.class_value,
    type: doc.type,
    source: doc.source,
    confidence: doc.confidence,
    x_center: doc.x_center,
    y_center: doc.y_center,
    width: doc.width,
    height: doc.height,
    geometry: doc.geometry,
    z_order: doc.z_order,
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
  };
}

export class AnnotationService {
  constructor(
    private readonly repo: AnnotationRepository,
    private readonly images: ImageRepository,
    private readonly clock: Clock,
  ) {}

  private async requireImage(organizationId: number, imageId: number) {
    const image = await this.images.get(organizationId, imageId);
    if (!image) throw notFound('Image');
    return image;
  }

  /**
   * Keeps the image's derived fields in step with its annotations: the class list the image
   * filter uses, and `annotation_status` (completed with the first annotation, pending after the
   * last is removed) unless a person set the status explicitly.
   */
  async refreshImage(organizationId: number, imageId: number): Promise<void> {
    const classes = await this.repo.classesOfImage(organizationId, imageId);
    await this.images.setDerivedFields(organizationId, imageId, classes);
  }

  async create(user: UserPrincipal, input: CreateAnnotation): Promise<AnnotationView> {
    await this.requireImage(user.organizationId, input.image_id);
    const now = this.clock.now();
    const doc = await this.repo.insert(user.organizationId, {
      image_id: input.image_id,
      class_value: input.class_value,
      type: input.type,
      source: input.source,
      confidence: input.confidence ?? null,
      x_center: input.x_center ?? null,
      y_center: input.y_center ?? null,
      width: input.width ?? null,
      height: input.height ?? null,
      geometry: input.geometry ?? null,
      z_order: input.z_order,
      created_by: user.sub,
      created_at: now,
      updated_at: now,
    });
    await this.refreshImage(user.organizationId, input.image_id);
    return toAnnotationView(doc);
  }

  async listForImage(user: UserPrincipal, imageId: number): Promise<AnnotationView[]> {
    await this.requireImage(user.organizationId, imageId);
    return (await this.repo.forImage(user.organizationId, imageId)).map(toAnnotationView);
  }

  async update(user: UserPrincipal, id: number, patch: UpdateAnnotation): Promise<AnnotationView> {
    const current = await this.repo.get(user.organizationId, id);
    if (!current) throw notFound('Annotation');
    const set: Partial<AnnotationDoc> = { updated_at: this.clock.now() };
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) (set as Record<string, unknown>)[key] = value;
    }
    const problem = geometryProblem({ ...current, ...set });
    if (problem) throw validationError(`body.${problem.field}`, problem.message);
    const updated = await this.repo.update(user.organizationId, id, set);
    if (!updated) throw notFound('Annotation');
    await this.refreshImage(user.organizationId, updated.image_id);
    return toAnnotationView(updated);
  }

  async remove(user: UserPrincipal, id: number): Promise<void> {
    const removed = await this.repo.remove(user.organizationId, id);
    if (!removed) throw notFound('Annotation');
    await this.refreshImage(user.organizationId, removed.image_id);
  }
}
