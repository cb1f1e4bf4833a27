import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface AnswerCuttingProxy {
  /** The proxy's origin, standing in for the object store's (requests keep their Host, so signatures hold). */
  url: string;
  /**
   * The next request whose first line matches goes through to the store, and when the store
   * answers, the connection is cut instead: the store acted, the caller never hears. The proxy
   * then refuses every connection for `downMs`, as a store killed right after acting would be.
   * Resolves with the request line once the answer was cut.
   */
  cutNextAnswer(requestLine: RegExp, downMs: number): Promise<string>;
  close(): Promise<void>;
}

/** A TCP proxy in front of the object store, to lose one answer at a known request. */
export async function startAnswerCuttingProxy(targetOrigin: string): Promise<AnswerCuttingProxy> {
  const target = new URL(targetOrigin);
  const sockets = new Set<Socket>();
  let armed: { line: RegExp; downMs: number; resolve: (line: string) => void } | null = null;
  let downUntil = 0;

  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (Date.now() < downUntil) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    let cutting: { line: string; downMs: number; resolve: (line: string) => void } | null = null;
    client.on('data', (chunk: Buffer) => {
      // A request's head starts a chunk: the clients send each request in one corked write.
      const line = chunk.subarray(0, Math.min(chunk.length, 512)).toString('latin1').split('\r\n')[0] ?? '';
      if (armed && armed.line.test(line)) {
        cutting = { line, downMs: armed.downMs, resolve: armed.resolve };
        armed = null;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!cutting) {
        client.write(chunk);
        return;
      }
      downUntil = Date.now() + cutting.downMs;
      for (const socket of sockets) socket.destroy();
      cutting.resolve(cutting.line);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cutNextAnswer(line, downMs) {
      return new Promise((resolve) => {
        armed = { line, downMs, resolve };
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
