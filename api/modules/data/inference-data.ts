import type { Db, Filter } from 'mongodb';
import type { Sequences } from '../../lib/mongo/sequences.js';
import type { ObjectStore } from '../../lib/storage.js';
import { AnnotationRepository, type AnnotationDoc } from '../data/annotations/repository.js';
import { AnnotationService } from '../data/annotations/service.js';
import { BatchRepository } from '../data/batches/repository.js';
import { ImageRepository } from '../data/images/repository.js';
import { ProjectRepository } from '../data/projects/repository.js';
import type { InferenceData } from './ports.js';

/**
 * InferenceData over the data module's own repositories (the same collections and indexes, which
 * the data module creates), and its AnnotationService for the derived image fields, so image
 * status follows machine annotations exactly as it follows manual ones.
 */
export function inferenceData(db: Db, sequences: Sequences, store: ObjectStore): InferenceData {
  const projects = new ProjectRepository(db);
  const batches = new BatchRepository(db, sequences);
  const images = new ImageRepository(db, sequences);
  const annotations = new AnnotationRepository(db, sequences);
  const annotationService = new AnnotationService(annotations, images);

  return {
    async projectExists(org, projectId) {
      return (await projects.find(org, projectId)) !== null;
    },
    async batchExists(org, batchId) {
      return (await batches.batches.forOrg(org).findOne({ _id: batchId })) !== null;
    },
    async imagesInProject(org, projectId, ids) {
      const docs = await images.images
        .forOrg(org)
        .find({ _id: { $in: ids }, project_id: projectId }, { projection: { _id: 1 } })
        .toArray();
      return docs.map((d) => d._id);
    },
    async batchImageIds(org, projectId, batchId, limit) {
      const docs = await images.images
        .forOrg(org)
        .find({ batch_id: batchId, project_id: projectId }, { projection: { _id: 1 } })
        .sort({ _id: 1 })
        .limit(limit)
        .toArray();
      return docs.map((d) => d._id);
    },
    async pendingImageIds(org, projectId, limit) {
      const docs = await images.images
        .forOrg(org)
        .find({ project_id: projectId, annotation_status: 'pending' }, { projection: { _id: 1 } })
        .sort({ _id: 1 })
        .limit(limit)
        .toArray();
      return docs.map((d) => d._id);
    },
    async images(org, ids) {
      const docs = await images.images
        .forOrg(org)
        .find({ _id: { $in: ids } }, { projection: { project_id: 1, width: 1, height: 1, storage_key: 1 } })
        .toArray();
      return docs.map((doc) => ({
        id: doc._id,
        project_id: doc.project_id,
        width: doc.width,
        height: doc.height,
        storage_key: doc.storage_key,
      }));
    },
    async readImage(key) {
      const stream = await store.client.getObject(store.bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    countAnnotations(org, imageId) {
      return annotations.annotations.forOrg(org).countDocuments({ image_id: imageId });
    },
    async removeAnnotations(org, imageId, which) {
      const or: Filter<AnnotationDoc>[] = [];
      if (which.sources?.length) or.push({ source: { $in: which.sources } });
      if (which.createdBy) or.push({ created_by: which.createdBy });
      if (or.length === 0) return 0;
      return annotations.annotations.forOrg(org).deleteMany({ image_id: imageId, $or: or });
    },
    async imagesAnnotatedBy(org, createdBy) {
      return (await annotations.annotations.forOrg(org).distinct('image_id', { created_by: createdBy })) as number[];
    },
    async addAnnotations(org, imageId, list) {
      const scoped = annotations.annotations.forOrg(org);
      const ids: number[] = [];
      const now = new Date();
      for (const a of list) {
        const doc = await scoped.insertOne({
          _id: await annotations.nextId(),
          ...a,
          z_order: 0,
          created_at: now,
          updated_at: now,
        });
        ids.push(doc._id);
      }
      await annotationService.refreshImage(org, imageId);
      return ids;
    },
    refreshImage: (org, imageId) => annotationService.refreshImage(org, imageId),
  };
}
