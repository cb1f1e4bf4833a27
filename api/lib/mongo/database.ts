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
    // A server that stops answering without closing its connections (frozen, or cut off by the
    // network) is noticed by the next heartbeat timing out (twice: the driver retries once), which
    // also fails the operations waiting on it: requests wait about three times the timeout at
    // most, never the socket timeout.
    heartbeatFrequencyMS: timeoutMs,
    // retryWrites stays on (the drivers' default): a write cut off by a replica set election is
    // retried once on MongoDB. FerretDB v1 reports a standalone server, so the driver sends no
    // transaction number and never retries there (checked: docs/concurrency.md).
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

/**
 * A unique index refused the write. MongoDB (and FerretDB on inserts) answers code 11000;
 * FerretDB v1 answers an update that would break a unique index with code 1 (InternalError)
 * and SQLite's own message.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === 11000) return true;
  return code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
