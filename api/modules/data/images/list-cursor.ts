import type { Filter } from 'mongodb';
import { validationError } from '../../../lib/errors.js';
import type { ImageDoc } from './repository.js';

export type ImageSortKey = 'created_at' | 'updated_at' | 'filename';

/** The list's order: the sort key, then `_id` in the same direction to break ties. */
export interface ImageListSort {
  key: ImageSortKey;
  direction: 1 | -1;
}

/** Where a page ended: the last image's sort value and id. */
export interface ListPosition {
  value: Date | string;
  id: number;
}

interface CursorBody {
  /** sort key and order the cursor was made for */
  s: ImageSortKey;
  o: 'asc' | 'desc';
  /** the last image's sort value (ISO time for the time keys) and id */
  v: string;
  i: number;
}

const orderOf = (sort: ImageListSort) => (sort.direction === 1 ? 'asc' : 'desc');

/**
 * The opaque `meta.next_cursor`: base64url of the last image's sort value and id. It carries a
 * position only, never a filter or an organization: a request reads its own organization's
 * images after that position, so another organization's cursor shows nothing of theirs.
 */
export function encodeCursor(sort: ImageListSort, last: Pick<ImageDoc, ImageSortKey | '_id'>): string {
  const value = last[sort.key];
  const body: CursorBody = {
    s: sort.key,
    o: orderOf(sort),
    v: value instanceof Date ? value.toISOString() : value,
    i: last._id,
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const badCursor = (why: string) =>
  validationError('cursor', `Invalid cursor: ${why}; send meta.next_cursor unchanged, or start again without cursor`);

/** The position a cursor names; 400 VALIDATION_ERROR for anything that is not one of ours for this order. */
export function decodeCursor(text: string, sort: ImageListSort): ListPosition {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw badCursor('not base64url');
  let body: Partial<CursorBody>;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<CursorBody>;
  } catch {
    throw badCursor('not a list cursor');
  }
  if (typeof body !== 'object' || body === null || typeof body.v !== 'string' || !Number.isSafeInteger(body.i)) {
    throw badCursor('not a list cursor');
  }
  if (body.s !== sort.key || body.o !== orderOf(sort)) {
    throw validationError(
      'cursor',
      `The cursor continues sort=${String(body.s)}&order=${String(body.o)}; send the same sort and order with it`,
    );
  }
  if (sort.key === 'filename') return { value: body.v, id: body.i! };
  const at = new Date(body.v);
  if (Number.isNaN(at.getTime())) throw badCursor('not a list cursor');
  return { value: at, id: body.i! };
}

/**
 * The images after `position` in the list's order, as a condition beside the list's filter. The
 * range on the sort key alone gives the index scan its start (so a page deep in the list costs
 * what the first does); the `$or` only drops the ties at that value up to the last id.
 */
export function afterPosition(sort: ImageListSort, position: ListPosition): Filter<ImageDoc> {
  const [inclusive, strict] = sort.direction === 1 ? (['$gte', '$gt'] as const) : (['$lte', '$lt'] as const);
  return {
    $and: [
      { [sort.key]: { [inclusive]: position.value } },
      { $or: [{ [sort.key]: { [strict]: position.value } }, { _id: { [strict]: position.id } }] },
    ],
  } as Filter<ImageDoc>;
}

/** The list's filter narrowed to the images after `position` (the filter may hold an `$and` of its own). */
export function withPosition(filter: Filter<ImageDoc>, sort: ImageListSort, position: ListPosition): Filter<ImageDoc> {
  const own = (filter.$and as Filter<ImageDoc>[] | undefined) ?? [];
  const after = afterPosition(sort, position).$and as Filter<ImageDoc>[];
  return { ...filter, $and: [...own, ...after] };
}
