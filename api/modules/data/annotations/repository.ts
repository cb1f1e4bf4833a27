import type { Db, Filter } from 'mongodb';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';

export const ANNOTATION_TYPES = ['bbox', 'polygon', 'mask', 'tag'] as const;
export const ANNOTATION_SOURCES = ['manual', 'model', 'sam', 'import'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];
export type AnnotationSource = (typeof ANNOTATION_SOURCES)[number];

/**
 * One label on one image. Boxes are normalised `x_center, y_center, width, height` in [0, 1];
 * polygons and masks carry `geometry`, a flat list of normalised x, y pairs; tags carry neither.
 */
export interface AnnotationDoc extends OrgDocument {
  image_id: number;
  class_value: string;
  type: AnnotationType;
  source: AnnotationSource;
  confidence: number | null;
  x_center: number | null;
  y_center: number | null;
  width: number | null;
  height: number | null;
  geometry: number[] | null;
  z_order: number;
  created_by: string | null;
  /** The import that added it (see imports/). */
  import_job_id?: string;
  created_at: Date;
  updated_at: Date;
}

export class AnnotationRepository {
  private readonly annotations: TenantCollection<AnnotationDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
  ) {
    this.annotations = new TenantCollection(db.collection<AnnotationDoc>('annotations'), [
      { key: { organization_id: 1, image_id: 1, z_order: 1 }, name: 'org_image' },
      { key: { organization_id: 1, class_value: 1 }, name: 'org_class' },
      {
        key: { organization_id: 1, import_job_id: 1 },
        name: 'org_import_job',
        partialFilterExpression: { import_job_id: { $exists: true } },
      },
    ]);
  }

  ensureIndexes(): Promise<void> {
    return this.annotations.ensureIndexes();
  }

  nextId(): Promise<number> {
    return this.sequences.next('annotations');
  }

  /** `count` ids in one reservation (an import's batch). */
  nextIds(count: number): Promise<number[]> {
    return this.sequences.nextMany('annotations', count);
  }

  async insert(organizationId: number, fields: Omit<AnnotationDoc, '_id' | 'organization_id'>): Promise<AnnotationDoc> {
    return this.annotations.forOrg(organizationId).insertOne({ _id: await this.nextId(), ...fields });
  }

  /** Stores annotations in one ordered round trip; ids come from `nextId`. */
  async insertMany(organizationId: number, docs: Omit<AnnotationDoc, 'organization_id'>[]): Promise<void> {
    await this.annotations.forOrg(organizationId).insertMany(docs);
  }

  /** Removes every annotation an import added (its compensation). */
  removeImported(organizationId: number, importJobId: string): Promise<number> {
    return this.annotations.forOrg(organizationId).deleteMany({ import_job_id: importJobId });
  }

  get(organizationId: number, id: number): Promise<AnnotationDoc | null> {
    return this.annotations.forOrg(organizationId).findOne({ _id: id });
  }

  update(organizationId: number, id: number, set: Partial<AnnotationDoc>): Promise<AnnotationDoc | null> {
    return this.annotations.forOrg(organizationId).findOneAndUpdate({ _id: id }, { $set: set });
  }

  remove(organizationId: number, id: number): Promise<AnnotationDoc | null> {
    return this.annotations.forOrg(organizationId).findOneAndDelete({ _id: id });
  }

  /** One image's annotations in drawing order. */
  forImage(organizationId: number, imageId: number): Promise<AnnotationDoc[]> {
    return this.annotations.forOrg(organizationId).find({ image_id: imageId }).sort({ z_order: 1, _id: 1 }).toArray();
  }

  countForImage(organizationId: number, imageId: number): Promise<number> {
    return this.annotations.forOrg(organizationId).countDocuments({ image_id: imageId });
  }

  /** The distinct class values of one image's annotations, sorted. */
  async classesOfImage(organizationId: number, imageId: number): Promise<string[]> {
    const classes = await this.annotations.forOrg(organizationId).distinct('class_value', { image_id: imageId });
    return (classes as string[]).sort();
  }

  /** Removes the image's annotations; with `anyOf`, only those matching one of its filters. */
  removeForImage(organizationId: number, imageId: number, anyOf?: Filter<AnnotationDoc>[]): Promise<number> {
    const filter: Filter<AnnotationDoc> = anyOf ? { image_id: imageId, $or: anyOf } : { image_id: imageId };
    return this.annotations.forOrg(organizationId).deleteMany(filter);
  }

  /** Images with annotations written by `createdBy`. */
  async imagesAnnotatedBy(organizationId: number, createdBy: string): Promise<number[]> {
    return (await this.annotations.forOrg(organizationId).distinct('image_id', { created_by: createdBy })) as number[];
  }

  /** Annotations per class value over the images. */
  classCounts(organizationId: number, imageIds: number[]) {
    return this.annotations
      .forOrg(organizationId)
      .aggregate<{ _id: string; n: number }>([
        { $match: { image_id: { $in: imageIds } } },
        { $group: { _id: '$class_value', n: { $sum: 1 } } },
      ])
      .toArray();
  }

  /** Annotations of many images at once, grouped by image (for lists and exports). */
  async byImage(organizationId: number, imageIds: number[]): Promise<Map<number, AnnotationDoc[]>> {
    const grouped = new Map<number, AnnotationDoc[]>();
    if (imageIds.length === 0) return grouped;
    const docs = await this.annotations
      .forOrg(organizationId)
      .find({ image_id: { $in: imageIds } })
      .sort({ image_id: 1, z_order: 1, _id: 1 })
      .toArray();
    for (const doc of docs) {
      const list = grouped.get(doc.image_id);
      if (list) list.push(doc);
      else grouped.set(doc.image_id, [doc]);
    }
    return grouped;
  }

  /**
   * The same for a large set of images (a dataset version: most of a project), in one streamed
   * pass over the organization's annotations instead of an `$in` query per chunk of ids.
   * The images may still be being read when the pass starts (a dataset version reads both side
   * by side): until they are known, every annotation is kept, and the others dropped at the end.
   */
  async byImageInOnePass(
    organizationId: number,
    imageIds: ReadonlySet<number> | Promise<ReadonlySet<number>>,
  ): Promise<Map<number, AnnotationDoc[]>> {
    let wanted: ReadonlySet<number> | null = imageIds instanceof Promise ? null : imageIds;
    void Promise.resolve(imageIds).then(
      (ids) => (wanted = ids),
      () => undefined,
    );
    const grouped = new Map<number, AnnotationDoc[]>();
    // Unsorted, so the server streams it without a sort in memory; each image's few annotations
    // are put in order here.
    for await (const doc of this.annotations.forOrg(organizationId).find({})) {
      if (wanted && !wanted.has(doc.image_id)) continue;
      const list = grouped.get(doc.image_id);
      if (list) list.push(doc);
      else grouped.set(doc.image_id, [doc]);
    }
    const ids = await imageIds;
    for (const imageId of grouped.keys()) if (!ids.has(imageId)) grouped.delete(imageId);
    for (const list of grouped.values()) list.sort((a, b) => a.z_order - b.z_order || a._id - b._id);
    return grouped;
  }
}
