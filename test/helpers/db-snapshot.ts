import type { Db } from 'mongodb';

/** The job queue writes on its own schedule; everything else changes only through requests. */
const BACKGROUND = new Set(['jobs', 'agenda_logs']);

/** Every document of every collection the API's requests write, to prove a refused request wrote nothing. */
export async function dbSnapshot(db: Db): Promise<Record<string, unknown[]>> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => !BACKGROUND.has(name))
    .sort();
  const snapshot: Record<string, unknown[]> = {};
  for (const name of names) snapshot[name] = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
  return snapshot;
}
