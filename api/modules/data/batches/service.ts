import type { Clock } from '../../../lib/clock.js';
import { Counter } from 'prom-client';
import type { UserPrincipal } from '../../../lib/auth/principal.js';
import type { PageMeta } from '../../../lib/envelope.js';
import { notFound } from '../../../lib/errors.js';
import type { Claims } from '../../../lib/mongo/claims.js';
import { pageMeta, pageWindow } from '../../../lib/pagination.js';
import type { AnnotationRepository } from '../annotations/repository.js';
import type { BatchCounts, ImageRepository } from '../images/repository.js';
import type { ProjectService } from '../projects/service.js';
import type { BatchAutoClose } from './auto-close.js';
import type { BatchDoc, BatchRepository } from './repository.js';
import type { BatchView, ListBatchesQuery, SplitSummary, UpdateBatch } from './schemas.js';

export class BatchService {
  constructor(
    private readonly repo: BatchRepository,
    private readonly images: ImageRepository,
    private readonly annotations: AnnotationRepository,
    private readonly projects: ProjectService,
    private readonly claims: Claims,
    private readonly closures: Counter<'reason'>,
    private readonly autoClose: BatchAutoClose,
    private readonly clock: Clock,
  ) {}

  private imageCounts(organizationId: number, batchIds: number[]): Promise<Map<number, BatchCounts>> {
    return this.images.countByBatch(organizationId, batchIds);
  }

  private toView(batch: BatchDoc, counts: BatchCounts = { images: 0, labeled: 0 }): BatchView {
    return {
      id: batch._id,
      name: batch.name,
      stage: batch.stage,
      device_id: batch.device_id,
      project_id: batch.project_id,
      image_count: counts.images,
      labeled_count: counts.labeled,
      last_image_at: batch.last_image_at?.toISOString() ?? null,
      closed_at: batch.closed_at?.toISOString() ?? null,
      closed_reason: batch.closed_reason,
      created_at: batch.created_at.toISOString(),
      updated_at: batch.updated_at.toISOString(),
    };
  }

  private async view(batch: BatchDoc): Promise<BatchView> {
    return this.toView(batch, (await this.imageCounts(batch.organization_id, [batch._id])).get(batch._id));
  }

  async list(user: UserPrincipal, query: ListBatchesQuery): Promise<{ items: BatchView[]; meta: PageMeta }> {
    const criteria = { projectId: query.project_id, stage: query.stage, deviceId: query.device_id };
    const { docs, total } = await this.repo.page(user.organizationId, criteria, pageWindow(query));
    const counts = await this.imageCounts(
      user.organizationId,
      docs.map((d) => d._id),
    );
    return {
      items: docs.map((d) => this.toView(d, counts.get(d._id))),
      meta: pageMeta(query, total, docs.length),
    };
  }

  async require(organizationId: number, id: number): Promise<BatchDoc> {
    const batch = await this.repo.get(organizationId, id);
    if (!batch) throw notFound('Batch');
    return batch;
  }

  async get(user: UserPrincipal, id: number): Promise<BatchView> {
    return this.view(await this.require(user.organizationId, id));
  }

  async update(user: UserPrincipal, id: number, patch: UpdateBatch): Promise<BatchView> {
    await this.require(user.organizationId, id);
    if (patch.project_id) await this.projects.require(user.organizationId, patch.project_id);
    const set: Partial<BatchDoc> = { updated_at: this.clock.now() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.project_id !== undefined) set.project_id = patch.project_id;
    if (Object.keys(set).length > 1) await this.repo.update(user.organizationId, id, set);
    if (patch.project_id !== undefined) {
      await this.images.assignBatchToProject(user.organizationId, id, patch.project_id);
    }
    if (patch.stage === 'complete') {
      await this.close(user.organizationId, id, 'manual');
      await this.autoClose.cancel(user.organizationId, id);
    }
    return this.get(user, id);
  }

  /**
   * Closes a collecting batch exactly once, whoever asks (a person, or timers in several API
   * processes): the claim decides, the losers find the batch closed.
   */
  async close(organizationId: number, id: number, reason: 'manual' | 'timeout'): Promise<void> {
    if (!(await this.claims.acquire(`batch-close:${organizationId}:${id}`))) return;
    await this.repo.markClosed(organizationId, id, reason, this.clock.now());
    this.closures.inc({ reason });
  }

  async splitSummary(
    user: UserPrincipal,
    id: number,
    annotationStatus?: 'pending' | 'completed',
  ): Promise<SplitSummary> {
    await this.require(user.organizationId, id);
    const match: Record<string, unknown> = { batch_id: id };
    if (annotationStatus) match.annotation_status = annotationStatus;
    const { bySplit, locked, annotated, imageIds } = await this.images.splitFacts(
      user.organizationId,
      match,
      annotationStatus !== 'pending',
    );
    const classes = await this.annotations.classCounts(user.organizationId, imageIds);
    const splitCounts: Record<string, number> = { train: 0, val: 0, test: 0, none: 0 };
    for (const row of bySplit) splitCounts[row._id] = row.n;
    const lockedCounts: Record<string, number> = { train: 0, val: 0, test: 0, none: 0 };
    for (const row of locked) lockedCounts[row._id] = row.n;
    const total = Object.values(splitCounts).reduce((a, b) => a + b, 0);
    return {
      batch_id: id,
      total,
      annotated_total: annotated,
      unsplit: splitCounts.none ?? 0,
      has_annotations: classes.length > 0,
      split_counts: splitCounts,
      locked_counts: lockedCounts,
      class_distribution: Object.fromEntries(
        classes.sort((a, b) => a._id.localeCompare(b._id)).map((c) => [c._id, c.n]),
      ),
    };
  }
}
