import type { Collection, Db } from 'mongodb';
import { isDuplicateKeyError } from '../../lib/mongo/database.js';

/** An approved device's key, found by its hash. The device record stays the authority. */
export interface DeviceKeyDoc {
  /** The key's hash: a string `_id`, the one lookup every MongoDB-wire server serves from an index. */
  _id: string;
  organization_id: number;
  device: number;
  device_id: string;
}

/**
 * What the index needs of a device record. Declared here rather than imported from the
 * repository, which builds the index: the two files would otherwise import each other.
 */
export interface KeyedDevice {
  _id: number;
  organization_id: number;
  device_id: string;
  status: string;
  api_key_hash: string;
}

/**
 * Device keys of approved devices by hash, so authenticating a device request is one point read.
 * (FerretDB answers a lookup by any other field with a scan of every device of every tenant, and
 * devices authenticate on every check-in and upload.)
 *
 * The device record decides: an entry exists only while its device is approved, and whenever the
 * two could disagree the record wins.
 * - A device is indexed after its record says approved, and the record is read again afterwards:
 *   if meanwhile it stopped being approved (or was deleted), the entry is removed. So an entry can
 *   never outlive its device's approval, whatever the interleaving of concurrent changes.
 * - An entry is removed before a device is deleted or leaves `approved`, so its key stops at once.
 * - A key without an entry is looked up in the device records (devices from before the index, or
 *   an entry lost to a race with a status change); an approved device found there is indexed again.
 */
export class DeviceKeyIndex {
  private readonly keys: Collection<DeviceKeyDoc>;

  constructor(db: Db) {
    this.keys = db.collection<DeviceKeyDoc>('device_keys');
  }

  find(hash: string): Promise<DeviceKeyDoc | null> {
    return this.keys.findOne({ _id: hash });
  }

  /** Indexes an approved device's key, unless `currentRecord` then says it is no longer approved. */
  async admit(device: KeyedDevice, currentRecord: () => Promise<KeyedDevice | null>): Promise<void> {
    try {
      await this.keys.insertOne({
        _id: device.api_key_hash,
        organization_id: device.organization_id,
        device: device._id,
        device_id: device.device_id,
      });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const now = await currentRecord();
    if (now?.status !== 'approved') await this.remove(device.api_key_hash);
  }

  async remove(hash: string): Promise<void> {
    await this.keys.deleteOne({ _id: hash });
  }
}
