import type { Task } from '../../../../contracts/workload-contract.js';
import type { ModelRole } from './repository.js';

/** One input or output of an ONNX model, as ONNX Runtime reports it. */
export interface TensorInfo {
  name: string;
  /** `float32`, `int64`, ...; `non-tensor` for sequences and maps. */
  type: string;
  /** Numbers for fixed dimensions, strings (or -1) for symbolic ones. */
  shape: (number | string)[];
}

export interface ModelSignature {
  inputs: TensorInfo[];
  outputs: TensorInfo[];
}

export type RoleCheck = { ok: true; inputSize: number | null } | { ok: false; field: string; message: string };

/** The inputs the SAM mask decoder export (segment-anything's `export_onnx_model`) takes. */
export const SAM_DECODER_INPUTS = [
  'image_embeddings',
  'point_coords',
  'point_labels',
  'mask_input',
  'has_mask_input',
  'orig_im_size',
] as const;

const fixed = (dim: number | string | undefined): number | null => (typeof dim === 'number' && dim > 0 ? dim : null);
const shapeText = (t: TensorInfo) => `[${t.shape.map((d) => fixed(d) ?? '?').join(', ')}]`;
const fail = (field: string, message: string): RoleCheck => ({ ok: false, field, message });

/** One square float image input [1, 3, S, S]; returns S when fixed. */
function imageInput(t: TensorInfo | undefined, role: string): RoleCheck {
  if (!t || t.type !== 'float32' || t.shape.length !== 4) {
    return fail(
      'role',
      `a ${role} takes one float32 image input [1, 3, S, S]; this model's is ${t ? shapeText(t) : 'missing'}`,
    );
  }
  const [, channels, h, w] = t.shape.map(fixed);
  if (channels !== null && channels !== 3) return fail('role', `the image input ${shapeText(t)} must have 3 channels`);
  if (h !== null && w !== null && h !== w) return fail('role', `the image input ${shapeText(t)} must be square`);
  return { ok: true, inputSize: h ?? w ?? null };
}

/**
 * Whether a model's inputs and outputs fit its role: a YOLOv8-layout detector (one image in,
 * `[1, 4 + classes, anchors]` out, or its transpose), a SAM image encoder (image in, a
 * `[1, C, h, w]` embedding out), or a SAM mask decoder (the export's six named inputs, `masks`
 * and `iou_predictions` out). Symbolic dimensions are accepted; fixed ones must agree with the
 * class names and the input size.
 */
export function checkRole(
  role: ModelRole,
  signature: ModelSignature,
  classCount: number,
  inputSize: number | null,
  task = 'detect',
): RoleCheck {
  const { inputs, outputs } = signature;
  if (role === 'detector' || role === 'open_vocab_detector') {
    if (inputs.length !== 1)
      return fail('role', `a ${role} takes exactly one input; this model takes ${inputs.length}`);
    const input = imageInput(inputs[0], role);
    if (!input.ok) return input;
    if (task === 'classify' || task === 'segment') {
      const problem = taskOutputProblem(task, outputs, classCount);
      return problem ? fail(problem.field, problem.message) : sizeAgrees(input.inputSize, inputSize);
    }
    const out = outputs[0];
    if (!out || out.type !== 'float32' || out.shape.length !== 3) {
      return fail(
        'role',
        `a ${role} outputs float32 [1, 4 + classes, anchors] (YOLOv8); this model outputs ${out ? shapeText(out) : 'nothing'}`,
      );
    }
    const channels = 4 + classCount;
    const [, a, b] = out.shape.map(fixed);
    // [1, 4 + classes, anchors], or its transpose; a symbolic channel dimension is checked at run time.
    if (!(a === null || a === channels || b === channels)) {
      return fail(
        'class_names',
        `the output ${shapeText(out)} does not fit ${classCount} class names: a YOLOv8 detector outputs ` +
          `[1, ${channels}, anchors] (4 box values and one score per class)`,
      );
    }
    return sizeAgrees(input.inputSize, inputSize);
  }
  if (role === 'sam_encoder') {
    if (inputs.length !== 1)
      return fail('role', `a sam_encoder takes exactly one image input; this model takes ${inputs.length}`);
    const input = imageInput(inputs[0], role);
    if (!input.ok) return input;
    const out = outputs[0];
    if (!out || out.type !== 'float32' || out.shape.length !== 4) {
      return fail(
        'role',
        `a sam_encoder outputs float32 image embeddings [1, C, h, w]; this model outputs ${out ? shapeText(out) : 'nothing'}`,
      );
    }
    return sizeAgrees(input.inputSize, inputSize);
  }
  const names = new Set(inputs.map((i) => i.name));
  const missing = SAM_DECODER_INPUTS.filter((n) => !names.has(n));
  if (missing.length > 0)
    return fail('role', `a sam_decoder takes the SAM export's inputs; missing: ${missing.join(', ')}`);
  const masks = outputs.find((o) => o.name === 'masks') ?? outputs[0];
  if (!masks || masks.shape.length !== 4 || !outputs.some((o) => o.name === 'iou_predictions')) {
    return fail('role', 'a sam_decoder outputs masks [1, M, H, W] and iou_predictions [1, M]');
  }
  return { ok: true, inputSize: null };
}

