import type { Clock } from '../../lib/clock.js';
import { InferenceError } from './onnx/runtime-pool.js';
import type { ImageRecord, InferenceData, NewAnnotation } from './ports.js';
import {
  createPredictor,
  RequestFailure,
  type Found,
  type Predictor,
  type PredictorDeps,
  type Prepared,
} from './predictor.js';
import type { InferenceRepository, InferenceRequestDoc, PredictionEntry, PredictionType } from './repository.js';

/** Images decoded ahead of the one the models are working on. */
const PREFETCH = 2;
/** Image records are read this many at a time. */
const RECORD_CHUNK = 50;
/** Cancellation is looked for at most this often (and before the first image). */
const CANCEL_CHECK_MS = 250;

export interface ExecutionHooks {
  /** True once the request was cancelled; asked between images, at most every CANCEL_CHECK_MS. */
  cancelled(): Promise<boolean>;
  /** One image done: the ids of the predictions stored for it. */
  recorded(predictionIds: number[]): Promise<void>;
}

type Staged = { kind: 'skip'; imageId: number } | { kind: 'run'; prepared: Prepared };

/** Marks what a request wrote into annotations. */
export const writtenBy = (requestId: number) => `inference-request:${requestId}`;

/**
 * Runs one request, image by image, in the order of its `image_ids`: the next images are read
 * and decoded while the models work on the current one. Per image it stores what was found (one
 * document) and, with `apply_annotations`, writes the annotations. A restarted run first removes
 * what earlier runs of the request left, so each image is done exactly once in the end.
 */
export class RequestExecutor {
  constructor(
    private readonly repo: InferenceRepository,
    private readonly data: InferenceData,
    private readonly predictorDeps: PredictorDeps,
    private readonly clock: Clock,
  ) {}

  /** Resolves false when the request was cancelled before its last image. */
  async execute(request: InferenceRequestDoc, attempt: number, hooks: ExecutionHooks): Promise<boolean> {
    if (attempt > 1) await this.undoEarlierRuns(request, attempt);
    const predictor = await createPredictor(this.predictorDeps, request);
    const ids = request.image_ids;
    const records = new Map<number, Promise<Map<number, ImageRecord>>>();
    const recordOf = async (index: number) => {
      const chunk = Math.floor(index / RECORD_CHUNK);
      let found = records.get(chunk);
      if (!found) {
        const slice = ids.slice(chunk * RECORD_CHUNK, (chunk + 1) * RECORD_CHUNK);
        found = this.data.images(request.organization_id, slice).then((list) => new Map(list.map((r) => [r.id, r])));
        records.set(chunk, found);
      }
      return (await found).get(ids[index]!) ?? null;
    };
    const staged: Promise<Staged>[] = [];
    const stage = (index: number) => {
      if (index >= ids.length || staged[index]) return;
      const promise = recordOf(index).then((image) => this.stage(request, predictor, ids[index]!, image));
      // Awaited in order below; a run that stops early must not leave rejections unhandled.
      promise.catch(() => undefined);
      staged[index] = promise;
    };
    let checkedAt = -Infinity;
    for (let i = 0; i < ids.length; i++) {
      if (performance.now() - checkedAt >= CANCEL_CHECK_MS) {
        if (await hooks.cancelled()) return false;
        checkedAt = performance.now();
      }
      for (let ahead = 0; ahead <= PREFETCH; ahead++) stage(i + ahead);
      const item = await staged[i]!;
      delete staged[i];
      if (item.kind === 'skip') {
        await hooks.recorded(await this.record(request, attempt, item.imageId, 'skipped', []));
        continue;
      }
      let found: Found[];
      try {
        found = await predictor.predict(item.prepared);
      } catch (err) {
        if (err instanceof InferenceError) {
          throw new RequestFailure(`Inference failed on image ${item.prepared.image.id}: ${err.message}`);
        }
        throw err;
      }
      const annotationIds = request.apply_annotations ? await this.apply(request, predictor, item.prepared, found) : [];
      await hooks.recorded(
        await this.record(request, attempt, item.prepared.image.id, 'processed', found, annotationIds),
      );
    }
    return true;
  }

