import type { Db } from 'mongodb';

/**
 * Commands the MongoDB server has answered so far, from its `opcounters`: queries, inserts,
 * updates, deletes, getMores and every other command (findAndModify, aggregate, ...).
 */
async function answered(db: Db): Promise<number> {
  const status = await db.admin().command({ serverStatus: 1 });
  const o = status.opcounters as Record<string, number>;
  return o.insert! + o.query! + o.update! + o.delete! + o.getmore! + o.command!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * MongoDB commands per operation, a figure load does not move: `count` operations one after
 * another, counted by the server, less what it answers meanwhile without them (the job queue's
 * polls, change streams, these status reads), measured over a quiet second just before.
 */
export async function commandsPerOperation(
  db: Db,
  operation: (index: number) => Promise<void>,
  count: number,
): Promise<number> {
  const quietStart = await answered(db);
  const quietFrom = performance.now();
  await sleep(1000);
  const quietEnd = await answered(db);
  const quietPerMs = (quietEnd - quietStart - 1) / (performance.now() - quietFrom);

  const before = await answered(db);
  const from = performance.now();
  for (let i = 0; i < count; i++) await operation(i);
  const after = await answered(db);
  const background = quietPerMs * (performance.now() - from);
  return Math.max(0, after - before - 1 - background) / count;
}