/**
 * A detector-role model's task as its outputs show it, for an upload that does not say (an ONNX
 * from another tool carries no Ultralytics metadata): `[1, classes]` is a classifier, a
 * `[1, C, N]` output with `[1, 32, h, w]` prototypes a YOLOv8-seg segmenter, a lone `[1, C, N]` a
 * detector. Null when the outputs are none of these: the upload must then name its task.
 */
export function taskFromOutputs(outputs: TensorInfo[]): Task | null {
  const [first, second] = outputs;
  if (!first || first.type !== 'float32') return null;
  if (first.shape.length === 2 && outputs.length === 1) return 'classify';
  if (first.shape.length !== 3) return null;
  if (second && second.shape.length === 4) return 'segment';
  return outputs.length === 1 ? 'detect' : null;
}

function sizeAgrees(modelSize: number | null, declared: number | null): RoleCheck {
  if (modelSize !== null && declared !== null && modelSize !== declared) {
    return fail('input_size', `the model's input is ${modelSize}x${modelSize}, not ${declared}`);
  }
  return { ok: true, inputSize: modelSize ?? declared };
}

/**
 * Why a classifier's or segmenter's outputs do not fit: classify `[1, classes]` probabilities;
 * segment `[1, 4 + classes + 32, anchors]` and prototypes `[1, 32, h, w]` (YOLOv8-seg).
 */
function taskOutputProblem(
  task: 'classify' | 'segment',
  outputs: TensorInfo[],
  classCount: number,
): { field: string; message: string } | null {
  const [out, protos] = outputs;
  const dims = out && out.type === 'float32' ? out.shape.map(fixed) : null;
  if (task === 'classify') {
    if (!dims || dims.length !== 2) {
      return {
        field: 'role',
        message: `a classifier outputs float32 [1, classes]; this model outputs ${out ? shapeText(out) : 'nothing'}`,
      };
    }
    if (dims[1] !== null && dims[1] !== classCount) {
      return { field: 'class_names', message: `the output ${shapeText(out!)} does not fit ${classCount} class names` };
    }
    return null;
  }
  const channels = 4 + classCount + 32;
  if (!dims || dims.length !== 3 || !protos || protos.shape.length !== 4) {
    return {
      field: 'role',
      message: `a segmentation model outputs [1, 4 + classes + 32, anchors] and prototypes [1, 32, h, w]; this model outputs ${outputs.map(shapeText).join(', ') || 'nothing'}`,
    };
  }
  if (dims[1] !== null && dims[1] !== channels) {
    return {
      field: 'class_names',
      message: `the output ${shapeText(out!)} does not fit ${classCount} class names: [1, ${channels}, anchors] expected`,
    };
  }
  return null;
}
