/**
 * Typed errors for the API's error envelope `{success: false, data: null, error: {code, message, details}}`.
 * `unwrap` turns an openapi-fetch result into the envelope's `data` or throws `ApiError`, so callers
 * compare `err.code` with the API's codes instead of reading bodies.
 */

/** The codes of the API's error table (others may be added; `code` is still any string). */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  DEVICE_EXISTS: 'DEVICE_EXISTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  REQUEST_HEADERS_TOO_LARGE: 'REQUEST_HEADERS_TOO_LARGE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

export type KnownErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The API answered with an error envelope (or, from a broken proxy, without one: code `UNKNOWN_ERROR`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  /** A code from the API's error table, e.g. `NOT_FOUND`. */
  readonly code: KnownErrorCode | (string & {});
  /** What to fix; for validation errors, the field. */
  readonly details: string;
  /** Seconds from a Retry-After header (429, 503), when given. */
  readonly retryAfter: number | undefined;

  constructor(status: number, code: string, message: string, details = '', retryAfter?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
  }

  override toString(): string {
    return `${this.code}: ${this.message}${this.details ? ` (${this.details})` : ''}`;
  }
}

/** True when `err` is an `ApiError` (with this code, when given). */
export function isApiError(err: unknown, code?: KnownErrorCode | (string & {})): err is ApiError {
  return err instanceof ApiError && (code === undefined || err.code === code);
}

/** The `ApiError` for an error answer, from its parsed body (openapi-fetch's `error`) or its text. */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  let code = 'UNKNOWN_ERROR';
  let message = `HTTP ${response.status}`;
  let details = '';
  const envelope = body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null | undefined;
  if (envelope && typeof envelope === 'object' && envelope.error && typeof envelope.error === 'object') {
    if (typeof envelope.error.code === 'string') code = envelope.error.code;
    if (typeof envelope.error.message === 'string') message = envelope.error.message;
    if (typeof envelope.error.details === 'string') details = envelope.error.details;
  } else if (typeof body === 'string' && body.trim()) {
    message = `HTTP ${response.status}: ${body.trim().slice(0, 200)}`;
  }
  const retryAfter = response.headers.get('retry-after');
  return new ApiError(
    response.status,
    code,
    message,
    details,
    retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined,
  );
}

/** What openapi-fetch resolves with: `data` on success, `error` (the parsed body) otherwise. */
export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The envelope's `data` for a success body `{success, data, meta?}`; the body itself otherwise. */
export type EnvelopeData<Body> = Body extends { data: infer Data } ? Data : Body;

/** The envelope's `data`, or throws `ApiError` for an error answer. */
export async function unwrap<Result extends FetchResult>(
  call: Promise<Result> | Result,
): Promise<EnvelopeData<NonNullable<Result['data']>>> {
  const result = await call;
  if (!result.response.ok || result.data === undefined) throw errorFromResponse(result.response, result.error);
  const body = result.data as { data?: unknown };
  return (body && typeof body === 'object' && 'data' in body ? body.data : body) as EnvelopeData<
    NonNullable<Result['data']>
  >;
}
