/**
 * The contract between the platform and the programs its Jobs run (the trainer and the exporter
 * in `workloads/`, or anyone's own image): the environment a workload starts with and the report
 * body it sends to `CALLBACK_URL`. Written once here; `npm run contract:generate` writes the JSON
 * Schemas in `workloads/contract/` from it, and the workloads' own tests validate against those.
 * docs/workloads.md explains it for people.
 */
import { z } from 'zod';

const metricName = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_/.-]+$/);
const figures = z.record(metricName, z.number()).meta({ description: 'Named figures, e.g. map50, box_loss' });

const positiveInt = z.string().regex(/^[1-9][0-9]*$/);
const url = z.string().min(1).meta({ description: 'A signed URL; treat it as a secret (never log it)' });

/**
 * What a model learns: boxes (object_detection projects), one class per image (classification),
 * or instance outlines (segmentation). Ultralytics' names for the three.
 */
export const TASKS = ['detect', 'classify', 'segment'] as const;
export type Task = (typeof TASKS)[number];

const task = z.enum(TASKS);

/** Every workload gets these; CALLBACK_* and URLS_URL come from the job's Secret. */
const common = {
  ORGANIZATION_ID: positiveInt,
  CALLBACK_URL: url.meta({ description: 'POST reports here (the WorkloadReport body)' }),
  CALLBACK_TOKEN: z.string().min(1).meta({ description: 'Bearer token of this job only; never log it' }),
  HEARTBEAT_S: positiveInt.optional().meta({ description: 'Report at least this often while working (default 15)' }),
  URLS_URL: z
    .string()
    .min(1)
    .meta({
      description:
        "POST here with CALLBACK_TOKEN for the job's signed URLs (the WorkloadUrls body), just before each " +
        'transfer: they live WORKLOAD_URL_TTL_S (minutes), so none is kept for later',
    }),
};

export const trainerEnv = z
  .object({
    ...common,
    TASK: task.meta({
      description: "The project's task: detect (object_detection), classify (classification), segment (segmentation)",
    }),
    PROJECT_ID: positiveInt,
    DATASET_VERSION_ID: positiveInt,
    BASE_MODEL: z
      .string()
      .min(1)
      .meta({
        description:
          'An architecture trained from scratch (yolov8n.yaml; yolov8n-cls.yaml, yolov8n-seg.yaml for the other ' +
          'tasks), a hub checkpoint (yolov8n.pt, needs the hub), ' +
          'or model-version:<id> (a model of this platform, then fetched from BASE_MODEL_URL)',
      }),
    EPOCHS: positiveInt,
    IMAGE_SIZE: positiveInt,
    BATCH_SIZE: positiveInt,
    HYPERPARAMETERS: z.string().meta({ description: 'A JSON object of trainer arguments (lr0, mosaic, ...)' }),
    CHECKPOINT_EVERY: positiveInt.meta({ description: 'Upload a checkpoint after every this many epochs' }),
    BASE_MODEL_SHA256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional()
      .meta({
        description:
          'The SHA-256 (hex) a hub checkpoint BASE_MODEL must have (WORKLOAD_HUB_SHA256); without it one is refused',
      }),
  })
  .meta({ id: 'TrainerEnv', description: 'The environment of a training workload (args: ["train"])' });

export const exporterEnv = z
  .object({
    ...common,
    MODEL_VERSION_ID: positiveInt,
    TASK: task.optional().meta({ description: "The model's task (default detect)" }),
    FORMAT: z.string().min(1).meta({ description: 'onnx, openvino, ... (the API only accepts what EXPORTERS lists)' }),
    PRECISION: z.enum(['fp32', 'fp16', 'int8']),
    IMAGE_SIZE: positiveInt,
    CLASS_NAMES: z.string().meta({ description: "A JSON array of the model's class names" }),
    MODEL_FILE_NAME: z.string().meta({ description: 'best.pt or model.onnx: the format of MODEL_URL' }),
  })
  .meta({ id: 'ExporterEnv', description: 'The environment of an export workload (args: ["export"])' });

export const evaluatorEnv = z
  .object({
    ...common,
    MODEL_VERSION_ID: positiveInt,
    DATASET_VERSION_ID: positiveInt,
    TASK: task.meta({ description: "The model's task" }),
    SPLIT: z.enum(['test', 'val', 'train']).meta({ description: 'The split of DATASET_URL whose images it runs on' }),
    IMAGE_SIZE: positiveInt,
    CLASS_NAMES: z.string().meta({ description: "A JSON array of the model's class names" }),
    MODEL_FILE_NAME: z.string().meta({ description: 'best.pt or model.onnx: the format of MODEL_URL' }),
  })
  .meta({
    id: 'EvaluatorEnv',
    description: 'The environment of an evaluation workload (args: ["evaluate"]): it runs the model, the API scores',
  });

