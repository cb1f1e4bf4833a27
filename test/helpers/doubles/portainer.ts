import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DockerEngineDouble, type DockerAnswer } from './docker-engine.js';

export interface RecordedRequest {
  method: string;
  path: string;
  apiKey: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A stand-in for Portainer's HTTP API (the container-management service cannot run here). It
 * speaks the documented protocol: `POST /api/endpoints` as multipart/form-data with `Name`,
 * `EndpointCreationType` and `URL`, authenticated by `X-API-Key`, answering with the new
 * environment's `Id` and `EdgeKey`; `DELETE /api/endpoints/{id}` answering 204; and the Docker
 * proxy `/api/endpoints/{id}/docker/<Docker Engine API path>`, forwarded to that environment's
 * engine (a DockerEngineDouble). Requests of any other shape are refused the way Portainer
 * refuses them (400/401/404).
 */
export class PortainerDouble {
  readonly requests: RecordedRequest[] = [];
  readonly environments = new Map<number, { name: string; edgeKey: string; docker: DockerEngineDouble }>();
  /** Answer every request with this status instead (to simulate an outage). */
  failWith: number | null = null;
  /** Edge environments whose agent has no tunnel open: Portainer cannot reach their Docker. */
  readonly unreachable = new Set<number>();
  private server: Server | null = null;
  private nextId = 1;

  constructor(readonly apiKey = 'ptr_test-access-token') {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then((answer) => {
        if ('raw' in answer) {
          res.writeHead(answer.status, { 'content-type': answer.contentType });
          res.end(answer.raw);
          return;
        }
        const { status, body } = answer;
        res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The Docker engine behind an environment, to put containers on it. */
  docker(environmentId: number): DockerEngineDouble {
    const environment = this.environments.get(environmentId);
    if (!environment) throw new Error(`no environment ${environmentId}`);
    return environment.docker;
  }

  private async handle(req: IncomingMessage): Promise<DockerAnswer> {
    const body = await new Request('http://double', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? 'application/octet-stream' },
      body: await readAll(req),
    })
      .formData()
      .catch(() => null);
    const form: Record<string, string> = {};
    body?.forEach((value, key) => (form[key] = String(value)));
    const path = req.url ?? '';
    const apiKey = req.headers['x-api-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path, apiKey, contentType: req.headers['content-type'], form });

    if (this.failWith) return { status: this.failWith, body: { message: 'simulated failure' } };
    if (apiKey !== this.apiKey) return { status: 401, body: { message: 'Unauthorized' } };

    if (req.method === 'POST' && path === '/api/endpoints') {
      if (!req.headers['content-type']?.startsWith('multipart/form-data') || !form.Name || !form.EndpointCreationType) {
        return { status: 400, body: { message: 'Invalid request payload' } };
      }
      if (form.EndpointCreationType === '4' && !form.URL) return { status: 400, body: { message: 'Invalid URL' } };
      const id = this.nextId++;
      const edgeKey = Buffer.from(`${form.URL}|${form.URL}|fingerprint|${id}`).toString('base64');
      const docker = new DockerEngineDouble();
      // What every Edge environment runs: Portainer's own agent.
      docker.add({ name: 'portainer_edge_agent', image: 'portainer/agent:2.21.0', command: './agent' });
      this.environments.set(id, { name: form.Name, edgeKey, docker });
      return {
        status: 200,
        body: { Id: id, Name: form.Name, Type: 4, EdgeKey: edgeKey, GroupId: Number(form.GroupID ?? 1) },
      };
    }
    const url = new URL(path, 'http://double');
    const proxied = /^\/api\/endpoints\/(\d+)\/docker(\/.*)$/.exec(url.pathname);
    if (proxied) {
      const id = Number(proxied[1]);
      const environment = this.environments.get(id);
      if (!environment) {
        return {
          status: 404,
          body: { message: 'Unable to find an environment with the specified identifier inside the database' },
        };
      }
      if (this.unreachable.has(id)) return { status: 502, body: { message: 'Unable to reach the Edge agent' } };
      return environment.docker.handle(req.method ?? 'GET', proxied[2]!, url.searchParams);
    }
    const match = /^\/api\/endpoints\/(\d+)$/.exec(path);
    if (req.method === 'DELETE' && match) {
      const id = Number(match[1]);
      if (!this.environments.delete(id)) return { status: 404, body: { message: 'Unable to find an environment' } };
      return { status: 204 };
    }
    return { status: 404, body: { message: 'Not found' } };
  }
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
