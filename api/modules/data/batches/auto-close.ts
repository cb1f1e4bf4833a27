import type { Logger } from '../../../lib/logging.js';
import type { JobQueue } from '../../../lib/queue.js';
import type { OrganizationSettings } from '../../org/index.js';
import type { BatchDoc } from './repository.js';

export const AUTO_CLOSE_JOB = 'batches.auto-close';

interface AutoCloseData {
  organization_id: number;
  batch_id: number;
}

export interface AutoCloseDeps {
  queue: JobQueue;
  logger: Logger;
  settingsOf(organizationId: number): Promise<OrganizationSettings>;
  findBatch(organizationId: number, batchId: number): Promise<BatchDoc | null>;
  close(organizationId: number, batchId: number): Promise<void>;
}

/**
 * Timed closure of collecting batches. One Agenda job per batch (unique by batch), moved to
 * "last image + timeout" as images arrive; it lives in the database, so it survives restarts,
 * and runs in whichever API process locks it first. The job re-checks the batch when it runs
 * (settings may have changed, images may have arrived), and closing is itself exactly-once, so a
 * job that runs twice or late does no harm.
 */
export class BatchAutoClose {
  constructor(private readonly deps: AutoCloseDeps) {
    deps.queue.agenda.define<AutoCloseData>(AUTO_CLOSE_JOB, async (job) => this.run(job.attrs.data));
  }

  private dueAt(batch: BatchDoc, settings: OrganizationSettings): Date | null {
    if (!settings.batch_auto_close || !batch.last_image_at) return null;
    return new Date(batch.last_image_at.getTime() + settings.batch_timeout_minutes * 60_000);
  }

  async scheduleFor(batch: BatchDoc): Promise<void> {
    const due = this.dueAt(batch, await this.deps.settingsOf(batch.organization_id));
    if (due) await this.schedule(batch.organization_id, batch._id, due);
  }

  async cancel(organizationId: number, batchId: number): Promise<void> {
    await this.deps.queue.agenda.cancel({
      name: AUTO_CLOSE_JOB,
      data: { organization_id: organizationId, batch_id: batchId } satisfies AutoCloseData,
    });
  }

  private async schedule(organizationId: number, batchId: number, due: Date): Promise<void> {
    const data: AutoCloseData = { organization_id: organizationId, batch_id: batchId };
    await this.deps.queue.agenda
      .create(AUTO_CLOSE_JOB, data)
      .unique({ 'data.organization_id': organizationId, 'data.batch_id': batchId })
      .schedule(due)
      .save();
  }

  private async run(data: AutoCloseData): Promise<void> {
    const batch = await this.deps.findBatch(data.organization_id, data.batch_id);
    if (!batch || batch.stage !== 'collecting') return;
    const due = this.dueAt(batch, await this.deps.settingsOf(batch.organization_id));
    if (!due) return;
    if (due.getTime() > Date.now()) {
      await this.schedule(batch.organization_id, batch._id, due);
      return;
    }
    await this.deps.close(batch.organization_id, batch._id);
    this.deps.logger.info({ batchId: batch._id, organizationId: batch.organization_id }, 'batch closed after timeout');
  }
}
