/**
 * Every error the API answers with. The codes are the spec's table plus the ones fixed in
 * API-DECISIONS.md; the HTTP status belongs to the code, so a service only says *what* failed.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  DEVICE_NOT_APPROVED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DEVICE_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 429,
  REQUEST_HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  CONTAINER_MANAGEMENT_NOT_CONFIGURED: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: string;

  constructor(code: ErrorCode, message: string, details = '') {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string): AppError =>
  new AppError('NOT_FOUND', `${what} not found`, 'Check the id; resources of other organizations are not visible.');

export const validationError = (field: string, message: string): AppError =>
  new AppError('VALIDATION_ERROR', message, field);

export const serviceUnavailable = (service: string, details = ''): AppError =>
  new AppError('SERVICE_UNAVAILABLE', `${service} is unavailable; retry later`, details);
