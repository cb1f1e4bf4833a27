import { createApiClient, type Middleware } from '../../clients/typescript/index.js';
import type { UserManager } from 'oidc-client-ts';

const ORGANIZATION_KEY = 'edge-vision.organization';

/** The organization chosen in the switcher (sent as X-Organization-Id); per tab, like the tokens. */
export function selectedOrganization(): string | null {
  return sessionStorage.getItem(ORGANIZATION_KEY);
}

export function selectOrganization(id: string | null): void {
  if (id) sessionStorage.setItem(ORGANIZATION_KEY, id);
  else sessionStorage.removeItem(ORGANIZATION_KEY);
}

export function createConsoleClient(manager: UserManager) {
  const auth: Middleware = {
    async onRequest({ request }) {
      const user = await manager.getUser();
      if (user && !user.expired) request.headers.set('Authorization', `Bearer ${user.access_token}`);
      const organization = selectedOrganization();
      if (organization) request.headers.set('X-Organization-Id', organization);
      return request;
    },
  };
  return createApiClient({ baseUrl: `${location.origin}/api`, middleware: [auth] });
}

export type ConsoleClient = ReturnType<typeof createConsoleClient>;

interface Envelope<T, M> {
  data?: { data: T; meta?: M };
  error?: unknown;
  response: Response;
}

function failure(result: { error?: unknown; response: Response }): Error {
  const body = result.error as { error?: { message?: string; details?: string } } | undefined;
  const message = body?.error?.message ?? `HTTP ${result.response.status}`;
  return new Error(body?.error?.details ? `${message} (${body.error.details})` : message);
}

/** The envelope's `data`, or an Error carrying the API's message. */
export async function unwrap<T, M>(call: Promise<Envelope<T, M>>): Promise<T> {
  const result = await call;
  if (result.data === undefined) throw failure(result);
  return result.data.data;
}

/** A list's `data` and `meta` (totals for paging). */
export async function unwrapList<T, M>(call: Promise<Envelope<T, M>>): Promise<{ items: T; meta: M }> {
  const result = await call;
  if (result.data === undefined) throw failure(result);
  return { items: result.data.data, meta: result.data.meta as M };
}
