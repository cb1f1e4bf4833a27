/** A small HTTP client for the API under test: real requests over TCP, bodies parsed as JSON. */
export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

type Json = unknown;

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  as(token: string): ApiClient {
    return new ApiClient(this.baseUrl, { ...this.headers, authorization: `Bearer ${token}` });
  }

  /** The same credentials sent to another listener (e.g. the API's internal one). */
  at(baseUrl: string): ApiClient {
    return new ApiClient(baseUrl, this.headers);
  }

  withDeviceKey(key: string): ApiClient {
    return new ApiClient(this.baseUrl, { ...this.headers, 'x-device-key': key });
  }

  withHeaders(headers: Record<string, string>): ApiClient {
    return new ApiClient(this.baseUrl, { ...this.headers, ...headers });
  }

  get(path: string): Promise<ApiResponse> {
    return this.request('GET', path);
  }

  delete(path: string): Promise<ApiResponse> {
    return this.request('DELETE', path);
  }

  post(path: string, body?: Json): Promise<ApiResponse> {
    return this.request('POST', path, body);
  }

  patch(path: string, body?: Json): Promise<ApiResponse> {
    return this.request('PATCH', path, body);
  }

  /** A body sent exactly as given (malformed JSON, multipart forms). */
  async raw(method: string, path: string, body: RequestInit['body'], contentType?: string): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...this.headers };
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    return ApiClient.read(response);
  }

  private async request(method: string, path: string, body?: Json): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...this.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ApiClient.read(response);
  }

  private static async read(response: Response): Promise<ApiResponse> {
    const text = await response.text();
    let body: any;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, headers: response.headers, body, text };
  }
}
