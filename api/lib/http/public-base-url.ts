import type { Request } from 'express';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The API's public base URL (ending in /api): configured, or from the (forwarded) host the request came to. */
export function publicBaseUrl(req: Request, configured: string | undefined): string {
  if (configured) return configured.replace(/\/$/, '');
  const host = req.host ?? ''; // X-Forwarded-Host when the request came through a trusted proxy
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return HOST.test(host) ? `${protocol}://${host}/api` : 'http://127.0.0.1:8080/api';
}
