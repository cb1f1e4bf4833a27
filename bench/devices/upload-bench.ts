import { createHash, randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import type { ObjectStore } from '../../api/lib/storage.js';
import type { BatchDoc } from '../../api/modules/data/batches/repository.js';
import { readDimensions } from '../../api/modules/data/images/image-probe.js';
import type { ImageDoc } from '../../api/modules/data/images/repository.js';
import { filenameSuffixes } from '../../api/modules/data/images/filename-search.js';
import { encodeImageUpload } from '../../scripts/simulator/multipart.js';
import { postBody } from '../lib/http-post.js';
import { runInterleaved, type ClosedLoopResult } from '../lib/closed-loop.js';
import { commandsPerOperation } from '../lib/mongo-commands.js';
import type { CpuSampler } from '../lib/process-cpu.js';
import type { BenchDevice } from './devices.js';

export interface UploadBenchResult {
  api: ClosedLoopResult;
  /**
   * The work an upload stands for, done directly: `putObject` of the same bytes to the same
   * bucket, then the record's two database commands (the device's open batch, the image insert).
   */
  direct: ClosedLoopResult;
  /** `putObject` alone: what storing the bytes costs without recording them. */
  directPut: ClosedLoopResult;
  bytesPerUpload: number;
  /** MongoDB commands per upload, counted by the server over uploads made one at a time. */
  commands: { api: number; direct: number };
}

export interface UploadBenchOptions {
  apiUrl: string;
  store: ObjectStore;
  db: Db;
  devices: BenchDevice[];
  /** Distinct JPEGs of about the same size, used in turn. */
  images: Uint8Array<ArrayBuffer>[];
  concurrency: number;
  /** Measured time per side. */
  durationMs: number;
  warmupMs: number;
  /** Turns each side takes (API, direct, direct put, API, ...). */
  rounds: number;
  log: (line: string) => void;
  /** Where each side's CPU goes, by process. */
  cpu?: CpuSampler;
}

/** Uploads made one at a time to count their MongoDB commands. */
const COUNTED_UPLOADS = 20;

const UPLOAD_SIDES = {
  api: 'through the API',
  direct: 'the same put and record directly (putObject, batch lookup, image insert)',
  directPut: 'the same bytes with putObject alone',
} as const;

/** Far above any id the API's sequence hands out in a bench, so the direct inserts never collide. */
const DIRECT_ID_BASE = 1_000_000_000_000;

/**
 * Image uploads through the API (multipart, stored in the object store, recorded in the
 * database) against the same work done directly: putting the same bytes into the same bucket
 * with the minio client and writing the same record with the driver, as the check-in bench
 * compares the API against the writes a check-in makes. The device-key lookup is the API's own
 * overhead in both. A bare put is measured too, for what recording costs. The sides take turns
 * so all see the same machine.
 */
export async function benchUploads(options: UploadBenchOptions): Promise<UploadBenchResult> {
  const { devices, images, store, db } = options;
  const buffers = images.map((image) => Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  // Encoded before timing starts, as a camera's client would hold its request ready.
  const forms = images.map((bytes, i) =>
    encodeImageUpload({ bytes, filename: `bench-frame-${i}.jpg`, contentType: 'image/jpeg' }),
  );
  // What the API records of each frame, computed once: the API computes it per upload, so the
  // direct side leaves that CPU out of its rate (part of the API's overhead, like parsing).
  const sha256s = buffers.map((bytes) => createHash('sha256').update(bytes).digest('hex'));
  const dimensions = buffers.map((bytes) => readDimensions(bytes) ?? { width: 0, height: 0 });
  // The repository's own document types, so the mirror cannot drift from what the API writes.
  const batches = db.collection<BatchDoc>('batches');
  const imageDocs = db.collection<ImageDoc>('images');
  let nextDirectId = DIRECT_ID_BASE;

  const put = async (index: number, prefix: string) => {
    const file = buffers[index % buffers.length]!;
    const key = `bench/${prefix}/${randomUUID()}`;
    await store.minioClient.putObject(store.bucket, key, file, file.length, { 'Content-Type': 'image/jpeg' });
    return { key, file };
  };
  /** As ImageService.recordNew does it: the device's open batch (fresh, so no touch), then the insert. */
  const record = async (device: BenchDevice, index: number, key: string, file: Buffer) => {
    const batch = await batches.findOne({
      organization_id: device.organizationId,
      device_id: device.deviceId,
      stage: 'collecting',
    });
    if (!batch) throw new Error(`device ${device.deviceId} has no open batch (the API side opens them first)`);
    const now = new Date();
    await imageDocs.insertOne({
      _id: nextDirectId++,
      organization_id: device.organizationId,
      filename: `bench-frame-${index % buffers.length}.jpg`,
      filename_suffixes: filenameSuffixes(`bench-frame-${index % buffers.length}.jpg`),
      storage_key: key,
      content_type: 'image/jpeg',
      size_bytes: file.length,
      sha256: sha256s[index % buffers.length]!,
      ...dimensions[index % buffers.length]!,
      device_id: device.deviceId,
      batch_id: batch._id,
      project_id: batch.project_id,
      split: 'none',
      split_locked: false,
      annotation_status: 'pending',
      annotation_status_explicit: false,
      classes: [],
      captured_at: null,
      metadata: {},
      created_at: now,
      updated_at: now,
    });
  };

  const sides = {
    api: async (index: number) => {
      const device = devices[index % devices.length]!;
      const form = forms[index % forms.length]!;
      const headers = { ...form.headers, 'x-device-key': device.apiKey };
      const reply = await postBody(`${options.apiUrl}/device/images/upload`, headers, form.body);
      if (reply.status !== 201) throw new Error(`${reply.status} ${reply.text.slice(0, 160)}`);
    },
    direct: async (index: number) => {
      const { key, file } = await put(index, 'direct');
      await record(devices[index % devices.length]!, index, key, file);
    },
    directPut: async (index: number) => {
      await put(index, 'put');
    },
  };
  // Every device's batch opened before timing starts: the direct side records into it, and on a
  // loaded machine the API's first turn does not reach every device.
  for (let i = 0; i < devices.length; i++) await sides.api(i);
  const { api, direct, directPut } = await runInterleaved({
    sides,
    concurrency: options.concurrency,
    durationMs: options.durationMs,
    warmupMs: options.warmupMs,
    rounds: options.rounds,
    cpu: options.cpu,
    progress: { what: 'uploads', sides: UPLOAD_SIDES, log: options.log },
  });

  const bytesPerUpload = images.reduce((sum, image) => sum + image.byteLength, 0) / images.length;
  const commands = {
    api: await commandsPerOperation(db, sides.api, COUNTED_UPLOADS),
    direct: await commandsPerOperation(db, sides.direct, COUNTED_UPLOADS),
  };
  return { api, direct, directPut, bytesPerUpload, commands };
}
