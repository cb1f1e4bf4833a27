import { serviceUnavailable } from '../../lib/errors.js';
import { portainerFailed, portainerRequest, type PortainerConnection } from './portainer-http.js';

/** What a device needs to start the container-management Edge Agent. */
export interface EdgeSettings {
  environment_id: number;
  edge_id: string;
  edge_key: string;
  portainer_url: string;
}

export interface EdgeManagerConfig extends PortainerConnection {
  /** The address Edge Agents reach Portainer at (defaults to `url`). */
  agentUrl?: string;
}

/** Portainer's environment type for an Edge Agent ("EndpointCreationType" 4). */
const EDGE_AGENT_ENVIRONMENT = '4';

interface PortainerEndpoint {
  Id: number;
  EdgeKey?: string;
}

/**
 * Portainer's HTTP API, as documented: `POST /api/endpoints` (multipart form) creates an Edge
 * Agent environment and answers with its id and edge key; `DELETE /api/endpoints/{id}`
 * removes it. Requests authenticate with an access token in `X-API-Key`.
 */
export class PortainerEdgeManager {
  constructor(private readonly config: EdgeManagerConfig) {}

  async createEnvironment(name: string, edgeId: string): Promise<EdgeSettings> {
    const form = new FormData();
    form.set('Name', name);
    form.set('EndpointCreationType', EDGE_AGENT_ENVIRONMENT);
    form.set('URL', this.config.agentUrl ?? this.config.url);
    form.set('GroupID', '1');
    form.set('TagIds', '[]');
    const endpoint = (await this.call('POST', '/api/endpoints', form)) as PortainerEndpoint;
    if (typeof endpoint?.Id !== 'number' || typeof endpoint.EdgeKey !== 'string') {
      throw serviceUnavailable(
        'The container-management service',
        'it answered without an environment id and edge key',
      );
    }
    return {
      environment_id: endpoint.Id,
      edge_id: edgeId,
      edge_key: endpoint.EdgeKey,
      portainer_url: this.config.agentUrl ?? this.config.url,
    };
  }

  async deleteEnvironment(environmentId: number): Promise<void> {
    await this.call('DELETE', `/api/endpoints/${environmentId}`);
  }

  private async call(method: string, path: string, body?: FormData): Promise<unknown> {
    const response = await portainerRequest(this.config, method, path, body);
    if (method === 'DELETE' && response.status === 404) return null; // already gone
    if (!response.ok) throw portainerFailed(method, path, response.status);
    return response.status === 204 ? null : response.json();
  }
}
