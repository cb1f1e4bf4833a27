import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the real API that cuts the connection of chosen part requests of resumable
 * uploads (`PUT .../parts/{n}`), as a flaky network does: no answer at all. Everything else is
 * passed through. It records the part numbers it saw, in order.
 */
export class PartDroppingProxy {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly partsSeen: number[],
  ) {}

  /** `target` is the API's origin; the first `drops[n]` requests for part n are cut. */
  static async start(target: string, drops: Record<number, number> = {}): Promise<PartDroppingProxy> {
    const left = new Map(Object.entries(drops).map(([n, times]) => [Number(n), times]));
    const partsSeen: number[] = [];
    const forward = async (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const part = /\/parts\/(\d+)$/.exec(req.url ?? '');
      if (part) {
        const n = Number(part[1]);
        partsSeen.push(n);
        if ((left.get(n) ?? 0) > 0) {
          left.set(n, left.get(n)! - 1);
          req.socket.destroy();
          return;
        }
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k)),
      ) as Record<string, string>;
      const upstream = await fetch(`${target}${req.url}`, {
        method: req.method!,
        headers,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
        'content-length': String(body.length),
      });
      res.end(body);
    };
    const server = createServer((req, res) => {
      forward(req, res).catch(() => req.socket.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new PartDroppingProxy(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, partsSeen);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
