import type { Db } from 'mongodb';
import type { Config } from '../../config.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import type { ObjectStore } from '../../lib/storage.js';
import { BatchRepository } from './batches/repository.js';
import { ImageRepository } from './images/repository.js';
import { imageRoutes } from './images/routes.js';
import { ImageService } from './images/service.js';
import { ProjectRepository } from './projects/repository.js';

/** The data pipeline: projects, batches, images (and, as they arrive, annotations and datasets). */
export function createDataModule(db: Db, sequences: Sequences, store: ObjectStore, config: Config) {
  const projects = new ProjectRepository(db);
  const batches = new BatchRepository(db, sequences);
  const images = new ImageRepository(db, sequences);
  const imageService = new ImageService(images, batches, projects, store, config.SIGNED_URL_TTL_S);
  return {
    images: imageService,
    routes: [...imageRoutes(imageService, store, config.MAX_UPLOAD_BYTES)],
    async ensureIndexes() {
      await projects.projects.ensureIndexes();
      await batches.batches.ensureIndexes();
      await images.images.ensureIndexes();
    },
  };
}
