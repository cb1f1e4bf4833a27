/**
 * The API's OpenAPI document without any server: the app is built in-process with a database
 * client that never connects and an object store client that is never called, exactly the way
 * `createApp` assembles the document it serves at /api/openapi.json. The caller must end the
 * process when done (see below).
 */
import { MongoClient } from 'mongodb';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { createLogger } from '../../api/lib/logging.js';
import { ObjectStore } from '../../api/lib/storage.js';
import type { OpenApiDocument } from '../../api/openapi/document.js';

export async function currentOpenApiDocument(): Promise<OpenApiDocument> {
  const config = loadConfig({
    MONGODB_URI: 'mongodb://127.0.0.1:1',
    S3_ENDPOINT: 'http://127.0.0.1:1',
    S3_ACCESS_KEY: 'unused',
    S3_SECRET_KEY: 'unused',
    OIDC_ISSUER_URL: 'http://127.0.0.1:1/dex',
    OIDC_AUDIENCE: 'unused',
    LOG_LEVEL: 'silent',
  });
  // Never connected. Something in the app queues a query at construction; it waits for a server
  // that never comes instead of failing, and the caller exits the process when done.
  const client = new MongoClient(config.MONGODB_URI, { serverSelectionTimeoutMS: 24 * 3600 * 1000 });
  const db = client.db(config.MONGODB_DB);
  const app = createApp({
    config,
    database: { client, db, ping: async () => {}, close: () => client.close() },
    storage: new ObjectStore({
      endpoint: config.S3_ENDPOINT,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
    }),
    logger: createLogger(config.LOG_LEVEL),
    kube: null,
  });
  try {
    return structuredClone(app.openapi);
  } finally {
    await app.close();
  }
}
