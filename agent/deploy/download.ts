import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, statSync, truncateSync } from 'node:fs';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class DownloadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sizeOf = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

/**
 * Downloads `url` into `path`, continuing a partial file with an HTTP Range request (a signed
 * URL changes between check-ins, the object does not, so the partial file is keyed by the
 * artifact's checksum, not the URL). Bytes go to disk as they arrive, so a killed agent keeps
 * what it had. `onProgress` gets (bytes so far, total or null).
 */
export async function resumableDownload(
  url: string,
  path: string,
  onProgress: (done: number, total: number | null) => void,
  rateBytesPerS: number | null = null,
  timeoutMs = 30 * 60_000,
): Promise<number> {
  mkdirSync(dirname(path), { recursive: true });
  const have = sizeOf(path);
  const start = have; // resume after what is on disk; verification catches bytes of another artifact
  const res = await fetch(url, {
    headers: start > 0 ? { range: `bytes=${start}-` } : {},
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status === 416 && start > 0) {
    // Nothing after what we have: the partial file is complete (verification decides if it is right).
    await res.body?.cancel();
    return have;
  }
  if (res.status !== 200 && res.status !== 206) {
    await res.body?.cancel();
    // A gone artifact will not come back; an expired signature (403) or a server error might.
    const final = res.status === 404 || res.status === 410;
    throw new DownloadError(
      final ? 'ARTIFACT_GONE' : 'DOWNLOAD_RETRY',
      `artifact download answered HTTP ${res.status}`,
    );
  }
  const appending = res.status === 206;
  if (!appending && have > 0) truncateSync(path, 0); // the server ignored the range: start over
  const offset = appending ? start : 0;
  const length = Number(res.headers.get('content-length') ?? NaN);
  const total = Number.isFinite(length) ? offset + length : null;
  let done = offset;
  let lastReport = 0;
  onProgress(done, total);
  const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
  const began = Date.now();
  const counted = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      // A rate limit (metered links) goes in pieces of a quarter second, each on disk once waited for.
      const piece = rateBytesPerS ? Math.max(1, Math.floor(rateBytesPerS / 4)) : chunk.length;
      for (let at = 0; at < chunk.length; at += piece) {
        const part = chunk.subarray(at, at + piece);
        if (rateBytesPerS) {
          const wait = began + ((done - offset + part.length) / rateBytesPerS) * 1000 - Date.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
        done += part.length;
        if (Date.now() - lastReport > 500) {
          lastReport = Date.now();
          onProgress(done, total);
        }
        yield part;
      }
    }
  };
  await pipeline(body, counted, createWriteStream(path, { flags: appending ? 'a' : 'w' }));
  onProgress(done, total);
  if (total !== null && done !== total) {
    throw new DownloadError('DOWNLOAD_RETRY', `artifact download ended at ${done} of ${total} bytes`);
  }
  return done;
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
