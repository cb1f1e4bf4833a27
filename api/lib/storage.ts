import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { Client, type LifecycleConfig } from 'minio';

/** How long the signature of a request the API sends itself stays valid (it is sent at once). */
const SIGNED_REQUEST_TTL_S = 300;

/** The object store answered a request with an error status. */
export class ObjectStoreError extends Error {
  constructor(
    readonly status: number,
    /** The S3 error code, e.g. `XAmzContentChecksumMismatch`. */
    readonly code: string,
  ) {
    super(`the object store answered ${status} ${code}`);
    this.name = 'ObjectStoreError';
  }
}

export interface ObjectStoreConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** An object as a listing shows it. */
export interface ListedObject {
  name: string;
  size: number;
  lastModified: Date;
}

/**
 * The S3-compatible object store (MinIO) holding images and artifacts. Objects are private.
 * The API speaks to it only through these methods, each one thing the API means to do (sign a
 * URL, store a stream, remove what a prefix holds); the client (`minioClient`) is for tests and benches,
 * which play an outside actor (a lost object, a planted orphan), and lint keeps it out of api/.
 */
export class ObjectStore {
  private readonly client: Client;
  readonly bucket: string;
  private readonly region: string;

  constructor(config: ObjectStoreConfig) {
    const url = new URL(config.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
      useSSL: url.protocol === 'https:',
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      // Streams of unknown length go up in 5 MiB parts: the smallest S3 allows, and the most an
      // upload holds in memory.
      partSize: 5 * 1024 * 1024,
    });
    // Over plain HTTP the client signs a SHA-256 of every request body, on top of the Content-MD5
    // it always sends; over HTTPS it signs "UNSIGNED-PAYLOAD". Bodies the client puts already
    // carry their MD5, which the server checks (images up to 5 MiB go through putVerified with
    // the SHA-256 they were hashed with instead), so a second hash pass over each body is CPU
    // spent for nothing: behave as over HTTPS.
    this.client.enableSHA256 = false;
    this.bucket = config.bucket;
    this.region = config.region;
  }

  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) {
      await this.client.makeBucket(this.bucket, this.region).catch(async (err: unknown) => {
        // Another API replica may have created it between the check and the call.
        if (!(await this.client.bucketExists(this.bucket))) throw err;
      });
    }
  }

  /** Readiness: the bucket answers within the deadline. */
  async ping(timeoutMs = 3000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`object store did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const exists = await Promise.race([this.client.bucketExists(this.bucket), deadline]);
      if (!exists) throw new Error(`bucket ${this.bucket} does not exist`);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Stores a body held in memory whose CRC32 the caller already computed (uploads checksum every
   * image as it arrives). The store checks the bytes it received against it
   * (`x-amz-checksum-crc32`) and stores nothing when they differ. CRC32 is what the check is for:
   * catching bytes changed on the way, as the S3 SDKs' default checksum does; it costs the
   * store about a fifth of a SHA-256 (the image's identity, which the record keeps, is the API's
   * SHA-256). The client's `putObject` would first hash the whole body again with MD5 for a
   * Content-MD5 header: the largest CPU cost of a 1 MiB upload in the API. The body goes out as
   * the chunks it arrived in, never copied into one buffer (garbage that large makes V8 collect
   * often), in one write. The request is signed by the client (a presigned PUT, computed
   * locally) and sent on Node's keep-alive agent.
   */
  async putVerified(key: string, chunks: Buffer[], options: { contentType: string; crc32: number }): Promise<void> {
    const url = new URL(await this.client.presignedPutObject(this.bucket, key, SIGNED_REQUEST_TTL_S));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = send(
        url,
        {
          method: 'PUT',
          headers: {
            'content-type': options.contentType,
            'content-length': chunks.reduce((sum, chunk) => sum + chunk.length, 0),
            'x-amz-checksum-crc32': crc32Header(options.crc32),
          },
        },
        resolve,
      );
      request.on('error', reject);
      // Corked, the chunks leave in one write: sent one by one, the store reads them one by one
      // (measured: 0.3 to 0.4 ms more of MinIO's CPU for a 1 MiB body in 64 KiB chunks).
      request.cork();
      for (const chunk of chunks) request.write(chunk);
      request.end();
    });
    const reply: Buffer[] = [];
    for await (const chunk of response) reply.push(chunk as Buffer);
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      const code = /<Code>([^<]*)<\/Code>/.exec(Buffer.concat(reply).toString('utf8'))?.[1] ?? 'UnknownError';
      throw new ObjectStoreError(status, code);
    }
  }

  /** The MinIO client itself, for tests and benches only (api/ may not use it). */
  get minioClient(): Client {
    return this.client;
  }

  /** A URL that reads the object for `ttlS` seconds, without credentials. */
  presignGet(key: string, ttlS: number): Promise<string> {
    return this.client.presignedGetObject(this.bucket, key, ttlS);
  }

  /** A URL that writes the object for `ttlS` seconds, without credentials. */
  presignPut(key: string, ttlS: number): Promise<string> {
    return this.client.presignedPutObject(this.bucket, key, ttlS);
  }

  /** The object's body; fails when there is none. */
  async read(key: string): Promise<Readable> {
    return this.client.getObject(this.bucket, key);
  }

  /** `length` bytes of the object from `start` (one ranged GET). */
  async readRange(key: string, start: number, length: number): Promise<Readable> {
    return this.client.getPartialObject(this.bucket, key, start, length);
  }

  /** The object's body and size for a download, or null when there is no such object. */
  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    let size: number;
    try {
      ({ size } = await this.stat(key));
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFound') return null;
      throw err;
    }
    return { body: await this.read(key), size };
  }

  /** The object's size and ETag; fails when there is none. */
  async stat(key: string): Promise<{ size: number; etag: string }> {
    const { size, etag } = await this.client.statObject(this.bucket, key);
    return { size, etag };
  }

  /** Writes the object into a local file. */
  async download(key: string, path: string): Promise<void> {
    await this.client.fGetObject(this.bucket, key, path);
  }

  /**
   * Stores a stream of unknown length, in parts of 5 MiB (a multipart upload once it outgrows
   * one part). A failed upload may leave parts behind: `removeUnfinished` removes them.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, body, undefined, { 'Content-Type': contentType });
  }

  async copy(source: string, target: string): Promise<void> {
    await this.client.copyObject(this.bucket, target, `/${this.bucket}/${source}`);
  }

  /** Removes the object; removing one that is not there succeeds. */
  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  /** Removes these objects, in one request per thousand. */
  async removeMany(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.client.removeObjects(this.bucket, keys);
  }

  /** Removes every object whose key starts with `prefix`. */
  async removePrefix(prefix: string): Promise<void> {
    const keys: string[] = [];
    for await (const item of this.list(prefix)) keys.push(item.name);
    await this.removeMany(keys);
  }

  /**
   * Removes the parts interrupted multipart uploads of `key` left (invisible in listings, but
   * they keep their storage), however many a killed process and its retries left.
   */
  async removeUnfinished(key: string): Promise<void> {
    for (let uploadId = await this.unfinishedUploadId(key); uploadId; uploadId = await this.unfinishedUploadId(key)) {
      await this.abortMultipart(key, uploadId);
    }
  }

  /** Starts a multipart upload of `key` whose parts arrive over time (resumable uploads); its id. */
  startMultipart(key: string, contentType: string): Promise<string> {
    return this.client.initiateNewMultipartUpload(this.bucket, key, { 'Content-Type': contentType });
  }

  /** Stores part `number` of a multipart upload (sending it again replaces it); its ETag. */
  async putPart(key: string, uploadId: string, number: number, body: Buffer): Promise<string> {
    const { etag } = await this.client.uploadPart(
      { bucketName: this.bucket, objectName: key, uploadID: uploadId, partNumber: number, headers: {} },
      body,
    );
    return etag;
  }

  /** Joins the parts, in part order, into the object. */
  async completeMultipart(key: string, uploadId: string, parts: { part: number; etag: string }[]): Promise<void> {
    await this.client.completeMultipartUpload(this.bucket, key, uploadId, parts);
  }

  /** Drops a multipart upload and its stored parts. */
  async abortMultipart(key: string, uploadId: string): Promise<void> {
    await this.client.abortMultipartUpload(this.bucket, key, uploadId);
  }

  /** The id of an unfinished multipart upload of `key`, if there is one. */
  unfinishedUploadId(key: string): Promise<string | undefined> {
    return this.client.findUploadId(this.bucket, key);
  }

  /** Every object whose key starts with `prefix`. */
  async *list(prefix: string): AsyncIterable<ListedObject> {
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true) as AsyncIterable<
      Partial<ListedObject>
    >) {
      if (item.name !== undefined) yield { name: item.name, size: item.size ?? 0, lastModified: item.lastModified! };
    }
  }

  /** The folders one level below `prefix` (`orgs/` gives `orgs/1/`, `orgs/2/`, ...). */
  async *folders(prefix: string): AsyncIterable<string> {
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, false) as AsyncIterable<{
      prefix?: string;
    }>) {
      if (item.prefix !== undefined) yield item.prefix;
    }
  }

  /** Replaces the bucket's lifecycle rules (expiry of a prefix, say). */
  async setLifecycle(config: LifecycleConfig): Promise<void> {
    await this.client.setBucketLifecycle(this.bucket, config);
  }

  /** The object's body, or null when there is no such object: one round trip either way. */
  async readIfExists(key: string): Promise<AsyncIterable<Buffer> | null> {
    try {
      return (await this.client.getObject(this.bucket, key)) as AsyncIterable<Buffer>;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'NoSuchKey' || code === 'NotFound') return null;
      throw err;
    }
  }

  async objectExists(key: string): Promise<boolean> {
    try {
      await this.client.statObject(this.bucket, key);
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFound') return false;
      throw err;
    }
  }
}

/** A CRC32 as S3 headers carry it: the four bytes, big-endian, in base64. */
export function crc32Header(crc32: number): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc32 >>> 0);
  return bytes.toString('base64');
}
