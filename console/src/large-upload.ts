import type { UserManager } from 'oidc-client-ts';
import { partRange, partsToSend, type components } from '../../clients/typescript/index.js';
import { unwrap, type createConsoleClient } from './api.js';
import { sendForm, SendError } from './send-form.js';
import { MAX_ATTEMPTS, retryDelayMs } from './screens/upload-queue.js';

type LargeUpload = components['schemas']['LargeUpload'];

// Parts in flight at once: enough to fill the connection, few enough to keep parts in memory low.
const CONCURRENCY = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The upload to continue (`resume`, when the API still holds it for this very file), or a new
 * one. An expired or foreign id answers 404: the file is then sent from the start.
 */
async function openUpload(
  client: ReturnType<typeof createConsoleClient>,
  file: File,
  resume: string | undefined,
): Promise<LargeUpload> {
  if (resume) {
    const found = await client.GET('/data/large-uploads/{id}', { params: { path: { id: resume } } });
    const upload = found.data?.data;
    if (upload && upload.filename === file.name && upload.size_bytes === file.size) return upload;
  }
  return unwrap(client.POST('/data/large-uploads', { body: { filename: file.name, size_bytes: file.size } }));
}

/**
 * Sends a file as a resumable upload in parts (POST /data/large-uploads): a dropped connection
 * costs the part in flight, which is sent again with backoff; the others stay stored. `resume`
 * continues an earlier upload of the same file (after a page reload) with only its missing parts;
 * `onStarted` hears the upload's id before any part goes out. Resolves with the completed
 * upload's id, for an import's `upload_id`.
 */
export async function sendInParts(options: {
  manager: UserManager;
  client: ReturnType<typeof createConsoleClient>;
  file: File;
  resume?: string;
  onStarted?: (uploadId: string) => void;
  onProgress: (sent: number, total: number) => void;
  onRetry?: (message: string) => void;
  signal: AbortSignal;
}): Promise<string> {
  const { manager, client, file, signal } = options;
  const upload = await openUpload(client, file, options.resume);
  options.onStarted?.(upload.id);
  const inFlight = new Map<number, number>();
  let stored = upload.bytes_received;
  const report = () => options.onProgress(stored + [...inFlight.values()].reduce((a, b) => a + b, 0), file.size);
  report(); // a resumed upload starts from what arrived before

  const send = async (n: number) => {
    const [start, end] = partRange(upload, n);
    for (let attempt = 1; ; attempt++) {
      const form = new FormData();
      form.set('part', file.slice(start, end), `${file.name}.part${n}`);
      try {
        await sendForm<LargeUpload>(
          manager,
          `/data/large-uploads/${upload.id}/parts/${n}`,
          form,
          (sent) => {
            // The form's framing counts too: never more than the part.
            inFlight.set(n, Math.min(sent, end - start));
            report();
          },
          signal,
          'PUT',
        );
        inFlight.delete(n);
        stored += end - start;
        report();
        return;
      } catch (err) {
        inFlight.delete(n);
        if (!(err instanceof SendError && err.network && attempt < MAX_ATTEMPTS)) throw err;
        options.onRetry?.(`connection dropped, sending part ${n} again (${attempt + 1}/${MAX_ATTEMPTS})`);
        await sleep(retryDelayMs(attempt));
      }
    }
  };

  const queue = partsToSend(upload);
  const worker = async () => {
    for (let n = queue.shift(); n !== undefined && !signal.aborted; n = queue.shift()) await send(n);
  };
  if (upload.status === 'open') {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (signal.aborted) throw new SendError('Cancelled', false);
    await unwrap(client.POST('/data/large-uploads/{id}/complete', { params: { path: { id: upload.id } } }));
  }
  return upload.id;
}
