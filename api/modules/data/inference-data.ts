import type { Clock } from '../../lib/clock.js';
import type { Filter } from 'mongodb';
import type { ObjectStore } from '../../lib/storage.js';
import type { InferenceData } from '../inference/index.js';
import type { AnnotationDoc, AnnotationRepository } from './annotations/repository.js';
import type { AnnotationService } from './annotations/service.js';
import type { BatchRepository } from './batches/repository.js';
import type { ImageRepository } from './images/repository.js';
import type { ProjectRepository } from './projects/repository.js';

/**
 * The data pipeline as inference sees it (inference's port, implemented here like
 * `exports/artifacts.ts` implements ml's): the data module's own repositories, and its
 * AnnotationService for the derived image fields, so image status follows machine annotations
 * exactly as it follows manual ones.
 */
export function inferenceData(deps: {
  projects: ProjectRepository;
  batches: BatchRepository;
  images: ImageRepository;
  annotations: AnnotationRepository;
  annotationService: AnnotationService;
  store: ObjectStore;
  clock: Clock;
}): InferenceData {
  const { projects, batches, images, annotations, annotationService, store } = deps;
  return {
    async projectExists(org, projectId) {
      return (await projects.find(org, projectId)) !== null;
    },
    async batchExists(org, batchId) {
      return (await batches.get(org, batchId)) !== null;
    },
    imagesInProject: (org, projectId, ids) => images.idsInProject(org, { projectId, ids }),
    batchImageIds: (org, projectId, batchId, limit) => images.idsInProject(org, { projectId, batchId }, limit),
    pendingImageIds: (org, projectId, limit) => images.idsInProject(org, { projectId, pendingOnly: true }, limit),
    async images(org, ids) {
      const docs = await images.sizesAndKeys(org, ids);
      return docs.map((doc) => ({
        id: doc._id,
        project_id: doc.project_id,
        width: doc.width,
        height: doc.height,
        storage_key: doc.storage_key,
      }));
    },
    async readImage(key) {
      const stream = await store.read(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    countAnnotations: (org, imageId) => annotations.countForImage(org, imageId),
    async removeAnnotations(org, imageId, which) {
      const or: Filter<AnnotationDoc>[] = [];
      if (which.sources?.length) or.push({ source: { $in: which.sources } });
      if (which.createdBy) or.push({ created_by: which.createdBy });
      if (or.length === 0) return 0;
      return annotations.removeForImage(org, imageId, or);
    },
    imagesAnnotatedBy: (org, createdBy) => annotations.imagesAnnotatedBy(org, createdBy),
    async addAnnotations(org, imageId, list) {
      const ids: number[] = [];
      const now = deps.clock.now();
      for (const a of list) {
        const doc = await annotations.insert(org, { ...a, z_order: 0, created_at: now, updated_at: now });
        ids.push(doc._id);
      }
      await annotationService.refreshImage(org, imageId);
      return ids;
    },
    refreshImage: (org, imageId) => annotationService.refreshImage(org, imageId),
  };
}
