/** Importing a labelled dataset archive (COCO, YOLO, VOC or CVAT zip) into a project. */
import type { Client } from 'openapi-fetch';
import { unwrap } from './errors.js';
import { waitForJob, type AsyncJob, type WaitOptions } from './jobs.js';
import { sendInParts, type SendInPartsOptions } from './large-uploads.js';
import type { components, paths } from './schema.js';

export type ImportFormat = components['schemas']['ImportUpload']['format'];

export interface ImportOptions extends SendInPartsOptions {
  /** Called with the import job's every state read (after the upload's `onProgress`). */
  onJob?: WaitOptions['onProgress'];
  /** Give up waiting for the import job after this many ms. Default one hour. */
  timeoutMs?: number;
}

/**
 * Sends the zip in parts (`sendInParts`: resumable, a dropped part sent again), starts the import
 * by `upload_id` and waits for the job; its `result` says what was added and what was skipped.
 * Throws `JobFailedError` naming the file and line of a broken archive.
 */
export async function importDataset(
  api: Client<paths>,
  projectId: number,
  zip: Blob,
  format: ImportFormat,
  options: ImportOptions = {},
): Promise<AsyncJob> {
  const uploadId = await sendInParts(api, zip, options);
  const form = new FormData();
  form.set('format', format);
  form.set('upload_id', uploadId);
  const started = await unwrap(
    api.POST('/data/projects/{id}/import', {
      params: { path: { id: projectId } },
      body: { format, upload_id: uploadId },
      bodySerializer: () => form,
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return waitForJob(api, started.job_id, {
    ...(options.onJob ? { onProgress: options.onJob } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
