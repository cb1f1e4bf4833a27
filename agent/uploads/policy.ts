import type { Detection } from '../inference/decode.js';

export interface UploadPolicy {
  /** Upload a frame at least this often, whatever it shows (null: never for this reason). */
  every_s: number | null;
  /** Upload when one of these classes is detected. */
  classes: string[];
  /** Upload when a detection's confidence is inside [low, high]: the model is unsure (active learning). */
  uncertain: [number, number] | null;
}

export type UploadReason = 'interval' | 'class' | 'uncertain';

/** Why this frame should go up, or null when it should not. */
export function uploadReason(
  policy: UploadPolicy,
  detections: Detection[],
  nowMs: number,
  lastUploadMs: number | null,
): UploadReason | null {
  if (policy.classes.length && detections.some((d) => d.class_name !== null && policy.classes.includes(d.class_name)))
    return 'class';
  const band = policy.uncertain;
  if (band && detections.some((d) => d.confidence >= band[0] && d.confidence <= band[1])) return 'uncertain';
  if (policy.every_s !== null && (lastUploadMs === null || nowMs - lastUploadMs >= policy.every_s * 1000))
    return 'interval';
  return null;
}
