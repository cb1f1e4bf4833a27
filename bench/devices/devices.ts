import type { Db } from 'mongodb';
import { hashSecret } from '../../api/lib/secrets.js';
import { provisionDevices } from '../../scripts/simulator/provision.js';
import { Recorder } from '../../scripts/simulator/recorder.js';

/** A provisioned device with what the direct baselines need to write the same documents. */
export interface BenchDevice {
  id: number;
  deviceId: string;
  organizationId: number;
  apiKey: string;
  keyHash: string;
}

/** Provisions through the API like the simulator does, then reads each device's organization. */
export async function provisionBenchDevices(options: {
  apiUrl: string;
  token: string;
  count: number;
  runId: string;
  db: Db;
}): Promise<BenchDevice[]> {
  const recorder = new Recorder();
  const identities = await provisionDevices({
    api: options.apiUrl,
    token: options.token,
    count: options.count,
    runId: options.runId,
    concurrency: 8,
    timeoutMs: 30_000,
    recorder,
  });
  if (identities.length < options.count) {
    const reasons = recorder.errors(3).map((e) => e.error);
    throw new Error(`only ${identities.length} of ${options.count} devices were provisioned: ${reasons.join('; ')}`);
  }
  const docs = await options.db
    .collection<{ _id: number; device_id: string; organization_id: number }>('devices')
    .find({ device_id: { $in: identities.map((d) => d.deviceId) } })
    .toArray();
  const organizationOf = new Map(docs.map((doc) => [doc.device_id, doc.organization_id]));
  return identities.map((identity) => {
    const organizationId = organizationOf.get(identity.deviceId);
    if (organizationId === undefined) throw new Error(`device ${identity.deviceId} is not in the database`);
    return {
      id: identity.id,
      deviceId: identity.deviceId,
      organizationId,
      apiKey: identity.apiKey,
      keyHash: hashSecret(identity.apiKey),
    };
  });
}