/**
 * What an evaluator saw the model do on each image of the split (a JSON file it uploads to
 * PREDICTIONS_UPLOAD_URL and reports as its `predictions` artifact), keyed by the image's file
 * name in the archive's split (the same name in the YOLO and classification layouts). Coordinates are
 * fractions of the image's width and height. The API matches them to the version's labels and
 * computes every figure (api/modules/ml/evaluation/); the evaluator decides nothing.
 */
/** The most points of an instance's outline in a Predictions body (the evaluator simplifies to fit). */
export const MAX_POLYGON_POINTS = 100;

export const predictionsBody = z
  .object({
    images: z
      .array(
        z.object({
          file: z.string().min(1).max(1000),
          boxes: z
            .array(
              z.object({
                class_index: z.number().int().min(0),
                score: z.number().min(0).max(1),
                x1: z.number(),
                y1: z.number(),
                x2: z.number(),
                y2: z.number(),
                polygon: z
                  .array(z.number())
                  .min(6)
                  .max(2 * MAX_POLYGON_POINTS)
                  .refine((xy) => xy.length % 2 === 0, 'a polygon is x, y pairs')
                  .optional()
                  .meta({
                    description:
                      `segment: the instance's outline, x, y, x, y, ... (3 to ${MAX_POLYGON_POINTS} points); ` +
                      'mask AP matches by it, and an instance without one has an empty mask',
                  }),
              }),
            )
            .max(1000)
            .optional()
            .meta({ description: "detect and segment: every kept instance's box (segment: its outline's box)" }),
          tags: z
            .array(z.object({ class_index: z.number().int().min(0), score: z.number().min(0).max(1) }))
            .min(1)
            .max(1000)
            .optional()
            .meta({ description: 'classify: the top classes (top-5 at least) with their probabilities' }),
        }),
      )
      .max(100_000),
  })
  .meta({ id: 'Predictions' });

/**
 * The signed URLs of a job, by the names a workload asks for them: exactly the objects the job
 * may read (GET) or write (PUT, the `_UPLOAD_URL`s). `POST URLS_URL` answers them freshly signed
 * (the WorkloadUrls body); a workload asks again before each transfer and after a 403 (expired).
 */
export const trainerUrls = z
  .object({
    DATASET_URL: url.meta({
      description:
        'GET: the dataset version as a YOLO archive (data.yaml, images/, labels/; polygons for segment), or for ' +
        'classify a classification archive (data.yaml, <split>/<class>/<image>)',
    }),
    BASE_MODEL_URL: url
      .optional()
      .meta({ description: 'GET: the weights of BASE_MODEL when it is model-version:<id>' }),
    CHECKPOINT_URL: url.meta({ description: 'GET: the last checkpoint of an earlier attempt (404 when none)' }),
    CHECKPOINT_UPLOAD_URL: url.meta({ description: 'PUT: the checkpoint to resume from' }),
    WEIGHTS_UPLOAD_URL: url.meta({ description: 'PUT: the best weights (PyTorch .pt)' }),
    ONNX_UPLOAD_URL: url.meta({
      description:
        'PUT: the best weights as ONNX (YOLOv8 layouts): detect [1, 4 + classes, anchors]; segment ' +
        '[1, 4 + classes + 32, anchors] and prototypes [1, 32, h, w]; classify [1, classes] probabilities',
    }),
  })
  .meta({ id: 'TrainerUrls', description: "A training job's signed URLs" });

export const exporterUrls = z
  .object({
    MODEL_URL: url.meta({ description: 'GET: the source model (PyTorch .pt when there is one, else ONNX)' }),
    CALIBRATION_URL: url.optional().meta({ description: 'GET: the calibration archive (int8 only)' }),
    VALIDATION_DATASET_URL: url.optional().meta({
      description:
        'GET: the archive (in the layout of the trainer DATASET_URL for TASK) whose val split every export is ' +
        'validated on (when the model has one)',
    }),
    ARTIFACT_UPLOAD_URL: url.meta({ description: 'PUT: the exported model (one file; a zip for folder formats)' }),
  })
  .meta({ id: 'ExporterUrls', description: "An export job's signed URLs" });

export const evaluatorUrls = z
  .object({
    MODEL_URL: url.meta({ description: 'GET: the model (PyTorch .pt when there is one, else ONNX)' }),
    DATASET_URL: url.meta({ description: 'GET: the dataset version, in the layout of the trainer DATASET_URL' }),
    PREDICTIONS_UPLOAD_URL: url.meta({ description: 'PUT: the Predictions JSON file' }),
  })
  .meta({ id: 'EvaluatorUrls', description: "An evaluation job's signed URLs" });

