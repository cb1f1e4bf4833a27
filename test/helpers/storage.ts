import type { ObjectStore } from '../../api/lib/storage.js';

/** Every object key in the bucket under a prefix. */
export async function objectKeys(store: ObjectStore, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  const stream = store.minioClient.listObjectsV2(store.bucket, prefix, true);
  for await (const item of stream as AsyncIterable<{ name?: string }>) {
    if (item.name) keys.push(item.name);
  }
  return keys;
}

export async function objectBytes(store: ObjectStore, key: string): Promise<Buffer> {
  const stream = await store.minioClient.getObject(store.bucket, key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
