/**
 * Which charts a training job's epochs get: one per figure the trainer reported, accuracy first
 * (on a fixed 0 to 1 scale, so a flat zero reads as zero), then the losses (scaled to their
 * values). Pure, drawn with the telemetry charts' geometry (telemetry-chart.ts).
 */
import { metricChart, type ChartSize, type ChartSpec, type MetricChart } from './telemetry-chart.js';

export interface EpochFigures {
  epoch: number;
  metrics: Record<string, number>;
}

/** The trainer's figure names (workloads/common/tasks.py EPOCH_FIGURES) as people say them. */
const LABELS: Record<string, string> = {
  map50: 'mAP50',
  map50_95: 'mAP50-95',
  mask_map50: 'mask mAP50',
  mask_map50_95: 'mask mAP50-95',
  top1: 'top-1 accuracy',
  top5: 'top-5 accuracy',
};

const isLoss = (name: string) => name.endsWith('loss');

/** The specs of the figures named, accuracy figures first, each group in a stable order. */
export function epochChartSpecs(names: Iterable<string>): ChartSpec<string>[] {
  const unique = [...new Set(names)];
  const rank = (name: string) => (isLoss(name) ? 1 : 0);
  return unique
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) =>
      isLoss(name)
        ? { metric: name, label: name.replaceAll('_', ' '), format: (v: number) => v.toFixed(3) }
        : {
            metric: name,
            label: LABELS[name] ?? name.replaceAll('_', ' '),
            format: (v: number) => v.toFixed(3),
            scale: [0, 1] as const,
          },
    );
}

/** One chart per reported figure over the epochs (given in any order), epoch 1 on the left. */
export function epochCharts(epochs: readonly EpochFigures[], size: ChartSize): MetricChart<string>[] {
  const newestFirst = [...epochs].sort((a, b) => b.epoch - a.epoch).map((e) => ({ at: e.epoch, metrics: e.metrics }));
  const specs = epochChartSpecs(epochs.flatMap((e) => Object.keys(e.metrics)));
  return specs.map((spec) => metricChart<string>(newestFirst, spec, size));
}
