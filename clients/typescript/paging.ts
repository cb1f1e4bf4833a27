/**
 * Iterating every item of a list route, page by page. The API has two styles: `page`/`per_page`
 * (meta `PageMeta`, e.g. projects) and `limit`/`offset` (meta `OffsetMeta`, e.g. images, which
 * also answers `next_cursor`); the iterator sends the window parameters the route takes and
 * follows `meta` (the cursor where there is one) to the end.
 */
import type { Client } from 'openapi-fetch';
import { unwrapList } from './unwrap-list.js';
import type { paths } from './schema.js';

type Window = 'page' | 'per_page' | 'limit' | 'offset' | 'cursor';

type GetOperation<P extends keyof paths> = paths[P] extends { get: infer Op } ? Op : never;

type ListBody<P extends keyof paths> =
  GetOperation<P> extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

/** The GET routes that answer a list with paging `meta` (and take page or offset parameters). */
export type ListPath = {
  [P in keyof paths]: ListBody<P> extends { data: unknown[]; meta: { total: number } }
    ? GetOperation<P> extends { parameters: { query?: { limit?: unknown } | { page?: unknown } } }
      ? P
      : never
    : never;
}[keyof paths];

/** One item of a list route's `data`. */
export type ListItem<P extends ListPath> = ListBody<P> extends { data: (infer Item)[] } ? Item : never;

type Parameters<P extends ListPath> = GetOperation<P> extends { parameters: infer Params } ? Params : never;

/** A list route's parameters without the window ones, which the iterator sets. */
export type ListParams<P extends ListPath> = {
  query?: Omit<NonNullable<Parameters<P> extends { query?: infer Q } ? Q : never>, Window>;
} & (Parameters<P> extends { path: infer Path } ? { path: Path } : { path?: never });

export interface PaginateOptions {
  /** Items per request (the API allows 1 to 100). Default 100. */
  pageSize?: number;
  signal?: AbortSignal;
}

/**
 * Every item of a GET list route, fetching pages as the loop needs them; an error answer throws
 * `ApiError`. `for await (const image of paginate(api, '/data/images', { query: { project_id: 3 } }))`
 */
export async function* paginate<P extends ListPath>(
  api: Client<paths>,
  path: P,
  params?: ListParams<P>,
  options: PaginateOptions = {},
): AsyncGenerator<ListItem<P>, void, undefined> {
  const size = options.pageSize ?? 100;
  // The route's own parameter types are checked at the call above; the window is added here.
  const get = api.GET as unknown as (path: string, init: object) => Promise<FetchResultLike>;
  let page = 1;
  let offset = 0;
  let cursor: string | null = null;
  for (;;) {
    // A list that answers `next_cursor` (images) is followed by it: each page a seek, at any depth.
    const window = cursor ? { limit: size, cursor } : { page, per_page: size, limit: size, offset };
    const query = { ...(params?.query ?? {}), ...window };
    const { items, meta } = await unwrapList(
      get(path, { params: { ...params, query }, ...(options.signal ? { signal: options.signal } : {}) }),
    );
    for (const item of items) yield item as ListItem<P>;
    const seen = (typeof meta.offset === 'number' ? meta.offset : offset) + items.length;
    const done =
      items.length === 0 ||
      seen >= meta.total ||
      (typeof meta.total_pages === 'number' && typeof meta.page === 'number' && meta.page >= meta.total_pages);
    if (done) return;
    if (typeof meta.next_cursor === 'string') cursor = meta.next_cursor;
    else if ('next_cursor' in meta) return;
    offset = seen;
    page = (typeof meta.page === 'number' ? meta.page : page) + 1;
  }
}

interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}
