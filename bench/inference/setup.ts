import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ApiClient } from '../../test/helpers/client.js';
import { expectOk, provisionBenchDevice } from '../lib/api-fixture.js';

/** Camera-like frames: a gradient scene with noise, each one different, encoded as JPEG once before timing. */
export async function renderFrames(count: number, width: number, height: number): Promise<Buffer[]> {
  const frames: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const raw = Buffer.alloc(width * height * 3);
    let seed = i * 7919 + 1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const o = (y * width + x) * 3;
        raw[o] = (x / 5 + i * 3 + (seed & 31)) & 0xff;
        raw[o + 1] = (y / 3 + ((seed >> 5) & 31)) & 0xff;
        raw[o + 2] = ((x + y) / 7 + ((seed >> 10) & 31)) & 0xff;
      }
    }
    frames.push(
      await sharp(raw, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return frames;
}

export interface BenchFixture {
  user: ApiClient;
  projectId: number;
  imageIds: number[];
  model: { id: number; input_size: number; class_names: string[] };
}

/** A project with the frames uploaded by a freshly provisioned device, and the bench model registered. */
export async function prepareFixture(apiUrl: string, token: string, frames: Buffer[], modelPath: string) {
  const anonymous = new ApiClient(apiUrl);
  const user = anonymous.as(token);
  const project = await expectOk<{ id: number }>(
    'create project',
    user.post('/data/projects', { name: `inference bench ${Date.now()}`, project_type: 'object_detection' }),
    201,
  );
  const device = await provisionBenchDevice(anonymous, user);
  const imageIds: number[] = [];
  for (const [i, frame] of frames.entries()) {
    const form = new FormData();
    form.set('project_id', String(project.id));
    form.set('image', new Blob([new Uint8Array(frame)], { type: 'image/jpeg' }), `frame-${i}.jpg`);
    imageIds.push(
      (await expectOk<{ id: number }>('upload', device.raw('POST', '/device/images/upload', form), 201)).id,
    );
  }
  const form = new FormData();
  form.set('name', 'bench detector');
  form.set('class_names', JSON.stringify(Array.from({ length: 80 }, (_, i) => `class${i}`)));
  form.set('file', new Blob([new Uint8Array(readFileSync(modelPath))]), 'bench.onnx');
  const model = await expectOk<BenchFixture['model']>('register model', user.raw('POST', '/ml/models', form), 201);
  return { user, projectId: project.id, imageIds, model } satisfies BenchFixture;
}
