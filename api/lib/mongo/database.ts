import { MongoClient, type Db } from 'mongodb';

export interface Database {
  readonly client: MongoClient;
  readonly db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Connects to MongoDB (a replica set in production; docs/database.md says what the code relies on). */
export async function connectDatabase(uri: string, dbName: string, timeoutMs: number): Promise<Database> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
    // A bulk write of a large dataset version may run long; a dead server is caught by server
    // selection and the heartbeat, not by cutting long operations short.
    socketTimeoutMS: Math.max(timeoutMs * 6, 600_000),
    // A server that stops answering without closing its connections (frozen, or cut off by the
    // network) is noticed by the next heartbeat timing out (twice: the driver retries once), which
    // also fails the operations waiting on it: requests wait about three times the timeout at
    // most, never the socket timeout.
    heartbeatFrequencyMS: timeoutMs,
    // retryWrites stays on (the drivers' default): a write cut off by a replica set election or a
    // dropped connection is retried once, and the server applies it once (test/stack/retry-writes).
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

/** A unique index refused the write (MongoDB's code 11000). */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
