/**
 * Sending a large file (a dataset archive) as a resumable upload in parts (`/data/large-uploads`):
 * a dropped connection costs the part in flight, sent again with backoff, while the parts that
 * arrived stay stored. An upload that stops anyway throws `PartialUploadError`, whose `uploadId`
 * passed back as `resume` sends only the missing parts.
 */
import type { Client } from 'openapi-fetch';
import { ApiError, unwrap } from './errors.js';
import type { components, paths } from './schema.js';

export type LargeUpload = components['schemas']['LargeUpload'];

export interface SendInPartsOptions {
  /** The name the API keeps (for messages); default the File's own name. */
  filename?: string;
  /** The id of an earlier upload of the same file that stopped: only its missing parts are sent. */
  resume?: string;
  /** Parts in flight at once. Default 3. */
  concurrency?: number;
  /** How often a part is sent again after a dropped connection or a "try again" answer. Default 5. */
  retries?: number;
  /** Bytes stored so far and the file's size, after each part. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** Some parts could not be sent: `uploadId` resumes the upload (`resume`) until it expires. */
export class PartialUploadError extends Error {
  override readonly name = 'PartialUploadError';
  constructor(
    readonly uploadId: string,
    override readonly cause: unknown,
  ) {
    super(`the upload stopped (${String(cause)}); resume it with upload id ${uploadId}`);
  }
}

/** The part numbers still missing, in order. */
export function partsToSend(upload: Pick<LargeUpload, 'part_count' | 'parts_received'>): number[] {
  const have = new Set(upload.parts_received);
  return Array.from({ length: upload.part_count }, (_, i) => i + 1).filter((n) => !have.has(n));
}

/** The bytes `[start, end)` of part `n` (from 1) of the file: the API checks the size exactly. */
export function partRange(upload: Pick<LargeUpload, 'part_size' | 'size_bytes'>, n: number): [number, number] {
  const start = (n - 1) * upload.part_size;
  return [start, Math.min(upload.size_bytes, start + upload.part_size)];
}

/** A dropped connection (fetch's TypeError) or an answer that says "try again". */
export function isRetryable(err: unknown): boolean {
  if (err instanceof ApiError) return err.status === 429 || err.status >= 500;
  return err instanceof TypeError;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openUpload(api: Client<paths>, file: Blob, filename: string, resume?: string): Promise<LargeUpload> {
  if (!resume) {
    return unwrap(api.POST('/data/large-uploads', { body: { filename, size_bytes: file.size } }));
  }
  const upload = await unwrap(api.GET('/data/large-uploads/{id}', { params: { path: { id: resume } } }));
  if (upload.filename !== filename || upload.size_bytes !== file.size) {
    throw new Error(
      `upload ${resume} is of ${upload.filename} (${upload.size_bytes} bytes), not ${filename} (${file.size} bytes)`,
    );
  }
  return upload;
}

/** Sends `file` in parts and completes the upload; resolves with its id, for an import's `upload_id`. */
export async function sendInParts(api: Client<paths>, file: Blob, options: SendInPartsOptions = {}): Promise<string> {
  const filename = options.filename ?? (file as Partial<File>).name ?? 'upload.zip';
  const retries = options.retries ?? 5;
  const upload = await openUpload(api, file, filename, options.resume);
  let stored = upload.bytes_received;
  options.onProgress?.(stored, file.size);

  const send = async (n: number) => {
    const [start, end] = partRange(upload, n);
    for (let attempt = 1; ; attempt++) {
      const form = new FormData();
      form.set('part', file.slice(start, end), `${filename}.part${n}`);
      try {
        await unwrap(
          api.PUT('/data/large-uploads/{id}/parts/{number}', {
            params: { path: { id: upload.id, number: n } },
            body: {},
            bodySerializer: () => form,
            ...(options.signal ? { signal: options.signal } : {}),
          }),
        );
        stored += end - start;
        options.onProgress?.(stored, file.size);
        return;
      } catch (err) {
        if (options.signal?.aborted || !isRetryable(err) || attempt > retries) throw err;
        const retryAfterS = err instanceof ApiError ? err.retryAfter : undefined;
        await sleep(retryAfterS ? retryAfterS * 1000 : Math.min(500 * 2 ** (attempt - 1), 10_000));
      }
    }
  };

  try {
    if (upload.status === 'open') {
      const queue = partsToSend(upload);
      // After a part failed for good no new part starts, and the ones in flight settle first, so
      // the upload's list of arrived parts is final when the error reaches the caller.
      let failure: { error: unknown } | undefined;
      const worker = async () => {
        for (let n = queue.shift(); n !== undefined && !failure; n = queue.shift()) {
          await send(n).catch((error: unknown) => {
            failure ??= { error };
          });
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 3) }, worker));
      if (failure) throw failure.error;
      await unwrap(api.POST('/data/large-uploads/{id}/complete', { params: { path: { id: upload.id } } }));
    }
  } catch (err) {
    if (isRetryable(err)) throw new PartialUploadError(upload.id, err);
    throw err;
  }
  return upload.id;
}
