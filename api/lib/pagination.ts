import type { PageMeta } from './envelope.js';
import type { PageQuery } from './http/schemas.js';

export interface Window {
  skip: number;
  limit: number;
}

export function pageWindow(query: PageQuery): Window {
  return { skip: (query.page - 1) * query.per_page, limit: query.per_page };
}

export function pageMeta(query: PageQuery, total: number, count: number): PageMeta {
  return {
    total,
    page: query.page,
    per_page: query.per_page,
    total_pages: Math.ceil(total / query.per_page),
    count,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
}
