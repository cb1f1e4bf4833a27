import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import type { DeviceKeyResolver } from './principal.js';

export const DEVICE_KEY_HEADER = 'x-device-key';

/** Authenticates a device by the `X-Device-Key: adk_...` header it received at provisioning. */
export class DeviceKeyStrategy extends Strategy {
  name = 'device-key';

  constructor(private readonly resolve: DeviceKeyResolver) {
    super();
  }

  override authenticate(req: Request): void {
    const key = req.headers[DEVICE_KEY_HEADER];
    if (typeof key !== 'string' || !key.startsWith('adk_')) {
      this.fail('missing or malformed X-Device-Key', 401);
      return;
    }
    this.resolve(key).then(
      (device) => (device ? this.success(device) : this.fail('unknown or revoked device key', 401)),
      (err: unknown) => this.error(err as Error),
    );
  }
}
