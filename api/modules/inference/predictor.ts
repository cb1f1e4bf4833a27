import type { ModelVersionDoc } from '../ml/index.js';
import type { ModelCatalog } from './ports.js';
import type { CenterBox } from './letterbox.js';
import type { ModelFiles } from './model-files.js';
import type { ModelRef } from './onnx/protocol.js';
import type { RuntimePool } from './onnx/runtime-pool.js';
import type { ImageRecord } from './ports.js';
import {
  detectorInput,
  imageSize,
  samInput,
  type DecodeLimit,
  type DetectorInput,
  type SamInput,
} from './preprocess.js';
import type { InferenceRequestDoc } from './repository.js';

/** Boxes a detector keeps per image (as YOLO's max_det). */
export const MAX_DETECTIONS = 300;
/** Prompt boxes SAM segments per image, the most confident first. */
export const MAX_SAM_PROMPTS = 100;

/** A failure whose message is meant for the client (stored as the request's `error_message`). */
export class RequestFailure extends Error {}

/** What a request found on one image, normalised to the image. */
export interface Found {
  class_value: string;
  confidence: number;
  box: CenterBox;
  geometry: number[] | null;
}

export interface Prepared {
  image: ImageRecord;
  detector: DetectorInput;
  sam: SamInput | null;
}

/** Runs one request's models: `prepare` decodes an image (on libvips threads), `predict` runs the models. */
export interface Predictor {
  readonly source: 'model' | 'sam';
  prepare(image: ImageRecord, bytes: Buffer): Promise<Prepared>;
  predict(prepared: Prepared): Promise<Found[]>;
}

interface LoadedModel {
  doc: ModelVersionDoc;
  file: ModelRef;
}

export interface PredictorDeps {
  models: ModelCatalog;
  files: ModelFiles;
  pool: RuntimePool;
  /** MAX_IMAGE_PIXELS, for every decode. */
  decode: DecodeLimit;
}

async function load(deps: PredictorDeps, org: number, id: number | null, what: string): Promise<LoadedModel> {
  const doc = id === null ? null : await deps.models.get(org, id);
  if (!doc) throw new RequestFailure(`The ${what} (model version ${id}) no longer exists`);
  try {
    return { doc, file: await deps.files.ensure(doc) };
  } catch (err) {
    throw new RequestFailure(`The ${what} (model version ${id}) could not be read: ${(err as Error).message}`);
  }
}

/** The models of a request's plan, fetched to local files, as one predictor. */
export async function createPredictor(deps: PredictorDeps, request: InferenceRequestDoc): Promise<Predictor> {
  const org = request.organization_id;
  const { plan } = request;
  const detector = await load(deps, org, plan.detector_model_id, 'detector');
  const classNames = detector.doc.class_names;
  const allowed = plan.class_filter
    ? classNames.flatMap((name, i) => (plan.class_filter!.includes(name) ? [i] : []))
    : null;
  const sam =
    plan.mode === 'sam'
      ? {
          encoder: await load(deps, org, plan.sam_encoder_model_id, 'SAM image encoder'),
          decoder: await load(deps, org, plan.sam_decoder_model_id, 'SAM mask decoder'),
        }
      : null;

  return {
    source: sam ? 'sam' : 'model',
    async prepare(image, bytes) {
      try {
        const size = await imageSize(bytes, deps.decode);
        return {
          image,
          detector: await detectorInput(bytes, size, detector.doc.input_size, deps.decode),
          sam: sam ? await samInput(bytes, size, sam.encoder.doc.input_size, deps.decode) : null,
        };
      } catch (err) {
        throw new RequestFailure(`Image ${image.id} could not be decoded: ${(err as Error).message}`);
      }
    },
    async predict(prepared) {
      const detections = await deps.pool.run(
        {
          kind: 'detect',
          model: detector.file,
          classCount: classNames.length,
          tensor: prepared.detector.tensor,
          letterbox: prepared.detector.letterbox,
          confidence: request.confidence_threshold,
          iou: request.iou_threshold,
          allowedClasses: allowed,
          maxDetections: sam ? MAX_SAM_PROMPTS : MAX_DETECTIONS,
        },
        sam ? sam.decoder.file.key : detector.file.key,
        [prepared.detector.tensor.buffer as ArrayBuffer],
      );
      const named = (classIndex: number) => classNames[classIndex] ?? String(classIndex);
      if (!sam || !prepared.sam) {
        return detections.map((d) => ({
          class_value: named(d.classIndex),
          confidence: d.confidence,
          box: d.box,
          geometry: null,
        }));
      }
      if (detections.length === 0) return [];
      const segments = await deps.pool.run(
        {
          kind: 'segment',
          encoder: sam.encoder.file,
          decoder: sam.decoder.file,
          tensor: prepared.sam.tensor,
          frame: prepared.sam.frame,
          prompts: detections.map((d) => d.box),
        },
        sam.decoder.file.key,
        [prepared.sam.tensor.buffer as ArrayBuffer],
      );
      return detections.flatMap((d, i) => {
        const segment = segments[i];
        if (!segment) return [];
        return [
          { class_value: named(d.classIndex), confidence: d.confidence, box: segment.box, geometry: segment.geometry },
        ];
      });
    },
  };
}
