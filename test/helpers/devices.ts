import { expect } from 'chai';
import type { ApiClient } from './client.js';

let counter = 0;

/** A device id no other test in this process uses. */
export function newDeviceId(): string {
  counter += 1;
  return `engine-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function createToken(
  user: ApiClient,
  body: Record<string, unknown> = {},
): Promise<{ id: number; token: string }> {
  const res = await user.post('/provisioning-tokens', body);
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body.data;
}

/** Provisions a device through the public endpoint; returns the device and its key. */
export async function provisionDevice(
  user: ApiClient,
  anonymous: ApiClient,
  fields: Record<string, unknown> = {},
): Promise<{ device: any; apiKey: string; deviceId: string }> {
  const { token } = await createToken(user);
  const deviceId = newDeviceId();
  const res = await anonymous.post('/devices/provision', {
    token,
    device_id: deviceId,
    name: `Camera ${deviceId}`,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return { device: res.body.data.device, apiKey: res.body.data.api_key, deviceId };
}
