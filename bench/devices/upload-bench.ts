import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ObjectStore } from '../../api/lib/storage.js';
import { encodeImageUpload } from '../../scripts/simulator/multipart.js';
import { postBody } from '../lib/http-post.js';
import { runInterleaved, type ClosedLoopResult } from '../lib/closed-loop.js';
import type { BenchDevice } from './devices.js';

export interface UploadBenchResult {
  api: ClosedLoopResult;
  /** `putObject` of the same bytes to the same MinIO bucket. */
  direct: ClosedLoopResult;
  /**
   * The same bytes as a stream of unknown length, as the API's upload engine hands them over:
   * with a part size set, the client then always takes its multipart path (list uploads,
   * initiate, part, complete). Tells how much of the gap is that path, not the API around it.
   */
  directStreamed: ClosedLoopResult;
  bytesPerUpload: number;
}

export interface UploadBenchOptions {
  apiUrl: string;
  store: ObjectStore;
  devices: BenchDevice[];
  /** Distinct JPEGs of about the same size, used in turn. */
  images: Uint8Array<ArrayBuffer>[];
  concurrency: number;
  /** Measured time per side. */
  durationMs: number;
  warmupMs: number;
  /** Turns each side takes (API, direct, direct streamed, API, ...). */
  rounds: number;
  log: (line: string) => void;
}

const UPLOAD_SIDES = {
  api: 'through the API',
  direct: 'the same bytes directly with putObject',
  directStreamed: 'the same bytes as streams of unknown length, directly',
} as const;

/**
 * Image uploads through the API (multipart, streamed to the object store, recorded in the
 * database) against putting the same bytes into the same bucket with the minio client, the two
 * taking turns so both see the same machine.
 */
export async function benchUploads(options: UploadBenchOptions): Promise<UploadBenchResult> {
  const { devices, images, store } = options;
  const buffers = images.map((image) => Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  // Encoded before timing starts, as a camera's client would hold its request ready.
  const forms = images.map((bytes, i) =>
    encodeImageUpload({ bytes, filename: `bench-frame-${i}.jpg`, contentType: 'image/jpeg' }),
  );

  const sides = {
    api: async (index: number) => {
      const device = devices[index % devices.length]!;
      const form = forms[index % forms.length]!;
      const headers = { ...form.headers, 'x-device-key': device.apiKey };
      const reply = await postBody(`${options.apiUrl}/device/images/upload`, headers, form.body);
      if (reply.status !== 201) throw new Error(`${reply.status} ${reply.text.slice(0, 160)}`);
    },
    direct: async (index: number) => {
      const file = buffers[index % buffers.length]!;
      await store.client.putObject(store.bucket, `bench/direct/${randomUUID()}`, file, file.length, {
        'Content-Type': 'image/jpeg',
      });
    },
    directStreamed: async (index: number) => {
      const file = buffers[index % buffers.length]!;
      const stream = Readable.from([file]);
      await store.client.putObject(store.bucket, `bench/streamed/${randomUUID()}`, stream, undefined, {
        'Content-Type': 'image/jpeg',
      });
    },
  };
  const { api, direct, directStreamed } = await runInterleaved({
    sides,
    concurrency: options.concurrency,
    durationMs: options.durationMs,
    warmupMs: options.warmupMs,
    rounds: options.rounds,
    progress: { what: 'uploads', sides: UPLOAD_SIDES, log: options.log },
  });

  const bytesPerUpload = images.reduce((sum, image) => sum + image.byteLength, 0) / images.length;
  return { api, direct, directStreamed, bytesPerUpload };
}
