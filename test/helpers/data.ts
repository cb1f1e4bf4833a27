import { expect } from 'chai';
import type { ApiClient } from './client.js';
import { provisionDevice } from './devices.js';
import { makeJpeg, uploadForm } from './images.js';

export async function createProject(user: ApiClient, fields: Record<string, unknown> = {}): Promise<any> {
  const res = await user.post('/data/projects', {
    name: `Project ${Math.random().toString(36).slice(2, 10)}`,
    project_type: 'object_detection',
    classes: ['car', 'person', 'bike'],
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data;
}

/** A device of the user's organization, ready to upload. */
export async function newDevice(
  user: ApiClient,
  anonymous: ApiClient,
): Promise<{ client: ApiClient; deviceId: string }> {
  const { apiKey, deviceId } = await provisionDevice(user, anonymous);
  return { client: anonymous.withDeviceKey(apiKey), deviceId };
}

export async function uploadImage(
  device: ApiClient,
  filename = 'frame.jpg',
  seed = 0,
  fields: Record<string, string> = {},
) {
  const res = await device.raw('POST', '/device/images/upload', uploadForm(makeJpeg(32, 24, seed), filename, fields));
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data;
}

export async function annotate(
  user: ApiClient,
  imageId: number,
  classValue: string,
  extra: Record<string, unknown> = {},
) {
  const res = await user.post('/data/annotations', {
    image_id: imageId,
    class_value: classValue,
    type: 'bbox',
    x_center: 0.5,
    y_center: 0.5,
    width: 0.2,
    height: 0.3,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data;
}
