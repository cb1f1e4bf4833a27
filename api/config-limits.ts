import { z } from 'zod';
import { parseQuantity } from './lib/quantity.js';
import { QUOTA_SETTINGS, type QuotaLimits, type QuotaName } from './lib/quotas.js';

/**
 * Caps on what one request may ask for, and quotas per organization (issue 25): part of the
 * configuration schema in config.ts, kept apart because they are one concern.
 */
const doc = (description: string, shownDefault?: string) => ({
  description,
  ...(shownDefault ? { shownDefault } : {}),
});

const quantity = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => (parseQuantity(v) ?? -1) > 0, 'a positive Kubernetes quantity such as 8, 500m, 32Gi')
    .transform((v) => ({ text: v, value: parseQuantity(v)! }));

const count = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

export const limitSettings = {
  JOB_MAX_CPU: quantity('8').meta(doc('most CPU a training or export job may request (Kubernetes quantity)')),
  JOB_MAX_MEMORY: quantity('32Gi').meta(doc('most memory a job may request (Kubernetes quantity)')),
  JOB_MAX_GPU: count(1).meta(doc('most GPUs a job may request')),
  JOB_MAX_EPOCHS: count(1000, 1).meta(doc('most epochs a training job may ask for')),
  JOB_MAX_IMAGE_SIZE: count(1280, 32).meta(doc('largest `image_size` a training or export job may ask for')),
  JOB_DEFAULT_CPU: quantity('2').meta(doc('CPU a job gets when its request names none')),
  JOB_DEFAULT_MEMORY: quantity('8Gi').meta(doc('memory a job gets when its request names none')),
  JOB_MAX_DURATION_S: count(86_400, 60).meta(doc("a job's `activeDeadlineSeconds`: Kubernetes stops it after this")),

  MAX_IMAGE_PIXELS: count(40_000_000, 1).meta(
    doc('largest image (width x height) an upload may have, and any image the API decodes (sharp limitInputPixels)'),
  ),

  STORAGE_ORPHAN_MAX_SHARE: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.1)
    .meta(
      doc(
        'the sweeper touches nothing of an organization whose objects without a record exceed this share (and 5): a database restored from an older backup',
      ),
    ),
  STORAGE_QUARANTINE_DAYS: count(30, 1).meta(doc('days objects stay under quarantine/ before the bucket expires them')),

  QUOTA_TRAINING_JOBS: count(10).meta(doc('training jobs an organization may have running or pending at once')),
  QUOTA_EXPORT_JOBS: count(20).meta(doc('export jobs (model exports) an organization may have running or pending')),
  QUOTA_EVALUATION_JOBS: count(20).meta(doc('model evaluations an organization may have running or pending at once')),
  QUOTA_PENDING_EXPORTS: count(50).meta(doc('dataset exports an organization may have queued or running')),
  QUOTA_PENDING_INFERENCE: count(200).meta(doc('inference requests an organization may have queued or running')),
  QUOTA_DEVICES: count(1000).meta(doc('devices an organization may have')),
  QUOTA_IMAGES: count(1_000_000).meta(doc('images an organization may store')),
  QUOTA_STORED_BYTES: count(100 * 2 ** 30).meta(doc('bytes of images and models an organization may store')),
};

/** The quotas as api/lib/quotas.ts names them. */
export function quotaLimits(config: {
  [K in (typeof QUOTA_SETTINGS)[QuotaName]]: number;
}): QuotaLimits {
  return Object.fromEntries(
    Object.entries(QUOTA_SETTINGS).map(([quota, setting]) => [quota, config[setting]]),
  ) as QuotaLimits;
}
