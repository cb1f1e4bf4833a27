import type { UserManager } from 'oidc-client-ts';
import { selectedOrganization } from './api.js';

/** A multipart request that failed: `network` when no answer came (worth retrying). */
export class SendError extends Error {
  constructor(
    message: string,
    readonly network: boolean,
  ) {
    super(message);
  }
}

/**
 * Sends a form to the API (POST, or `method`) with upload progress. fetch() cannot report how much of a request body
 * was sent, XMLHttpRequest can, so uploads use it; the headers are the typed client's (token,
 * organization). Resolves with the envelope's `data`.
 */
export async function sendForm<T>(
  manager: UserManager,
  path: string,
  form: FormData,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const user = await manager.getUser();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${location.origin}/api${path}`);
    if (user && !user.expired) xhr.setRequestHeader('Authorization', `Bearer ${user.access_token}`);
    const organization = selectedOrganization();
    if (organization) xhr.setRequestHeader('X-Organization-Id', organization);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded, event.total);
    xhr.onerror = () => reject(new SendError('The connection dropped', true));
    xhr.onabort = () => reject(new SendError('Cancelled', false));
    xhr.onload = () => {
      const body = xhr.response as { data?: T; error?: { message?: string; details?: string } } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data !== undefined) return resolve(body.data);
      const message = body?.error?.message ?? `HTTP ${xhr.status}`;
      // A proxy's 502/503/504 is a dropped connection by another name.
      const network = xhr.status === 0 || xhr.status >= 502;
      reject(new SendError(body?.error?.details ? `${message} (${body.error.details})` : message, network));
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
