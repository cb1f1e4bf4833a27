/** The platform's device API: X-Device-Key on every call, answers in the {success,data,error} envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One finished call, for whoever watches the agent's traffic (the simulator's latency table). */
export interface ApiCall {
  method: string;
  path: string;
  /** 0 when no answer came (network error, time-out). */
  status: number;
  ms: number;
  /** Body bytes sent (an upload's image and fields). */
  bytesSent: number;
  /** "409 CONFLICT: ..." or the network error; null on success. */
  error: string | null;
}

export interface ApiObserver {
  started(): void;
  finished(call: ApiCall): void;
}

export class DeviceApi {
  constructor(
    readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
    private readonly observer: ApiObserver | null = null,
  ) {}

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (!this.observer) return (await this.send<T>(method, path, body)).data;
    const started = performance.now();
    this.observer.started();
    const bytesSent = bodyBytes(body);
    try {
      const { data, status } = await this.send<T>(method, path, body);
      this.observer.finished({ method, path, status, ms: performance.now() - started, bytesSent, error: null });
      return data;
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      const error = err instanceof ApiError ? `${err.status} ${err.code}` : (err as Error).message;
      this.observer.finished({ method, path, status, ms: performance.now() - started, bytesSent, error });
      throw err;
    }
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<{ data: T; status: number }> {
    const headers: Record<string, string> = { 'x-device-key': this.apiKey };
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    let envelope: { success?: boolean; data?: T; error?: { code?: string; message?: string } } = {};
    try {
      envelope = JSON.parse(text);
    } catch {
      // Not the API (a proxy's error page): reported by status below.
    }
    if (!res.ok || envelope.success === false) {
      throw new ApiError(
        res.status,
        envelope.error?.code ?? 'HTTP_ERROR',
        `${method} ${path}: ${res.status} ${envelope.error?.message ?? text.slice(0, 200)}`,
      );
    }
    return { data: envelope.data as T, status: res.status };
  }
}

function bodyBytes(body: unknown): number {
  if (body === undefined) return 0;
  if (!(body instanceof FormData)) return Buffer.byteLength(JSON.stringify(body));
  let bytes = 0;
  for (const [, value] of body) bytes += typeof value === 'string' ? Buffer.byteLength(value) : value.size;
  return bytes;
}

/** A refusal the agent cannot fix by retrying the same request (other than auth, which an admin may fix). */
export const isPermanent = (err: unknown): boolean =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
