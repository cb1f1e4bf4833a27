import { randomUUID } from 'node:crypto';
import type { Detector } from '../inference/detector.js';
import { errorText, type Log } from '../log.js';
import type { DiskQueue } from '../uploads/disk-queue.js';
import { uploadReason, type UploadPolicy } from '../uploads/policy.js';
import type { FrameSource } from './source.js';

/**
 * Takes a frame from the source at the set rate, runs the current model on it, and queues it for
 * upload when the policy says so, with the model's detections as pre-labels.
 */
export class FrameLoop {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private lastUpload: number | null = null;
  detector: Detector | null = null;
  modelVersionId: number | null = null;

  constructor(
    private readonly source: FrameSource,
    private readonly fps: number,
    private readonly policy: UploadPolicy,
    private readonly detection: { confidence: number; iou: number },
    private readonly queue: DiskQueue,
    private readonly fields: Record<string, string>,
    private readonly log: Log,
    private readonly events: { processed(): void; queued(): void },
  ) {}

  start(): void {
    const period = 1000 / this.fps;
    const loop = async () => {
      if (this.stopped) return;
      const began = Date.now();
      await this.step().catch((err) => this.log('warn', 'frame failed', { error: errorText(err) }));
      // Stopped while the frame was in the model: take no more.
      if (this.stopped) return;
      const wait = period - (Date.now() - began);
      // Behind the rate (the model is the limit): the next frame at once, not after a timer's 1 ms floor.
      if (wait > 0) this.timer = setTimeout(next, wait);
      else setImmediate(next);
    };
    // loop() never rejects: a failed frame is logged above, and the loop goes on.
    const next = () => void loop();
    this.timer = setTimeout(next, 0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.source.stop();
  }

  async step(): Promise<boolean> {
    const frame = this.source.next();
    if (!frame) return false;
    const detector = this.detector;
    try {
      const detections = detector ? await detector.detect(frame.bytes, this.detection) : [];
      if (detector) this.events.processed();
      const now = Date.now();
      const reason = uploadReason(this.policy, detections, now, this.lastUpload);
      if (reason) {
        this.lastUpload = now;
        const metadata = { edge: { reason, model_version_id: this.modelVersionId, detections: detections.length } };
        const fields: Record<string, string> = { ...this.fields, metadata: JSON.stringify(metadata) };
        if (detector && this.modelVersionId !== null) {
          fields.detections = JSON.stringify({ model_version_id: this.modelVersionId, boxes: detections });
        }
        this.queue.add(frame.bytes, {
          key: randomUUID(),
          filename: frame.name,
          captured_at: new Date(now).toISOString(),
          fields,
        });
        this.events.queued();
      }
    } finally {
      frame.done();
    }
    return true;
  }
}
