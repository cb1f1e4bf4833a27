import { ObjectId, type Db } from 'mongodb';
import type { DeviceKeyDoc } from '../../api/modules/devices/key-index.js';
import type { CheckinDoc, DeviceDoc } from '../../api/modules/devices/repository.js';
import { runClosedLoop, type ClosedLoopResult } from '../lib/closed-loop.js';
import type { BenchDevice } from './devices.js';

export interface CheckinBenchResult {
  api: ClosedLoopResult;
  /** The two writes the API's check-in makes, straight through the driver. */
  direct: ClosedLoopResult;
  /** The same plus the device-key lookup the API's authentication makes first. */
  directWithLookup: ClosedLoopResult;
}

export interface CheckinBenchOptions {
  apiUrl: string;
  db: Db;
  devices: BenchDevice[];
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  log: (line: string) => void;
}

const metrics = { cpu_percent: 37.5, memory_percent: 41.2, disk_percent: 42, temperature_c: 51.3 };
const body = JSON.stringify({ status: 'ok', agent_version: 'bench/1.0.0', uptime_s: 3600, metrics });

/**
 * Check-in rate and latency through the API against the database work it stands for, done
 * directly on the same server in the same run: the `findOneAndUpdate` on `devices` and the
 * `insertOne` into `device_checkins` that DeviceRepository.recordCheckin makes, with the same
 * filters and documents. Devices rotate so no single document is hot.
 */
export async function benchCheckins(options: CheckinBenchOptions): Promise<CheckinBenchResult> {
  const { devices, db } = options;
  // The repository's own document types, so the mirror cannot drift from what the API writes.
  const deviceDocs = db.collection<DeviceDoc>('devices');
  const checkinDocs = db.collection<CheckinDoc>('device_checkins');
  const keyDocs = db.collection<DeviceKeyDoc>('device_keys');
  const pick = (index: number) => devices[index % devices.length]!;
  const loop = (op: (index: number) => Promise<void>) =>
    runClosedLoop({ concurrency: options.concurrency, durationMs: options.durationMs, warmupMs: options.warmupMs, op });

  const recordDirectly = async (device: BenchDevice) => {
    const at = new Date();
    const checkin = { at, status: 'ok', agent_version: 'bench/1.0.0', uptime_s: 3600, metrics };
    const updated = await deviceDocs.findOneAndUpdate(
      { _id: device.id, organization_id: device.organizationId },
      { $set: { last_seen_at: at, last_checkin: checkin, updated_at: at } },
      { returnDocument: 'after' },
    );
    if (!updated) throw new Error(`device ${device.id} not found`);
    await checkinDocs.insertOne({
      _id: new ObjectId(),
      device: device.id,
      at,
      status: checkin.status,
      metrics,
      organization_id: device.organizationId,
    });
  };

  options.log('check-ins through the API ...');
  const api = await loop(async (index) => {
    const response = await fetch(`${options.apiUrl}/device/checkin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': pick(index).apiKey },
      body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 160)}`);
  });

  options.log('the same writes directly with the driver ...');
  const direct = await loop((index) => recordDirectly(pick(index)));

  options.log('the same writes plus the device-key lookup, directly ...');
  const directWithLookup = await loop(async (index) => {
    const device = pick(index);
    // As DeviceKeyIndex.find reads it.
    const found = await keyDocs.findOne({ _id: device.keyHash });
    if (!found) throw new Error(`no device key with hash ${device.keyHash.slice(0, 8)}`);
    await recordDirectly(device);
  });

  return { api, direct, directWithLookup };
}
