import type { TargetDevice } from './ports.js';

/** What a device that never reported its formats runs: ONNX, the only format agents ran before. */
export const ASSUMED_FORMATS = ['onnx'];
/** Devices named in a refusal; the rest are counted. */
const NAMED_AT_MOST = 20;

/** The targets whose last check-in says they cannot run `format`. */
export function devicesThatCannotRun(targets: TargetDevice[], format: string): TargetDevice[] {
  return targets.filter((device) => !(device.modelFormats ?? ASSUMED_FORMATS).includes(format));
}

/** Why a deployment is refused, naming the devices (their container engine ids). */
export function formatRefusal(format: string, devices: TargetDevice[]): string {
  const named = devices.slice(0, NAMED_AT_MOST).map((device) => device.deviceId);
  const more = devices.length > named.length ? ` and ${devices.length - named.length} more` : '';
  return (
    `${devices.length === 1 ? 'Device' : 'Devices'} ${named.join(', ')}${more} cannot run ${format} models ` +
    `(a device runs the formats its agent reports in check-ins; ONNX when it never reported): deploy another format`
  );
}
