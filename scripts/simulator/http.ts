/** What one request to the API came to. */
export interface Outcome {
  ok: boolean;
  status: number;
  /** From sending the request to having read the whole response. */
  ms: number;
  /** The envelope's `data` on success. */
  data: unknown;
  /** "409 DEVICE_EXISTS: ..." or the network error, on failure. */
  error: string | null;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: { code?: string; message?: string };
}

/**
 * One timed request. Never throws: refusals, timeouts and network errors come back as outcomes,
 * because a load generator counts failures instead of stopping at the first.
 */
export async function timedRequest(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string | Uint8Array; timeoutMs: number },
  signal?: AbortSignal,
): Promise<Outcome> {
  const timeout = AbortSignal.timeout(init.timeoutMs);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: Envelope | null = null;
    try {
      body = text ? (JSON.parse(text) as Envelope) : null;
    } catch {
      body = null;
    }
    if (response.ok) return { ok: true, status: response.status, ms, data: body?.data ?? null, error: null };
    const reason = body?.error ? `${body.error.code ?? 'ERROR'}: ${body.error.message ?? ''}` : text.slice(0, 120);
    return { ok: false, status: response.status, ms, data: null, error: `${response.status} ${reason}` };
  } catch (err) {
    const ms = performance.now() - started;
    const reason = timeout.aborted
      ? `timed out after ${init.timeoutMs} ms`
      : signal?.aborted
        ? 'stopped'
        : describeNetworkError(err);
    return { ok: false, status: 0, ms, data: null, error: reason };
  }
}

/** fetch hides the socket error (ECONNREFUSED, ECONNRESET) in `cause`. */
function describeNetworkError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: string; message?: string } | undefined;
  return cause?.code ? `${err.message}: ${cause.code}` : (cause?.message ?? err.message);
}

/** JSON request headers with an optional credential. */
export function jsonHeaders(auth: { bearer?: string; deviceKey?: string } = {}): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth.bearer) headers.authorization = `Bearer ${auth.bearer}`;
  if (auth.deviceKey) headers['x-device-key'] = auth.deviceKey;
  return headers;
}
