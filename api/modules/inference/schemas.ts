import { z } from 'zod';
import { pageQuery, timestamp } from '../../lib/http/schemas.js';
import { REQUEST_STATUSES, REQUEST_TYPES } from './repository.js';

/** The most images one request may name or select. */
export const MAX_IMAGES_PER_REQUEST = 1000;
export const DEFAULT_CONFIDENCE = 0.25;
export const DEFAULT_IOU = 0.45;

export const inferenceRequest = z
  .object({
    id: z.number().int(),
    project_id: z.number().int(),
    model_version_id: z.number().int().meta({
      description:
        'The detector that ran; in SAM mode (`request_type` `sam_auto`) the SAM mask decoder (see the auto-annotate route)',
    }),
    request_type: z.enum(REQUEST_TYPES),
    status: z.enum(REQUEST_STATUSES).meta({
      description:
        '`pending` (queued) -> `running` -> `completed`, `failed` (see `error_message`) or `cancelled`; ' +
        'a pending or running request may be cancelled',
    }),
    image_ids: z.array(z.number().int()),
    image_count: z.number().int(),
    confidence_threshold: z.number(),
    iou_threshold: z.number(),
    applied_to_images: z.boolean().meta({ description: 'True once the predictions were written as annotations' }),
    results: z.array(z.number().int()).meta({
      description: 'Ids of the stored predictions (read them with GET /ml/inference-requests/{id}/predictions)',
    }),
    error_message: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    completed_at: timestamp.nullable(),
  })
  .meta({ id: 'InferenceRequest' });

const threshold = (name: string, fallback: number) =>
  z
    .number()
    .min(0)
    .max(1)
    .default(fallback)
    .meta({ description: `${name}, 0 to 1 inclusive (default ${fallback})` });

const imageIds = z
  .array(z.number().int().min(1))
  .min(1)
  .max(MAX_IMAGES_PER_REQUEST)
  .refine((ids) => new Set(ids).size === ids.length, 'image ids must be distinct')
  .meta({ description: `Images of the project, 1 to ${MAX_IMAGES_PER_REQUEST} distinct ids` });

export const createInferenceBody = z
  .object({
    image_ids: imageIds,
    model_version_id: z
      .number()
      .int()
      .min(1)
      .meta({ description: 'A model version with role `detector` (or `open_vocab_detector`) and an ONNX artifact' }),
    confidence_threshold: threshold('Minimum class score of a kept box', DEFAULT_CONFIDENCE),
    iou_threshold: threshold('Boxes of one class overlapping more than this are suppressed (NMS)', DEFAULT_IOU),
  })
  .meta({ id: 'CreateInferenceRequest' });

export const MODEL_TYPES = ['detector', 'sam_auto'] as const;
export const SAM_PROMPT_SOURCES = ['text', 'detector'] as const;