  /** Reads and decodes one image, or decides to skip it. */
  private async stage(
    request: InferenceRequestDoc,
    predictor: Predictor,
    imageId: number,
    image: ImageRecord | null,
  ): Promise<Staged> {
    const org = request.organization_id;
    if (!image) return { kind: 'skip', imageId };
    if (request.apply_annotations && !request.overwrite && (await this.data.countAnnotations(org, imageId)) > 0) {
      return { kind: 'skip', imageId };
    }
    let bytes: Buffer;
    try {
      bytes = await this.data.readImage(image.storage_key);
    } catch (err) {
      // Deleted while the request ran: skipped like an image deleted before.
      if ((await this.data.images(org, [imageId])).length === 0) return { kind: 'skip', imageId };
      const reason = (err as { code?: string }).code ?? (err as Error).message;
      throw new RequestFailure(`Image ${imageId} could not be read from the object store (${reason})`);
    }
    return { kind: 'run', prepared: await predictor.prepare(image, bytes) };
  }

  /** Writes the image's annotations: earlier machine ones go first with `overwrite`; manual ones stay. */
  private async apply(
    request: InferenceRequestDoc,
    predictor: Predictor,
    prepared: Prepared,
    found: Found[],
  ): Promise<number[]> {
    const org = request.organization_id;
    const imageId = prepared.image.id;
    const removed = request.overwrite
      ? await this.data.removeAnnotations(org, imageId, { sources: ['model', 'sam'] })
      : 0;
    if (found.length === 0) {
      if (removed > 0) await this.data.refreshImage(org, imageId);
      return [];
    }
    const annotations: NewAnnotation[] = found.map((f) => ({
      image_id: imageId,
      class_value: f.class_value,
      type: predictionType(f),
      source: predictor.source,
      confidence: f.confidence,
      ...(f.tag ? { x_center: null, y_center: null, width: null, height: null } : f.box),
      geometry: f.geometry,
      created_by: writtenBy(request._id),
    }));
    return this.data.addAnnotations(org, imageId, annotations);
  }

  /** One document per image with its predictions; returns the prediction ids. */
  private async record(
    request: InferenceRequestDoc,
    attempt: number,
    imageId: number,
    status: 'processed' | 'skipped',
    found: Found[],
    annotationIds: number[] = [],
  ): Promise<number[]> {
    const predictions: PredictionEntry[] = [];
    for (const [i, f] of found.entries()) {
      predictions.push({
        id: await this.repo.nextPredictionId(),
        type: predictionType(f),
        class_value: f.class_value,
        confidence: f.confidence,
        ...f.box,
        geometry: f.geometry,
        annotation_id: annotationIds[i] ?? null,
      });
    }
    await this.repo.insertImageResult(request.organization_id, {
      request_id: request._id,
      attempt,
      image_id: imageId,
      status,
      predictions,
      created_at: this.clock.now(),
    });
    return predictions.map((p) => p.id);
  }

  private async undoEarlierRuns(request: InferenceRequestDoc, attempt: number): Promise<void> {
    const org = request.organization_id;
    await this.repo.removeOtherRunsResults(org, request._id, attempt);
    const by = writtenBy(request._id);
    for (const imageId of await this.data.imagesAnnotatedBy(org, by)) {
      await this.data.removeAnnotations(org, imageId, { createdBy: by });
      await this.data.refreshImage(org, imageId);
    }
  }
}

/** What a finding is written as: a classifier's tag, an outline, or a box. */
function predictionType(f: Found): PredictionType {
  return f.tag ? 'tag' : f.geometry ? 'polygon' : 'bbox';
}
