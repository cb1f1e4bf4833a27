import express, { type RequestHandler } from 'express';
import { AppError } from '../errors.js';

/**
 * express.json, with a body that does not decode under its Content-Encoding (gzip, deflate, br)
 * answered as the client's mistake: zlib's errors carry no body-parser type and would otherwise
 * be a 500, reachable without authentication.
 */
export function jsonBody(limit: number): RequestHandler {
  const parse = express.json({ limit });
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      const encoding = req.headers['content-encoding'];
      if (!err || !encoding || (err as { type?: string }).type !== undefined) return next(err);
      next(
        new AppError(
          'VALIDATION_ERROR',
          'The request body does not decode under its Content-Encoding',
          `content-encoding ${encoding}: ${(err as Error).message}`,
        ),
      );
    });
}
