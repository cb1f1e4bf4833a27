import { expect } from 'chai';
import type { ApiClient } from './client.js';
import { provisionDevice } from './devices.js';
import { makeJpeg, uploadForm } from './images.js';

export type AnnotationSpec =
  | { class_value: string; type?: 'bbox'; x_center: number; y_center: number; width: number; height: number }
  | { class_value: string; type: 'polygon'; geometry: number[] }
  | { class_value: string; type: 'tag' };

export interface ImageSpec {
  filename: string;
  annotations: AnnotationSpec[];
  width?: number;
  height?: number;
}

export interface SeededImage {
  id: number;
  filename: string;
  sha256: string;
  storage_key: string;
  width: number;
  height: number;
  annotations: AnnotationSpec[];
}

let projects = 0;

export async function createProject(
  user: ApiClient,
  classes: string[],
  name?: string,
  projectType = 'object_detection',
): Promise<any> {
  projects += 1;
  const res = await user.post('/data/projects', {
    name: name ?? `project ${process.pid}-${projects}-${Math.random().toString(36).slice(2, 8)}`,
    project_type: projectType,
    classes,
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data;
}

/** A box of a class, placed by a number so each image's boxes differ. */
export function box(class_value: string, n: number): AnnotationSpec {
  return {
    class_value,
    x_center: 0.2 + ((n * 0.037) % 0.6),
    y_center: 0.3 + ((n * 0.053) % 0.4),
    width: 0.1 + ((n * 0.011) % 0.2),
    height: 0.15 + ((n * 0.007) % 0.1),
  };
}

/**
 * Uploads the images from a newly provisioned device (so they form one batch), assigns the batch
 * to the project, and annotates them, all through the API.
 */
export async function addBatch(
  user: ApiClient,
  anonymous: ApiClient,
  projectId: number,
  specs: ImageSpec[],
): Promise<{ batchId: number; images: SeededImage[] }> {
  const device = anonymous.withDeviceKey((await provisionDevice(user, anonymous)).apiKey);
  const images: SeededImage[] = [];
  let batchId = 0;
  for (const [i, spec] of specs.entries()) {
    const file = makeJpeg(spec.width ?? 64, spec.height ?? 48, i);
    const res = await device.raw('POST', '/device/images/upload', uploadForm(file, spec.filename));
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const image = res.body.data;
    batchId = image.batch_id;
    images.push({
      id: image.id,
      filename: spec.filename,
      sha256: image.sha256,
      storage_key: image.storage_key,
      width: image.width,
      height: image.height,
      annotations: spec.annotations,
    });
  }
  const assigned = await user.patch(`/data/batches/${batchId}`, { project_id: projectId });
  expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
  for (const image of images) {
    for (const annotation of image.annotations) {
      const res = await user.post('/data/annotations', { image_id: image.id, ...annotation });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
    }
  }
  return { batchId, images };
}

/** `count` images per class, one box each, named `<prefix>-<class>-<n>.jpg`. */
export function classImages(counts: Record<string, number>, prefix = 'img'): ImageSpec[] {
  const specs: ImageSpec[] = [];
  let n = 0;
  for (const [cls, count] of Object.entries(counts)) {
    for (let i = 0; i < count; i++) {
      specs.push({ filename: `${prefix}-${cls}-${i}.jpg`, annotations: [box(cls, n++)] });
    }
  }
  return specs;
}

/** Creates a version and waits until its images are locked in their splits. */
export async function createVersion(user: ApiClient, body: Record<string, unknown>): Promise<any> {
  const res = await user.post('/data/datasets', { name: 'version', ...body });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return untilSplitsLocked(user, res.body.data.id);
}

/** The version once `splits_locked` is true: its images are locked in their splits after it is created. */
export async function untilSplitsLocked(user: ApiClient, versionId: number, timeoutMs = 20_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await user.get(`/data/datasets/${versionId}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    if (res.body.data.splits_locked) return res.body.data;
    if (Date.now() > deadline) throw new Error(`version ${versionId}: splits not locked after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Each image's split and lock, by file name, as the image list reports them. */
export async function splitsOf(
  user: ApiClient,
  projectId: number,
): Promise<Map<string, { split: string; locked: boolean }>> {
  const res = await user.get(`/data/images?project_id=${projectId}&limit=100`);
  expect(res.status).to.equal(200);
  return new Map(res.body.data.map((i: any) => [i.filename, { split: i.split, locked: i.split_locked }]));
}
