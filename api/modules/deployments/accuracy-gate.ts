/**
 * The accuracy gate a deployment passes: an export is validated on its version's val split next
 * to the model it came from (the exporter reports `source_<figure>` and `export_<figure>`), and
 * one that lost more than the organization's tolerance is not shipped unless the request
 * accepts the drop. Pure: the service gathers the figures and the tolerance.
 */

/** The figures compared, each on a 0..1 scale: box mAP50, mask mAP50, top-1 accuracy. */
export const GATED_FIGURES = ['map50', 'mask_map50', 'top1'] as const;

export interface AccuracyDrop {
  figure: (typeof GATED_FIGURES)[number];
  source: number;
  exported: number;
  /** `source - exported`: positive when the export is worse. */
  drop: number;
}

/** Each gated figure the export was validated with, source and export side by side. */
export function accuracyDrops(metrics: Readonly<Record<string, number>> | null): AccuracyDrop[] {
  if (!metrics) return [];
  return GATED_FIGURES.flatMap((figure) => {
    const source = metrics[`source_${figure}`];
    const exported = metrics[`export_${figure}`];
    if (typeof source !== 'number' || typeof exported !== 'number') return [];
    return [{ figure, source, exported, drop: source - exported }];
  });
}

const points = (v: number) => (v * 100).toFixed(1);

/**
 * Why the export may not be deployed, or null when it may: a figure that dropped more than
 * `tolerance` (0.02 is 2 points). An export without validation figures (the model's own ONNX
 * file, or an exporter that could not validate) passes: there is nothing to compare.
 */
export function accuracyRefusal(metrics: Readonly<Record<string, number>> | null, tolerance: number): string | null {
  // A hair over the tolerance from float rounding (0.9 - 0.88) is not a refusal.
  const over = accuracyDrops(metrics).filter((d) => d.drop > tolerance + 1e-9);
  if (over.length === 0) return null;
  const what = over
    .map((d) => `${d.figure} ${points(d.exported)} against the source's ${points(d.source)} (-${points(d.drop)})`)
    .join(', ');
  return (
    `The export lost more than the organization's ${points(tolerance)} points of accuracy on the val split: ${what}. ` +
    'Deploy another export, or send accept_accuracy_drop: true to deploy it anyway'
  );
}
