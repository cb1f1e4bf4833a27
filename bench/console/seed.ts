import { crc32 } from 'node:zlib';
import type { Db } from 'mongodb';
import type { ObjectStore } from '../../api/lib/storage.js';
import { ApiClient } from '../../test/helpers/client.js';
import { makeJpeg } from '../../test/helpers/images.js';
import { expectOk } from '../lib/api-fixture.js';
import { reserveIds } from '../data/id-blocks.js';
import { seedProject } from '../data/seed.js';

const CLASSES = ['car', 'person', 'truck', 'bike', 'bus'] as const;
/** Distinct thumbnails: every image gets an object of its own, but rendering 5,000 JPEGs is not the point. */
const DISTINCT_JPEGS = 64;
const PUTS_IN_FLIGHT = 16;

export interface ConsoleSeed {
  organizationId: number;
  projectId: number;
  /** The image whose boxes the editor redraws. */
  editorImageId: number;
  images: number;
}

/**
 * One project of `images` images, as the data bench seeds them (documents straight into the API's
 * database), each with a real 320x180 JPEG in the object store so thumbnails decode, and one image
 * with `boxes` boxes on it for the editor.
 */
export async function seedConsole(options: {
  apiUrl: string;
  token: string;
  db: Db;
  store: ObjectStore;
  images: number;
  boxes: number;
  log: (line: string) => void;
}): Promise<ConsoleSeed> {
  const user = new ApiClient(options.apiUrl).as(options.token);
  const organization = await expectOk<{ id: number }>('read organization', user.get('/organization'), 200);
  const project = await expectOk<{ id: number }>(
    'create project',
    user.post('/data/projects', { name: 'Console bench', project_type: 'object_detection', classes: CLASSES }),
    201,
  );
  const seeded = await seedProject({
    db: options.db,
    organizationId: organization.id,
    projectId: project.id,
    classes: CLASSES,
    images: options.images,
    log: options.log,
  });

  options.log(`writing ${seeded.images.length} thumbnails to the object store ...`);
  const jpegs = Array.from({ length: DISTINCT_JPEGS }, (_, i) => makeJpeg(320, 180, i * 4));
  let next = 0;
  const put = async () => {
    while (next < seeded.images.length) {
      const i = next++;
      const jpeg = jpegs[i % DISTINCT_JPEGS]!;
      await options.store.putVerified(seeded.images[i]!.storageKey, [jpeg], {
        contentType: 'image/jpeg',
        crc32: crc32(jpeg),
      });
    }
  };
  await Promise.all(Array.from({ length: PUTS_IN_FLIGHT }, put));

  // The newest image: the gallery's first tile.
  const editorImageId = seeded.images[seeded.images.length - 1]!.id;
  options.log(`adding ${options.boxes} boxes to image ${editorImageId} ...`);
  await options.db.collection('annotations').deleteMany({ image_id: editorImageId });
  const first = await reserveIds(options.db, 'annotations', options.boxes);
  const columns = Math.ceil(Math.sqrt(options.boxes * 1.6));
  const rows = Math.ceil(options.boxes / columns);
  const now = new Date();
  await options.db.collection('annotations').insertMany(
    Array.from({ length: options.boxes }, (_, i) => ({
      _id: first + i,
      organization_id: organization.id,
      image_id: editorImageId,
      class_value: CLASSES[i % CLASSES.length],
      type: 'bbox',
      source: 'manual',
      confidence: null,
      x_center: ((i % columns) + 0.5) / columns,
      y_center: (Math.floor(i / columns) + 0.5) / rows,
      width: 0.6 / columns,
      height: 0.6 / rows,
      geometry: null,
      z_order: 0,
      created_by: 'bench-seed',
      created_at: now,
      updated_at: now,
    })) as never[],
  );
  return { organizationId: organization.id, projectId: project.id, editorImageId, images: seeded.images.length };
}
