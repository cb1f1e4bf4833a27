import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStore } from '../../lib/storage.js';
import type { CatalogModel } from './ports.js';
import type { ModelRef } from './onnx/protocol.js';

/**
 * Model artifacts as local files for the inference threads (ONNX Runtime loads from a path, which
 * keeps a second copy of the weights out of the JavaScript heap). A file is named by the object's
 * bucket, key and ETag, so a replaced artifact is a new file and concurrent downloads (threads,
 * API processes) of one artifact write the same name: each downloads to a temporary name and
 * renames, which is atomic.
 */
export class ModelFiles {
  private readonly downloads = new Map<string, Promise<ModelRef>>();

  constructor(
    private readonly store: ObjectStore,
    private readonly dir: string,
  ) {}

  async ensure(model: Pick<CatalogModel, 'id' | 'organizationId' | 'onnxKey'>): Promise<ModelRef> {
    const key = model.onnxKey;
    if (!key) throw new Error(`model version ${model.id} has no ONNX artifact`);
    const info = await this.store.stat(key);
    const name = createHash('sha256').update(`${this.store.bucket}\n${key}\n${info.etag}`).digest('hex').slice(0, 32);
    const path = join(this.dir, `${model.organizationId}-${model.id}-${name}.onnx`);
    const ref: ModelRef = { key: `${model.id}:${name}`, path, bytes: info.size };
    const existing = await stat(path).catch(() => null);
    if (existing?.size === info.size) return ref;
    let download = this.downloads.get(path);
    if (!download) {
      download = this.download(key, path)
        .then(() => ref)
        .finally(() => this.downloads.delete(path));
      this.downloads.set(path, download);
    }
    return download;
  }

  private async download(key: string, path: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const partial = `${path}.${process.pid}.${randomUUID()}.part`;
    try {
      await this.store.download(key, partial);
      await rename(partial, path);
    } finally {
      await rm(partial, { force: true });
    }
  }
}