export const autoAnnotateBody = z
  .object({
    batch_id: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({
        description:
          "Annotate the batch's images that belong to the project; without it, the project's images whose " +
          `annotation_status is pending (oldest first, at most ${MAX_IMAGES_PER_REQUEST} per request)`,
      }),
    apply_annotations: z
      .boolean()
      .default(false)
      .meta({
        description:
          'Write the predictions as annotations (`source` `model`, or `sam` in SAM mode, with `confidence`). ' +
          'Default false: predictions are only stored on the request',
      }),
    confidence_threshold: threshold('Minimum class score of a kept box', DEFAULT_CONFIDENCE),
    iou_threshold: threshold('Boxes of one class overlapping more than this are suppressed (NMS)', DEFAULT_IOU),
    model_version_id: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({
        description:
          'Required unless `model_type` is `sam_auto`: the detector. In SAM mode it optionally names the SAM mask ' +
          'decoder (role `sam_decoder`); the default decoder and encoder are SAM_DECODER_MODEL_ID / ' +
          "SAM_ENCODER_MODEL_ID when they name one of the organization's models, else its newest of each role",
      }),
    model_type: z
      .enum(MODEL_TYPES)
      .default('detector')
      .meta({ description: '`sam_auto` opts into SAM mode: prompt boxes become polygon masks' }),
    sam_prompt_source: z
      .enum(SAM_PROMPT_SOURCES)
      .optional()
      .meta({
        description:
          'SAM mode only, and required there: where the prompt boxes come from. `detector`: the model in ' +
          '`detector_model_version_id`; `text`: the open-vocabulary detector (OPEN_VOCAB_DETECTOR_MODEL_ID, else the ' +
          "organization's newest `open_vocab_detector`), keeping the classes named in `text_classes`",
      }),
    detector_model_version_id: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: 'Required when `sam_prompt_source` is `detector`' }),
    text_classes: z
      .array(z.string().trim().min(1).max(100))
      .max(100)
      .optional()
      .meta({
        description:
          'Required (non-empty) when `sam_prompt_source` is `text`: class names of the open-vocabulary ' +
          "detector's vocabulary (its `class_names`, matched case-insensitively)",
      }),
    overwrite: z
      .boolean()
      .default(false)
      .meta({
        description:
          'With `apply_annotations`: replace earlier machine annotations (`source` `model` or `sam`) of the images; ' +
          'manual ones always stay. Without it, images that already have annotations are skipped',
      }),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.model_type !== 'sam_auto') {
      if (body.model_version_id === undefined) issue('model_version_id', 'required unless model_type is sam_auto');
      for (const field of ['sam_prompt_source', 'detector_model_version_id', 'text_classes'] as const) {
        if (body[field] !== undefined) issue(field, 'applies only with model_type sam_auto');
      }
      return;
    }
    if (body.sam_prompt_source === undefined) {
      issue('sam_prompt_source', 'required with model_type sam_auto: text or detector');
    } else if (body.sam_prompt_source === 'text') {
      if (!body.text_classes || body.text_classes.length === 0) {
        issue('text_classes', 'required and non-empty when sam_prompt_source is text');
      }
      if (body.detector_model_version_id !== undefined) {
        issue('detector_model_version_id', 'applies only when sam_prompt_source is detector');
      }
    } else {
      if (body.detector_model_version_id === undefined) {
        issue('detector_model_version_id', 'required when sam_prompt_source is detector');
      }
      if (body.text_classes !== undefined) issue('text_classes', 'applies only when sam_prompt_source is text');
    }
  })
  .meta({ id: 'AutoAnnotateRequest' });

export const listRequestsQuery = pageQuery.extend({
  status: z.enum(REQUEST_STATUSES).optional(),
  request_type: z.enum(REQUEST_TYPES).optional(),
});

export const predictionsQuery = pageQuery.extend({
  image_id: z.coerce.number().int().min(1).optional().meta({ description: 'Only this image of the request' }),
});

export const prediction = z
  .object({
    id: z.number().int(),
    type: z.enum(['bbox', 'polygon', 'tag']).meta({
      description:
        "`bbox` (a detector's box), `polygon` (a segmentation model's or SAM's outline, with its bounding box) or " +
        "`tag` (a classifier's class for the whole image; its box is the whole image)",
    }),
    class_value: z.string(),
    confidence: z.number(),
    x_center: z.number(),
    y_center: z.number(),
    width: z.number(),
    height: z.number(),
    geometry: z.array(z.number()).nullable().meta({
      description: 'The outline of a segmentation model or of SAM, flat normalised x, y pairs; null for boxes and tags',
    }),
    annotation_id: z.number().int().nullable().meta({ description: 'The annotation it became, if applied' }),
  })
  .meta({ id: 'Prediction' });

export const imagePredictions = z
  .object({
    image_id: z.number().int(),
    status: z.enum(['pending', 'processed', 'skipped']).meta({
      description: '`skipped`: deleted since the request, or already annotated (apply_annotations without overwrite)',
    }),
    predictions: z.array(prediction),
  })
  .meta({ id: 'ImagePredictions' });

export type InferenceRequestView = z.output<typeof inferenceRequest>;
export type CreateInference = z.output<typeof createInferenceBody>;
export type AutoAnnotate = z.output<typeof autoAnnotateBody>;
export type ListRequestsQuery = z.output<typeof listRequestsQuery>;
export type PredictionsQuery = z.output<typeof predictionsQuery>;
export type ImagePredictionsView = z.output<typeof imagePredictions>;
