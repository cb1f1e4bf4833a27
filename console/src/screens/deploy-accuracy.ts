import type { components } from '../../../clients/typescript/index.js';

type ModelVersion = components['schemas']['ModelVersion'];
type ModelExport = ModelVersion['exports'][number];

/** The figures the accuracy gate compares (api/modules/deployments/accuracy-gate.ts), 0..1 each. */
const GATED_FIGURES = ['map50', 'mask_map50', 'top1'] as const;

export interface ShownDrop {
  figure: string;
  source: number;
  exported: number;
  /** Percentage points lost (negative: the export did better). */
  points: number;
}

/**
 * The export a deployment of `format` would ship, as the API picks it: the one named, else the
 * model's own ONNX file (null: nothing to compare) for onnx, else the newest export of the format.
 */
export function exportToDeploy(model: ModelVersion, format: string, exportJobId: number | null): ModelExport | null {
  if (exportJobId) return model.exports.find((e) => e.export_job_id === exportJobId) ?? null;
  if (format === 'onnx' && model.artifacts.onnx) return null;
  const ofFormat = model.exports.filter((e) => e.format === format);
  return ofFormat[ofFormat.length - 1] ?? null;
}

/** Source next to export for each gated figure the exporter validated. */
export function accuracyDrops(exported: ModelExport | null): ShownDrop[] {
  const metrics = exported?.metrics ?? {};
  return GATED_FIGURES.flatMap((figure) => {
    const source = metrics[`source_${figure}`];
    const value = metrics[`export_${figure}`];
    if (typeof source !== 'number' || typeof value !== 'number') return [];
    return [{ figure, source, exported: value, points: (source - value) * 100 }];
  });
}

const pct = (v: number) => (v * 100).toFixed(1);

/** "map50 90.0 → 80.0 (-10.0 points)" for the form. */
export function describeDrop(d: ShownDrop): string {
  const sign = d.points > 0 ? '-' : '+';
  return `${d.figure} ${pct(d.source)} → ${pct(d.exported)} (${sign}${Math.abs(d.points).toFixed(1)} points)`;
}
