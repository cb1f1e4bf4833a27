import type { z } from 'zod';
import {
  deploymentSyncReply,
  deploymentTargetsReply,
  inputsReply,
  recordedReply,
  releasedReply,
  releaseDevicesReply,
  statusReply,
  syncReply,
  TIME_OUT_BATCH,
  TIME_OUT_MESSAGE_MAX,
  timeOutDevicesReply,
  type DeploymentStatusBody,
  type DeploymentSyncReply,
  type DeploymentTarget,
  type InputsReply,
  type StatusBody,
  type StatusReply,
  type SyncBody,
  type SyncReply,
  type TimeOutDevicesBody,
  type WorkloadSegment,
} from '../../contracts/operator-contract.js';
import type { Condition, JobStatusBase } from '../../contracts/custom-resources.js';

/** The resource as sync sends it (a spec interface has no index signature, so not SyncBody's own). */
type ResourceSync = Omit<SyncBody, 'spec'> & { spec: { organizationId: number } };

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

  /** POSTs the body and parses the reply with the contract's schema: a mismatch fails here, named. */
  private async post<S extends z.ZodType>(path: string, reply: S, body?: unknown): Promise<z.output<S>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(15_000),
    });
    const envelope = (await response.json().catch(() => null)) as {
      data?: unknown;
      error?: { message?: string; details?: string };
    } | null;
    if (!response.ok || !envelope) {
      const reason = envelope?.error
        ? `${envelope.error.message} (${envelope.error.details})`
        : `HTTP ${response.status}`;
      throw new ApiCallError(response.status, `POST ${path}: ${reason}`);
    }
    const parsed = reply.safeParse(envelope.data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new ApiCallError(response.status, `POST ${path}: the reply breaks the contract (${issues})`);
    }
    return parsed.data;
  }

  sync(kind: WorkloadSegment, resource: ResourceSync): Promise<SyncReply> {
    return this.post(`/internal/operator/${kind}/sync`, syncReply, resource);
  }

  inputs(kind: WorkloadSegment, organizationId: number, recordId: number): Promise<InputsReply> {
    return this.post(`/internal/operator/${kind}/${organizationId}/${recordId}/inputs`, inputsReply);
  }

  status(
    kind: WorkloadSegment,
    organizationId: number,
    recordId: number,
    status: JobStatusBase & { conditions?: Condition[] },
    logTail?: string,
  ): Promise<StatusReply> {
    const body: StatusBody = {
      phase: status.phase ?? 'Pending',
      message: status.message,
      attempts: status.attempts ?? 0,
      conditions: status.conditions ?? [],
      startTime: status.startTime,
      completionTime: status.completionTime,
      logTail,
    };
    return this.post(`/internal/operator/${kind}/${organizationId}/${recordId}/status`, statusReply, body);
  }

  syncDeployment(resource: ResourceSync): Promise<DeploymentSyncReply> {
    return this.post('/internal/operator/deployments/sync', deploymentSyncReply, resource);
  }

  deploymentTargets(organizationId: number, recordId: number): Promise<DeploymentTarget[]> {
    return this.post(`/internal/operator/deployments/${organizationId}/${recordId}/targets`, deploymentTargetsReply);
  }

  releaseDevices(organizationId: number, recordId: number, deviceIds: string[], rollback: boolean) {
    return this.post(
      `/internal/operator/deployments/${organizationId}/${recordId}/release-devices`,
      releaseDevicesReply,
      { device_ids: deviceIds, rollback },
    );
  }

  deploymentStatus(organizationId: number, recordId: number, status: DeploymentStatusBody) {
    return this.post(`/internal/operator/deployments/${organizationId}/${recordId}/status`, recordedReply, status);
  }

  /** Records the rollout's verdict on silent devices; a report that arrived first is kept. */
  async timeOutDevices(
    organizationId: number,
    recordId: number,
    devices: TimeOutDevicesBody['devices'],
  ): Promise<{ timed_out: string[] }> {
    // The route takes a bounded batch a call (its body stays under the API's 1 MiB limit).
    const timedOut: string[] = [];
    for (let start = 0; start < devices.length; start += TIME_OUT_BATCH) {
      const batch = devices
        .slice(start, start + TIME_OUT_BATCH)
        .map((d) => ({ ...d, message: d.message.slice(0, TIME_OUT_MESSAGE_MAX) }));
      const reply = await this.post(
        `/internal/operator/deployments/${organizationId}/${recordId}/time-out-devices`,
        timeOutDevicesReply,
        { devices: batch },
      );
      timedOut.push(...reply.timed_out);
    }
    return { timed_out: timedOut };
  }

  releaseDeployment(organizationId: number, recordId: number) {
    return this.post(`/internal/operator/deployments/${organizationId}/${recordId}/release`, releasedReply);
  }

  release(kind: WorkloadSegment, organizationId: number, recordId: number) {
    return this.post(`/internal/operator/${kind}/${organizationId}/${recordId}/release`, releasedReply);
  }
}
