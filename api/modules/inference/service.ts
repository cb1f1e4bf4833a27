import type { Clock } from '../../lib/clock.js';
import type { UserPrincipal } from '../../lib/auth/principal.js';
import type { PageMeta } from '../../lib/envelope.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { modelTask } from '../ml/index.js';
import type { Logger } from '../../lib/logging.js';
import { pageMeta, pageWindow } from '../../lib/pagination.js';
import { ModelResolver } from './model-resolver.js';
import type { InferenceData } from './ports.js';
import type { ExecutionPlan, InferenceRequestDoc, InferenceRepository, RequestType } from './repository.js';
import {
  MAX_IMAGES_PER_REQUEST,
  type AutoAnnotate,
  type CreateInference,
  type ImagePredictionsView,
  type InferenceRequestView,
  type ListRequestsQuery,
  type PredictionsQuery,
} from './schemas.js';
import { enqueueOrFail, unstartedRun } from '../../lib/jobs/run-records.js';
import type { Quotas } from '../../lib/quotas.js';

export function toRequestView(doc: InferenceRequestDoc): InferenceRequestView {
  return {
    id: doc._id,
    project_id: doc.project_id,
    model_version_id: doc.model_version_id,
    request_type: doc.request_type,
    status: doc.status,
    image_ids: doc.image_ids,
    image_count: doc.image_ids.length,
    confidence_threshold: doc.confidence_threshold,
    iou_threshold: doc.iou_threshold,
    applied_to_images: doc.applied_to_images,
    results: doc.results,
    error_message: doc.error_message,
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
    completed_at: doc.completed_at?.toISOString() ?? null,
  };
}

export interface InferenceServiceDeps {
  repo: InferenceRepository;
  clock: Clock;
  data: InferenceData;
  resolver: ModelResolver;
  enqueue(organizationId: number, requestId: number): Promise<void>;
  logger: Logger;
  /** The organization's quota of waiting and running requests. */
  quotas: Pick<Quotas, 'takeSlot' | 'releaseSlot'>;
}

interface NewRequest {
  project_id: number;
  request_type: RequestType;
  model_version_id: number;
  image_ids: number[];
  confidence_threshold: number;
  iou_threshold: number;
  apply_annotations: boolean;
  overwrite: boolean;
  plan: ExecutionPlan;
}

export class InferenceService {
  constructor(private readonly deps: InferenceServiceDeps) {}

  private async requireProject(org: number, projectId: number): Promise<void> {
    if (!(await this.deps.data.projectExists(org, projectId))) throw notFound('Project');
  }

