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
 * Sends a file as a resumable upload in parts (POST /data/large-uploads): a dropped connection
 * costs the part in flight, which is sent again with backoff; the others stay stored. Resolves
 * with the completed upload's id, for an import's `upload_id`.
 */
export async function sendInParts(options: {
  manager: UserManager;
  client: ReturnType<typeof createConsoleClient>;
  file: File;
  onProgress: (sent: number, total: number) => void;
  onRetry?: (message: string) => void;
  signal: AbortSignal;
}): Promise<string> {
  const { manager, client, file, signal } = options;
  const upload = await unwrap(
    client.POST('/data/large-uploads', { body: { filename: file.name, size_bytes: file.size } }),
  );
  const inFlight = new Map<number, number>();
  let stored = upload.bytes_received;
  const report = () => options.onProgress(stored + [...inFlight.values()].reduce((a, b) => a + b, 0), file.size);

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
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (signal.aborted) throw new SendError('Cancelled', false);
  await unwrap(client.POST('/data/large-uploads/{id}/complete', { params: { path: { id: upload.id } } }));
  return upload.id;
}
