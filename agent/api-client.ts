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

export class DeviceApi {
  constructor(
    readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
  ) {}

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
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
    return envelope.data as T;
  }
}

/** A refusal the agent cannot fix by retrying the same request (other than auth, which an admin may fix). */
export const isPermanent = (err: unknown): boolean =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
