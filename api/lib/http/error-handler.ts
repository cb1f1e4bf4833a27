import type { NextFunction, Request, Response } from 'express';
import { MongoNetworkError, MongoServerSelectionError } from 'mongodb';
import { sendError } from '../envelope.js';
import { AppError } from '../errors.js';

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

/** Connection failures; EPIPE is how the MongoDB driver reports writing to a server that just died. */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

function isBackingServiceDown(err: unknown): boolean {
  if (err instanceof MongoServerSelectionError || err instanceof MongoNetworkError) return true;
  return CONNECTION_ERRORS.has((err as { code?: string }).code ?? '');
}

/** Maps anything thrown anywhere to the envelope; the only place that writes error responses. */
export function errorHandler() {
  return (err: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err instanceof AppError) {
      sendError(res, err.status, err.code, err.message, err.details);
      return;
    }
    const parserError = err as BodyParserError;
    switch (parserError.type) {
      case 'entity.parse.failed':
        sendError(res, 400, 'VALIDATION_ERROR', 'Malformed JSON body', 'the body is not valid JSON');
        return;
      case 'entity.too.large':
        sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'Request body too large', `the limit is ${parserError.limit} bytes`);
        return;
      case 'encoding.unsupported':
      case 'charset.unsupported':
        sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding', 'send UTF-8 JSON');
        return;
    }
    if ((err as { name?: string }).name === 'MulterError') {
      const { code, field } = err as { code: string; field?: string; message: string };
      if (code === 'LIMIT_FILE_SIZE') {
        sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'The upload is larger than the limit', field ?? '');
      } else {
        sendError(res, 400, 'VALIDATION_ERROR', `Invalid multipart upload: ${(err as Error).message}`, field ?? '');
      }
      return;
    }
    if (isBackingServiceDown(err)) {
      req.log?.warn({ err }, 'backing service unavailable');
      sendError(res, 503, 'SERVICE_UNAVAILABLE', 'A backing service is unavailable; retry later', '');
      return;
    }
    req.log?.error({ err }, 'unhandled error');
    sendError(res, 500, 'INTERNAL_ERROR', 'Internal server error', 'the error was logged with this request id');
  };
}

export function notFoundHandler() {
  return (req: Request, res: Response): void => {
    sendError(res, 404, 'NOT_FOUND', `No route for ${req.method} ${req.path}`, 'see /api/openapi.json');
  };
}
