import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldRequest {
  method: string;
  path: string;
  body: string;
  /** The target's answer. */
  reply: string;
}

export interface HoldingProxy {
  /** The proxy's origin, standing in for the target's. */
  url: string;
  /**
   * The next request that `matches` goes through to the target, but its reply is held back: the
   * target has acted on it and the caller does not know yet. Resolves once that is the case.
   */
  holdNextReply(matches: (request: HeldRequest) => boolean): Promise<HeldRequest>;
  /** Sends the held replies (to callers still listening). */
  releaseAll(): void;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of the API, so a test can stop a client (the operator) at a known
 * step: right after the API did its part of a call and before the client saw the answer.
 */
export async function startHoldingProxy(targetOrigin: string): Promise<HoldingProxy> {
  const holds: { matches: (r: HeldRequest) => boolean; resolve: (r: HeldRequest) => void }[] = [];
  const held: (() => void)[] = [];

  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const sent = Buffer.concat(chunks).toString();
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await fetch(new URL(path, targetOrigin), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : sent,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const request: HeldRequest = { method, path, body: sent, reply: body.toString() };
    const reply = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(body);
    };
    const hold = holds.findIndex((h) => h.matches(request));
    if (hold === -1) return reply();
    const [{ resolve }] = holds.splice(hold, 1) as [(typeof holds)[number]];
    held.push(reply);
    resolve(request);
  };

  const server = createServer((req, res) => {
    forward(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(502).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const releaseAll = () => {
    for (const reply of held.splice(0)) reply();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    holdNextReply: (matches) => new Promise((resolve) => holds.push({ matches, resolve })),
    releaseAll,
    close() {
      releaseAll();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
