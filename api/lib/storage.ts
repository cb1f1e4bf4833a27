import { Client } from 'minio';

export interface ObjectStoreConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** The S3-compatible object store (MinIO) holding images and artifacts. Objects are private. */
export class ObjectStore {
  readonly client: Client;
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
    // it always sends; over HTTPS it signs "UNSIGNED-PAYLOAD". Uploads already carry their MD5,
    // which the server checks, and the API hashes every image itself, so a second SHA-256 pass
    // over each body is CPU spent for nothing: behave as over HTTPS.
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
