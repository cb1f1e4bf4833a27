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
  ) {}

  private async requireImage(organizationId: number, imageId: number) {
    const image = await this.images.images.forOrg(organizationId).findOne({ _id: imageId });
    if (!image) throw notFound('Image');
    return image;
  }

  /**
   * Keeps the image's derived fields in step with its annotations: the class list the image
   * filter uses, and `annotation_status` (completed with the first annotation, pending after the
   * last is removed) unless a person set the status explicitly.
   */
  async refreshImage(organizationId: number, imageId: number): Promise<void> {
    const annotations = this.repo.annotations.forOrg(organizationId);
    const classes = ((await annotations.distinct('class_value', { image_id: imageId })) as string[]).sort();
    const images = this.images.images.forOrg(organizationId);
    const now = new Date();
    await images.findOneAndUpdate({ _id: imageId }, { $set: { classes, updated_at: now } });
    await images.findOneAndUpdate(
      { _id: imageId, annotation_status_explicit: false },
      { $set: { annotation_status: classes.length > 0 ? 'completed' : 'pending' } },
    );
  }

  async create(user: UserPrincipal, input: CreateAnnotation): Promise<AnnotationView> {
    await this.requireImage(user.organizationId, input.image_id);
    const now = new Date();
    const doc = await this.repo.annotations.forOrg(user.organizationId).insertOne({
      _id: await this.repo.nextId(),
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
    const docs = await this.repo.annotations
      .forOrg(user.organizationId)
      .find({ image_id: imageId })
      .sort({ z_order: 1, _id: 1 })
      .toArray();
    return docs.map(toAnnotationView);
  }

  async update(user: UserPrincipal, id: number, patch: UpdateAnnotation): Promise<AnnotationView> {
    const annotations = this.repo.annotations.forOrg(user.organizationId);
    const current = await annotations.findOne({ _id: id });
    if (!current) throw notFound('Annotation');
    const set: Partial<AnnotationDoc> = { updated_at: new Date() };
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) (set as Record<string, unknown>)[key] = value;
    }
    const problem = geometryProblem({ ...current, ...set });
    if (problem) throw validationError(`body.${problem.field}`, problem.message);
    const updated = await annotations.findOneAndUpdate({ _id: id }, { $set: set });
    if (!updated) throw notFound('Annotation');
    await this.refreshImage(user.organizationId, updated.image_id);
    return toAnnotationView(updated);
  }

  async remove(user: UserPrincipal, id: number): Promise<void> {
    const removed = await this.repo.annotations.forOrg(user.organizationId).findOneAndDelete({ _id: id });
    if (!removed) throw notFound('Annotation');
    await this.refreshImage(user.organizationId, removed.image_id);
  }
}
