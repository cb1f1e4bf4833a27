import type { Clock } from '../../../lib/clock.js';
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
  clock: Clock;
  logger: Logger;
  settingsOf(organizationId: number): Promise<OrganizationSettings>;
  findBatch(organizationId: number, batchId: number): Promise<BatchDoc | null>;
  openBatches(organizationId: number): Promise<BatchDoc[]>;
  /** When the newest image of the batch arrived (the batch's `last_image_at` may lag behind it). */
  newestImageAt(organizationId: number, batchId: number): Promise<Date | null>;
  close(organizationId: number, batchId: number): Promise<void>;
}

/**
 * Timed closure of collecting batches. One Agenda job per batch (unique by batch), scheduled when
 * the batch opens; when it runs it re-reads the batch and the settings and, if images arrived
 * since, moves itself to "last image + timeout" (so uploads cost no scheduling). It lives in the
 * database, so it survives restarts, and runs in whichever API process locks it first; closing
 * is itself exactly-once, so a job that runs twice or late does no harm.
 */
export class BatchAutoClose {
  constructor(private readonly deps: AutoCloseDeps) {
    deps.queue.agenda.define<AutoCloseData>(AUTO_CLOSE_JOB, async (job) => {
      const later = await this.run(job.attrs.data);
      // Moving the running job itself: Agenda saves its state (nextRunAt included) when the run
      // ends, which would overwrite a separate reschedule made from inside the run.
      if (later) job.schedule(later);
    });
  }

  private dueAt(batch: BatchDoc, settings: OrganizationSettings, lastImageAt = batch.last_image_at): Date | null {
    if (!settings.batch_auto_close || !lastImageAt) return null;
    return new Date(lastImageAt.getTime() + settings.batch_timeout_minutes * 60_000);
  }

  async scheduleFor(batch: BatchDoc): Promise<void> {
    const due = this.dueAt(batch, await this.deps.settingsOf(batch.organization_id));
    if (due) await this.schedule(batch.organization_id, batch._id, due);
  }

  /**
   * After the organization's settings changed: every collecting batch gets its job at the new
   * due time, so batches opened while auto-close was off close once it is turned on. (Turning it
   * off needs nothing: a job that finds auto-close off ends without closing.)
   */
  async rescheduleOpenBatches(organizationId: number): Promise<void> {
    const settings = await this.deps.settingsOf(organizationId);
    for (const batch of await this.deps.openBatches(organizationId)) {
      const due = this.dueAt(batch, settings);
      if (due) await this.schedule(organizationId, batch._id, due);
    }
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

  /** Closes the batch when its time has come; otherwise returns when to look again. */
  private async run(data: AutoCloseData): Promise<Date | null> {
    const batch = await this.deps.findBatch(data.organization_id, data.batch_id);
    if (!batch || batch.stage !== 'collecting') return null;
    const settings = await this.deps.settingsOf(batch.organization_id);
    const due = this.dueAt(batch, settings);
    if (!due) return null;
    if (due.getTime() > this.deps.clock.now().getTime()) return due;
    // The batch records its last image only every few seconds; the images themselves tell exactly.
    const newest = await this.deps.newestImageAt(batch.organization_id, batch._id);
    if (newest && batch.last_image_at && newest > batch.last_image_at) {
      const exactDue = this.dueAt(batch, settings, newest)!;
      if (exactDue.getTime() > this.deps.clock.now().getTime()) return exactDue;
    }
    await this.deps.close(batch.organization_id, batch._id);
    this.deps.logger.info({ batchId: batch._id, organizationId: batch.organization_id }, 'batch closed after timeout');
    return null;
  }
}
