import type { Db, Filter } from 'mongodb';
import { isDuplicateKeyError } from '../../../lib/mongo/database.js';
import { findPage, type PageWindow } from '../../../lib/mongo/page.js';
import type { Sequences } from '../../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../../lib/mongo/tenant-collection.js';

/** How stale a collecting batch's `last_image_at` may be (see addImageToOpenBatch). */
export const LAST_IMAGE_RESOLUTION_MS = 5000;

export const BATCH_STAGES = ['collecting', 'complete'] as const;
export type BatchStage = (typeof BATCH_STAGES)[number];

/** Which batches a list shows; every field given narrows it. */
export interface BatchCriteria {
  projectId?: number;
  stage?: BatchStage;
  /** The container engine id of the device that sent its pictures. */
  deviceId?: string;
}

export interface BatchDoc extends OrgDocument {
  name: string;
  stage: BatchStage;
  device_id: string;
  project_id: number | null;
  last_image_at: Date | null;
  closed_at: Date | null;
  closed_reason: 'manual' | 'timeout' | null;
  /** The import that created it (see imports/). */
  import_job_id?: string;
  created_at: Date;
  updated_at: Date;
}

export class BatchRepository {
  private readonly batches: TenantCollection<BatchDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
  ) {
    this.batches = new TenantCollection(
      db.collection<BatchDoc>('batches'),
      [
        // A device has at most one open batch, even when its uploads race.
        {
          key: { organization_id: 1, device_id: 1 },
          name: 'org_device_open_unique',
          unique: true,
          partialFilterExpression: { stage: 'collecting' },
        },
        { key: { organization_id: 1, created_at: -1 }, name: 'org_created' },
        { key: { organization_id: 1, project_id: 1, stage: 1 }, name: 'org_project_stage' },
      ],
      // Earlier releases kept the open batch unique through an `open_key` field (left in their
      // documents, read by nothing now).
      ['org_open_key_unique'],
    );
  }

  get(organizationId: number, id: number): Promise<BatchDoc | null> {
    return this.batches.forOrg(organizationId).findOne({ _id: id });
  }

  /** Ids of a project's batches in one stage (`null`: batches not assigned to a project). */
  async idsInStage(organizationId: number, projectId: number | null, stage: BatchStage): Promise<number[]> {
    return (await this.batches.forOrg(organizationId).distinct('_id', { project_id: projectId, stage })) as number[];
  }

  /** One page of the organization's batches, newest first, and how many match in all. */
  page(organizationId: number, criteria: BatchCriteria, window: PageWindow) {
    const filter: Filter<BatchDoc> = {};
    if (criteria.projectId) filter.project_id = criteria.projectId;
    if (criteria.stage) filter.stage = criteria.stage;
    if (criteria.deviceId) filter.device_id = criteria.deviceId;
    return findPage(this.batches.forOrg(organizationId), filter, { created_at: -1, _id: -1 }, window);
  }

  update(organizationId: number, id: number, set: Partial<BatchDoc>): Promise<BatchDoc | null> {
    return this.batches.forOrg(organizationId).findOneAndUpdate({ _id: id }, { $set: set });
  }

  /** Marks the batch complete and frees its device's open slot, so the next upload opens a new one. */
  markClosed(organizationId: number, id: number, reason: 'manual' | 'timeout', at: Date) {
    return this.update(organizationId, id, {
      stage: 'complete',
      closed_at: at,
      closed_reason: reason,
      updated_at: at,
    });
  }

  /**
   * A batch that is complete from the start, for images that did not come from a device (an
   * import, a person's upload); `source` stands where a device id would.
   */
  async insertComplete(
    organizationId: number,
    fields: { name: string; source: string; project_id: number | null; import_job_id?: string },
    at: Date,
  ): Promise<BatchDoc> {
    const id = await this.sequences.next('batches');
    return this.batches.forOrg(organizationId).insertOne({
      _id: id,
      name: fields.name,
      stage: 'complete',
      device_id: fields.source,
      project_id: fields.project_id,
      last_image_at: at,
      closed_at: at,
      closed_reason: 'manual',
      ...(fields.import_job_id ? { import_job_id: fields.import_job_id } : {}),
      created_at: at,
      updated_at: at,
    });
  }

  /** Removes the batch an import created (its compensation). */
  async removeImported(organizationId: number, importJobId: string): Promise<void> {
    await this.batches.forOrg(organizationId).deleteMany({ import_job_id: importJobId });
  }

  /** Names of the batches of these ids that exist. */
  async namesOf(organizationId: number, ids: number[]): Promise<Map<number, string>> {
    const docs = await this.batches
      .forOrg(organizationId)
      .find({ _id: { $in: ids } }, { projection: { name: 1 } })
      .toArray();
    return new Map(docs.map((b) => [b._id, b.name]));
  }

  /** Those of the ids that name a batch of the organization. */
  async existing(organizationId: number, ids: number[]): Promise<number[]> {
    return (await this.batches.forOrg(organizationId).distinct('_id', { _id: { $in: ids } })) as number[];
  }

  /** Batches still collecting images. */
  collecting(organizationId: number): Promise<BatchDoc[]> {
    return this.batches.forOrg(organizationId).find({ stage: 'collecting' }).toArray();
  }

  /** Leaves the project's batches without a project (the project is being deleted). */
  async unassignProject(organizationId: number, projectId: number): Promise<void> {
    await this.batches.forOrg(organizationId).updateMany({ project_id: projectId }, { $set: { project_id: null } });
  }

  ensureIndexes(): Promise<void> {
    return this.batches.ensureIndexes();
  }

  /**
   * The device's open batch, touched with the time of its newest image, or opened when there is
   * none. The partial unique index on open batches makes concurrent uploads agree on one batch:
   * the loser of the insert race touches the winner's batch. (Image counts are counted when
   * asked, not stored: a stored count would be one more write on every upload.)
   *
   * `last_image_at` is written at most once per LAST_IMAGE_RESOLUTION_MS: a camera uploading every
   * second would otherwise rewrite its batch on every image, the costliest write of an upload.
   * The timed closure does not rely on it alone (it also reads the newest image of the batch).
   * The touch is a pipeline that leaves a recently touched batch as it is, so finding the batch
   * and touching it are one round trip, and an unchanged batch is not written (no journal or
   * oplog entry).
   */
  async addImageToOpenBatch(
    organizationId: number,
    deviceId: string,
    at: Date,
  ): Promise<{ batch: BatchDoc; opened: boolean }> {
    const batches = this.batches.forOrg(organizationId);
    const stale = {
      $lte: [{ $ifNull: ['$last_image_at', new Date(0)] }, new Date(at.getTime() - LAST_IMAGE_RESOLUTION_MS)],
    };
    const touch = () =>
      batches.findOneAndUpdate({ device_id: deviceId, stage: 'collecting' }, [
        {
          $set: {
            last_image_at: { $cond: [stale, { $max: ['$last_image_at', at] }, '$last_image_at'] },
            updated_at: { $cond: [stale, at, '$updated_at'] },
          },
        },
      ]);
    const open = await touch();
    if (open) return { batch: open, opened: false };
    try {
      const batch = await batches.insertOne({
        _id: await this.sequences.next('batches'),
        name: `${deviceId} ${at.toISOString().slice(0, 16).replace('T', ' ')}`,
        stage: 'collecting',
        device_id: deviceId,
        project_id: null,
        last_image_at: at,
        closed_at: null,
        closed_reason: null,
        created_at: at,
        updated_at: at,
      });
      return { batch, opened: true };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const winner = await touch();
      if (!winner) throw err;
      return { batch: winner, opened: false };
    }
  }
}