export const WORKLOAD_URL_NAMES = [
  ...Object.keys(trainerUrls.shape),
  ...Object.keys(exporterUrls.shape),
  ...Object.keys(evaluatorUrls.shape),
] as (keyof typeof trainerUrls.shape | keyof typeof exporterUrls.shape | keyof typeof evaluatorUrls.shape)[];
export type WorkloadUrlName = (typeof WORKLOAD_URL_NAMES)[number];

export const workloadUrls = z
  .object({
    urls: z.union([trainerUrls, exporterUrls, evaluatorUrls]),
    expires_in_s: z.number().int().min(1).meta({
      description: 'Seconds each URL stays valid (WORKLOAD_URL_TTL_S); a transfer started in time runs to its end',
    }),
  })
  .meta({ id: 'WorkloadUrls', description: "The reply of POST URLS_URL (inside the API envelope's data)" });

/**
 * What the exporter image can produce: format -> precisions, and whether it needs a GPU node
 * (the Job then asks for one). The API refuses anything else with 400, listing these.
 * workloads/exporter/formats.json says the same for the exporter itself; a test holds them equal.
 * TensorRT engines are built on the GPU they will run on (the CUDA image carries TensorRT; on a
 * node without a GPU the exporter fails with GpuUnavailable). Not here: TFLite (its converter
 * needs Python >= 3.12 and TensorFlow), ONNX FP16, and Hailo (no image carries its SDK).
 */
export const EXPORTER_CAPABILITIES = {
  onnx: { precisions: ['fp32'], gpu: false },
  openvino: { precisions: ['fp32', 'fp16', 'int8'], gpu: false },
  tensorrt: { precisions: ['fp32', 'fp16'], gpu: true },
} as const satisfies Record<string, { precisions: readonly ('fp32' | 'fp16' | 'int8')[]; gpu: boolean }>;

export type ProducibleFormat = keyof typeof EXPORTER_CAPABILITIES;
/** The formats an exporter image can produce: all that export and deployment requests accept. */
export const PRODUCIBLE_FORMATS = Object.keys(EXPORTER_CAPABILITIES) as [ProducibleFormat, ...ProducibleFormat[]];
/** A request's `format`: refused with the list of what can be had, so a client offers no other. */
export const producibleFormat = z.enum(PRODUCIBLE_FORMATS, {
  error: (issue) => `No exporter image can produce ${String(issue.input)}; available: ${PRODUCIBLE_FORMATS.join(', ')}`,
});

/**
 * The exit code of a failure that would fail the same way again (a bad dataset, a base model that
 * cannot be had, an unsupported format): the Job's podFailurePolicy fails the Job at once instead
 * of retrying. Crashes (1) and kills (137) are retried up to the Job's backoffLimit, and resume.
 */
export const PERMANENT_FAILURE_EXIT_CODE = 3;

export const ARTIFACT_NAMES = ['weights', 'onnx', 'checkpoint', 'exported', 'predictions'] as const;

export const workloadOutcome = z.object({
  status: z.enum(['succeeded', 'failed', 'cancelled']),
  reason: z
    .string()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9]*$/)
    .optional()
    .meta({ description: 'A CamelCase reason a person can act on, e.g. DatasetInvalid, BaseModelUnavailable' }),
  message: z.string().max(4000).optional(),
});

export const workloadReport = z
  .object({
    progress: z.number().min(0).max(1).optional(),
    message: z.string().max(4000).optional(),
    metrics: figures.optional().meta({ description: 'The latest figures, shown on the job record' }),
    class_names: z.array(z.string().max(100)).max(1000).optional(),
    epoch: z
      .object({ epoch: z.number().int().min(1), epochs: z.number().int().min(1), metrics: figures })
      .optional()
      .meta({ description: "A finished epoch's figures; kept per epoch (a repeated epoch replaces its figures)" }),
    artifacts: z
      .partialRecord(
        z.enum(ARTIFACT_NAMES),
        z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
      )
      .optional()
      .meta({ description: 'What the workload uploaded; the API checks each object against it before recording' }),
    outcome: workloadOutcome
      .optional()
      .meta({ description: 'Sent once, last, before the process exits (the Job exit code stays the authority)' }),
  })
  .meta({ id: 'WorkloadReport' });

export type TrainerEnv = z.output<typeof trainerEnv>;
export type ExporterEnv = z.output<typeof exporterEnv>;
export type EvaluatorEnv = z.output<typeof evaluatorEnv>;
export type PredictionsBody = z.output<typeof predictionsBody>;
export type WorkloadReportBody = z.output<typeof workloadReport>;
export type WorkloadUrlsBody = z.output<typeof workloadUrls>;
export type ArtifactName = (typeof ARTIFACT_NAMES)[number];
