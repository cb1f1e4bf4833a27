import { ObjectId, type Db } from 'mongodb';
import type { CheckinDoc, DeviceDoc } from '../../api/modules/devices/repository.js';
import type { CpuSampler } from '../lib/process-cpu.js';
import { runInterleaved, type ClosedLoopResult } from '../lib/closed-loop.js';
import { commandsPerOperation } from '../lib/mongo-commands.js';
import type { BenchDevice } from './devices.js';

export interface CheckinBenchResult {
  api: ClosedLoopResult;
  /** The two writes the API's check-in makes, straight through the driver. */
  direct: ClosedLoopResult;
  /** The same plus the device-key lookup the API's authentication makes first. */
  directWithLookup: ClosedLoopResult;
  /** MongoDB commands per check-in, counted by the server over check-ins made one at a time. */
  commands: { api: number; direct: number };
}

export interface CheckinBenchOptions {
  apiUrl: string;
  db: Db;
  devices: BenchDevice[];
  concurrency: number;
  /** Measured time per side. */
  durationMs: number;
  warmupMs: number;
  /** Turns each side takes (API, direct, direct with lookup, API, ...). */
  rounds: number;
  log: (line: string) => void;
  /** Where each side's CPU goes, by process. */
  cpu?: CpuSampler;
}

const metrics = { cpu_percent: 37.5, memory_percent: 41.2, disk_percent: 42, temperature_c: 51.3 };
const body = JSON.stringify({ status: 'ok', agent_version: 'bench/1.0.0', uptime_s: 3600, metrics });

/** Check-ins made one at a time to count their MongoDB commands. */
const COUNTED_CHECKINS = 50;

const CHECKIN_SIDES = {
  api: 'through the API',
  direct: 'the same writes directly with the driver',
  directWithLookup: 'the same writes plus the device-key lookup, directly',
} as const;

/**
 * Check-in rate and latency through the API against the database work it stands for, done
 * directly on the same server in the same run: the `findOneAndUpdate` on `devices` and the
 * `insertOne` into `device_checkins` that DeviceRepository.recordCheckin makes, with the same
 * filters and documents. Devices rotate so no single document is hot; the sides take turns so
 * both see the same machine.
 */
export async function benchCheckins(options: CheckinBenchOptions): Promise<CheckinBenchResult> {
  const { devices, db } = options;
  // The repository's own document types, so the mirror cannot drift from what the API writes.
  const deviceDocs = db.collection<DeviceDoc>('devices');
  const checkinDocs = db.collection<CheckinDoc>('device_checkins');
  const pick = (index: number) => devices[index % devices.length]!;

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

  const sides = {
    api: async (index: number) => {
      const response = await fetch(`${options.apiUrl}/device/checkin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': pick(index).apiKey },
        body,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 160)}`);
    },
    direct: (index: number) => recordDirectly(pick(index)),
    directWithLookup: async (index: number) => {
      const device = pick(index);
      // As DeviceRepository.findByKeyHash reads it.
      const found = await deviceDocs.find({ api_key_hash: device.keyHash }).sort({ _id: 1 }).limit(100).next();
      if (!found) throw new Error(`no device key with hash ${device.keyHash.slice(0, 8)}`);
      await recordDirectly(device);
    },
  };
  const { api, direct, directWithLookup } = await runInterleaved({
    sides,
    concurrency: options.concurrency,
    durationMs: options.durationMs,
    warmupMs: options.warmupMs,
    rounds: options.rounds,
    cpu: options.cpu,
    progress: { what: 'check-ins', sides: CHECKIN_SIDES, log: options.log },
  });

  const commands = {
    api: await commandsPerOperation(db, sides.api, COUNTED_CHECKINS),
    direct: await commandsPerOperation(db, sides.direct, COUNTED_CHECKINS),
  };
  return { api, direct, directWithLookup, commands };
}
