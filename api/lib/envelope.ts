import type { Response } from 'express';
import type { ErrorCode } from './errors.js';

/** Page-style list metadata (`page`/`per_page`), with the offset view of the same window. */
export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
  total_pages: number;
  count: number;
  limit: number;
  offset: number;
}

/**
 * Offset-style list metadata (`limit`/`offset`), used by the image list, which also pages by
 * cursor: `next_cursor` asks for the page after this one (null on the last), and `offset` is null
 * on a page asked for by cursor.
 */
export interface OffsetMeta {
  count: number;
  limit: number;
  offset: number | null;
  total: number;
  next_cursor: string | null;
}

export type Meta = PageMeta | OffsetMeta;

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  meta?: Meta;
}

export interface ErrorEnvelope {
  success: false;
  data: null;
  error: { code: ErrorCode; message: string; details: string };
}

export function sendData<T>(res: Response, status: number, data: T, meta?: Meta): void {
  const body: SuccessEnvelope<T> = meta ? { success: true, data, meta } : { success: true, data };
  res.status(status).json(body);
}

export function sendError(res: Response, status: number, code: ErrorCode, message: string, details = ''): void {
  const body: ErrorEnvelope = { success: false, data: null, error: { code, message, details } };
  res.status(status).json(body);
}
