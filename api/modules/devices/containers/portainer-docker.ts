import { AppError } from '../../../lib/errors.js';
import { portainerFailed, portainerRequest, type PortainerConnection } from '../portainer-http.js';
import { parseLogs, type LogLine } from './log-stream.js';

/** A container as the Docker Engine API lists it (`GET /containers/json`), the fields we pass on. */
export interface DockerContainer {
  Id: string;
  Names?: string[];
  Image?: string;
  Command?: string;
  Created?: number;
  State?: string;
  Status?: string;
  Labels?: Record<string, string> | null;
}

export type ContainerAction = 'start' | 'stop' | 'restart';

export interface LogsRequest {
  tail: number;
  since?: Date;
  timestamps: boolean;
}

/** Bytes of log output read at most; the rest is cut off (the caller can ask for fewer lines). */
export const LOG_BYTES_LIMIT = 1024 * 1024;

const containerNotFound = (container: string) =>
  new AppError('NOT_FOUND', `Container ${container} not found on the device`, 'list its containers for their ids');

/**
 * Docker on a device, through Portainer's Docker proxy for its Edge environment: Portainer
 * forwards `/api/endpoints/{environment}/docker/<Docker Engine API path>` to the device's Edge
 * Agent, so the paths and answers below are Docker's own.
 */
export class PortainerDocker {
  constructor(private readonly connection: PortainerConnection) {}

  async list(environmentId: number): Promise<DockerContainer[]> {
    const path = `${base(environmentId)}/containers/json?all=1`;
    const response = await portainerRequest(this.connection, 'GET', path);
    if (!response.ok) throw portainerFailed('GET', path, response.status);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw portainerFailed('GET', path, response.status);
    return body as DockerContainer[];
  }

  async logs(
    environmentId: number,
    container: string,
    request: LogsRequest,
  ): Promise<{ lines: LogLine[]; truncated: boolean }> {
    const query = new URLSearchParams({
      stdout: '1',
      stderr: '1',
      tail: String(request.tail),
      timestamps: request.timestamps ? '1' : '0',
      ...(request.since ? { since: String(Math.floor(request.since.getTime() / 1000)) } : {}),
    });
    const path = `${base(environmentId)}/containers/${encodeURIComponent(container)}/logs?${query}`;
    const response = await portainerRequest(this.connection, 'GET', path);
    if (response.status === 404) throw containerNotFound(container);
    if (!response.ok) throw portainerFailed('GET', path, response.status);
    const { body, truncated } = await readCapped(response, LOG_BYTES_LIMIT);
    return { lines: parseLogs(response.headers.get('content-type'), body, request.timestamps), truncated };
  }

  /** Runs the action; false when the container was in that state already (Docker's 304). */
  async act(environmentId: number, container: string, action: ContainerAction): Promise<boolean> {
    const path = `${base(environmentId)}/containers/${encodeURIComponent(container)}/${action}`;
    const response = await portainerRequest(this.connection, 'POST', path);
    await response.body?.cancel();
    if (response.status === 404) throw containerNotFound(container);
    if (response.status === 304) return false;
    if (!response.ok) throw portainerFailed('POST', path, response.status);
    return true;
  }
}

const base = (environmentId: number) => `/api/endpoints/${environmentId}/docker`;

/** Reads at most `limit` bytes, so a chatty container cannot fill the API's memory. */
async function readCapped(response: Response, limit: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (!reader) return { body: Buffer.alloc(0), truncated: false };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(Buffer.from(value));
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return { body: Buffer.concat(chunks).subarray(0, limit), truncated: true };
    }
  }
  return { body: Buffer.concat(chunks), truncated: false };
}
