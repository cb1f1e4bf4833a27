/**
 * The API's OpenAPI document and the TypeScript types openapi-typescript makes from it, built
 * in-process: createApp only assembles routes, so no server needs to be reachable.
 */
import { MongoClient } from 'mongodb';
import openapiTS, { astToString } from 'openapi-typescript';
import { format } from 'prettier';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { createLogger } from '../../api/lib/logging.js';
import { ObjectStore } from '../../api/lib/storage.js';
import type { OpenApiDocument } from '../../api/openapi/document.js';

export const SCHEMA_FILE = new URL('./schema.d.ts', import.meta.url);

export async function currentOpenApiDocument(): Promise<OpenApiDocument> {
  const config = loadConfig({
    MONGODB_URI: 'mongodb://127.0.0.1:1/',
    S3_ENDPOINT: 'http://127.0.0.1:1',
    S3_ACCESS_KEY: 'unused',
    S3_SECRET_KEY: 'unused',
    OIDC_ISSUER_URL: 'http://127.0.0.1:1/dex',
    OIDC_AUDIENCE: 'unused',
    LOG_LEVEL: 'silent',
  });
  // Never connected: the client only connects on the first operation.
  const client = new MongoClient(config.MONGODB_URI);
  const database = { client, db: client.db('unused'), ping: async () => {}, close: () => client.close() };
  const storage = new ObjectStore({
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  });
  const app = createApp({ config, database, storage, logger: createLogger('silent'), kube: null });
  try {
    return app.openapi;
  } finally {
    await app.close();
  }
}

/** What `npm run clients:generate:ts` writes to schema.d.ts, formatted as the repository is. */
export async function generatedSchemaSource(): Promise<string> {
  const document = await currentOpenApiDocument();
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)));
  const header =
    '// Generated from /api/openapi.json by `npm run clients:generate:ts` (openapi-typescript). Do not edit.\n';
  return format(header + astToString(ast), {
    parser: 'typescript',
    singleQuote: true,
    printWidth: 120,
    trailingComma: 'all',
  });
}
