import { z } from 'zod';

/** Booleans in a query string: `true`, `false`, `1`, `0` (API-DECISIONS.md). */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .meta({ description: 'true, false, 1 or 0' });

/** A positive integer id in the path. */
export const idParam = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).meta({ description: 'Resource id' }),
});

export const timestamp = z
  .string()
  .meta({ description: 'ISO 8601 timestamp in UTC', example: '2026-11-21T10:00:00.000Z' });

/** Page-style pagination: `page` from 1, `per_page` 1..100 (default 20). Over the bounds is an error, never a clamp. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).meta({ description: 'Page number, from 1' }),
  per_page: z.coerce.number().int().min(1).max(100).default(20).meta({ description: 'Items per page, 1 to 100' }),
});

export type PageQuery = z.output<typeof pageQuery>;

export const pageMeta = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    total_pages: z.number().int(),
    count: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: 'PageMeta' });

export const offsetMeta = z
  .object({
    count: z.number().int(),
    limit: z.number().int(),
    offset: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The offset asked for; null on a page asked for by `cursor`' }),
    total: z.number().int(),
    next_cursor: z.string().nullable().meta({
      description: 'Send as `cursor` (with the same filters, sort and order) for the next page; null on the last page',
    }),
  })
  .meta({ id: 'OffsetMeta' });

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    data: z.null(),
    error: z.object({
      code: z.string().meta({ description: 'A code from the error table, e.g. VALIDATION_ERROR' }),
      message: z.string(),
      details: z.string().meta({ description: 'What to fix; for validation errors, the field' }),
    }),
  })
  .meta({ id: 'ErrorEnvelope' });

/** What a DELETE answers: the id that is gone. */
export const deletedResult = z.object({ id: z.number().int(), deleted: z.literal(true) }).meta({ id: 'Deleted' });
