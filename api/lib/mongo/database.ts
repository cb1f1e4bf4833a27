import { MongoClient, type Db } from 'mongodb';

export interface Database {
  readonly client: MongoClient;
  readonly db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects to MongoDB or a wire-compatible server (FerretDB v1 locally). Nothing here relies on
 * transactions, sessions or change streams, which FerretDB v1 lacks.
 */
export async function connectDatabase(uri: string, dbName: string, timeoutMs: number): Promise<Database> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
    // Bulk writes of large dataset versions run for minutes on FerretDB; a dead server is caught
    // by server selection, not by cutting long operations short.
    socketTimeoutMS: Math.max(timeoutMs * 6, 600_000),
    retryWrites: false,
  });
  await client.connect();
  const db = client.db(dbName);
  return {
    client,
    db,
    async ping() {
      await db.command({ ping: 1 });
    },
    async close() {
      await client.close();
    },
  };
}

/** MongoDB's duplicate-key error: a unique index refused the write. */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
