import { errorFromResponse, type FetchResult } from './errors.js';

/** Paging fields of both list styles (`PageMeta` has the first four and the page ones, `OffsetMeta` the first five). */
export interface ListMeta {
  total: number;
  count?: number;
  limit?: number;
  offset?: number | null;
  next_cursor?: string | null;
  page?: number;
  per_page?: number;
  total_pages?: number;
}

/** A list answer's `data` and `meta`, or throws `ApiError`. */
export async function unwrapList(
  call: Promise<FetchResult> | FetchResult,
): Promise<{ items: unknown[]; meta: ListMeta }> {
  const result = await call;
  if (!result.response.ok || result.data === undefined) throw errorFromResponse(result.response, result.error);
  const body = result.data as { data?: unknown; meta?: ListMeta };
  if (!Array.isArray(body.data) || !body.meta || typeof body.meta.total !== 'number') {
    throw new TypeError(`${result.response.url}: not a list answer with paging meta`);
  }
  return { items: body.data, meta: body.meta };
}
