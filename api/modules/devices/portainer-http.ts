import { serviceUnavailable } from '../../lib/errors.js';

export interface PortainerConnection {
  /** Portainer's API base, e.g. https://portainer.example.com */
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

const SERVICE = 'The container-management service';

/**
 * One request to Portainer's HTTP API, authenticated with an access token in `X-API-Key` (never
 * logged: errors name the method, path and status only). A network failure or time-out is a
 * 503 SERVICE_UNAVAILABLE; the caller decides what each answered status means.
 */
export async function portainerRequest(
  connection: PortainerConnection,
  method: string,
  path: string,
  body?: FormData,
): Promise<Response> {
  try {
    return await fetch(new URL(path, connection.url), {
      method,
      headers: { 'X-API-Key': connection.apiKey, accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(connection.timeoutMs ?? 10_000),
    });
  } catch (err) {
    throw serviceUnavailable(SERVICE, `${method} ${path}: ${(err as Error).message}`);
  }
}

export function portainerFailed(method: string, path: string, status: number) {
  return serviceUnavailable(SERVICE, `${method} ${path} answered ${status}`);
}
