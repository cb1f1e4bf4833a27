import { z } from 'zod';
import { EVALUATION_SPLITS } from '../../../../contracts/custom-resources.js';
import { TASKS } from '../../../../contracts/workload-contract.js';
import { jobImageSize, listWorkloadsQuery, workloadFields } from '../workloads/schemas.js';

const figure = z.number().nullable();

export const createEvaluationBody = z
  .object({
    model_version_id: z.number().int().min(1),
    dataset_version_id: z.number().int().min(1).meta({
      description: "A dataset version of the model's project (any of the organization's for a model without one)",
    }),
    split: z
      .enum(EVALUATION_SPLITS)
      .optional()
      .meta({ description: 'Default: test, or val when the test split is empty' }),
    image_size: jobImageSize.optional().meta({ description: "Default: the model's input size" }),
  })
  .meta({ id: 'CreateEvaluation' });

const overall = z
  .object({
    precision: figure,
    recall: figure,
    map50: figure,
    map50_95: figure,
    accuracy: figure.meta({ description: 'classify: top-1 accuracy' }),
    top5_accuracy: figure,
    mask_map50: figure.optional().meta({
      description:
        'segment only: the mean over the classes of mask AP50 (predicted and labelled outlines matched by mask IoU); ' +
        'null when the evaluator sent no outlines',
    }),
    mask_map50_95: figure
      .optional()
      .meta({ description: 'segment only: the mean over the classes of mask AP at IoU 0.50, 0.55, ..., 0.95' }),
  })
  .meta({ id: 'EvaluationOverall', description: 'Means over the classes with labels; null where the task has none' });

export const evaluationFigures = z
  .object({
    task: z.enum(TASKS),
    classes: z.array(z.string()).meta({ description: "The model's classes, then the version's it does not know" }),
    image_count: z.number().int(),
    overall,
    per_class: z.array(
      z.object({
        name: z.string(),
        support: z.number().int().meta({ description: 'Labelled objects (classify: images)' }),
        precision: figure,
        recall: figure,
        ap50: figure.meta({ description: "Box AP at IoU 0.5 (segment: the instances' boxes)" }),
        ap50_95: figure,
        mask_ap50: figure.optional().meta({ description: 'segment only: AP at mask IoU 0.5' }),
        mask_ap50_95: figure
          .optional()
          .meta({ description: 'segment only: the mean AP at mask IoU 0.50, 0.55, ..., 0.95' }),
      }),
    ),
    confidence_threshold: figure.meta({
      description:
        'The confidence where the mean F1 over the classes peaks; precision, recall and the matrix are read there',
    }),
    f1_curve: z.array(z.object({ confidence: z.number(), f1: z.number() })),
    pr_curves: z
      .array(z.object({ name: z.string(), precision: z.array(z.number()) }))
      .meta({ description: 'Per class, the precision envelope at recall 0, 0.01, ..., 1 (IoU 0.5)' }),
    confusion: z.object({
      classes: z.array(z.string()),
      background: z
        .boolean()
        .meta({ description: 'Whether the last row and column are the background (not classify)' }),
      matrix: z.array(z.array(z.number().int())).meta({ description: 'matrix[truth][predicted]' }),
      cells: z
        .record(z.string(), z.array(z.number().int()))
        .meta({ description: 'The image ids behind each non-empty cell, keyed "truth,predicted"' }),
      perClass: z.array(z.object({ name: z.string(), precision: figure, recall: figure, support: z.number().int() })),
    }),
    image_errors: z.array(z.object({ image_id: z.number().int(), errors: z.number().int() })),
  })
  .meta({ id: 'EvaluationFigures' });

export const evaluation = z
  .object({
    ...workloadFields,
    project_id: z.number().int(),
    model_version_id: z.number().int(),
    dataset_version_id: z.number().int(),
    split: z.enum(EVALUATION_SPLITS),
    image_size: z.number().int(),
    figures: evaluationFigures.nullable().meta({ description: 'Every figure, once the evaluation succeeded' }),
  })
  .meta({ id: 'Evaluation' });

export const evaluationSummary = evaluation
  .omit({ figures: true })
  .meta({ id: 'EvaluationSummary', description: 'An evaluation without its figures (metrics holds the overall ones)' });

export const listEvaluationsQuery = listWorkloadsQuery.extend({
  model_version_id: z.coerce.number().int().min(1).optional().meta({ description: "Only this model version's" }),
  dataset_version_id: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .meta({ description: 'Only those scored on this dataset version' }),
});

export const compareQuery = z.object({
  a: z.coerce.number().int().min(1).meta({ description: 'An evaluation id' }),
  b: z.coerce.number().int().min(1).meta({ description: 'Another evaluation of the same dataset version split' }),
  limit: z.coerce.number().int().min(1).max(500).default(50).meta({ description: 'Disagreeing images listed' }),
});

const side = z.object({ a: figure, b: figure, difference: figure.meta({ description: 'b - a' }) });

export const comparison = z
  .object({
    a: evaluationSummary,
    b: evaluationSummary,
    overall: z.record(z.string(), side),
    confidence_threshold: side,
    per_class: z.array(
      z.object({
        name: z.string(),
        support: side,
        precision: side,
        recall: side,
        ap50: side,
        ap50_95: side,
        mask_ap50: side.optional().meta({ description: 'When either evaluation is a segmentation' }),
        mask_ap50_95: side.optional(),
      }),
    ),
    confusion: z
      .object({
        classes: z.array(z.string()),
        a: z.array(z.array(z.number())),
        b: z.array(z.array(z.number())),
        difference: z.array(z.array(z.number())),
      })
      .nullable()
      .meta({ description: 'When both models have the same classes in the same order' }),
    disagreements: z
      .array(z.object({ image_id: z.number().int(), a_errors: z.number().int(), b_errors: z.number().int() }))
      .meta({ description: 'Images whose error counts differ, the largest gap first' }),
  })
  .meta({ id: 'EvaluationComparison' });

export type CreateEvaluation = z.output<typeof createEvaluationBody>;
export type EvaluationView = z.output<typeof evaluation>;
export type CompareQuery = z.output<typeof compareQuery>;
export type ListEvaluationsQuery = z.output<typeof listEvaluationsQuery>;
