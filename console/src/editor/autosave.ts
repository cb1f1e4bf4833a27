import type { ConsoleClient } from '../api.js';
import { unwrap } from '../api.js';
import type { Box, Operation } from './model.js';

export type SaveStatus = 'saved' | 'saving' | 'error';

/**
 * Sends every change as soon as it is made, one request at a time in order, so an undo of a
 * create that is still in flight deletes the record the create made.
 */
export function createAutosave(
  client: ConsoleClient,
  imageId: number,
  onStatus: (status: SaveStatus, error?: string) => void,
) {
  const ids = new Map<string, number>();
  let chain: Promise<void> = Promise.resolve();
  let pending = 0;

  // A polygon or mask is its outline (the API derives its bounds); a tag is its class alone.
  const fields = (box: Box) =>
    box.kind === 'tag'
      ? { class_value: box.cls }
      : box.points
        ? { class_value: box.cls, geometry: box.points }
        : { class_value: box.cls, x_center: box.x, y_center: box.y, width: box.w, height: box.h };
  const typeOf = (box: Box) => box.kind ?? (box.points ? 'polygon' : 'bbox');

  async function send(op: Operation): Promise<void> {
    if (op.kind === 'create') {
      const created = await unwrap(
        client.POST('/data/annotations', {
          body: {
            image_id: imageId,
            type: typeOf(op.box),
            source: 'manual',
            z_order: 0,
            ...fields(op.box),
          },
        }),
      );
      ids.set(op.box.key, created.id);
      return;
    }
    const key = op.kind === 'delete' ? op.box.key : op.before.key;
    const id = ids.get(key);
    if (id === undefined) throw new Error('the box was never saved');
    if (op.kind === 'delete') {
      await unwrap(client.DELETE('/data/annotations/{id}', { params: { path: { id } } }));
      ids.delete(key);
    } else {
      await unwrap(client.PATCH('/data/annotations/{id}', { params: { path: { id } }, body: fields(op.after) }));
    }
  }

  return {
    /** A box loaded from the API already has its id. */
    known(key: string, id: number) {
      ids.set(key, id);
    },
    save(op: Operation) {
      pending++;
      onStatus('saving');
      chain = chain.then(
        () =>
          send(op).then(
            () => {
              if (--pending === 0) onStatus('saved');
            },
            (err: unknown) => {
              pending--;
              onStatus('error', err instanceof Error ? err.message : String(err));
            },
          ),
        () => undefined,
      );
    },
    /** Resolves once everything sent so far is answered (leaving the image waits for it). */
    flush(): Promise<void> {
      return chain;
    },
  };
}
