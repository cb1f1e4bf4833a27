import { z } from 'zod';
import { TASKS } from '../../../../contracts/workload-contract.js';
import { MODEL_ROLES } from './repository.js';

const classNamesText = z
  .string()
  .max(262_144)
  .transform((text, ctx) => {
    const trimmed = text.trim();
    let names: unknown = [];
    if (trimmed.startsWith('[')) {
      try {
        names = JSON.parse(trimmed);
      } catch {
        names = null;
      }
    } else if (trimmed.length > 0) {
      names = trimmed.split(',').map((n) => n.trim());
    }
    if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && n.trim().length > 0 && n.length <= 100)) {
      ctx.addIssue({ code: 'custom', message: 'a JSON array of non-empty names, or a comma-separated list' });
      return z.NEVER;
    }
    const list = (names as string[]).map((n) => n.trim());
    if (new Set(list).size !== list.length) {
      ctx.addIssue({ code: 'custom', message: 'class names must be distinct' });
      return z.NEVER;
    }
    return list;
  });

/** The text fields of the multipart model upload (the file itself is the `file` field). */
export const registerModelFields = z
  .object({
    file: z.string().optional().meta({ format: 'binary', description: 'The ONNX model file (required)' }),
    name: z.string().trim().min(1).max(200),
    task: z
      .enum(TASKS)
      .optional()
      .meta({
        description:
          "The model's task. Absent: read from its outputs (`[1, classes]` classify; `[1, 4 + classes + 32, " +
          'anchors]` with prototypes `[1, 32, h, w]` segment, YOLOv8-seg; `[1, 4 + classes, anchors]` or its ' +
          'transpose detect), `segment` for SAM; outputs in none of these layouts are refused naming `role`',
      }),
    role: z
      .enum(MODEL_ROLES)
      .default('detector')
      .meta({
        description:
          '`detector` / `open_vocab_detector`: YOLOv8 layout, one image input [1, 3, S, S] and output ' +
          '[1, 4 + classes, anchors]; `sam_encoder`: image [1, 3, S, S] to embeddings [1, C, h, w]; ' +
          '`sam_decoder`: the SAM export (image_embeddings, point_coords, point_labels, mask_input, ' +
          'has_mask_input, orig_im_size -> masks, iou_predictions)',
      }),
    class_names: classNamesText
      .optional()
      .default([])
      .meta({
        description:
          'Required for detectors, classifiers and segmenters: the class names in output order (index 0 first), ' +
          "as a JSON array or comma-separated; evaluations match them to the dataset version's labels by name. " +
          'None for SAM',
      }),
    input_size: z.coerce
      .number()
      .int()
      .min(16)
      .max(8192)
      .optional()
      .meta({
        description:
          "The square input side the model was trained at; default the model's own fixed size. Required when " +
          "the model's image input has symbolic dimensions (SAM: default 1024). Inference, evaluation, export " +
          'and devices all run the model at this size',
      }),
    project_id: z.coerce.number().int().min(1).optional(),
  })
  .meta({ id: 'ModelUpload' });

export type RegisterModelFields = z.output<typeof registerModelFields>;
