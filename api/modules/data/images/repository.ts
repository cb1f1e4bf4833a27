import type { Db } from 'mongodb';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';

export interface ImageDoc extends OrgDocument {
  filename: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  width: number;
  height: number;
  device_id: string;
  batch_id: number;
  project_id: number | null;
  split: 'train' | 'val' | 'test' | 'none';
  split_locked: boolean;
  annotation_status: 'pending' | 'completed';
  /** True once a person set the status; annotation changes then leave it alone. */
  annotation_status_explicit: boolean;
  /** Class values of the image's annotations, kept for the `classes` filter. */
  classes: string[];
  captured_at: Date | null;
  metadata: Record<string, unknown>;
  /** The device's idempotency key for the upload, when it sent one. */
  idempotency_key?: string;
  created_at: Date;
  updated_at: Date;
}

export class ImageRepository {
  readonly images: TenantCollection<ImageDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
  ) {
    this.images = new TenantCollection(db.collection<ImageDoc>('images'), [
      { key: { organization_id: 1, created_at: -1, _id: -1 }, name: 'org_created' },
      // A batch's images by filename (the review page) come from this index in order.
      { key: { organization_id: 1, batch_id: 1, filename: 1 }, name: 'org_batch_filename' },
      { key: { organization_id: 1, project_id: 1, created_at: -1 }, name: 'org_project_created' },
      // The annotation queue and split views: their page and their total come from the index
      // (on FerretDB too, see docs/database.md), not from reading every image of the project.
      {
        key: { organization_id: 1, project_id: 1, annotation_status: 1, split: 1, created_at: -1 },
        name: 'org_project_status_split',
      },
      // The classes filter's total is counted from here (on FerretDB too, see docs/database.md).
      { key: { organization_id: 1, classes: 1 }, name: 'org_classes' },
      // The filename search reads filenames from here instead of every image.
      { key: { organization_id: 1, filename: 1 }, name: 'org_filename' },
      { key: { organization_id: 1, device_id: 1 }, name: 'org_device' },
      { key: { organization_id: 1, device_id: 1, idempotency_key: 1 }, name: 'org_device_idempotency' },
      { key: { storage_key: 1 }, name: 'storage_key_unique', unique: true },
    ]);
  }

  nextId(): Promise<number> {
    return this.sequences.next('images');
  }
}