  async createInference(user: UserPrincipal, projectId: number, body: CreateInference): Promise<InferenceRequestView> {
    const org = user.organizationId;
    await this.requireProject(org, projectId);
    const model = await this.deps.resolver.detector(org, body.model_version_id, 'model_version_id');
    const found = new Set(await this.deps.data.imagesInProject(org, projectId, body.image_ids));
    const missing = body.image_ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw validationError('body.image_ids', `Not images of project ${projectId}: ${missing.slice(0, 20).join(', ')}`);
    }
    return this.submit(user, {
      project_id: projectId,
      request_type: 'inference',
      model_version_id: model.id,
      image_ids: body.image_ids,
      confidence_threshold: body.confidence_threshold,
      iou_threshold: body.iou_threshold,
      apply_annotations: false,
      overwrite: false,
      plan: {
        mode: 'detector',
        detector_model_id: model.id,
        sam_encoder_model_id: null,
        sam_decoder_model_id: null,
        class_filter: null,
      },
    });
  }

  async autoAnnotate(user: UserPrincipal, projectId: number, body: AutoAnnotate): Promise<InferenceRequestView> {
    const org = user.organizationId;
    await this.requireProject(org, projectId);
    const { resolver } = this.deps;
    let plan: ExecutionPlan;
    let modelVersionId: number;
    if (body.model_type === 'sam_auto') {
      const prompt =
        body.sam_prompt_source === 'detector'
          ? await resolver.byId(org, body.detector_model_version_id!, 'detector_model_version_id', ['detector'])
          : await resolver.openVocabDetector(org, projectId);
      if (modelTask(prompt.task) === 'classify') {
        throw validationError(
          'body.detector_model_version_id',
          `Model version ${prompt.id} is a classifier: it finds no boxes to prompt SAM with; name a detector`,
        );
      }
      const classFilter =
        body.sam_prompt_source === 'text' ? ModelResolver.textClasses(prompt, body.text_classes ?? []) : null;
      const { encoder, decoder } = await resolver.sam(org, projectId, body.model_version_id);
      plan = {
        mode: 'sam',
        detector_model_id: prompt.id,
        sam_encoder_model_id: encoder.id,
        sam_decoder_model_id: decoder.id,
        class_filter: classFilter,
      };
      modelVersionId = decoder.id;
    } else {
      const model = await resolver.detector(org, body.model_version_id!, 'model_version_id');
      plan = {
        mode: 'detector',
        detector_model_id: model.id,
        sam_encoder_model_id: null,
        sam_decoder_model_id: null,
        class_filter: null,
      };
      modelVersionId = model.id;
    }
    const imageIds = await this.selectImages(org, projectId, body.batch_id);
    return this.submit(user, {
      project_id: projectId,
      request_type: body.model_type === 'sam_auto' ? 'sam_auto' : 'auto_annotate',
      model_version_id: modelVersionId,
      image_ids: imageIds,
      confidence_threshold: body.confidence_threshold,
      iou_threshold: body.iou_threshold,
      apply_annotations: body.apply_annotations,
      overwrite: body.overwrite,
      plan,
    });
  }

  private async selectImages(org: number, projectId: number, batchId: number | undefined): Promise<number[]> {
    const { data } = this.deps;
    if (batchId !== undefined) {
      if (!(await data.batchExists(org, batchId))) throw validationError('body.batch_id', `Batch ${batchId} not found`);
      const ids = await data.batchImageIds(org, projectId, batchId, MAX_IMAGES_PER_REQUEST);
      if (ids.length === 0) {
        throw validationError('body.batch_id', `Batch ${batchId} has no images in project ${projectId}`);
      }
      return ids;
    }
    const ids = await data.pendingImageIds(org, projectId, MAX_IMAGES_PER_REQUEST);
    if (ids.length === 0) {
      throw validationError(
        'body.batch_id',
        `Project ${projectId} has no images pending annotation; name a batch_id to annotate a batch`,
      );
    }
    return ids;
  }

  /** Records the request, then queues it; a request the queue refused is marked failed. */
  private async submit(user: UserPrincipal, fields: NewRequest): Promise<InferenceRequestView> {
    const org = user.organizationId;
    const id = await this.deps.repo.nextRequestId();
    await this.deps.quotas.takeSlot(org, 'pending_inference', String(id), (organizationId, holders) =>
      this.deps.repo.statesOf(organizationId, holders.map(Number)),
    );
    const now = this.deps.clock.now();
    const doc = await this.deps.repo
      .insert(
        org,
        {
          ...fields,
          status: 'pending',
          applied_to_images: false,
          results: [],
          error_message: null,
          ...unstartedRun(user.sub, now),
        },
        id,
      )
      .catch(async (err: unknown) => {
        await this.deps.quotas.releaseSlot(org, 'pending_inference', String(id));
        throw err;
      });
    await enqueueOrFail({
      enqueue: () => this.deps.enqueue(org, doc._id),
      // The ending decides: a request that ended meanwhile keeps its status.
      fail: async () => {
        if (!(await this.deps.repo.end(org, doc._id, 'failed'))) return;
        await this.deps.repo.update(org, doc._id, null, {
          status: 'failed',
          error_message: 'The request could not be queued',
          completed_at: this.deps.clock.now(),
        });
      },
      logger: this.deps.logger,
      logContext: { requestId: doc._id },
      messages: { log: 'could not enqueue an inference request', error: 'The request could not be queued' },
    });
    return toRequestView(doc);
  }

  private async require(org: number, id: number): Promise<InferenceRequestDoc> {
    const doc = await this.deps.repo.find(org, id);
    if (!doc) throw notFound('Inference request');
    return doc;
  }

  async get(user: UserPrincipal, id: number): Promise<InferenceRequestView> {
    return toRequestView(await this.require(user.organizationId, id));
  }

  async list(
    user: UserPrincipal,
    projectId: number,
    query: ListRequestsQuery,
  ): Promise<{ items: InferenceRequestView[]; meta: PageMeta }> {
    const org = user.organizationId;
    await this.requireProject(org, projectId);
    const criteria = { projectId, status: query.status, requestType: query.request_type };
    const { docs, total } = await this.deps.repo.page(org, criteria, pageWindow(query));
    return { items: docs.map(toRequestView), meta: pageMeta(query, total, docs.length) };
  }

  /** Per image of the request, in request order: its status and what was found on it. */
  async predictions(
    user: UserPrincipal,
    id: number,
    query: PredictionsQuery,
  ): Promise<{ items: ImagePredictionsView[]; meta: PageMeta }> {
    const org = user.organizationId;
    const request = await this.require(org, id);
    let imageIds = request.image_ids;
    if (query.image_id !== undefined) imageIds = imageIds.filter((i) => i === query.image_id);
    const { skip, limit } = pageWindow(query);
    const page = imageIds.slice(skip, skip + limit);
    const docs = await this.deps.repo.imageResultsOf(org, id, request.attempt, page);
    const byImage = new Map(docs.map((d) => [d.image_id, d]));
    const items = page.map((imageId): ImagePredictionsView => {
      const doc = byImage.get(imageId);
      return {
        image_id: imageId,
        status: doc?.status ?? 'pending',
        predictions: (doc?.predictions ?? []).map((p) => ({
          id: p.id,
          type: p.type ?? (p.geometry ? 'polygon' : 'bbox'),
          class_value: p.class_value,
          confidence: p.confidence,
          x_center: p.x_center,
          y_center: p.y_center,
          width: p.width,
          height: p.height,
          geometry: p.geometry,
          annotation_id: p.annotation_id,
        })),
      };
    });
    return { items, meta: pageMeta(query, imageIds.length, items.length) };
  }

  /**
   * Stops a pending or running request: it ends `cancelled` and the worker stops between images
   * within a quarter second (what it stored for the images it finished stays). The ending is
   * decided once (repo.end), so a request finishing at the same moment is either completed or
   * cancelled, never both.
   */
  async cancel(user: UserPrincipal, id: number): Promise<InferenceRequestView> {
    const org = user.organizationId;
    const current = await this.require(org, id);
    if (current.status !== 'pending' && current.status !== 'running') throw alreadyEnded(current);
    if (!(await this.deps.repo.end(org, id, 'cancelled'))) {
      throw alreadyEnded(await this.require(org, id));
    }
    const now = this.deps.clock.now();
    const updated = await this.deps.repo.update(org, id, null, { status: 'cancelled', completed_at: now });
    if (!updated) throw notFound('Inference request');
    return toRequestView(updated);
  }
}

function alreadyEnded(doc: InferenceRequestDoc): AppError {
  const state = doc.status === 'pending' || doc.status === 'running' ? 'finishing' : doc.status;
  return new AppError(
    'CONFLICT',
    `The inference request is ${state}`,
    'only pending or running requests can be cancelled',
  );
}
