import type { Condition, JobStatusBase } from '../../crds/types.js';

export type WorkloadSegment = 'training-jobs' | 'export-jobs';

export interface RecordSync {
  record_id: number;
  phase: 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'Cancelled';
  progress: number;
  message: string | null;
}

/** The API's record after a status report: results, and its verdict (Failed when outputs are missing). */
export interface WorkloadStatusReply {
  model_version_id: number | null;
  artifact_key: string | null;
  phase: 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'Cancelled';
  message: string | null;
  epoch: { epoch: number; epochs: number } | null;
  metrics: Record<string, number>;
}

export interface WorkloadInputs {
  ready: boolean;
  message?: string;
  urls: Record<string, string>;
  callback_url: string;
  callback_token: string;
}

export interface DeploymentTarget {
  device_id: string;
  rollback: boolean;
  released: boolean;
  state: 'Waiting' | 'InProgress' | 'Succeeded' | 'Failed' | 'RolledBack';
  phase: string | null;
  message: string | null;
  /** When the rollout handed this target to the device (null: not yet). */
  released_at: string | null;
  updated_at: string;
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The platform API as the operator sees it: the internal routes, authenticated with the
 * operator's shared token. Every call is idempotent, so a reconcile can repeat any of them.
 */
export class OperatorApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async post<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(15_000),
    });
    const envelope = (await response.json().catch(() => null)) as {
      data?: T;
      error?: { message?: string; details?: string };
    } | null;
    if (!response.ok || !envelope) {
      const reason = envelope?.error
        ? `${envelope.error.message} (${envelope.error.details})`
        : `HTTP ${response.status}`;
      throw new ApiCallError(response.status, `POST ${path}: ${reason}`);
    }
    return envelope.data as T;
  }

  sync(
    kind: WorkloadSegment,
    resource: { namespace: string; name: string; uid: string; spec: object },
  ): Promise<RecordSync> {
    return this.post(`/internal/operator/${kind}/sync`, resource);
  }

  inputs(kind: WorkloadSegment, organizationId: number, recordId: number): Promise<WorkloadInputs> {
    return this.post(`/internal/operator/${kind}/${organizationId}/${recordId}/inputs`);
  }

  status(
    kind: WorkloadSegment,
    organizationId: number,
    recordId: number,
    status: JobStatusBase & { conditions?: Condition[] },
  ): Promise<WorkloadStatusReply> {
    return this.post(`/internal/operator/${kind}/${organizationId}/${recordId}/status`, {
      phase: status.phase ?? 'Pending',
      message: status.message,
      attempts: status.attempts ?? 0,
      conditions: status.conditions ?? [],
      startTime: status.startTime,
      completionTime: status.completionTime,
    });
  }

  syncDeployment(resource: {
    namespace: string;
    name: string;
    uid: string;
    spec: object;
  }): Promise<{ record_id: number; phase: string }> {
    return this.post('/internal/operator/deployments/sync', resource);
  }

  deploymentTargets(organizationId: number, recordId: number): Promise<DeploymentTarget[]> {
    return this.post(`/internal/operator/deployments/${organizationId}/${recordId}/targets`);
  }

  releaseDevices(organizationId: number, recordId: number, deviceIds: string[], rollback: boolean): Promise<unknown> {
    return this.post(`/internal/operator/deployments/${organizationId}/${recordId}/release-devices`, {
      device_ids: deviceIds,
      rollback,
    });
  }

  deploymentStatus(
    organizationId: number,
    recordId: number,
    status: { phase: string; progress: number; message?: string },
  ) {
    return this.post(`/internal/operator/deployments/${organizationId}/${recordId}/status`, status);
  }

  /** Records the rollout's verdict on silent devices; a report that arrived first is kept. */
  async timeOutDevices(
    organizationId: number,
    recordId: number,
    devices: { device_id: string; rollback: boolean; message: string }[],
  ): Promise<{ timed_out: string[] }> {
    // The route takes at most 1000 devices a call (its body stays under the API's 1 MiB limit).
    const timedOut: string[] = [];
    for (let start = 0; start < devices.length; start += 1000) {
      const batch = devices.slice(start, start + 1000).map((d) => ({ ...d, message: d.message.slice(0, 500) }));
      const reply = await this.post<{ timed_out: string[] }>(
        `/internal/operator/deployments/${organizationId}/${recordId}/time-out-devices`,
        { devices: batch },
      );
      timedOut.push(...reply.timed_out);
    }
    return { timed_out: timedOut };
  }

  releaseDeployment(organizationId: number, recordId: number): Promise<unknown> {
    return this.post(`/internal/operator/deployments/${organizationId}/${recordId}/release`);
  }

  release(kind: WorkloadSegment, organizationId: number, recordId: number): Promise<unknown> {
    return this.post(`/internal/operator/${kind}/${organizationId}/${recordId}/release`);
  }
}
