import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OperatorMetrics } from './metrics.js';

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/** `/healthz` (alive, and whether this replica leads) and `/metrics` for probes and Prometheus. */
export async function startHealthServer(options: {
  /** 0 picks a free port. */
  port: number;
  host: string | undefined;
  metrics: OperatorMetrics;
  isLeader: () => boolean;
}): Promise<HealthServer> {
  const { metrics } = options;
  const server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'ok', leader: options.isLeader() }));
    } else if (req.url === '/metrics') {
      void metrics.registry
        .metrics()
        .then((text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
