import ort from 'onnxruntime-node';
import type { ClassifyJob, Instance, InstancesJob } from './protocol.js';
import { decodeSegmentation, topClass, type Tensor } from './task-decode.js';

function float32(output: ort.Tensor | undefined, what: string): Tensor {
  if (!output || output.type !== 'float32') throw new Error(`the ${what} must output float32 values`);
  return { data: output.data as Float32Array, dims: output.dims };
}

/** One classifier pass on an inference thread: the top class, when it is confident enough. */
export async function classify(session: ort.InferenceSession, job: ClassifyJob): Promise<ClassifyResult> {
  const input = new ort.Tensor('float32', job.tensor, [1, 3, job.size, job.size]);
  const outputs = await session.run({ [session.inputNames[0]!]: input });
  try {
    return topClass(
      float32(outputs[session.outputNames[0]!], 'classifier'),
      job.classCount,
      job.confidence,
      job.allowedClasses ? new Set(job.allowedClasses) : null,
    );
  } finally {
    for (const tensor of Object.values(outputs)) tensor.dispose();
  }
}

type ClassifyResult = { classIndex: number; confidence: number } | null;

/** One instance-segmentation pass: boxes as a detector's, each with its mask's outline. */
export async function instances(session: ort.InferenceSession, job: InstancesJob): Promise<Instance[]> {
  const size = job.letterbox.size;
  const input = new ort.Tensor('float32', job.tensor, [1, 3, size, size]);
  const outputs = await session.run({ [session.inputNames[0]!]: input });
  try {
    if (session.outputNames.length < 2) throw new Error('a segmentation model has two outputs (boxes, prototypes)');
    return decodeSegmentation(
      float32(outputs[session.outputNames[0]!], 'segmentation model'),
      float32(outputs[session.outputNames[1]!], 'segmentation model'),
      job.classCount,
      job.letterbox,
      {
        confidence: job.confidence,
        iou: job.iou,
        maxDetections: job.maxDetections,
        allowed: job.allowedClasses ? new Set(job.allowedClasses) : null,
      },
    );
  } finally {
    for (const tensor of Object.values(outputs)) tensor.dispose();
  }
}
