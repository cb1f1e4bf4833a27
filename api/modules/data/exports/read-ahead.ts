import { Readable } from 'node:stream';

/**
 * Pairs each item with its opened source, opening up to `ahead` sources before they are needed,
 * so the object store's round trips overlap the archive's writes instead of adding up (1000
 * images one after the other: a round trip each). What `open` gives is its affair: a body left
 * waiting in its socket until the archive takes it, or one read into memory (bounded by `ahead`
 * times what `open` reads whole). In the items' order; the first failure to open is thrown when its item is
 * reached. Sources opened but never handed out (the consumer stopped, or an open failed) are
 * destroyed.
 */
export async function* readAhead<T, S extends Readable | Buffer>(
  items: AsyncIterable<T>,
  open: (item: T) => Promise<S>,
  ahead: number,
): AsyncGenerator<{ item: T; source: S }> {
  const pending: { item: T; source: Promise<S> }[] = [];
  const iterator = items[Symbol.asyncIterator]();
  let done = false;
  const fill = async () => {
    while (!done && pending.length < ahead) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      const source = open(next.value);
      // Awaited when its turn comes; until then a rejection must not count as unhandled.
      source.catch(() => undefined);
      pending.push({ item: next.value, source });
    }
  };
  try {
    await fill();
    while (pending.length > 0) {
      const { item, source } = pending.shift()!;
      await fill();
      yield { item, source: await source };
    }
  } finally {
    for (const { source } of pending.splice(0)) {
      source.then((s) => s instanceof Readable && s.destroy()).catch(() => undefined);
    }
    if (!done) await iterator.return?.();
  }
}
