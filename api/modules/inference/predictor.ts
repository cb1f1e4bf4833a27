import type { CatalogModel, ModelCatalog } from './ports.js';
import type { CenterBox } from './letterbox.js';
import type { ModelFiles } from './model-files.js';
import type { Detection, ModelRef } from './onnx/protocol.js';
import type { RuntimePool } from './onnx/runtime-pool.js';
import type { ImageRecord } from './ports.js';
import { modelTask } from '../ml/index.js';
import {
  classifierInput,
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

/**
 * What a request found on one image, normalised to the image: a box (`geometry` null), an
 * outline with its bounding box, or a classifier's tag of the whole image (`tag`, its box the
 * whole image).
 */
export interface Found {
  class_value: string;
  confidence: number;
  box: CenterBox;
  geometry: number[] | null;
  tag?: true;
}

/** A tag's box in predictions: the whole image. */
export const WHOLE_IMAGE: CenterBox = { x_center: 0.5, y_center: 0.5, width: 1, height: 1 };

export interface Prepared {
  image: ImageRecord;
  /** Letterboxed for a detector or segmenter; null for a classifier. */
  detector: DetectorInput | null;
  /** Resized and centre-cropped for a classifier; null otherwise. */
  classifier: Float32Array | null;
  sam: SamInput | null;
}

/** Runs one request's models: `prepare` decodes an image (on libvips threads), `predict` runs the models. */
export interface Predictor {
  readonly source: 'model' | 'sam';
  prepare(image: ImageRecord, bytes: Buffer): Promise<Prepared>;
  predict(prepared: Prepared): Promise<Found[]>;
}

interface LoadedModel {
  doc: CatalogModel;
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
  const classNames = detector.doc.classNames;
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

  const task = modelTask(detector.doc.task);
  const side = detector.doc.inputSize;
  const named = (classIndex: number) => classNames[classIndex] ?? String(classIndex);

  /** SAM's mask outline for each prompt box (boxes without a mask are dropped). */
  async function samOutlines(detections: Detection[], prepared: Prepared): Promise<Found[]> {
    if (!sam || !prepared.sam || detections.length === 0) return [];
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
  }

  return {
    source: sam ? 'sam' : 'model',
    async prepare(image, bytes) {
      try {
        const size = await imageSize(bytes, deps.decode);
        const classifier = task === 'classify' && !sam;
        return {
          image,
          detector: classifier ? null : await detectorInput(bytes, size, side, deps.decode),
          classifier: classifier ? await classifierInput(bytes, side, deps.decode) : null,
          sam: sam ? await samInput(bytes, size, sam.encoder.doc.inputSize, deps.decode) : null,
        };
      } catch (err) {
        throw new RequestFailure(`Image ${image.id} could not be decoded: ${(err as Error).message}`);
      }
    },
    async predict(prepared) {
      if (prepared.classifier) {
        const top = await deps.pool.run(
          {
            kind: 'classify',
            model: detector.file,
            classCount: classNames.length,
            tensor: prepared.classifier,
            size: side,
            confidence: request.confidence_threshold,
            allowedClasses: allowed,
          },
          detector.file.key,
          [prepared.classifier.buffer as ArrayBuffer],
        );
        return top
          ? [
              {
                class_value: named(top.classIndex),
                confidence: top.confidence,
                box: WHOLE_IMAGE,
                geometry: null,
                tag: true,
              },
            ]
          : [];
      }
      const input = prepared.detector!;
      const job = {
        model: detector.file,
        classCount: classNames.length,
        tensor: input.tensor,
        letterbox: input.letterbox,
        confidence: request.confidence_threshold,
        iou: request.iou_threshold,
        allowedClasses: allowed,
        maxDetections: sam ? MAX_SAM_PROMPTS : MAX_DETECTIONS,
      };
      const affinity = sam ? sam.decoder.file.key : detector.file.key;
      const transfer = [input.tensor.buffer as ArrayBuffer];
      if (task === 'segment') {
        // A segmenter's own outlines; in SAM mode its boxes prompt SAM like a detector's.
        const found = await deps.pool.run({ kind: 'instances', ...job }, affinity, transfer);
        if (!sam) {
          return found.map((d) => ({
            class_value: named(d.classIndex),
            confidence: d.confidence,
            box: d.box,
            geometry: d.geometry,
          }));
        }
        return samOutlines(found, prepared);
      }
      const detections = await deps.pool.run({ kind: 'detect', ...job }, affinity, transfer);
      if (!sam || !prepared.sam) {
        return detections.map((d) => ({
          class_value: named(d.classIndex),
          confidence: d.confidence,
          box: d.box,
          geometry: null,
        }));
      }
      return samOutlines(detections, prepared);
    },
  };
}
