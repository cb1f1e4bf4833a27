import { sampleRss } from './process-memory.js';
import type { BenchFixture } from './setup.js';

export interface ApiRun {
  images: number;
  predictions: number;
  /** POST to the request reading `completed`. */
  elapsedMs: number;
  /** The first `running` seen to `completed`: the worker's own time, without the queue's pick-up delay. */
  runningMs: number;
  /** Highest RSS of the API process sampled during the request. */
  peakRss: number;
}

/** One inference request through the API and its worker, polled every 100 ms until it ends. */
export async function runThroughApi(
  fixture: BenchFixture,
  imageIds: number[],
  apiPid: number | null,
  thresholds: { confidence: number; iou: number },
): Promise<ApiRun> {
  const memory = apiPid ? sampleRss(apiPid) : null;
  const started = performance.now();
  const res = await fixture.user.post(`/ml/projects/${fixture.projectId}/inference`, {
    image_ids: imageIds,
    model_version_id: fixture.model.id,
    confidence_threshold: thresholds.confidence,
    iou_threshold: thresholds.iou,
  });
  if (res.status !== 202) throw new Error(`inference request: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  let runningAt: number | null = null;
  for (;;) {
    const { body } = await fixture.user.get(`/ml/inference-requests/${res.body.data.id}`);
    const request = body.data;
    if (request.status === 'running' && runningAt === null) runningAt = performance.now();
    if (request.status === 'completed') {
      const finished = performance.now();
      return {
        images: request.image_count,
        predictions: request.results.length,
        elapsedMs: finished - started,
        runningMs: finished - (runningAt ?? started),
        peakRss: memory?.stop() ?? Number.NaN,
      };
    }
    if (request.status === 'failed' || request.status === 'cancelled') {
      memory?.stop();
      throw new Error(`the request ended ${request.status}: ${request.error_message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
