/**
 * Warnings a training job carries while it runs: decided from its epochs' figures alone, so the
 * job record (GET /ml/training-jobs/{id}), the console and the CLI all say the same thing.
 */
import type { Task } from '../../../../contracts/workload-contract.js';

/** The figure each task's accuracy is judged by (the trainer's names: workloads/common/tasks.py HEADLINE). */
export const HEADLINE_FIGURES: Readonly<Record<Task, { name: string; label: string }>> = {
  detect: { name: 'map50', label: 'mAP50' },
  segment: { name: 'mask_map50', label: 'mask mAP50' },
  classify: { name: 'top1', label: 'top-1 accuracy' },
};

/**
 * How many epochs at zero make a warning: a few epochs from scratch at zero are normal, so a long
 * run is warned after this many; a shorter run when it ends still at zero.
 */
export const ZERO_ACCURACY_EPOCHS = 5;

export interface EpochFigures {
  epoch: number;
  metrics: Record<string, number>;
}

/**
 * The warning when the task's accuracy figure has been 0 on every epoch reported so far (at
 * least ZERO_ACCURACY_EPOCHS of them, or all the epochs planned), else null. A run like that has
 * learned nothing the validation can see: too few epochs, images too small, or no pretrained
 * start. Epochs that did not report the figure are not counted either way.
 */
export function zeroAccuracyWarning(task: Task, plannedEpochs: number, epochs: readonly EpochFigures[]): string | null {
  const { name, label } = HEADLINE_FIGURES[task];
  const values = epochs.map((e) => e.metrics[name]).filter((v): v is number => typeof v === 'number');
  if (values.length === 0 || values.some((v) => v > 0)) return null;
  if (values.length < Math.min(ZERO_ACCURACY_EPOCHS, plannedEpochs)) return null;
  return (
    `${label} has been 0 on all ${values.length} epochs so far: the model has learned nothing the validation ` +
    'can see. Train for more epochs at a larger image size, or fine-tune from a model version or a pretrained ' +
    'checkpoint (the GPU and CPU presets of the training form start from one)'
  );
}

/** Every warning a training job's epochs call for (one kind today). */
export function trainingWarnings(task: Task, plannedEpochs: number, epochs: readonly EpochFigures[]): string[] {
  const zero = zeroAccuracyWarning(task, plannedEpochs, epochs);
  return zero ? [zero] : [];
}
